// Seeded, bounded fuzzing over every operation of the contract: each request starts from the
// operation's own request example (path, query, body) and has one part mutated with hostile values
// (NUL, unpaired surrogates, huge or exotic numbers, wrong types, deep or long values). Every answer
// must be 2xx or a 4xx in the error envelope, never 5xx, and none may take longer than 1 s.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';

// A fixed seed, printed with every run (a failure names its case; FUZZ_SEED and FUZZ_RUNS replay or
// widen it). The servers pass repeats the fuzz on PostgreSQL and Redis with fewer runs: the
// mutations are the same, what it adds is the other storage under them.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 400 : 2000));
const SLOWEST_MS = 1000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Json = Record<string, any>;
interface Template {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const doc = definition as Json;
function resolve(node: Json | undefined): Json {
  let at = node ?? {};
  while (typeof at.$ref === 'string') at = at.$ref.replace(/^#\//, '').split('/').reduce((here: Json, key: string) => here?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return at;
}

/** One request per operation under the API prefix, from the contract's examples. */
function templates(): Template[] {
  const list: Template[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = (item as Json)[method];
      if (!operation || Array.isArray(operation.servers ?? (item as Json).servers)) continue;
      const parameters = [...((item as Json).parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
      let concrete = path;
      const query: Record<string, string> = {};
      for (const p of parameters) {
        const example = p.example ?? resolve(p.schema).examples?.[0] ?? resolve(p.schema).example;
        if (p.in === 'path') concrete = concrete.replace(`{${p.name}}`, encodeURIComponent(String(example ?? 'x')));
        if (p.in === 'query' && example !== undefined) query[p.name] = Array.isArray(example) ? example.join(',') : String(example);
      }
      const content = resolve(operation.requestBody).content?.['application/json'];
      const examples = Object.values(content?.examples ?? {}).map((e) => resolve(e as Json).value);
      list.push({ method: method.toUpperCase(), path: `/api/v1${concrete}`, query, body: examples[0] ?? content?.example });
    }
  }
  return list;
}

const hostileString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '0x10', '1e308', '-1', '', ' ', '９', '1'.repeat(400), '%00', '../../etc', "'; DROP TABLE x;--", '{}', '[]', 'null'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(1e308, -1e308, 0, -0, 1.5, 2 ** 53 + 1, true, false, null, [], {}, [[[[[[]]]]]]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Every path to a leaf of a JSON value (the places a mutation can land). */
function leafPaths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [at];
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return [at, ...entries.flatMap(([k, v]) => leafPaths(v, [...at, k]))];
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[path[0]!] = setAt(copy[path[0]!], path.slice(1), replacement);
  return copy;
}

/** Percent-encodes a segment; a lone surrogate (not encodable as UTF-8) goes as its CESU-8 bytes, as a hostile client sends it. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

describe('fuzzing every operation from its examples', () => {
  it(`answers ${RUNS} mutated requests (seed ${SEED}) with 2xx or a 4xx envelope, each within ${SLOWEST_MS} ms`, async () => {
    const list = templates();
    expect(list.length).toBeGreaterThan(20);
    // First calls compile validators and fill caches: not what the time bound is about.
    for (const t of list) await app.request(t.method, t.path, { query: t.query, body: t.body, skipContract: true });
    const mutation = fc.record({
      template: fc.constantFrom(...list),
      where: fc.constantFrom('body', 'query', 'path', 'newQuery'),
      pick: fc.nat(),
      value: hostileValue,
    });
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(mutation, async ({ template, where, pick, value }) => {
        let { path, body } = template;
        const query = { ...template.query };
        if (where === 'body' && body !== undefined) {
          const places = leafPaths(body);
          body = setAt(body, places[pick % places.length]!, value);
        } else if (where === 'query' || where === 'newQuery') {
          const names = Object.keys(query);
          const name = where === 'query' && names.length > 0 ? names[pick % names.length]! : ['limit', 'q', 'cursor', 'country'][pick % 4]!;
          query[name] = typeof value === 'string' ? value : JSON.stringify(value);
        } else {
          const segments = path.split('/');
          const index = 3 + (pick % Math.max(1, segments.length - 3));
          if (index < segments.length) segments[index] = pathSegment(typeof value === 'string' ? value : JSON.stringify(value));
          path = segments.join('/');
        }
        const started = performance.now();
        const res = await app.request(template.method, path, { query, body, skipContract: true });
        const ms = performance.now() - started;
        slowest = Math.max(slowest, ms);
        const label = `${template.method} ${path} ${JSON.stringify(query).slice(0, 200)} ${JSON.stringify(body)?.slice(0, 200)} -> ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) expect((res.body as { status?: string; error?: unknown }).error, label).toBeDefined();
        expect(ms, label).toBeLessThan(SLOWEST_MS);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(slowest).toBeGreaterThan(0);
  }, 600_000);
});
