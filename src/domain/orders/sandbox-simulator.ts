import { timestamp } from '../time.js';
import type { ShipmentService } from './shipments.js';
import type { AccountScope } from '../modes.js';
import type { Shipment, ShipmentStatus } from './types.js';

// The sandbox shipment simulator: now and then it moves each open sandbox shipment to its next
// milestone, through ShipmentService.recordEvent like POST .../events does, so everything that
// follows an API call follows here too (the order's status moves, `shipment.updated` and
// `order.updated` in the events outbox, webhooks, the logistics stream). Live shipments are never
// touched, nor sandbox shipments the developer moved themselves within the last interval.

/** The voyage a simulated shipment makes (no transshipment): one milestone per step. */
export const SIMULATED_MILESTONES: readonly ShipmentStatus[] = ['booked', 'gate_in', 'loaded', 'departed', 'arrived', 'discharged', 'released', 'delivered'];

/** Milestones at the port of loading; later ones are at the port of discharge. */
const AT_LOADING: ReadonlySet<ShipmentStatus> = new Set(['gate_in', 'loaded', 'departed']);

/** The milestone after `status` on the simulated voyage; undefined once delivered. */
export function nextMilestone(status: ShipmentStatus): ShipmentStatus | undefined {
  if (status === 'planned') return SIMULATED_MILESTONES[0];
  if (status === 'transshipped') return 'arrived';
  const index = SIMULATED_MILESTONES.indexOf(status);
  return index >= 0 ? SIMULATED_MILESTONES[index + 1] : undefined;
}

export interface OpenSandboxShipment {
  accountId: string;
  shipment: Shipment;
}

export interface SandboxShipmentSource {
  /**
   * Sandbox shipments not delivered, of orders that are neither draft nor final, last changed at or
   * before `untouchedSince`; least recently changed first.
   */
  openSandboxShipments(untouchedSince: string, limit: number): Promise<OpenSandboxShipment[]>;
}

export interface SimulatorOptions {
  intervalMs: number;
  /** Shipments moved per step at most (the rest wait for the next one). */
  batch?: number;
  now?: () => Date;
  onError?: (error: unknown, shipmentId: string) => void;
}

export class SandboxShipmentSimulator {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly source: SandboxShipmentSource,
    private readonly shipments: ShipmentService,
    private readonly options: SimulatorOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.step().catch((error: unknown) => this.options.onError?.(error, '')), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One round: each due shipment moves one milestone. Resolves with how many moved; rounds never overlap. */
  step(): Promise<number> {
    this.running ??= this.advanceDue().finally(() => (this.running = undefined));
    return this.running;
  }

  private async advanceDue(): Promise<number> {
    const now = this.now();
    const due = await this.source.openSandboxShipments(timestamp(new Date(now.getTime() - this.options.intervalMs)), this.options.batch ?? 100);
    let moved = 0;
    for (const { accountId, shipment } of due) {
      const status = nextMilestone(shipment.status);
      if (!status) continue;
      const location = status === 'booked' ? undefined : AT_LOADING.has(status) ? shipment.port_of_loading.unlocode : shipment.port_of_discharge.unlocode;
      const caller: AccountScope & { actor: null } = { accountId, mode: 'test', actor: null };
      try {
        await this.shipments.recordEvent(caller, shipment.order_id, shipment.id, {
          status,
          occurred_at: timestamp(now),
          ...(location ? { location } : {}),
          note: 'Simulated by the sandbox',
        });
        moved += 1;
      } catch (error) {
        // The order was cancelled or finished in between, or the shipment is full: it stays as it is.
        this.options.onError?.(error, shipment.id);
      }
    }
    return moved;
  }
}
