// npm run examples: writes the contract's examples of computed answers (markets, exchange rates,
// tariffs, HS search, pricing) from what the code answers today, so an example can never show a
// figure the service would not give. test/contract/computed-examples.test.ts fails when one is
// stale; `npm run generate` then bundles them into openapi.yaml.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';
import { classifyProduct } from '../src/domain/classify/classify.js';
import { loadConfig } from '../src/config.js';
import { bundledReferenceRates } from '../src/domain/exchange-rates/bundled.js';
import { getExchangeRates } from '../src/domain/exchange-rates/rates.js';
import { getMarket, listMarkets } from '../src/domain/markets/markets.js';
import { calculatePrice } from '../src/domain/pricing/calculate.js';
import type { PricingRequest } from '../src/domain/pricing/types.js';
import { searchHsCodes } from '../src/domain/tariffs/hs-search.js';
import { lookupTariffs } from '../src/domain/tariffs/lookup.js';
import { projectPath } from '../src/paths.js';
import { orderExamples } from './order-examples.js';
import { quoteExamples } from './quote-examples.js';

type ClassifyBody = { description: string; destination?: string; limit?: number };

const examplePath = (name: string) => projectPath('contract', 'components', 'examples', `${name}.yaml`);

/** A request example's value, as the contract holds it. */
function requestExample<T>(name: string): T {
  return (parse(readFileSync(examplePath(name), 'utf8')) as { value: T }).value;
}

/** The day the examples are answered on (that of the tariff and pricing requests' as_of). */
const EXAMPLE_DAY = '2026-06-08';
/** What a fresh server converts with: the shipped rates at the default age limit (so the examples show its warning). */
const rates = bundledReferenceRates(loadConfig({}).exchangeRateMaxAgeDays);

export interface ComputedExample {
  /** The file under contract/components/examples/ (without .yaml). */
  name: string;
  summary: string;
  /** The `data` of the success envelope, computed by the code with the inputs the summary names. */
  data(): unknown | Promise<unknown>;
}

export const COMPUTED_EXAMPLES: readonly ComputedExample[] = [
  {
    name: 'MarketResult',
    summary: 'Korea, in Korean, for an exporter in the United States',
    data: () => getMarket('KR', { lang: 'ko', origin: 'US', rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'MarketGermanyResult',
    summary: 'Germany, for an exporter in Korea',
    data: () => getMarket('DE', { lang: 'en', origin: 'KR', rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'MarketWithGapsResult',
    summary: 'Eritrea: figures the sources lack are null with the reason',
    data: () => getMarket('ER', { lang: 'en', rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'MarketListResult',
    summary: 'Eastern Asia by goods imports',
    data: () => listMarkets({ region: 'Eastern Asia', sort: 'imports', limit: 3, page: 1, lang: 'en' }),
  },
  {
    name: 'ExchangeRatesResult',
    summary: 'Rates against the euro',
    data: () => getExchangeRates(rates, { base: 'EUR', symbols: ['JPY', 'KRW', 'USD'] }, EXAMPLE_DAY),
  },
  {
    name: 'TariffResult',
    summary: 'Deodorants (330720) from Korea into the United States on 2026-06-08: MFN 4.9 %, KORUS Free',
    data: () => lookupTariffs({ hsCode: '330720', destination: 'US', origin: 'KR', asOf: '2026-06-08', lang: 'en' }),
  },
  {
    name: 'TariffCarKoreaResult',
    summary: 'An electric car (8703.80.00) from Korea into the US on 2026-06-08: KORUS Free, Section 232 15 % in all under Korea\'s deal (9903.94.61), no Section 122',
    data: () => lookupTariffs({ hsCode: '8703.80.00', destination: 'US', origin: 'KR', asOf: '2026-06-08', lang: 'en' }),
  },
  {
    name: 'TariffSteelKoreaResult',
    summary: 'Hot-rolled steel (7208.51.00) from Korea into the US on 2026-06-08: Section 232 annex I-A, +50 % (9903.82.02)',
    data: () => lookupTariffs({ hsCode: '72085100', destination: 'US', origin: 'KR', asOf: '2026-06-08', lang: 'en' }),
  },
  {
    name: 'TariffAutoPartClaimResult',
    summary: 'An auto part of U.S. note 33(r) (8708.92.10) from Korea: annex I-B +25 % as entered; with the certification for US production 15 % in all, and with KORUS origin too no Section 232 (claims)',
    data: () => lookupTariffs({ hsCode: '87089210', destination: 'US', origin: 'KR', asOf: '2026-06-08', lang: 'en' }),
  },
  {
    name: 'TariffKoreaEuResult',
    summary: 'Deodorants (330720) from Korea into Germany: MFN 6.5 %, EU-Korea FTA 0 % (an estimate)',
    data: () => lookupTariffs({ hsCode: '330720', destination: 'DE', origin: 'KR', asOf: '2026-06-08', lang: 'en' }),
  },
  {
    name: 'TariffJapanResult',
    summary: "Cotton knitted overcoats (610120) from Korea into Japan: 10.9 % general, RCEP 6.8 % with the proofs of origin it accepts (Japan's schedule of 2026-07-09)",
    data: () => lookupTariffs({ hsCode: '610120', destination: 'JP', origin: 'KR', asOf: '2026-08-01', lang: 'en' }),
  },
  {
    name: 'TariffVietnamResult',
    summary: 'Face creams of Korea into Viet Nam: VKFTA 0 % against MFN 18 %, with AKFTA 5 % and RCEP 10 % compared',
    data: () => lookupTariffs({ hsCode: '3304.99.30', destination: 'VN', origin: 'KR', asOf: EXAMPLE_DAY, lang: 'en' }),
  },
  {
    name: 'TariffChinaResult',
    summary: 'Hot-rolled steel (7208.51.10) of Korea into China: the China-Korea FTA 1.2 % against MFN 6 %, RCEP 3 % compared',
    data: () => lookupTariffs({ hsCode: '7208.51.10', destination: 'CN', origin: 'KR', asOf: EXAMPLE_DAY, lang: 'en' }),
  },
  {
    name: 'TariffHongKongResult',
    summary: 'Cosmetics of Korea into Hong Kong: 0 % by law, no VAT',
    data: () => lookupTariffs({ hsCode: '330499', destination: 'HK', origin: 'KR', asOf: EXAMPLE_DAY, lang: 'en' }),
  },
  {
    name: 'TariffSingaporeResult',
    summary: 'Cosmetics of Korea into Singapore: 0 % by law, GST 9 %',
    data: () => lookupTariffs({ hsCode: '330499', destination: 'SG', origin: 'KR', asOf: EXAMPLE_DAY, lang: 'en' }),
  },
  {
    name: 'TariffCountryAverageResult',
    summary: 'Cosmetics into Thailand: only the country average exists',
    data: () => lookupTariffs({ hsCode: '330499', destination: 'TH', origin: 'KR', asOf: '2026-06-08', lang: 'en' }),
  },
  {
    name: 'HsCodeSearchResult',
    summary: 'Codes for "skin care"',
    data: () => searchHsCodes({ q: 'skin care', page: 1, limit: 20 }),
  },
  {
    name: 'ClassifyResult',
    summary: 'Lipstick, to the United States',
    data: () => classifyProduct(requestExample<ClassifyBody>('ClassifyRequestExample')),
  },
  {
    name: 'ClassifyKoResult',
    summary: 'A Korean description, to Korea, answered in Korean',
    data: () => classifyProduct(requestExample<ClassifyBody>('ClassifyKoRequestExample')),
  },
  {
    name: 'PricingResult',
    summary: 'CIF to the US: FOB-basis customs value, KORUS rates, no import VAT',
    data: () => calculatePrice(requestExample<PricingRequest>('PricingRequestExample'), { rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'PricingUsSection232Result',
    summary: 'Cars and steel from Korea to the US without the KORUS claim: Section 232 in each duty, the MPF and the HMF as named lines of the landed cost',
    data: () => calculatePrice(requestExample<PricingRequest>('PricingUsSection232RequestExample'), { rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'PricingDdpResult',
    summary: 'DDP to Germany: EU-Korea FTA duty 0 % (an estimate) and 19 % import VAT in the seller price',
    data: () => calculatePrice(requestExample<PricingRequest>('PricingDdpRequestExample'), { rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'PricingJapanResult',
    summary: 'CIF to Tokyo: CIF customs value, RCEP 6.8 % on cotton knitted overcoats, 10 % consumption tax',
    data: () => calculatePrice(requestExample<PricingRequest>('PricingJapanRequestExample'), { rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'PricingVietnamResult',
    summary: 'CIF to Ho Chi Minh City: VKFTA 0 % on face creams (the lowest of three agreements), 10 % VAT',
    data: () => calculatePrice(requestExample<PricingRequest>('PricingVietnamRequestExample'), { rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'PricingChinaResult',
    summary: 'CIF to Shanghai: the China-Korea FTA 0 % on hot-rolled coil, 15 % on a car (no preference), 13 % VAT, consumption tax named as not included',
    data: () => calculatePrice(requestExample<PricingRequest>('PricingChinaRequestExample'), { rates, today: EXAMPLE_DAY }),
  },
  {
    name: 'QuoteResult',
    summary: 'CIF Long Beach, kept as an open quote for 30 days: the request, the full calculation and its sources',
    data: async () => (await quoteExamples()).created,
  },
  {
    name: 'QuoteAcceptedResult',
    summary: 'The quote, accepted by the buyer',
    data: async () => (await quoteExamples()).accepted,
  },
  {
    name: 'QuoteListResult',
    summary: 'The accepted quotes',
    data: async () => (await quoteExamples()).quotes,
  },
  {
    name: 'DocumentFromQuoteResult',
    summary: 'The proforma invoice of the quote: goods, freight and insurance as lines, the CIF price as the total',
    data: async () => (await quoteExamples()).proforma,
  },
  {
    name: 'OrderResult',
    summary: 'A draft order to a sandbox cosmetics buyer in Los Angeles (b_17009), CIF Los Angeles, priced with its costs',
    data: async () => (await orderExamples()).draft,
  },
  {
    name: 'OrderConfirmedResult',
    summary: 'The order, confirmed',
    data: async () => (await orderExamples()).confirmed,
  },
  {
    name: 'OrderListResult',
    summary: 'The confirmed orders',
    data: async () => (await orderExamples()).orders,
  },
  {
    name: 'OrderHistoryResult',
    summary: 'Created, then confirmed',
    data: async () => (await orderExamples()).history,
  },
  {
    name: 'ShipmentResult',
    summary: 'A container booked from Busan to Los Angeles, before its first event',
    data: async () => (await orderExamples()).planned,
  },
  {
    name: 'ShipmentListResult',
    summary: 'One shipment, departed',
    data: async () => (await orderExamples()).shipments,
  },
  {
    name: 'ShipmentEventResult',
    summary: 'Departed from Busan: the order moves on to in_transit',
    data: async () => (await orderExamples()).departed,
  },
];

/** The example file's text: plain YAML (no anchors or aliases, so every parser reads it). */
export async function renderExample(example: ComputedExample): Promise<string> {
  const value = { status: 'success', data: JSON.parse(JSON.stringify(await example.data())) };
  return stringify({ summary: example.summary, value }, { aliasDuplicateObjects: false, lineWidth: 0, singleQuote: true });
}

export function readExample(name: string): string {
  return readFileSync(examplePath(name), 'utf8');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const example of COMPUTED_EXAMPLES) {
    const text = await renderExample(example);
    if (readExample(example.name) === text) continue;
    writeFileSync(examplePath(example.name), text);
    console.log(`wrote contract/components/examples/${example.name}.yaml`);
  }
  console.log('examples are current; run npm run generate to bundle them');
}
