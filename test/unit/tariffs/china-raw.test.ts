import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../../src/paths.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffRateRecord } from '../../../src/domain/tariffs/types.js';

// An outside check of the China module: this file reads the raw tariff on its own (the CSV as
// published, read here with no code of the module) and, for random lines, works out what an importer
// reading the printed tariff would pay for goods of Korea, Japan, Germany and the United States, then
// asks the lookup. What a reader settles from the cells alone: a percentage; `8∆6`, where the
// provisional rate 6 applies; for goods of Korea the lowest of that and the China-Korea FTA and RCEP
// rates; a rate lost where the note says the text was cut (`odd`) makes the answer an estimate unless
// it is 0; goods of any other origin pay the applied MFN rate, an estimate (the file has only Korea's
// preferences). A line with a footnote marker (①, ③ ...) among the cells that matter is left out.

const rows = (parse(readFileSync(projectPath('data', 'tariffs', 'cn_import_tariff_2026_kr.csv')), { bom: true, columns: true }) as Record<string, string>[]).map((r) => ({
  code: r.code!,
  mfn: r.mfn!,
  kr: r.kr_fta!,
  rcep: r.rcep_kr!,
  cut: (r.note ?? '').split(';').includes('odd'),
}));
type Row = (typeof rows)[number];

const PLAIN = /^\d+(?:\.\d+)?$/;

/** The MFN rate an importer pays: the provisional rate after ∆ where printed, else the MFN rate; undefined for a footnote. */
function appliedMfn(cell: string): number | undefined {
  const applied = cell.includes('∆') ? cell.split('∆')[1]! : cell;
  return PLAIN.test(applied) ? Number(applied) : undefined;
}

interface Expected {
  mfn: number;
  paid: number;
  precision: 'exact' | 'estimate';
}

function expected(row: Row, origin: string): Expected | undefined {
  const mfn = appliedMfn(row.mfn);
  if (mfn === undefined) return undefined;
  if (origin !== 'KR') return { mfn, paid: mfn, precision: 'estimate' };
  let paid = mfn;
  let lost = false;
  for (const cell of [row.kr, row.rcep]) {
    if (cell === '') lost ||= row.cut;
    else if (PLAIN.test(cell)) paid = Math.min(paid, Number(cell));
    else return undefined;
  }
  return { mfn, paid, precision: lost && paid !== 0 ? 'estimate' : 'exact' };
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

describe('China: the module against an independent reading of the raw tariff', () => {
  const SEED = 20260101;
  const picked = sample(rows, 1200, SEED);

  it(`agrees on the applied MFN rate, the rate paid and whether it is an estimate, for goods of four origins on 1,200 random lines (seed ${SEED})`, () => {
    let checked = 0;
    let agreed = 0;
    let cutChecked = 0;
    const disagreements: string[] = [];
    for (const row of picked) {
      for (const origin of ['KR', 'JP', 'DE', 'US']) {
        const want = expected(row, origin);
        if (!want) continue;
        checked += 1;
        if (origin === 'KR' && want.precision === 'estimate') cutChecked += 1;
        const answer = lookupTariffs({ hsCode: row.code, destination: 'CN', origin, asOf: '2026-06-08', lang: 'en' });
        const used = answer.rates.find((r) => r.used);
        const got = { mfn: pctOf(answer.rates[0]), paid: pctOf(used), precision: used?.precision };
        if (got.mfn === want.mfn && got.paid === want.paid && got.precision === want.precision) agreed += 1;
        else disagreements.push(`${row.code} ${origin}: module ${JSON.stringify(got)} vs tariff ${JSON.stringify(want)}`);
      }
    }
    console.log(`China outside check (seed ${SEED}): ${agreed} of ${checked} line-origin pairs agree (${cutChecked} of them goods of Korea on a cut line, answered as estimates)`);
    expect(disagreements).toEqual([]);
    // Most cells are plain, and cut lines are about one in eight: the check is not empty.
    expect(checked).toBeGreaterThan(4500);
    expect(cutChecked).toBeGreaterThan(50);
  });

  it('finds the issue\'s lines as it states them: 8542.31.11 0, 7208.51.10 MFN 6 with the FTA 1.2 and RCEP 3, 3304.99.00 MFN 1 with the FTA 5.2, 8703.23.49 MFN 15 alone', () => {
    const row = (code: string) => rows.find((r) => r.code === code)!;
    expect(expected(row('85423111'), 'KR')).toEqual({ mfn: 0, paid: 0, precision: 'exact' });
    expect([row('72085110').mfn, row('72085110').kr, row('72085110').rcep]).toEqual(['6', '1.2', '3']);
    expect(expected(row('72085110'), 'KR')).toEqual({ mfn: 6, paid: 1.2, precision: 'exact' });
    expect(expected(row('33049900'), 'KR')).toEqual({ mfn: 1, paid: 1, precision: 'exact' });
    expect(expected(row('87032349'), 'KR')).toEqual({ mfn: 15, paid: 15, precision: 'exact' });
  });
});
