// npm run compat: a copy of the contracts with a field removed
// fails (Optic for OpenAPI, @asyncapi/diff for AsyncAPI) and points to the changelog; a new major
// in info.version accepts the break. Runs once, in the embedded pass (it meets no storage).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { projectPath } from '../../src/paths.js';
import { compareContracts, findBase, withOpenEnumAdditions } from '../../scripts/compat/run.js';

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

  it('widens an enum the base spells inline where the current contract refers to an open enum there', () => {
    const doc = parse(openapi) as Record<string, any>;
    expect(doc.components.schemas.TariffDuty.properties.kind).toEqual({ $ref: '#/components/schemas/TariffDutyKind' });
    const older = structuredClone(doc);
    delete older.components.schemas.TariffDutyKind;
    older.components.schemas.TariffDuty.properties.kind = { type: 'string', enum: ['free', 'ad_valorem', 'specific', 'compound', 'seasonal', 'other'] };
    older.components.schemas.Incoterm = { type: 'string', enum: ['EXW'] };
    const widened = parse(withOpenEnumAdditions(stringify(older), openapi)) as Record<string, any>;
    expect(widened.components.schemas.TariffDuty.properties.kind.enum).toEqual(doc.components.schemas.TariffDutyKind.enum);
    // A closed enum is still left for Optic to judge.
    expect(widened.components.schemas.Incoterm.enum).toEqual(['EXW']);
  });
});
