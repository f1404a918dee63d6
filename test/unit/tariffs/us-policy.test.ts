import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { usChapter98, usChapter99Heading, usGoodsLines } from '../../../src/domain/tariffs/us/hts-file.js';
import { policyParamsRead } from '../../../src/domain/tariffs/us/policy-params.js';
import { usPolicy } from '../../../src/domain/tariffs/us/policy.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffMeasure } from '../../../src/domain/tariffs/types.js';
import { projectPath } from '../../../src/paths.js';

// US policy as data: every parameter of The Budget Lab's policy_params.yaml is read by a loader or
// listed in policy_additions.yaml as ignored with its reason, and every chapter 99 heading a line
// of HTS 2026 Revision 10 points to names its legal basis. The file is parsed and walked here on
// its own, not through the loader's helpers.

const dir = projectPath('data/tariffs/us-section-232');
const params = parse(readFileSync(`${dir}/policy_params.yaml`, 'utf8')) as Record<string, unknown>;
const additions = parse(readFileSync(`${dir}/policy_additions.yaml`, 'utf8')) as { ignored_parameters: Record<string, string> };

/** Every leaf of a parsed YAML document: `a.b`, `list[]` for a list of plain values, `list[].key` in a list of mappings. */
function leaves(value: unknown, path: string, out: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) out.add(`${path}[]`);
    else for (const v of value) leaves(v, `${path}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  } else {
    out.add(path);
  }
  return out;
}

const under = (ignored: string, leaf: string) => leaf === ignored || leaf.startsWith(`${ignored}.`) || leaf.startsWith(`${ignored}[`);
const us = (hsCode: string, origin: string, asOf = '2026-06-08') => lookupTariffs({ hsCode, destination: 'US', origin, asOf, lang: 'en' });

describe('policy_params.yaml: every parameter used or deliberately ignored', () => {
  usPolicy();
  const all = [...leaves(params, '', new Set())];
  const read = policyParamsRead();
  const ignored = Object.entries(additions.ignored_parameters);

  it('each parameter is read by the loaders or listed as ignored, never both', () => {
    expect(all.length).toBeGreaterThan(200);
    const neither = all.filter((leaf) => !read.has(leaf) && !ignored.some(([p]) => under(p, leaf)));
    const both = all.filter((leaf) => read.has(leaf) && ignored.some(([p]) => under(p, leaf)));
    expect(neither).toEqual([]);
    expect(both).toEqual([]);
    // The loaders read the parameters the answers rest on, not a token few.
    expect(all.filter((leaf) => read.has(leaf)).length).toBeGreaterThan(80);
  });

  it('each ignored entry names parameters of the file and gives its reason', () => {
    for (const [path, reason] of ignored) {
      expect(all.some((leaf) => under(path, leaf)), path).toBe(true);
      expect(reason.length, path).toBeGreaterThan(30);
    }
  });

  it('the parameters the issue found loaded and unused now carry answers: the certified parts floor and the annex rates', () => {
    for (const p of ['auto_parts_subdivision_r.floor_rate', 'section_232_annexes.annexes.annex_1a.rate', 'section_232_annexes.annexes.annex_1b.rate', 'section_122.rate', 'section_122.expiry_date']) {
      expect(read.has(p), p).toBe(true);
    }
    // auto_parts_subdivision_r.floor_rate 0.15: a Korean note 33(r) part certified for US production pays 15 % in all (9903.94.65).
    const part = us('87089210', 'KR').measures.find((m) => m.kind === 'section_232') as TariffMeasure;
    expect(part.claims.find((c) => c.claim === 'us_auto_production_certification')).toMatchObject({ heading: '9903.94.65', additional_pct: '15' });
    // annex_1b.rate 0.25 on the same part as entered (9903.82.09 "+ 25%").
    expect(part).toMatchObject({ heading: '9903.82.09', additional_pct: '25', applied: true });
  });
});

describe('chapter 99: every heading a line points to names its legal basis', () => {
  const policy = usPolicy();
  const refs = new Map<string, number>();
  for (const line of [...usGoodsLines().all(), ...usChapter98().all()]) for (const code of line.chapter99) refs.set(code, (refs.get(code) ?? 0) + 1);

  it('each referenced heading is in the schedule and has a basis from a source, not the fallback', () => {
    expect([...refs.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(10_000);
    const unnamed = [...refs.keys()].filter((code) => !usChapter99Heading(code) || policy.authorityOf(code).source === 'none');
    expect(unnamed).toEqual([]);
    for (const code of refs.keys()) expect(policy.authorityOf(code).legalBasis, code).not.toContain('(the legal basis is not stated in the data)');
  });

  it('Section 301 for 9903.88 and 9903.91 (policy_params.yaml authority_ranges); the basis of the Japanese headings is stated as not in the data, with what the schedule shows', () => {
    expect(policy.authorityOf('99038803')).toMatchObject({ kind: 'section_301', legalBasis: 'Section 301, Trade Act of 1974' });
    expect(policy.authorityOf('99039105')).toMatchObject({ kind: 'section_301' });
    const shoes = us('64039990', 'KR').measures.find((m) => m.heading === '9903.41.10')!;
    expect(shoes.kind).toBe('other');
    expect(shoes.legal_basis).toMatch(/^Not stated in the data: .*"Articles the product of Japan:"/);
    // What the basis says the schedule prints: the unnumbered line above 9903.41.05 (read from the raw file).
    const records = JSON.parse(gunzipSync(readFileSync(projectPath('data/tariffs/us_hts_2026_rev10.json.gz'))).toString('utf8')) as { htsno: string; description: string }[];
    const at = records.findIndex((r) => r.htsno === '9903.41.05');
    expect(records[at - 1]).toMatchObject({ htsno: '', description: 'Articles the product of Japan:' });
    const ukraine = records.findIndex((r) => r.htsno === '9903.27.01');
    expect(records[ukraine - 1]).toMatchObject({ htsno: '', description: 'Articles the product of Ukraine:' });
  });

  it('the kind of every chapter 99 heading follows the ranges: 9903.03 Section 122, 9903.74-.85 and .94 Section 232, 9903.88-.92 Section 301, 9903.01-.02 IEEPA', () => {
    const expected: [RegExp, string][] = [[/^990303/, 'section_122'], [/^99037[4-9]|^99038[0-5]|^990394/, 'section_232'], [/^99038[89]|^99039[12]/, 'section_301'], [/^99030[12]/, 'ieepa']];
    let checked = 0;
    for (let n = 99030100; n <= 99039699; n++) {
      const code = String(n);
      if (!usChapter99Heading(code)) continue;
      const kind = expected.find(([re]) => re.test(code))?.[1];
      if (kind) {
        expect(policy.authorityOf(code).kind, code).toBe(kind);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
