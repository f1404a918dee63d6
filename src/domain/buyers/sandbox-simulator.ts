import type { Logger } from 'pino';
import { generateMoreSandboxBuyers } from './generate.js';
import type { BuyerRecord } from './types.js';

// The sandbox buyer simulator (SANDBOX_BUYER_SIMULATOR_MS > 0): every interval it adds one to three
// synthetic sandbox buyers, drawn like the seed, through the same path as an import, so sandbox
// buyer alerts see `buyer.matched` without anyone importing. Sandbox data only, never live.

/** Where the simulator adds sandbox buyers; src/db/seed.ts gives the import's path. */
export interface SandboxBuyerSink {
  /** The highest sandbox buyer number so far (0 with none). */
  maxNumber(): Promise<number>;
  /** Stores the buyers as an import does, their `buyer.matched` events with them. */
  insert(buyers: BuyerRecord[]): Promise<void>;
}

export const MAX_BUYERS_PER_TICK = 3;

export class SandboxBuyerSimulator {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly sink: SandboxBuyerSink,
    private readonly intervalMs: number,
    private readonly logger: Logger,
    /** Called after buyers were added (the search caches refresh). */
    private readonly onAdded: () => Promise<void> = async () => {},
  ) {}

  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.running ??= this.tick()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'sandbox buyer simulator tick failed'))
        .finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Adds the next buyers; returns how many. Two servers racing for a number: one fails, tries next tick. */
  async tick(): Promise<number> {
    const first = (await this.sink.maxNumber()) + 1;
    // How many comes from the number, so a run is reproducible.
    const count = 1 + (Math.imul(first, 0x2c1b_3c6d) >>> 0) % MAX_BUYERS_PER_TICK;
    const buyers = generateMoreSandboxBuyers(first, count);
    await this.sink.insert(buyers);
    this.logger.debug({ first, count }, 'sandbox buyer simulator added buyers');
    await this.onAdded();
    return buyers.length;
  }
}
