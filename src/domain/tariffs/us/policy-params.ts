import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { check, dataFilePath, lazy } from '../../reference/csv.js';
import { isCountryCode } from '../../reference/countries.js';
import { Dec } from '../../reference/money.js';

// The Budget Lab's policy file (data/tariffs/us-section-232/policy_params.yaml), parsed once and
// read through a proxy that records which parameters the loaders read (section-232-file.ts,
// policy.ts), so that a parameter neither read nor listed as ignored in policy_additions.yaml
// fails the data check (policy.ts) and its test. Loaders copy what they read: no proxy
// outlives loading. Also the readers of one value of either policy file, each failing the data
// check with the value's path.

export const POLICY_PARAMS_FILE = 'tariffs/us-section-232/policy_params.yaml';

const reads = new Set<string>();

const isLeaf = (v: unknown) => v === null || typeof v !== 'object';

/** A parameter's path: keys joined by dots, `[]` for any item of a list (`section_301_rates[].s301_rate`). */
function recording<T>(value: T, path: string): T {
  if (isLeaf(value)) return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return v;
      let p: string;
      if (Array.isArray(target)) {
        if (!/^\d+$/.test(key)) return v;
        p = `${path}[]`;
      } else {
        p = path ? `${path}.${key}` : key;
      }
      if (isLeaf(v)) reads.add(p);
      return recording(v, p);
    },
  }) as T;
}

const parsed = lazy((): Record<string, unknown> => {
  const value: unknown = parseYaml(readFileSync(dataFilePath(POLICY_PARAMS_FILE), 'utf8'));
  check(value !== null && typeof value === 'object' && !Array.isArray(value), 'policy_params.yaml is not a mapping');
  return value as Record<string, unknown>;
});

/** The parsed file; every leaf a loader reads is recorded. */
export const policyParams = lazy((): Record<string, any> => recording(parsed(), ''));

/** The parameters read so far, as paths. */
export function policyParamsRead(): ReadonlySet<string> {
  return reads;
}

/** Every leaf parameter of a parsed file, as paths (a list of plain values is one leaf, `path[]`). */
export function leafPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    if (value.every(isLeaf)) return [`${path}[]`];
    return value.flatMap((item) => leafPaths(item, `${path}[]`));
  }
  if (!isLeaf(value)) return Object.entries(value as object).flatMap(([k, v]) => leafPaths(v, path ? `${path}.${k}` : k));
  return [path];
}

/** Whether an ignored path covers a leaf path (itself, or anything under it). */
export function pathCovers(ignored: string, leaf: string): boolean {
  return leaf === ignored || leaf.startsWith(`${ignored}.`) || leaf.startsWith(`${ignored}[`);
}

/** A fraction (0.25) as a percentage string ("25"). */
export function pct(value: unknown, what: string): string {
  check(typeof value === 'number' && value >= 0 && value <= 5, `policy_params.yaml: ${what} is not a rate (${String(value)})`);
  return new Dec(String(value)).mul(100).toFixed();
}

export function isoDate(value: unknown, what: string): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  check(/^\d{4}-\d{2}-\d{2}$/.test(text), `policy_params.yaml: ${what} is not a date (${text})`);
  return text;
}

export function stringList(value: unknown, what: string): string[] {
  check(Array.isArray(value) && value.every((v) => typeof v === 'string'), `policy_params.yaml: ${what} is not a list of strings`);
  return [...(value as string[])];
}

/** The file a parameter names ("resources/s232_annex_products.csv"), as vendored beside the policy file. */
export function fileName(value: unknown, what: string): string {
  const name = String(value ?? '').split('/').pop()!;
  check(/^[\w.-]+$/.test(name), `policy_params.yaml: ${what} names no file`);
  return name;
}

/** A heading of policy_additions.yaml, "9903.94.61" -> "99039461". */
export function code8(printed: unknown, what: string): string {
  check(typeof printed === 'string' && /^9903\.\d{2}\.\d{2}$/.test(printed), `policy_additions.yaml: ${what} is not a chapter 99 heading ("${String(printed)}")`);
  return printed.replace(/\./g, '');
}

/** A text of policy_additions.yaml, which may not be empty. */
export function text(value: unknown, what: string): string {
  check(typeof value === 'string' && value.trim() !== '', `policy_additions.yaml: ${what} is empty`);
  return value;
}

/**
 * Every parameter of the file is read by a loader or ignored with a reason (`ignored`: path ->
 * reason, from policy_additions.yaml); nothing ignored is read. Run once every loader has read.
 */
export function checkPolicyParamsCoverage(ignored: ReadonlyMap<string, string>): void {
  const leaves = leafPaths(parsed());
  for (const path of ignored.keys()) check(leaves.some((l) => pathCovers(path, l)), `policy_additions.yaml: ignored_parameters.${path} is no parameter of policy_params.yaml`);
  for (const leaf of leaves) {
    const by = [...ignored.keys()].find((p) => pathCovers(p, leaf));
    check(!(by && reads.has(leaf)), `policy_params.yaml: ${leaf} is read although policy_additions.yaml lists it as ignored (${by})`);
    check(by || reads.has(leaf), `policy_params.yaml: ${leaf} is neither read nor listed in policy_additions.yaml's ignored_parameters`);
  }
}

/** The file's Census country codes as ISO codes (iso_to_census; its non-ISO "UK" key is the same code as GB). */
export const censusToIso = lazy((): Map<string, string> => {
  const map = new Map<string, string>();
  for (const [iso, census] of Object.entries(policyParams().iso_to_census ?? {})) {
    check(typeof census === 'string' && /^\d{4}$/.test(census), `policy_params.yaml: iso_to_census.${iso} is not a Census code`);
    if (!isCountryCode(iso)) continue;
    check(!map.has(census), `policy_params.yaml: Census code ${census} maps to two countries`);
    map.set(census, iso);
  }
  check(map.size >= 10, `policy_params.yaml: iso_to_census maps ${map.size} countries`);
  return map;
});

/** A list of Census codes (or "eu") as ISO codes ("EU" for every member of the Union). */
export function isoCountries(value: unknown, what: string): string[] {
  if (value === 'eu') return ['EU'];
  check(Array.isArray(value) && value.length > 0, `policy_params.yaml: ${what} is not a list of countries`);
  return value.map((census: unknown) => {
    const iso = censusToIso().get(String(census));
    check(iso, `policy_params.yaml: ${what}: Census code ${String(census)} is not in iso_to_census`);
    return iso;
  });
}
