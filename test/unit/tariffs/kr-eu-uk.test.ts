import { describe, expect, it } from 'vitest';
import { findCountry } from '../../../src/domain/reference/countries.js';
import { euUkLineRates } from '../../../src/domain/tariffs/eu-uk/rates.js';
import { euSchedule, ukSchedule } from '../../../src/domain/tariffs/eu-uk/schedule.js';
import { euCetLines, ukGlobalTariffLines } from '../../../src/domain/tariffs/eu-uk/tariff-file.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';

// The EU-Korea FTA schedule as the UK carried it over (data/trade-agreements/SOURCE.md): for goods of
// Korean origin, on every dutiable EU and UK line the rate used is below the MFN rate, except rice,
// which the agreement excludes.

const KR = findCountry('KR')!;

describe('Korean goods into the EU and the UK: the whole table', () => {
  for (const [schedule, index] of [[euSchedule, euCetLines], [ukSchedule, ukGlobalTariffLines]] as const) {
    it(`${schedule.id}: the rate used is below MFN on every dutiable line, MFN only for the rice the agreement excludes`, () => {
      const lines = index().all();
      const problems: string[] = [];
      let preferential = 0;
      const excluded: string[] = [];
      for (const line of lines) {
        const { records, used } = euUkLineRates(line, schedule, KR, '2026-06-08', true);
        expect(records.filter((r) => r.used)).toEqual([used]);
        const mfn = records.find((r) => r.type === 'mfn')!;
        if (mfn.duty?.kind === 'free') continue;
        if (used.type === 'mfn') {
          excluded.push(line.code);
          if (!(line.code.startsWith('1006') || /\brice\b/i.test(line.description))) problems.push(`${line.code}: MFN used (${used.use_reason})`);
          continue;
        }
        preferential++;
        const ok =
          used.type === 'preferential' && used.precision === 'estimate' && used.program?.symbol === 'KR' && used.condition?.includes('approved exporter') &&
          // 0 %, or the entry-price form (alone, or by variety or 10-digit line): the ad valorem part is 0 and the MFN's specific part stays.
          (used.duty?.kind === 'free' || (used.duty?.ad_valorem_pct === '0' && /Entry Price - 0\.00% \+ Specific 100%/.test(used.duty.text)));
        if (!ok) problems.push(`${line.code}: ${JSON.stringify(used.duty)}`);
      }
      expect(problems).toEqual([]);
      expect(excluded.filter((c) => c.startsWith('1006'))).toHaveLength(30);
      expect(preferential).toBeGreaterThan(7000);
    });
  }

  it('gives entry-price lines their text and end date, and 0 % once the date has passed', () => {
    const before = lookupTariffs({ hsCode: '08052190', destination: 'DE', origin: 'KR', asOf: '2026-06-08', lang: 'en' });
    const pref = before.rates.find((r) => r.type === 'preferential')!;
    expect(pref).toMatchObject({ valid_until: '2026-06-30', used: true, duty: { text: 'Entry Price - 0.00% + Specific 100%', computable: false } });
    expect(pref.note).toContain('from 2026-07-01: 0.00%');
    const after = lookupTariffs({ hsCode: '08052190', destination: 'DE', origin: 'KR', asOf: '2026-08-01', lang: 'en' });
    expect(after.rates.find((r) => r.type === 'preferential')).toMatchObject({ valid_until: null, duty: { kind: 'free', text: '0.00%' } });
  });

  it('reads the Fuji apple line and a line whose 10-digit lines differ', () => {
    const apples = lookupTariffs({ hsCode: '08081080', destination: 'GB', origin: 'KR', asOf: '2026-06-08', lang: 'en' });
    expect(apples.rates.find((r) => r.used)).toMatchObject({ type: 'preferential', valid_until: '2031-06-30', duty: { ad_valorem_pct: '0', computable: false } });
    const later = lookupTariffs({ hsCode: '08081080', destination: 'GB', origin: 'KR', asOf: '2031-07-01', lang: 'en' });
    expect(later.rates.find((r) => r.used)).toMatchObject({ type: 'preferential', duty: { kind: 'free' } });
    const oranges = lookupTariffs({ hsCode: '08052200', destination: 'DE', origin: 'KR', asOf: '2026-08-01', lang: 'en' });
    const used = oranges.rates.find((r) => r.used)!;
    expect(used.duty?.text).toBe('0805220011: Entry Price - 0.00% + Specific 100%; 0805220019: Entry Price - 0.00% + Specific 100%; 0805220020: 0.00%; 0805220090: 0.00%');
    expect(used.note).toContain('give the 10-digit code');
  });

  it('keeps MFN for rice, and for other origins says the agreement has no schedule in the data', () => {
    const rice = lookupTariffs({ hsCode: '10064000', destination: 'GB', origin: 'KR', lang: 'en' });
    expect(rice.rates).toEqual([expect.objectContaining({ type: 'mfn', used: true, use_reason: expect.stringContaining('excluded') })]);
    const japan = lookupTariffs({ hsCode: '330720', destination: 'DE', origin: 'JP', lang: 'en' });
    expect(japan.rates.map((r) => [r.type, r.used])).toEqual([['mfn', true]]);
    expect(japan.notes.join(' ')).toContain('An agreement exists between JP and DE, but the data has no preferential schedule');
  });
});
