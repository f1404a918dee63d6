import type { Mode } from '../domain/modes.js';
import type { LogisticsSink, LogisticsStatusData } from '../domain/orders/logistics.js';
import type { BusSubscription, StreamBus } from './bus.js';

// Shipment status changes, per account and mode. The shipment service reports each change after
// its transaction committed (LogisticsSink); the source fans it out over the stream bus (Redis
// pub/sub when configured) to every instance's subscribers of that account and mode. When the
// transactional events outbox exists, its relay calls `publish` for each shipment event it
// delivers instead of the service hook, with the same payload.

export interface LogisticsSource {
  publish: LogisticsSink;
  subscribe(accountId: string, mode: Mode, listener: (data: LogisticsStatusData) => void): BusSubscription;
}

const topic = (accountId: string, mode: Mode) => `logistics:${mode}:${accountId}`;

export function busLogisticsSource(bus: StreamBus): LogisticsSource {
  return {
    publish: (update) => bus.publish(topic(update.accountId, update.mode), update.data),
    subscribe: (accountId, mode, listener) => bus.subscribe(topic(accountId, mode), (payload) => listener(payload as LogisticsStatusData)),
  };
}
