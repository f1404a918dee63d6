// The rows of `npm run bench` (bench/run.ts runs them): each HTTP scenario with its targets, and the
// requests measured with and without `as_of`. A new destination's tariff and price rows go here.
import { AS_OF, type DatedPair } from './dated-pairs.js';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The bearer credential sent: an API key (default) or an OAuth access token. */
  credential?: 'api_key' | 'oauth_token';
  /** Minimum throughput ratio against the bare route serving the same bytes. */
  minRatio?: number;
  maxP99Ms?: number;
  /** Concurrent connections (default 50); 1 makes p99 the time of one request rather than of a queue. */
  connections?: number;
  /**
   * Judge maxP99Ms at this offered rate (req/s, open loop: bench/measure.ts openLoop) instead of at
   * the saturating closed-loop rounds, whose p99 is the queue of CONNECTIONS requests (about
   * CONNECTIONS x the server's time per request) more than the time of one: the rounds' p99 is still
   * printed. docs/design/performance.md, 2026-11-27.
   */
  p99AtRate?: number;
}

/** A CIF quote of two items into Germany in KRW from USD and EUR inputs: lines, duty, VAT, cross rates. */
const PRICING_BODY = {
  items: [
    { description: 'Face cream', hs_code: '330499', quantity: '2000', unit_price: { amount: '4.50', currency: 'USD' } },
    { description: 'Roll-on deodorant', hs_code: '330720', quantity: '1000', unit_price: { amount: '2.80', currency: 'EUR' } },
  ],
  origin: 'KR',
  destination: 'DE',
  incoterm: 'CIF',
  transport_mode: 'sea',
  quote_currency: 'KRW',
  margin_pct: '8',
  costs: {
    export_clearance: { amount: '150.00', currency: 'USD' },
    origin_inland: { amount: '250.00', currency: 'USD' },
    main_freight: { amount: '1200.00', currency: 'USD' },
    insurance_rate_pct: '0.3',
    destination_unloading: { amount: '180.00', currency: 'EUR' },
    destination_inland: { amount: '400.00', currency: 'EUR' },
    import_clearance: { amount: '220.00', currency: 'EUR' },
  },
};

/** Cars, steel and an auto part of Korea, CIF to the US: Section 232 (deal, annex I-A, annex I-B with claims), MPF and HMF. */
const US_SECTION_232_BODY = {
  ...PRICING_BODY,
  items: [
    { description: 'Electric passenger car', hs_code: '8703.80.00', quantity: '2', unit_price: { amount: '28000.00', currency: 'USD' } },
    { description: 'Hot-rolled steel plate', hs_code: '7208.51.00', quantity: '20', unit_price: { amount: '750.00', currency: 'USD' }, weight_kg: '20000' },
    { description: 'Exhaust mufflers', hs_code: '8708.92.10', quantity: '1000', unit_price: { amount: '40.00', currency: 'USD' } },
  ],
  destination: 'US',
  quote_currency: 'USD',
};

/** Descriptions written for the bench (a broker's wording, several phrases), not taken from any ruling. */
export const CLASSIFY_EN_BODY = {
  description: 'Cordless electric drill with a rechargeable lithium-ion battery, 18 V, keyless chuck, for wood and metal',
  destination: 'US',
};
const CLASSIFY_KO_BODY = { description: '스테인리스강으로 만든 주방용 칼, 플라스틱 손잡이 부착', destination: 'KR' };

/** The offered rate at which the tariff and pricing p99 targets are judged (see Scenario.p99AtRate). */
const LATENCY_RATE = 200;

/** Requests measured with and without `as_of` in alternating rounds (bench/dated-pairs.ts). */
export const DATED_PAIRS: DatedPair[] = [
  { name: 'tariff lookup (US, origin KR), with and without as_of', method: 'GET', path: '/api/v1/customs/tariffs?hs_code=330720&destination=US&origin=KR' },
  { name: 'tariff lookup (EU heading, origin KR), with and without as_of', method: 'GET', path: '/api/v1/customs/tariffs?hs_code=3307&destination=DE&origin=KR' },
  { name: 'price calculation (to the US), with and without as_of', method: 'POST', path: '/api/v1/pricing/calculate', body: { ...PRICING_BODY, destination: 'US' } },
  { name: 'price calculation (to Germany), with and without as_of', method: 'POST', path: '/api/v1/pricing/calculate', body: PRICING_BODY },
];

/** Every scenario goes through the whole pipeline: auth, validation, domain, response. */
export const SCENARIOS: Scenario[] = [
  // Targets for Node.js 24 (the runtime of npm scripts); a page served from the search cache.
  { name: 'buyer search (API key)', method: 'GET', path: '/api/v1/buyers?country=US&sector=cosmetics&limit=20', minRatio: 0.65, maxP99Ms: 5 },
  // The whole access pipeline with an OAuth token: signature (cached per token), client, allowlist, plan, rate limit.
  { name: 'buyer search (OAuth token)', method: 'GET', path: '/api/v1/buyers?country=US&sector=cosmetics&limit=20', credential: 'oauth_token', minRatio: 0.55, maxP99Ms: 5 },
  // Tariffs and prices: p99 <= 10 ms at LATENCY_RATE offered req/s (the rate of the search-while-saving
  // target), besides the throughput of the saturating rounds.
  { name: 'tariff lookup', method: 'GET', path: '/api/v1/customs/tariffs?hs_code=330720&destination=US&origin=KR', maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  { name: 'price calculation (CIF, 2 items, KRW quote)', method: 'POST', path: '/api/v1/pricing/calculate', body: PRICING_BODY, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  // The same with a dated answer: KORUS + chapter 99 measures for the US, the EU-Korea FTA for Germany
  // (compare with the two rows above, measured in the same run).
  { name: 'tariff lookup with as_of (US, chapter 99)', method: 'GET', path: `/api/v1/customs/tariffs?hs_code=330720&destination=US&origin=KR&as_of=${AS_OF}`, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  { name: 'tariff lookup with as_of (EU, FTA)', method: 'GET', path: `/api/v1/customs/tariffs?hs_code=3307&destination=DE&origin=KR&as_of=${AS_OF}`, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  { name: 'price calculation with as_of (CIF, 2 items, KRW quote, to the US)', method: 'POST', path: '/api/v1/pricing/calculate', body: { ...PRICING_BODY, destination: 'US', as_of: AS_OF }, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  // Section 232: the product lists are maps by HTS prefix built at start, looked up per line.
  { name: 'tariff lookup with as_of (US, Section 232: a Korean electric car)', method: 'GET', path: `/api/v1/customs/tariffs?hs_code=87038000&destination=US&origin=KR&as_of=${AS_OF}`, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  { name: 'price calculation with as_of (to the US: Section 232 and entry fees, 3 items)', method: 'POST', path: '/api/v1/pricing/calculate', body: { ...US_SECTION_232_BODY, as_of: AS_OF }, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  // Japan's schedule (src/domain/tariffs/japan/): a heading's 9-digit lines with the RCEP rate, and a price to Tokyo.
  { name: 'tariff lookup (Japan heading, origin KR, RCEP)', method: 'GET', path: '/api/v1/customs/tariffs?hs_code=6101&destination=JP&origin=KR', maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  { name: 'price calculation (CIF, 2 items, KRW quote, to Japan)', method: 'POST', path: '/api/v1/pricing/calculate', body: { ...PRICING_BODY, destination: 'JP', items: [PRICING_BODY.items[0]!, { ...PRICING_BODY.items[1]!, description: 'Cotton knitted overcoats', hs_code: '610120000' }] }, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  // Viet Nam's tariff (src/domain/tariffs/vietnam/): the face creams with three agreements compared for goods of Korea
  // (a heading of 7 such lines is 74 KB an answer: as for the US heading 8708, the row asks for the line), and a price to Ho Chi Minh City.
  { name: 'tariff lookup (Viet Nam line, origin KR, three agreements)', method: 'GET', path: '/api/v1/customs/tariffs?hs_code=33049930&destination=VN&origin=KR', maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  { name: 'price calculation (CIF, 2 items, KRW quote, to Viet Nam)', method: 'POST', path: '/api/v1/pricing/calculate', body: { ...PRICING_BODY, destination: 'VN', items: [{ ...PRICING_BODY.items[0]!, hs_code: '33049930' }, { ...PRICING_BODY.items[1]!, hs_code: '33072000' }] }, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  // China's tariff (src/domain/tariffs/china/): the hot-rolled steel with the China-Korea FTA and RCEP compared for goods of Korea,
  // and a price to Shanghai of a hot-rolled coil (FTA 0 %) and a car (15 %, no preference).
  { name: 'tariff lookup (China line, origin KR, FTA and RCEP)', method: 'GET', path: '/api/v1/customs/tariffs?hs_code=72085110&destination=CN&origin=KR', maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  { name: 'price calculation (CIF, 2 items, KRW quote, to China)', method: 'POST', path: '/api/v1/pricing/calculate', body: { ...PRICING_BODY, destination: 'CN', items: [{ ...PRICING_BODY.items[0]!, description: 'Hot-rolled steel coil', hs_code: '72083600' }, { ...PRICING_BODY.items[1]!, description: 'Passenger car', hs_code: '87032349' }] }, maxP99Ms: 10, p99AtRate: LATENCY_RATE },
  // The classification budget is per classification (p99 <= 10 ms), so one request at a time.
  { name: 'classification (English, to the US)', method: 'POST', path: '/api/v1/customs/classify', body: CLASSIFY_EN_BODY, connections: 1, maxP99Ms: 10 },
  { name: 'classification (Korean, to Korea)', method: 'POST', path: '/api/v1/customs/classify', body: CLASSIFY_KO_BODY, connections: 1, maxP99Ms: 10 },
];
