import { describe, expect, it } from 'vitest';
import { usRecordsWithProgram } from '../../../src/domain/tariffs/us/hts-file.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';

// HTS 2026 Revision 10 (data/tariffs/SOURCE.md, file 5): 7,147 records name KR in `special`; the
// goods records among them (chapters 01-97) must each answer their KORUS rate for Korean goods.

/** The rate of the "rate (symbols)" group that lists KR, read independently of the code under test. */
function korusRateOf(special: string): string | undefined {
  for (const m of special.matchAll(/([^()]*)\(([^)]*)\)/g)) {
    if (m[2]!.split(',').map((s) => s.trim()).includes('KR')) return m[1]!.trim();
  }
  return undefined;
}

describe('KORUS rates of HTS 2026 Revision 10', () => {
  it('answers the KORUS rate of every goods line that names KR in its special column', () => {
    const records = usRecordsWithProgram('KR');
    expect(records.length).toBeGreaterThan(7000);
    const wrong: string[] = [];
    for (const record of records) {
      const expected = korusRateOf(record.special);
      const result = lookupTariffs({ hsCode: record.code, destination: 'US', origin: 'KR', lang: 'en' });
      const line = result.rates.filter((r) => r.national_code !== null && record.code.startsWith(r.national_code.slice(0, record.code.length)));
      const korus = line.find((r) => r.type === 'preferential' && r.program?.symbol === 'KR');
      if (!expected || korus?.duty?.text !== expected) wrong.push(`${record.code}: expected ${expected}, got ${korus?.duty?.text}`);
    }
    expect(wrong).toEqual([]);
    // The truck lines of 8704 are the exception to "Free": 25 % under KORUS too.
    const truck = lookupTariffs({ hsCode: '87042101', destination: 'US', origin: 'KR', lang: 'en' });
    expect(truck.rates.map((r) => [r.type, r.duty?.text, r.program?.symbol ?? null])).toEqual([
      ['mfn', '25%', null],
      ['preferential', '25%', 'KR'],
    ]);
  });
});
