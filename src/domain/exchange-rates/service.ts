import { importRateFile, type RateFileImport } from './import.js';
import type { RateFileResult } from './rate-files.js';
import { ReferenceRates, sameDay } from './reference-rates.js';
import type { ExchangeRateStore } from './store.js';
import type { RatesDay, RatesLoadedFrom } from './types.js';

// The reference rates every answer of this process converts with: the newest day in storage, held
// in memory and reloaded when the stored rates' change counter moves (an import in this process or
// another: `npm run import:rates`, a second instance). Checking the counter is one small query a
// second, the same poll as the buyer and credential caches (src/services.ts).

export type { ExchangeRateStore, RateImportOutcome } from './store.js';

export interface ExchangeRateServiceOptions {
  /** Answers warn when the rates are older than this many days (EXCHANGE_RATE_MAX_AGE_DAYS). */
  maxAgeDays: number;
  /** The newest day of the series shipped in data/, stored at start when storage has nothing as new. */
  bundled: { date: () => string; day: () => RatesDay };
}

export class ExchangeRateService {
  private rates: ReferenceRates | undefined;
  private loadedVersion: number | undefined;
  private readonly listeners = new Set<(rates: ReferenceRates) => void>();

  constructor(
    private readonly store: ExchangeRateStore,
    private readonly options: ExchangeRateServiceOptions,
  ) {}

  /**
   * Stores the bundled day when storage has no day as new (the first start, or a release whose
   * data is newer than what was imported), then loads the newest day.
   */
  async start(): Promise<void> {
    const { bundled } = this.options;
    const newest = await this.store.newest();
    if (!newest || newest.date < bundled.date()) await this.store.save([bundled.day()], 'bundled', 'bundled');
    await this.refresh();
  }

  /** Reloads the newest day when the stored rates changed since the last load. */
  async refresh(): Promise<void> {
    const version = await this.store.version();
    if (version === this.loadedVersion) return;
    const day = await this.store.newest();
    if (!day) throw new Error('No exchange rates in storage: the start stores the bundled series first.');
    const previous = this.rates;
    this.loadedVersion = version;
    // An import of older days moves the counter without changing the newest day.
    if (previous && sameDay(previous.day, day)) return;
    this.rates = new ReferenceRates(day, this.options.maxAgeDays);
    if (previous) for (const listener of this.listeners) listener(this.rates);
  }

  /** The rates answers convert with now. */
  current(): ReferenceRates {
    if (!this.rates) throw new Error('ExchangeRateService.start() has not run.');
    return this.rates;
  }

  /** Called with the new rates each time another day (or a corrected one) is loaded; returns the unsubscribe. */
  onChange(listener: (rates: ReferenceRates) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Imports a read file (src/domain/exchange-rates/import.ts) and loads the newest day at once. */
  async import(file: RateFileResult, importedFrom: string, loadedFrom: RatesLoadedFrom): Promise<RateFileImport> {
    const result = await importRateFile(this.store, file, importedFrom, loadedFrom);
    if (result.ok) await this.refresh();
    return result;
  }
}
