import type { components } from '../../../../generated/openapi.js';
import { check } from '../../reference/csv.js';
import { code8, text } from './policy-params.js';

// The authority of each chapter 99 heading: the kind of measure and its legal basis. From
// policy_params.yaml's authority_ranges (two-digit groups of 9903 and ranges of headings), with
// policy_additions.yaml's legal basis of each authority, its corrections where the schedule
// contradicts a range, and its additions for the headings the ranges leave out (policy.ts loads
// both files and passes them here).

export type MeasureKind = NonNullable<components['schemas']['TariffMeasure']['kind']>;

/** The authority of a chapter 99 heading: the measure's kind and its legal basis, with where that comes from. */
export interface Authority {
  kind: MeasureKind;
  legalBasis: string;
  source: string;
}

type Raw = Record<string, any>;

/** The authority ranges: ours that correct the file's, the file's, then ours for headings the file leaves out. */
export function authorities(params: Raw, raw: Raw): (code: string) => Authority {
  const named = new Map<string, Authority>();
  for (const [name, a] of Object.entries<Raw>(raw.authorities ?? {})) {
    check(['section_122', 'section_232', 'section_301', 'ieepa', 'other'].includes(a.kind), `policy_additions.yaml: authorities.${name}.kind is not a measure kind`);
    named.set(name, { kind: a.kind, legalBasis: text(a.legal_basis, `authorities.${name}.legal_basis`), source: `policy_params.yaml, authority_ranges.${name}` });
  }
  const authority = (name: string, what: string) => {
    const a = named.get(name);
    check(a, `${what}: authority "${name}" has no legal basis in policy_additions.yaml (authorities)`);
    return a;
  };
  type Range = { from: string; to: string; authority: Authority };
  // The file's ranges and groups keep the name of their authority: a correction names the one it corrects.
  const policy: (Range & { name: string })[] = [];
  const groups = new Map<string, { name: string; authority: Authority }>();
  for (const [key, value] of Object.entries<unknown>(params.authority_ranges ?? {})) {
    if (Array.isArray(value)) {
      for (const g of value) {
        const group = String(g).padStart(2, '0');
        check(/^\d{2}$/.test(group) && !groups.has(group), `policy_params.yaml: authority_ranges.${key}: bad or repeated group ${String(g)}`);
        groups.set(group, { name: key, authority: authority(key, `authority_ranges.${key}`) });
      }
    } else {
      const r = value as Raw;
      const name = text(raw.range_authorities?.[key], `range_authorities.${key} (the authority of policy_params.yaml's authority_ranges.${key})`);
      policy.push({ from: code8(r.start, `authority_ranges.${key}.start`), to: code8(r.end, `authority_ranges.${key}.end`), name, authority: { ...authority(name, key), source: `policy_params.yaml, authority_ranges.${key}` } });
    }
  }
  const policyOf = (code: string) => policy.find((r) => r.from <= code && code <= r.to) ?? groups.get(code.slice(4, 6));
  const ofPolicy = (code: string) => policyOf(code)?.authority;
  const ours = (list: unknown, what: string): (Range & { corrects?: string })[] => {
    check(Array.isArray(list), `policy_additions.yaml lacks ${what}`);
    return list.map((e: Raw, i: number) => {
      const w = `${what}[${i}]`;
      const source = text(e.source, `${w}.source`);
      const a: Authority = e.basis_not_stated !== undefined
        ? { kind: 'other', legalBasis: text(e.basis_not_stated, `${w}.basis_not_stated`), source }
        : { ...authority(String(e.authority), w), source };
      return { from: code8(e.from, `${w}.from`), to: code8(e.to, `${w}.to`), authority: a, corrects: e.corrects };
    });
  };
  const corrections = ours(raw.authority_corrections, 'authority_corrections');
  const additions = ours(raw.authority_additions, 'authority_additions');
  // Every entry of ours must matter: a correction changes the file's authority on all its codes, an addition reaches a code the file leaves out.
  const codesOf = (r: Range) => Array.from({ length: Number(r.to) - Number(r.from) + 1 }, (_, i) => String(Number(r.from) + i));
  for (const c of corrections) check(codesOf(c).every((code) => policyOf(code)?.name === String(c.corrects)), `policy_additions.yaml: authority_corrections ${c.from}-${c.to} is not all in the range of ${String(c.corrects)} it corrects`);
  for (const a of additions) check(codesOf(a).some((code) => !ofPolicy(code)), `policy_additions.yaml: authority_additions ${a.from}-${a.to} lies within policy_params.yaml's ranges and would never apply`);
  const unstated: Authority = { kind: 'other', legalBasis: 'Chapter 99 heading (the legal basis is not stated in the data)', source: 'none' };
  const within = (list: Range[], code: string) => list.find((r) => r.from <= code && code <= r.to)?.authority;
  return (code) => within(corrections, code) ?? ofPolicy(code) ?? within(additions, code) ?? unstated;
}

