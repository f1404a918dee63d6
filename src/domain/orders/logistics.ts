import type { components } from '../../../generated/asyncapi.js';
import type { AccountScope } from '../modes.js';
import type { Shipment, ShipmentEvent } from './types.js';

// Shipment status changes as the logistics stream shows them. The shipment service reports each
// change after its transaction committed (LogisticsSink); src/streams/logistics.ts fans it out to
// the subscribers of that account and mode.

/** The `data` of a logistics_status message (asyncapi.yaml). */
export type LogisticsStatusData = components['schemas']['LogisticsStatus'];

export interface LogisticsUpdate extends AccountScope {
  data: LogisticsStatusData;
}

/** What the shipment service calls once a change has committed. */
export type LogisticsSink = (update: LogisticsUpdate) => void;

/** A shipment's status as the logistics stream shows it (the event that set it, when there is one). */
export function logisticsStatus(shipment: Shipment, event?: ShipmentEvent): LogisticsStatusData {
  const latest = event ?? shipment.events[shipment.events.length - 1];
  const location = latest?.location ?? null;
  return {
    shipment_id: shipment.id,
    status: shipment.status,
    location: location ? { unlocode: location.unlocode, name: location.name } : null,
    eta: shipment.eta,
    occurred_at: latest?.occurred_at ?? shipment.created_at,
    livemode: shipment.livemode,
  };
}
