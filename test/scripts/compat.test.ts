// npm run compat: a copy of the contracts with a field removed
// fails (Optic for OpenAPI, @asyncapi/diff for AsyncAPI) and points to the changelog; a new major
// in info.version accepts the break. Runs once, in the embedded pass (it meets no storage).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { projectPath } from '../../src/paths.js';
import { compareContracts, findBase, withNewOptionalProperties, withOpenEnumAdditions, withUnionsKeepingTheFormerSchema } from '../../scripts/compat/run.js';

const openapi = readFileSync(projectPath('openapi.yaml'), 'utf8');
const asyncapi = readFileSync(projectPath('asyncapi.yaml'), 'utf8');

/**
 * The contract cut down to the exporter profile's operations (every component kept): what the
 * failing comparison needs. Optic takes about 45 s of CPU over the whole contract and a few over
 * this; that the whole current contract passes is what `.ci/run`'s own `npm run compat` shows.
 */
function profileOperationsOnly(text: string): Record<string, any> {
  const doc = parse(text) as Record<string, any>;
  const kept = Object.keys(doc.paths).filter((path) => path.endsWith('/account/profile'));
  expect(kept.length).toBeGreaterThan(0);
  doc.paths = Object.fromEntries(kept.map((path) => [path, doc.paths[path]]));
  delete doc.webhooks;
  return doc;
}

/** The exporter profile loses `updated_at` (a response field): a removed field. */
function withoutProfileUpdatedAt(doc: Record<string, any>): Record<string, any> {
  const changed = structuredClone(doc);
  const schema = changed.components.schemas.ExporterProfile;
  expect(schema.properties.updated_at).toBeDefined();
  delete schema.properties.updated_at;
  schema.required = (schema.required as string[]).filter((name) => name !== 'updated_at');
  return changed;
}

/** The subscribed message loses `sent_at` (a field clients read). */
function withoutSubscribedSentAt(text: string): string {
  const start = text.indexOf('\n    SubscribedMessage:\n');
  const end = text.indexOf('\n    UnsubscribedMessage:\n');
  expect(start).toBeGreaterThan(0);
  const schema = text.slice(start, end);
  const changed = schema.replace(', sent_at]', ']').replace("\n        sent_at:\n          $ref: '#/components/schemas/Timestamp'", '');
  expect(changed).not.toContain('sent_at');
  return text.slice(0, start) + changed + text.slice(end);
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('contract compatibility check', () => {
  // That the current contracts pass is what `.ci/run`'s own `npm run compat` step shows, against the
  // real base; here only the failure is proven.
  it('fails on a copy with a field removed, and points to the changelog', { timeout: 300_000 }, async () => {
    const profile = profileOperationsOnly(openapi);
    const broken = await compareContracts(
      { openapi: stringify(profile), asyncapi, label: 'the current files' },
      { openapi: stringify(withoutProfileUpdatedAt(profile)), asyncapi: withoutSubscribedSentAt(asyncapi) },
    );
    expect(broken.ok).toBe(false);
    const report = broken.lines.join('\n');
    expect(report).toMatch(/cannot remove response property 'updated_at'/);
    expect(report).toContain('openapi.yaml: BREAKING changes');
    expect(report).toContain('x remove /channels/control/messages/subscribed/payload/properties/sent_at');
    expect(report).toContain('CHANGELOG.md');
  });

  it('reports contracts unchanged since the base without comparing them', async () => {
    const result = await compareContracts({ openapi, asyncapi, label: 'the current files' }, { openapi, asyncapi });
    expect(result.ok).toBe(true);
    expect(result.lines).toEqual(['compared with the current files', 'openapi.yaml: unchanged since the base, no breaking change', 'asyncapi.yaml: unchanged since the base, no breaking change']);
  });

  it('accepts a breaking change marked as a new major version', async () => {
    const nextMajor = withoutSubscribedSentAt(asyncapi).replace(/^info:\n(  .*\n)*?  version: 1\.0\.0$/m, (block) => block.replace('version: 1.0.0', 'version: 2.0.0'));
    expect(nextMajor).toMatch(/^  version: 2\.0\.0$/m);
    const result = await compareContracts({ openapi: null, asyncapi, label: 'v1' }, { openapi, asyncapi: nextMajor });
    expect(result.ok, result.lines.join('\n')).toBe(true);
    expect(result.lines.join('\n')).toMatch(/asyncapi.yaml: \d+ breaking changes, accepted: info.version has a new major/);
  });

  it('takes the base from COMPAT_BASE first', () => {
    expect(findBase({ COMPAT_BASE: 'v1.0.0' })).toEqual({ ref: 'v1.0.0', why: 'COMPAT_BASE' });
  });

  it('takes a new value of an open enum (x-open-enum) as additive, and nothing else', () => {
    const doc = parse(openapi) as Record<string, any>;
    expect(doc.components.schemas.ErrorCode['x-open-enum']).toBe(true);
    const older = structuredClone(doc);
    older.components.schemas.ErrorCode.enum = older.components.schemas.ErrorCode.enum.filter((c: string) => c !== 'not_found');
    older.components.schemas.Incoterm.enum = older.components.schemas.Incoterm.enum.slice(1);
    const widened = parse(withOpenEnumAdditions(stringify(older), openapi)) as Record<string, any>;
    expect(widened.components.schemas.ErrorCode.enum).toContain('not_found');
    // Not an open enum: a value added to it is left for Optic to judge.
    expect(widened.components.schemas.Incoterm.enum).toEqual(older.components.schemas.Incoterm.enum);
    // A value the current contract removed stays in the base, where Optic sees it go.
    const fewer = structuredClone(doc);
    fewer.components.schemas.ErrorCode.enum = fewer.components.schemas.ErrorCode.enum.filter((c: string) => c !== 'conflict');
    expect((parse(withOpenEnumAdditions(openapi, stringify(fewer))) as Record<string, any>).components.schemas.ErrorCode.enum).toContain('conflict');
  });

  /** A contract of components only: what the base preparations read. */
  const components = (schemas: Record<string, unknown>) => stringify({ openapi: '3.1.0', components: { schemas } });
  const money = { type: 'object', required: ['amount', 'currency'], properties: { amount: { type: 'string' }, currency: { type: 'string' } } };

  it('takes a new optional property (and a new component) as additive, and leaves a new required one and changed ones to Optic', () => {
    const before = { Request: { type: 'object', required: ['type'], properties: { type: { type: 'string' }, notes: { type: 'string', maxLength: 10 } } } };
    const now = {
      Money: money,
      Request: { type: 'object', required: ['type', 'buyer_id'], properties: { type: { type: 'string' }, notes: { type: 'string', maxLength: 20 }, buyer_id: { type: 'string' }, costs: { $ref: '#/components/schemas/Money' } } },
    };
    const prepared = (parse(withNewOptionalProperties(components(before), components(now))) as Record<string, any>).components.schemas;
    expect(prepared.Money).toEqual(money);
    expect(prepared.Request.properties.costs).toEqual({ $ref: '#/components/schemas/Money' });
    // buyer_id is required: a client that did not send it breaks, so Optic must see it arrive; notes changed.
    expect(prepared.Request.properties.buyer_id).toBeUndefined();
    expect(prepared.Request.properties.notes.maxLength).toBe(10);
    expect(withNewOptionalProperties(components(now), components(now))).toBe(components(now));
  });

  it('takes a property turned into a union that keeps its former schema as a branch as additive, and no other union', () => {
    const plain = { type: 'object', properties: { freight: { type: 'string' } } };
    const before = { Plain: plain, Money: money, Order: { type: 'object', properties: { costs: { $ref: '#/components/schemas/Plain' }, total: { $ref: '#/components/schemas/Money' } } } };
    const now = {
      Plain: plain,
      Money: money,
      Costs: { anyOf: [{ $ref: '#/components/schemas/Plain' }, { $ref: '#/components/schemas/Money' }] },
      Order: { type: 'object', properties: { costs: { $ref: '#/components/schemas/Costs' }, total: { anyOf: [{ $ref: '#/components/schemas/Plain' }, { type: 'null' }] } } },
    };
    const prepared = (parse(withUnionsKeepingTheFormerSchema(components(before), components(now))) as Record<string, any>).components.schemas;
    expect(prepared.Order.properties.costs).toEqual({ $ref: '#/components/schemas/Costs' });
    // The former schema (Money) is no branch of the new union: Optic judges the change.
    expect(prepared.Order.properties.total).toEqual({ $ref: '#/components/schemas/Money' });
  });

  it('widens an enum the base spells inline where the current contract refers to an open enum there', () => {
    const before = { TariffDuty: { type: 'object', properties: { kind: { type: 'string', enum: ['free', 'ad_valorem'] } } }, Incoterm: { type: 'string', enum: ['EXW'] } };
    const now = {
      TariffDutyKind: { type: 'string', 'x-open-enum': true, enum: ['free', 'ad_valorem', 'alternative'] },
      TariffDuty: { type: 'object', properties: { kind: { $ref: '#/components/schemas/TariffDutyKind' } } },
      Incoterm: { type: 'string', enum: ['EXW', 'FCA'] },
    };
    const widened = (parse(withOpenEnumAdditions(components(before), components(now))) as Record<string, any>).components.schemas;
    expect(widened.TariffDuty.properties.kind.enum).toEqual(['free', 'ad_valorem', 'alternative']);
    // A closed enum is still left for Optic to judge.
    expect(widened.Incoterm.enum).toEqual(['EXW']);
  });
});
