import { Dec } from '../domain/reference/money.js';
import { allHsEntries } from '../domain/reference/hs.js';
import { findIndicators } from '../domain/reference/indicators.js';
import { findCountryTariffAverage } from '../domain/reference/tariffs.js';
import { findVat } from '../domain/reference/vat.js';
import { timestamp } from '../domain/time.js';

// Market reference prices per HS heading (4 digits) and market, USD per kg. The data has no unit
// values, so the base is a landed-cost index built from what it does have, and says so:
//   base = 10 USD/kg x (1 + the market's simple-average MFN tariff) x (1 + its standard VAT rate)
//          x price level, where price level = (GDP per capita / 12,000 USD) ^ 0.25, kept to 0.6..1.6
// (a richer market pays more for the same goods: a damped Balassa-Samuelson effect). Every heading
// starts at the market's base; the sandbox moves each series by a bounded random walk (at most 1 %
// a tick, within 15 % of its base). Without a real price feed the live mode has no series.

export interface PriceSeries {
  heading: string;
  country: string;
  price: Dec;
  changePct: Dec;
  observedAt: string;
  /** The serialised `data` of the latest observation. */
  json: string;
}

export interface MarketPriceProvider {
  readonly simulated: boolean;
  /** The series of these headings and countries (created on first use); unknown pairs are left out. */
  series(headings: readonly string[], countries: readonly string[]): PriceSeries[];
  onTick(listener: (changed: readonly PriceSeries[]) => void): () => void;
  stop(): void;
}

const INDEX_USD_PER_KG = 10;
const STEP = 0.01;
const BAND = 0.15;

export function marketBase(country: string): Dec | undefined {
  const gdp = findIndicators(country)?.values.gdp_per_capita_usd.value;
  if (!gdp) return undefined;
  const tariff = findCountryTariffAverage(country)?.mfnSimpleAvgPct ?? '0';
  const vatPct = findVat(country)?.standardRatePct ?? '0';
  const level = Math.min(1.6, Math.max(0.6, (Number(gdp) / 12_000) ** 0.25));
  return new Dec(INDEX_USD_PER_KG)
    .times(new Dec(1).plus(new Dec(tariff).div(100)))
    .times(new Dec(1).plus(new Dec(vatPct).div(100)))
    .times(level.toFixed(4));
}

/** Headings (4 digits) a subscription's HS codes select: a chapter selects all its headings. */
export function headingsFor(codes: readonly string[]): string[] {
  const headings = allHsEntries().filter((e) => e.level === 4).map((e) => e.code);
  const picked = new Set<string>();
  for (const code of codes) {
    const prefix = code.slice(0, 4);
    for (const h of headings) if (h.startsWith(prefix)) picked.add(h);
  }
  return [...picked].sort();
}

function serialise(s: Omit<PriceSeries, 'json'>, livemode: boolean): string {
  return JSON.stringify({
    hs_code: s.heading,
    country: s.country,
    price: { amount: s.price.toFixed(2), currency: 'USD' },
    unit: 'kg',
    change_pct: s.changePct.toFixed(2).replace(/^-0\.00$/, '0.00'),
    observed_at: s.observedAt,
    livemode,
  });
}

export function noMarketPrices(): MarketPriceProvider {
  return { simulated: false, series: () => [], onTick: () => () => {}, stop() {} };
}

export function simulatedMarketPrices(options: { tickMs: number; random?: () => number; now?: () => Date }): MarketPriceProvider {
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const all = new Map<string, PriceSeries & { anchor: Dec }>();
  const listeners = new Set<(changed: readonly PriceSeries[]) => void>();
  const timer = setInterval(() => {
    if (listeners.size === 0 || all.size === 0) return;
    const observedAt = timestamp(now());
    const changed: PriceSeries[] = [];
    for (const s of all.values()) {
      let next = s.price.times(1 + (random() * 2 - 1) * STEP);
      const low = s.anchor.times(1 - BAND);
      const high = s.anchor.times(1 + BAND);
      if (next.lt(low)) next = low.times(2).minus(next);
      if (next.gt(high)) next = high.times(2).minus(next);
      next = next.toDecimalPlaces(2);
      if (next.eq(s.price)) continue;
      s.changePct = next.minus(s.price).div(s.price).times(100).toDecimalPlaces(2);
      s.price = next;
      s.observedAt = observedAt;
      s.json = serialise(s, false);
      changed.push(s);
    }
    for (const listener of listeners) listener(changed);
  }, options.tickMs);
  timer.unref();
  return {
    simulated: true,
    series(headings, countries) {
      const found: PriceSeries[] = [];
      for (const country of countries) {
        const base = marketBase(country);
        if (!base) continue;
        for (const heading of headings) {
          const key = `${heading}:${country}`;
          let s = all.get(key);
          if (!s) {
            const price = base.toDecimalPlaces(2);
            const fresh = { heading, country, price, anchor: price, changePct: new Dec(0), observedAt: timestamp(now()), json: '' };
            fresh.json = serialise(fresh, false);
            all.set(key, (s = fresh));
          }
          found.push(s);
        }
      }
      return found;
    },
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => clearInterval(timer),
  };
}
