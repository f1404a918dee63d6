import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../../src/paths.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffRateRecord } from '../../../src/domain/tariffs/types.js';

// An outside check of the Viet Nam module: this file reads the raw tariff on its own (the CSV as
// published, read here with no code of the module) and, for random lines, works out what an importer
// reading the printed tariff would pay for goods of Korea, Japan, Germany, China and the United States,
// then asks the lookup. Only what a reader can settle from the cells alone is worked out: a percentage
// (decimal point or comma), `*`, an exclusion list "(-KR, TH)", CPTPP's second figure for Mexico, a
// tariff-rate quota on the MFN rate (the out-of-quota rate applies, and no agreement); a line with any
// other text among the cells that matter for an origin is left out for that origin.

const rows = parse(gunzipSync(readFileSync(projectPath('data', 'tariffs', 'vn_import_tariff_2026_01_07.csv.gz'))).toString('utf8'), {
  bom: true,
  relax_column_count: true,
}) as string[][];
const header = rows[0]!.map((h) => h.replace('Import duty rate per ', ''));
const col = (name: string) => header.indexOf(name);
const lines = rows.slice(1).filter((r) => /^\d{8}$/.test(r[1] ?? '') && !r[1]!.startsWith('98'));

/** Which columns each origin may claim, as the agreements' memberships say (RCEP: E Korea, D Japan, C China). */
const CLAIMS: Record<string, string[]> = {
  KR: ['VKFTA', 'AKFTA', 'RCEPT E'],
  JP: ['VJEPA', 'AJCEP', 'CPTPP', 'RCEPT D'],
  DE: ['EVFTA'],
  CN: ['ACFTA', 'RCEPT C'],
  US: [],
};

const PLAIN = /^(\d+(?:[.,]\d+)?)$/;
const pct = (text: string) => Number(text.replace(',', '.'));

/** A preferential cell for an origin: a percentage, closed (null), or undefined when a reader cannot settle it. */
function preference(cell: string, origin: string): number | null | undefined {
  let text = cell.trim().replace(/\(GIC\)/g, '').trim();
  if (text === '' || text === '*') return null;
  const mexico = /^(.*);\s*M:\s*(.*)$/.exec(text);
  if (mexico) text = (origin === 'MX' ? mexico[2]! : mexico[1]!).trim();
  const except = /^(.*?)\s*\(-([A-Z ,]+)\)$/.exec(text);
  if (except) {
    if (except[2]!.split(',').map((c) => c.trim()).includes(origin)) return null;
    text = except[1]!.trim();
  }
  const m = PLAIN.exec(text);
  return m ? pct(m[1]!) : undefined;
}

/** What goods of `origin` pay: the MFN rate, or the lowest agreement rate below it. */
function expected(row: string[], origin: string): { mfn: number; paid: number } | undefined {
  const mfnCell = row[col('MFN rate')]!.trim();
  const quota = /^(\d+(?:[.,]\d+)?)\s*\(NHN:\s*(\d+(?:[.,]\d+)?)\)$/.exec(mfnCell);
  if (quota) return { mfn: pct(quota[2]!), paid: pct(quota[2]!) };
  if (!PLAIN.test(mfnCell)) return undefined;
  const mfn = pct(mfnCell);
  let paid = mfn;
  for (const column of CLAIMS[origin]!) {
    const rate = preference(row[col(column)]!, origin);
    if (rate === undefined) return undefined;
    if (rate !== null && rate < paid) paid = rate;
  }
  return { mfn, paid };
}

/** A seeded generator, so a failure names lines that can be looked at again. */
function sample<T>(items: T[], count: number, seed: number): T[] {
  let state = seed;
  const picked = new Set<number>();
  while (picked.size < Math.min(count, items.length)) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    picked.add(state % items.length);
  }
  return [...picked].map((i) => items[i]!);
}

const pctOf = (record: TariffRateRecord | undefined) => (record?.duty?.ad_valorem_pct == null ? NaN : Number(record.duty.ad_valorem_pct));

describe('Viet Nam: the module against an independent reading of the raw tariff', () => {
  const SEED = 20260107;
  const picked = sample(lines, 800, SEED);

  it(`agrees on the MFN rate and the rate paid for goods of five origins on 800 random lines (seed ${SEED})`, () => {
    let checked = 0;
    let agreed = 0;
    const disagreements: string[] = [];
    for (const row of picked) {
      const code = row[1]!;
      for (const origin of Object.keys(CLAIMS)) {
        const want = expected(row, origin);
        if (!want) continue;
        checked += 1;
        const answer = lookupTariffs({ hsCode: code, destination: 'VN', origin, asOf: '2026-06-08', lang: 'en' });
        const got = { mfn: pctOf(answer.rates[0]), paid: pctOf(answer.rates.find((r) => r.used)) };
        if (got.mfn === want.mfn && got.paid === want.paid) agreed += 1;
        else disagreements.push(`${code} ${origin}: module ${JSON.stringify(got)} vs tariff ${JSON.stringify(want)}`);
      }
    }
    console.log(`Viet Nam outside check (seed ${SEED}): ${agreed} of ${checked} line-origin pairs agree`);
    expect(disagreements).toEqual([]);
    // Most cells are plain: the check is not empty.
    expect(checked).toBeGreaterThan(3500);
  });

  it('finds 3304.99.30 as the issue states it: MFN 18, AKFTA 5, VKFTA 0, RCEP (E) 10', () => {
    const row = lines.find((r) => r[1] === '33049930')!;
    expect([row[col('MFN rate')], row[col('AKFTA')], row[col('VKFTA')], row[col('RCEPT E')]]).toEqual(['18', '5', '0', '10']);
    expect(expected(row, 'KR')).toEqual({ mfn: 18, paid: 0 });
  });
});
