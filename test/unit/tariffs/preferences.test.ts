import { describe, expect, it } from 'vitest';
import { findCountry } from '../../../src/domain/reference/countries.js';
import { applicableDuty } from '../../../src/domain/tariffs/applicable.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';

// Every agreement open to the origin, compared on each line (preferences.ts): rate, proof of origin,
// saving against the MFN rate worked out by hand from the rates the tests name, and the one a price uses.

const compared = (hsCode: string, destination: string, origin: string, asOf: string) =>
  lookupTariffs({ hsCode, destination, origin, asOf, lang: 'en' }).preferences.map((p) => [p.national_code, p.program.symbol, p.duty?.text ?? null, p.saving_pct, p.status, p.used]);

describe('preferences: every agreement open to the origin, compared', () => {
  it('US deodorants 3307.20.00 for goods of Korea: KORUS Free against MFN 4.9 %, 4.9 points saved, used', () => {
    expect(compared('33072000', 'US', 'KR', '2026-06-08')).toEqual([['33072000', 'KR', 'Free', '4.9', 'used', true]]);
  });

  it("Japan's overcoats 6101.20-000 for goods of Korea: RCEP 6.8 % against 10.9 %, 4.1 points, with RCEP's proofs of origin", () => {
    const [rcep] = lookupTariffs({ hsCode: '610120000', destination: 'JP', origin: 'KR', asOf: '2026-08-01', lang: 'en' }).preferences;
    expect(rcep).toMatchObject({ program: { symbol: 'RCEP' }, saving_pct: '4.1', status: 'used', used: true, proof_of_origin: { legal_basis: expect.stringContaining('Article 3.16') } });
  });

  it('goods of Viet Nam into Japan: each of its agreements on the line, the lowest used and the others saying why not', () => {
    const rows = lookupTariffs({ hsCode: '610120000', destination: 'JP', origin: 'VN', asOf: '2026-08-01', lang: 'en' }).preferences;
    expect(rows.filter((p) => p.used)).toHaveLength(1);
    expect(rows.length).toBeGreaterThan(2);
    for (const p of rows.filter((r) => !r.used)) expect(['not_lowest', 'not_below_mfn', 'not_computed', 'no_rate']).toContain(p.status);
  });

  it('is empty without an origin, and for an origin without agreements there', () => {
    expect(lookupTariffs({ hsCode: '33072000', destination: 'US', asOf: '2026-06-08', lang: 'en' }).preferences).toEqual([]);
    expect(compared('33072000', 'US', 'CN', '2026-06-08')).toEqual([]);
  });

  it('the duty of a price names the same comparison, and says so when preferences are not applied', () => {
    const base = { hsCode: '33072000', destination: findCountry('US')!, origin: findCountry('KR')!, asOf: '2026-06-08' };
    expect(applicableDuty({ ...base, applyPreferences: true }).preferences).toMatchObject([{ status: 'used', used: true }]);
    expect(applicableDuty({ ...base, applyPreferences: false }).preferences).toMatchObject([{ status: 'not_applied', used: false, saving_pct: '4.9' }]);
  });
});
