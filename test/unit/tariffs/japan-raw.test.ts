import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../../src/paths.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffRateRecord } from '../../../src/domain/tariffs/types.js';

// An outside check of the Japan module: this file reads the raw schedule on its own (a tree walk
// with no code of the module) and, for random lines, works out what an importer reading the printed
// schedule would pay, then asks the lookup. Only the plainest cells are worked out here (free or a
// percentage, in parentheses or not); for every sampled line the module's columns must be the raw
// cells, inherited from the lines above as the schedule prints them.

interface RawNode {
  stat_code: string;
  hs_code: string;
  rate: Record<string, string>;
  children: RawNode[];
}

const raw = JSON.parse(gunzipSync(readFileSync(projectPath('data', 'tariffs', 'jp_customs_tariff_2026_07_09.json.gz'))).toString('utf8')) as {
  chapters: { items: RawNode[] }[];
};

/** code -> the cells of the line after filling empty cells from the nearest ancestor; codes printed twice (by season) are left out. */
function rawLines(): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const twice = new Set<string>();
  const walk = (node: RawNode, above: Record<string, string>) => {
    const cells = { ...above };
    for (const [column, text] of Object.entries(node.rate)) if (text.trim() !== '') cells[column] = text.trim();
    if (node.hs_code !== '') {
      const code = node.stat_code.replace('.', '') + node.hs_code;
      if (out.has(code)) twice.add(code);
      out.set(code, cells);
    }
    for (const child of node.children) walk(child, cells);
  };
  for (const chapter of raw.chapters) for (const item of chapter.items) walk(item, {});
  for (const code of twice) out.delete(code);
  return out;
}

/** "無税" -> 0, "6.8%" -> 6.8, "(10.9%)" -> 10.9 in parentheses; anything else is not plain. */
function plain(text: string | undefined): { pct: number; parenthesised: boolean } | null | undefined {
  if (text === undefined) return undefined;
  const m = /^(\(?)(無税|\d+(?:\.\d+)?%)(\)?)$/.exec(text);
  if (!m || m[1] !== (m[3] === ')' ? '(' : '')) return null;
  return { pct: m[2] === '無税' ? 0 : Number(m[2]!.slice(0, -1)), parenthesised: m[1] === '(' };
}

/** The MFN an importer pays by the printed schedule: temporary over general, the WTO rate where lower, parentheses never. */
function expectedMfn(cells: Record<string, string>): number | null {
  const [general, temporary, wto] = [plain(cells['基本']), plain(cells['暫定']), plain(cells['WTO協定'])];
  if (general === null || temporary === null || wto === null) return null;
  const national = temporary && !temporary.parenthesised ? temporary.pct : general && !general.parenthesised ? general.pct : undefined;
  const w = wto && !wto.parenthesised ? wto.pct : undefined;
  if (national === undefined) return w ?? null;
  return w !== undefined && w < national ? w : national;
}

/** What goods claiming `column` pay: its rate where printed plainly and lower than the MFN, else the MFN. */
function expectedWith(cells: Record<string, string>, column: string, mfn: number): number | null {
  const preference = plain(cells[column]);
  if (preference === null) return null;
  return preference && !preference.parenthesised && preference.pct < mfn ? preference.pct : mfn;
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

const pct = (record: TariffRateRecord | undefined) => (record?.duty ? Number(record.duty.ad_valorem_pct) : NaN);
const usedOf = (rates: TariffRateRecord[]) => rates.find((r) => r.used);

describe('Japan: the module against an independent reading of the raw schedule', () => {
  const lines = rawLines();
  const SEED = 20260709;
  const picked = sample([...lines.keys()].sort(), 600, SEED);

  it(`agrees on the columns of 600 random lines and on the MFN, RCEP (Korea) and US rates of the plain ones (seed ${SEED})`, () => {
    let checked = 0;
    const disagreements: string[] = [];
    for (const code of picked) {
      const cells = lines.get(code)!;
      const korea = lookupTariffs({ hsCode: code, destination: 'JP', origin: 'KR', asOf: '2026-08-01', lang: 'en' });
      const mfnRecord = korea.rates[0]!;
      const columns = Object.fromEntries((mfnRecord.rate_columns ?? []).map((c) => [c.column, c.text]));
      const printed = { general: cells['基本'], temporary: cells['暫定'], wto: cells['WTO協定'] };
      const shown = Object.fromEntries(Object.entries(printed).filter(([, v]) => v !== undefined));
      if (JSON.stringify(columns) !== JSON.stringify(shown)) disagreements.push(`${code}: columns ${JSON.stringify(columns)} vs printed ${JSON.stringify(shown)}`);

      const mfn = expectedMfn(cells);
      if (mfn === null) continue;
      const rcep = expectedWith(cells, 'EPA_RCEP_韓国', mfn);
      const us = expectedWith(cells, 'EPA_日米貿易協定', mfn);
      if (rcep === null || us === null) continue;
      checked += 1;
      const america = lookupTariffs({ hsCode: code, destination: 'JP', origin: 'US', asOf: '2026-08-01', lang: 'en' });
      const got = { mfn: pct(mfnRecord), rcep: pct(usedOf(korea.rates)), us: pct(usedOf(america.rates)) };
      if (got.mfn !== mfn || got.rcep !== rcep || got.us !== us) disagreements.push(`${code}: module ${JSON.stringify(got)} vs schedule ${JSON.stringify({ mfn, rcep, us })}`);
      if (rcep < mfn && usedOf(korea.rates)?.program?.symbol !== 'RCEP') disagreements.push(`${code}: the RCEP rate is lower but not named`);
    }
    expect(disagreements).toEqual([]);
    // Most lines are plain: the check is not empty.
    expect(checked).toBeGreaterThan(450);
  });

  it('finds 6101.20-000 as the issue states it: 10.9 % general, 6.8 % under RCEP for goods of Korea, nothing for goods of the US', () => {
    const cells = lines.get('610120000')!;
    expect([cells['基本'], cells['WTO協定'], cells['EPA_RCEP_韓国'], cells['EPA_日米貿易協定']]).toEqual(['10.9%', '(10.9%)', '6.8%', undefined]);
    expect(expectedMfn(cells)).toBe(10.9);
    expect(expectedWith(cells, 'EPA_RCEP_韓国', 10.9)).toBe(6.8);
  });
});
