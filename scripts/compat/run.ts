// npm run compat: compares openapi.yaml and asyncapi.yaml with the last released version and fails
// on a breaking change, unless the change is marked as a new version (a higher major in
// info.version). OpenAPI is compared by Optic (@useoptic/optic, its breaking-change rules),
// AsyncAPI by @asyncapi/diff (scripts/compat/asyncapi.ts). Offline: git objects already in the
// clone only, no fetch; Optic's telemetry is off.
//
//   npm run compat                      base: COMPAT_BASE, else the newest v* tag, else main before the change
//   npm run compat -- --base <ref>      an explicit git ref
//   npm run compat -- --files <old-openapi> <old-asyncapi>   compare files instead of a git ref
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { projectPath } from '../../src/paths.js';
import { asyncApiBreakingChanges } from './asyncapi.js';

const CHANGELOG_HINT =
  'A breaking change needs a new major version: raise info.version in contract/openapi.yaml (and asyncapi.yaml), serve it beside v1, and describe it in CHANGELOG.md (see docs/operations/compatibility.md).';

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: projectPath(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 }).trim();
  } catch {
    return null;
  }
}

interface Base {
  ref: string;
  why: string;
}

/** The released version to compare with, from what the clone already has (shallow clones may have nothing). */
export function findBase(env: Record<string, string | undefined> = process.env): Base | null {
  if (env.COMPAT_BASE) return { ref: env.COMPAT_BASE, why: 'COMPAT_BASE' };
  const tag = git(['describe', '--tags', '--abbrev=0', '--match', 'v[0-9]*', 'HEAD']);
  if (tag) return { ref: tag, why: 'the newest release tag' };
  const head = git(['rev-parse', 'HEAD']);
  for (const main of ['main', 'origin/main']) {
    const base = git(['merge-base', 'HEAD', main]);
    if (base && base !== head) return { ref: base, why: `the merge-base of HEAD and ${main} (main before this branch)` };
  }
  // On main itself: main before the last change (the first parent of a merge).
  const parent = git(['rev-parse', '--verify', '-q', 'HEAD^']);
  if (parent) return { ref: parent, why: 'HEAD^ (main before the last change)' };
  return null;
}

function major(text: string): number {
  const version = String((parse(text) as { info?: { version?: unknown } }).info?.version ?? '0');
  return Number(/^(\d+)/.exec(version)?.[1] ?? 0);
}

/** Optic's breaking-change check of two OpenAPI files; its report is printed as it gives it. */
async function opticCheck(basePath: string, currentPath: string, workDir: string): Promise<{ breaking: boolean; report: string }> {
  const optic = join(projectPath('node_modules'), '@useoptic', 'optic', 'build', 'index.js');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [optic, 'diff', basePath, currentPath, '--check'], {
      cwd: workDir,
      env: { ...process.env, OPTIC_TELEMETRY_LEVEL: 'off', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 15 * 60_000,
    });
    return { breaking: false, report: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    // Exit 1 with checks listed is a finding; anything else is the tool failing, which must not pass.
    const report = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    if (failed.code === 1 && /Checks:/.test(report)) return { breaking: true, report };
    throw new Error(`optic could not compare the contracts:\n${report}`);
  }
}

type Schemas = Record<string, { enum?: unknown[]; 'x-open-enum'?: boolean }>;

/**
 * The base contract with the values the current one adds to its open enums: a component schema
 * marked `x-open-enum: true` (the error codes, the sector codes, the tariff schedule ids...) tells
 * clients that new values come within v1, so a new value there is additive, whatever Optic's rule
 * for a new response enum value says. Where the current contract refers to such a component at a
 * place the base still spells its enum inline (the enum has just been made a component), the inline
 * enum is widened the same way. A removed value still shows, as Optic judges it.
 */
export function withOpenEnumAdditions(baseText: string, currentText: string): string {
  const base = parse(baseText) as { components?: { schemas?: Schemas } };
  const current = parse(currentText) as { components?: { schemas?: Schemas } };
  const open = current.components?.schemas ?? {};
  let widened = false;
  const widen = (schema: { enum?: unknown[] }, now: { enum?: unknown[] }) => {
    if (!Array.isArray(schema.enum) || !Array.isArray(now.enum)) return;
    const added = now.enum.filter((value) => !schema.enum!.includes(value));
    if (added.length > 0) {
      schema.enum = [...schema.enum, ...added];
      widened = true;
    }
  };
  for (const [name, schema] of Object.entries(base.components?.schemas ?? {})) {
    const now = open[name];
    if (now?.['x-open-enum']) widen(schema, now);
  }
  // The same places in both documents: a $ref to an open enum now, an inline enum in the base.
  const walk = (old: unknown, now: unknown): void => {
    if (typeof old !== 'object' || old === null || typeof now !== 'object' || now === null) return;
    const ref = (now as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const target = open[ref.slice('#/components/schemas/'.length)];
      if (target?.['x-open-enum'] && !('$ref' in old)) widen(old as { enum?: unknown[] }, target);
      return;
    }
    for (const [key, value] of Object.entries(now)) walk((old as Record<string, unknown>)[key], value);
  };
  walk(base, current);
  return widened ? stringify(base) : baseText;
}

type Schema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * The base contract with the optional properties the current one adds to its component schemas
 * (and the component schemas it adds): a property a request did not have, and need not send, breaks
 * no client whatever it holds, but Optic counts each required field inside a new optional object as
 * a new required request property. Changes to the properties both versions have are still judged.
 */
export function withNewOptionalProperties(baseText: string, currentText: string): string {
  const base = parse(baseText) as { components?: { schemas?: Record<string, Schema> } };
  const current = (parse(currentText) as { components?: { schemas?: Record<string, Schema> } }).components?.schemas ?? {};
  const schemas = base.components?.schemas;
  if (!schemas) return baseText;
  let added = false;
  for (const [name, now] of Object.entries(current)) {
    const before = schemas[name];
    if (!before) {
      schemas[name] = now;
      added = true;
      continue;
    }
    if (!before.properties || !now.properties) continue;
    for (const [property, schema] of Object.entries(now.properties)) {
      if (property in before.properties || (now.required ?? []).includes(property)) continue;
      before.properties[property] = schema;
      added = true;
    }
  }
  return added ? stringify(base) : baseText;
}

type Components = { components?: { schemas?: Record<string, Schema & { anyOf?: unknown[]; oneOf?: unknown[] }> } };

/**
 * The base contract with each property that the current one turns into a union keeping the former
 * schema as a branch (`costs: OrderCosts` become `anyOf: [OrderCosts, PricingCosts]`) taken as it
 * is now: such a property accepts everything it accepted before, and more, which Optic's rule
 * against expanding a request union counts as a break. Any other change of the property is judged.
 */
export function withUnionsKeepingTheFormerSchema(baseText: string, currentText: string): string {
  const base = parse(baseText) as Components;
  const current = (parse(currentText) as Components).components?.schemas ?? {};
  const schemas = base.components?.schemas;
  if (!schemas) return baseText;
  const resolve = (schema: unknown): { anyOf?: unknown[]; oneOf?: unknown[] } | undefined => {
    const ref = (schema as { $ref?: string } | undefined)?.$ref;
    return ref?.startsWith('#/components/schemas/') ? current[ref.slice('#/components/schemas/'.length)] : (schema as { anyOf?: unknown[] });
  };
  let widened = false;
  for (const [name, now] of Object.entries(current)) {
    const before = schemas[name];
    if (!before?.properties || !now.properties) continue;
    for (const [property, schema] of Object.entries(now.properties)) {
      const former = before.properties[property];
      const union = resolve(schema);
      const branches = union?.anyOf ?? union?.oneOf ?? [];
      if (former === undefined || !branches.some((branch) => JSON.stringify(branch) === JSON.stringify(former))) continue;
      before.properties[property] = schema;
      widened = true;
    }
  }
  return widened ? stringify(base) : baseText;
}

export interface CompatResult {
  ok: boolean;
  lines: string[];
}

export async function compareContracts(base: { openapi: string | null; asyncapi: string | null; label: string }, current = { openapi: readFileSync(projectPath('openapi.yaml'), 'utf8'), asyncapi: readFileSync(projectPath('asyncapi.yaml'), 'utf8') }): Promise<CompatResult> {
  const lines = [`compared with ${base.label}`];
  let ok = true;
  const work = mkdtempSync(join(tmpdir(), 'compat-'));
  try {
    if (base.openapi === null) lines.push('openapi.yaml: not in the base version, nothing to compare');
    // The same text cannot break anything: Optic (about 45 s of CPU over the whole contract) is not asked.
    // (git's output, as read here, has lost the file's last newline.)
    else if (base.openapi.trimEnd() === current.openapi.trimEnd()) lines.push('openapi.yaml: unchanged since the base, no breaking change');
    else {
      const prepared = [withOpenEnumAdditions, withNewOptionalProperties, withUnionsKeepingTheFormerSchema].reduce((text, prepare) => prepare(text, current.openapi), base.openapi);
      writeFileSync(join(work, 'base-openapi.yaml'), prepared);
      writeFileSync(join(work, 'openapi.yaml'), current.openapi);
      const optic = await opticCheck('base-openapi.yaml', 'openapi.yaml', work);
      const newMajor = major(current.openapi) > major(base.openapi);
      lines.push(optic.report.trim());
      if (optic.breaking && !newMajor) ok = false;
      lines.push(`openapi.yaml: ${optic.breaking ? (newMajor ? 'breaking changes, accepted: info.version has a new major' : 'BREAKING changes') : 'no breaking change'}`);
    }
    if (base.asyncapi === null) lines.push('asyncapi.yaml: not in the base version, nothing to compare');
    else if (base.asyncapi.trimEnd() === current.asyncapi.trimEnd()) lines.push('asyncapi.yaml: unchanged since the base, no breaking change');
    else {
      const { breaking, unclassified } = await asyncApiBreakingChanges(base.asyncapi, current.asyncapi);
      const newMajor = major(current.asyncapi) > major(base.asyncapi);
      for (const change of breaking) lines.push(`  x ${change.action} ${change.path}`);
      if (breaking.length > 0 && !newMajor) ok = false;
      lines.push(
        `asyncapi.yaml: ${breaking.length === 0 ? 'no breaking change' : newMajor ? `${breaking.length} breaking changes, accepted: info.version has a new major` : `${breaking.length} BREAKING changes`}` +
          (unclassified.length > 0 ? ` (${unclassified.length} changes outside the channels, reported under their channel when used)` : ''),
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!ok) lines.push(CHANGELOG_HINT);
  return { ok, lines };
}

async function main(argv: string[]): Promise<number> {
  let base: { openapi: string | null; asyncapi: string | null; label: string };
  const filesAt = argv.indexOf('--files');
  if (filesAt >= 0) {
    const [openapi, asyncapi] = argv.slice(filesAt + 1, filesAt + 3);
    base = { openapi: openapi ? readFileSync(openapi, 'utf8') : null, asyncapi: asyncapi ? readFileSync(asyncapi, 'utf8') : null, label: `the files ${openapi} and ${asyncapi ?? '(none)'}` };
  } else {
    const baseAt = argv.indexOf('--base');
    const found = baseAt >= 0 ? { ref: argv[baseAt + 1]!, why: '--base' } : findBase();
    if (!found) {
      console.log('compat: no released version in this clone (no v* tag, no main, no parent commit: a shallow clone?); nothing compared. Fetch the tags or history, or set COMPAT_BASE, to compare.');
      return 0;
    }
    const commit = git(['rev-parse', '--short', `${found.ref}^{commit}`]);
    if (!commit) {
      console.error(`compat: ${found.ref} (${found.why}) is not in this clone.`);
      return 1;
    }
    base = { openapi: git(['show', `${commit}:openapi.yaml`]), asyncapi: git(['show', `${commit}:asyncapi.yaml`]), label: `${found.ref} (${found.why}, commit ${commit})` };
  }
  const result = await compareContracts(base);
  for (const line of result.lines) console.log(line);
  console.log(result.ok ? 'compat: OK' : 'compat: FAILED (see CHANGELOG.md and docs/operations/compatibility.md)');
  return result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await main(process.argv.slice(2));
