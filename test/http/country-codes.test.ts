// A country's name (or another of its codes) sent where the contract takes an ISO 3166-1 code is
// refused with 400 validation_failed and one issue per field that names the code to send, for every
// country parameter and field of every operation: the error shaping reads the contract's marker
// (`x-country-code`), no handler does. (Issue 48: `Germany` got two regular-expression messages.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Patterns that take a country code; a request schema with one must carry the marker. */
const COUNTRY_PATTERNS: Record<string, string> = { '^[A-Za-z]{2}$': 'alpha-2', '^[A-Z]{2}$': 'alpha-2', '^[A-Za-z]{2,3}$': 'alpha-2-or-3' };

interface CountryPlace {
  operationId: string;
  method: string;
  path: string;
  in: 'path' | 'query' | 'body';
  /** The parameter's name, or the JSON pointer into the body (`/items/0/origin_country`). */
  field: string;
  pattern: string;
  marker: unknown;
}

/** Every request schema with a pattern or a marker, under a parameter or in a JSON body. */
function countryPlaces(): CountryPlace[] {
  const places: CountryPlace[] = [];
  for (const [path, item] of Object.entries(definition.paths as Json)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const at = (where: CountryPlace['in'], field: string, schema: Json) => {
        if (schema.pattern in COUNTRY_PATTERNS || 'x-country-code' in schema) {
          places.push({ operationId: operation.operationId, method, path, in: where, field, pattern: schema.pattern, marker: schema['x-country-code'] });
        }
      };
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])] as Json[]) {
        if (parameter.in === 'path' || parameter.in === 'query') walk(parameter.schema, parameter.name, (_, schema) => at(parameter.in, parameter.name, schema));
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) walk(body, '', (pointer, schema) => at('body', pointer, schema));
    }
  }
  return places;
}

function walk(schema: Json | undefined, pointer: string, visit: (pointer: string, schema: Json) => void, seen: Json[] = []): void {
  if (!schema || typeof schema !== 'object' || seen.includes(schema)) return;
  const inside = [...seen, schema];
  visit(pointer, schema);
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Json)) walk(property, `${pointer}/${name}`, visit, inside);
  if (schema.items) walk(schema.items, `${pointer}/0`, visit, inside);
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const branch of (schema[key] ?? []) as Json[]) walk(branch, pointer, visit, inside);
}

/** A body with only `value` at `pointer` (`/items/0/origin_country` -> {items: [{origin_country}]}). */
function bodyWith(pointer: string, value: unknown): unknown {
  const [first, ...rest] = pointer.split('/').slice(1);
  const inner = rest.length === 0 ? value : bodyWith('/' + rest.join('/'), value);
  return /^\d+$/.test(first!) ? [inner] : { [first!]: inner };
}

const places = countryPlaces();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function send(place: CountryPlace, value: string) {
  const item = (definition.paths as Json)[place.path] as Json;
  const parameters = [...(item.parameters ?? []), ...(item[place.method].parameters ?? [])] as Json[];
  const path = place.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (place.in === 'path' && place.field === name) return encodeURIComponent(value);
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name)!;
    return String(parameter.example ?? parameter.schema.examples[0]);
  });
  return app.request(place.method.toUpperCase(), `/api/v1${path}`, {
    query: place.in === 'query' ? { [place.field]: value } : undefined,
    body: place.in === 'body' ? bodyWith(place.field, value) : undefined,
  });
}

function issuesOf(res: { status: number; body: unknown }, field: string): string[] {
  expect(res.status).toBe(400);
  const error = (res.body as Json).error;
  expect(error.code).toBe('validation_failed');
  return (error.details as Array<{ field: string; issue: string }>).filter((d) => d.field === field).map((d) => d.issue);
}

const pointerOf = (place: CountryPlace) => (place.in === 'body' ? place.field : `/${place.field}`);
const suffixOf = (place: CountryPlace) => (place.in === 'body' ? '' : ` (${place.in})`);

describe('country codes in the contract', () => {
  it('every country parameter and field of a request carries x-country-code, matching its pattern', () => {
    expect(places.length).toBeGreaterThanOrEqual(20);
    expect(new Set(places.map((p) => p.operationId)).size).toBeGreaterThanOrEqual(10);
    for (const place of places) {
      expect(place.marker, `${place.operationId} ${place.in} ${place.field}`).toBe(COUNTRY_PATTERNS[place.pattern]);
    }
  });
});

describe('a country name where a code is expected', () => {
  for (const place of places) {
    it(`${place.operationId}: ${place.in} ${place.field} names the code to send`, async () => {
      const issues = issuesOf(await send(place, 'Germany'), pointerOf(place));
      const codes = place.marker === 'alpha-2' ? 'alpha-2' : 'alpha-2 or alpha-3';
      expect(issues).toEqual([`must be an ISO 3166-1 ${codes} country code: for "Germany" send DE${suffixOf(place)}`]);
    });
  }

  const find = (operationId: string, field: string) => places.find((p) => p.operationId === operationId && p.field === field)!;

  it('takes the Korean name, an alpha-3 code and lower case where the field takes none of them', async () => {
    expect(issuesOf(await send(find('listCustomsTariffs', 'destination'), '독일'), '/destination')).toEqual([
      'must be an ISO 3166-1 alpha-2 or alpha-3 country code: for "독일" send DE (query)',
    ]);
    expect(issuesOf(await send(find('searchBuyers', 'country'), 'KOR'), '/country')).toEqual([
      'must be an ISO 3166-1 alpha-2 country code: for "KOR" send KR (query)',
    ]);
    expect(issuesOf(await send(find('createOrder', '/origin_country'), 'kr'), '/origin_country')).toEqual([
      'must be an ISO 3166-1 alpha-2 country code: for "kr" send KR',
    ]);
  });

  it('says what a country field takes, without a guess, when the value names no one country', async () => {
    const place = find('calculatePrice', '/destination');
    for (const value of ['Germanyy', 'Korea']) {
      expect(issuesOf(await send(place, value), '/destination')).toEqual(['must be an ISO 3166-1 alpha-2 or alpha-3 country code, such as DE']);
    }
    const wrongType = await app.request('POST', '/api/v1/buyer-alerts', { body: { country: 49 } });
    expect(issuesOf(wrongType, '/country')).toEqual(['must be an ISO 3166-1 alpha-2 country code, such as DE']);
  });

  it('leaves the other fields\' issues as they were', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { query: { country: 'Germany', limit: 1000 } });
    expect(issuesOf(res, '/limit')).toEqual(['must be <= 100 (query)']);
    expect(issuesOf(res, '/country')).toHaveLength(1);
  });
});
