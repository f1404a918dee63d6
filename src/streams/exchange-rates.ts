import { Dec } from '../domain/reference/money.js';
import { latestUsdRates } from '../domain/reference/exchange-rates.js';
import { timestamp } from '../domain/time.js';

// Exchange-rate feeds, one per mode. Live: the latest ECB-derived day from data/ (it changes when
// the data is refreshed, so it has no ticks). Sandbox: a simulation anchored to that same day; on
// every tick each currency's rate against USD moves by a small random step (at most STEP of
// itself) and is reflected back inside BAND of its anchor, so it never drifts away from reality.
// A live market feed replaces the live provider by implementing the same interface.

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

// Both read the day's rates on first use, not when the server starts: parsing the rates file
// delayed the first answer after a start by about 100 ms.

export function referenceRateProvider(): ExchangeRateProvider {
  let tick: RateTick | undefined;
  const read = (): RateTick => {
    const day = latestUsdRates();
    const unitsPerUsd = new Map([...day.unitsPerUsd].map(([c, v]) => [c, new Dec(v)]));
    return { as_of: `${day.date}T16:00:00Z`, unitsPerUsd, pairs: new Map() };
  };
  return { source: 'ecb_cross', simulated: false, current: () => (tick ??= read()), onTick: () => () => {}, stop() {} };
}

const STEP = 0.0005;
const BAND = 0.02;

export function simulatedRateProvider(options: { tickMs: number; random?: () => number; now?: () => Date }): ExchangeRateProvider {
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  let anchors: ReadonlyMap<string, Dec> | undefined;
  const units = new Map<string, Dec>();
  let tick: RateTick | undefined;
  const anchored = (): ReadonlyMap<string, Dec> => {
    if (!anchors) {
      anchors = new Map([...latestUsdRates().unitsPerUsd].map(([c, v]) => [c, new Dec(v)]));
      for (const [currency, anchor] of anchors) units.set(currency, anchor);
      tick = { as_of: timestamp(now()), unitsPerUsd: new Map(units), pairs: new Map() };
    }
    return anchors;
  };
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
    stop: () => clearInterval(timer),
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
