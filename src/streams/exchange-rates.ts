import type { ExchangeRateService } from '../domain/exchange-rates/service.js';
import { Dec } from '../domain/reference/money.js';
import { timestamp } from '../domain/time.js';

// Exchange-rate feeds, one per mode, both reading the reference rates in storage (the same day as
// GET /exchange-rates and pricing). Live: that day; it ticks when an import loads a newer one.
// Sandbox: a simulation anchored to that same day (and re-anchored to a newer one); on every tick
// each currency's rate against USD moves by a small random step (at most STEP of itself) and is
// reflected back inside BAND of its anchor, so it never drifts away from reality. A live market
// feed replaces the live provider by implementing the same interface.

export interface RateTick {
  as_of: string;
  /** Units of each currency per 1 USD after the tick (every currency the provider quotes). */
  unitsPerUsd: ReadonlyMap<string, Dec>;
  /** Filled by subscriptions: the serialised data of one pair at this tick, made once. */
  pairs: Map<string, string>;
}

export interface ExchangeRateProvider {
  readonly source: string;
  readonly simulated: boolean;
  current(): RateTick;
  onTick(listener: (tick: RateTick) => void): () => void;
  stop(): void;
}

/** Where the feeds read the reference rates: ExchangeRateService. */
export type RateSource = Pick<ExchangeRateService, 'current' | 'onChange'>;

export function referenceRateProvider(rates: RateSource): ExchangeRateProvider {
  const read = (): RateTick => {
    const day = rates.current();
    return { as_of: `${day.date}T16:00:00Z`, unitsPerUsd: day.unitsPerUsd(), pairs: new Map() };
  };
  let tick: RateTick | undefined;
  const listeners = new Set<(tick: RateTick) => void>();
  const stopWatching = rates.onChange(() => {
    tick = read();
    for (const listener of listeners) listener(tick);
  });
  return {
    source: 'ecb_cross',
    simulated: false,
    current: () => (tick ??= read()),
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: stopWatching,
  };
}

const STEP = 0.0005;
const BAND = 0.02;

export function simulatedRateProvider(rates: RateSource, options: { tickMs: number; random?: () => number; now?: () => Date }): ExchangeRateProvider {
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  let anchors: ReadonlyMap<string, Dec> | undefined;
  const units = new Map<string, Dec>();
  let tick: RateTick | undefined;
  const anchored = (): ReadonlyMap<string, Dec> => {
    if (!anchors) {
      anchors = rates.current().unitsPerUsd();
      units.clear();
      for (const [currency, anchor] of anchors) units.set(currency, anchor);
      tick = { as_of: timestamp(now()), unitsPerUsd: new Map(units), pairs: new Map() };
    }
    return anchors;
  };
  // A newer day re-anchors the walk at the next tick.
  const stopWatching = rates.onChange(() => (anchors = undefined));
  const listeners = new Set<(tick: RateTick) => void>();
  const timer = setInterval(() => {
    if (listeners.size === 0) return;
    for (const [currency, anchor] of anchored()) {
      if (currency === 'USD') continue;
      let next = units.get(currency)!.times(1 + (random() * 2 - 1) * STEP);
      const low = anchor.times(1 - BAND);
      const high = anchor.times(1 + BAND);
      if (next.lt(low)) next = low.times(2).minus(next);
      if (next.gt(high)) next = high.times(2).minus(next);
      units.set(currency, next);
    }
    tick = { as_of: timestamp(now()), unitsPerUsd: new Map(units), pairs: new Map() };
    for (const listener of listeners) listener(tick);
  }, options.tickMs);
  timer.unref();
  return {
    source: 'simulated',
    simulated: true,
    current: () => {
      anchored();
      return tick!;
    },
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      clearInterval(timer);
      stopWatching();
    },
  };
}

/** Units of `quote` per 1 `base` at the tick, to 6 significant digits; undefined for an unquoted currency. */
export function pairRate(tick: RateTick, base: string, quote: string): string | undefined {
  const b = tick.unitsPerUsd.get(base);
  const q = tick.unitsPerUsd.get(quote);
  if (!b || !q) return undefined;
  return q.div(b).toSignificantDigits(6).toFixed();
}

/** The `data` object of an exchange_rate message, serialised once per tick and pair. */
export function pairData(tick: RateTick, base: string, quote: string, provider: ExchangeRateProvider, livemode: boolean, key = `${base}/${quote}`): string | undefined {
  let json = tick.pairs.get(key);
  if (json === undefined) {
    const rate = pairRate(tick, base, quote);
    if (rate === undefined) return undefined;
    json = JSON.stringify({ base, quote, rate, source: provider.source, as_of: tick.as_of, livemode });
    tick.pairs.set(key, json);
  }
  return json;
}
