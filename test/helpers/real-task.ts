import { expect } from 'vitest';
import type { components } from '../../generated/openapi.js';
import type { TestApp } from './app.js';
import type { ReceivedResponse } from './contract.js';

// The task of issue 40, as the tests of quotes and documents run it: "2,000 roll-on deodorants and
// 200 cotton overcoats from Busan: price them CIF to Hamburg, Long Beach and Tokyo, then make the
// commercial invoice and packing list". The figures are the guides' (docs/guides/pricing.md).

type Schemas = components['schemas'];
export type Quote = Schemas['Quote'];
export type Order = Schemas['Order'];
export type Doc = Schemas['Document'];
export type PricingRequest = Schemas['PricingRequest'];
export type ErrorBody = Schemas['ErrorResponse']['error'];

export const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;
export const failure = (res: ReceivedResponse): ErrorBody => (res.body as Schemas['ErrorResponse']).error;

export const DESTINATIONS = {
  hamburg: { country: 'DE', place: 'Hamburg', port: 'DEHAM', freight: '650.00' },
  longBeach: { country: 'US', place: 'Long Beach', port: 'USLGB', freight: '540.00' },
  tokyo: { country: 'JP', place: 'Tokyo', port: 'JPTYO', freight: '160.00' },
} as const;
export type Destination = keyof typeof DESTINATIONS;

/** The calculatePrice body of the task to one destination, CIF by sea, in US dollars. */
export function cifRequest(to: Destination, overrides: Partial<PricingRequest> = {}): PricingRequest {
  return {
    items: [
      { description: 'Roll-on deodorant, 50 ml', hs_code: '330720', quantity: '2000', unit_price: { amount: '2.00', currency: 'USD' }, weight_kg: '140' },
      { description: "Cotton overcoat for men", hs_code: '620130', quantity: '200', unit_price: { amount: '35.00', currency: 'USD' }, weight_kg: '320' },
    ],
    origin: 'KR',
    destination: DESTINATIONS[to].country,
    incoterm: 'CIF',
    transport_mode: 'sea',
    quote_currency: 'USD',
    apply_preferential_rates: true,
    costs: {
      export_clearance: { amount: '120.00', currency: 'USD' },
      origin_inland: { amount: '180.00', currency: 'USD' },
      main_freight: { amount: DESTINATIONS[to].freight, currency: 'USD' },
      insurance_rate_pct: '0.15',
    },
    ...overrides,
  };
}

/** The exporter as documents print it (its address is never stored on a quote or an order). */
export const EXPORTER = { name: 'Hanbit Trading Co., Ltd.', address: '45 Jungang-daero, Jung-gu, Busan', country: 'KR' };

/** POST /quotes, expecting 200. */
export async function createQuote(app: TestApp, body: Record<string, unknown>, options: { key?: string; headers?: Record<string, string> } = {}): Promise<Quote> {
  const res = await app.request('POST', '/api/v1/quotes', { body, ...options });
  expect(res.status, res.text).toBe(200);
  return data<Quote>(res);
}

/** A buyer of the sandbox in `country`. */
export async function buyerIn(app: TestApp, country: string): Promise<Schemas['Buyer']> {
  const res = await app.request('GET', '/api/v1/buyers', { query: { country, limit: 1 } });
  const buyer = data<{ buyers: Schemas['Buyer'][] }>(res).buyers[0];
  if (!buyer) throw new Error(`no sandbox buyer in ${country}`);
  return buyer;
}

/** The PDF's bytes (the test helper reads bodies as text, which would mangle binary). */
export async function downloadPdf(app: TestApp, doc: Doc, key = app.testKey): Promise<Uint8Array> {
  const res = await fetch(`${app.baseUrl}/api/v1/documents/${doc.id}/file`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
