import { describe, expect, it } from 'vitest';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';

// HTS 2026 Revision 10: 9903.03.01 "The duty provided in the applicable subheading + 10%" (Section 122,
// any country, 2026-02-24 to 2026-07-23 by statute); 3307.20.00 points to 9903.88.03 (+25 %, products
// of China, Section 301); 8542.31.00 is on the Section 122 exemption list and points to 9903.91.05 (+50 %, China, from 2025-01-01).

const us = (hsCode: string, origin: string, asOf: string) => lookupTariffs({ hsCode, destination: 'US', origin, asOf, lang: 'en' });
const brief = (r: ReturnType<typeof us>) => r.measures.map((m) => [m.heading, m.additional_pct, m.applied, m.requires_review]);

describe('US chapter 99 measures by origin and date', () => {
  it('adds Section 122 for Korean deodorants in its 150 days, and leaves it out after them with a warning', () => {
    const june = us('33072000', 'KR', '2026-06-08');
    expect(brief(june)).toEqual([['9903.03.01', '10', true, false]]);
    expect(june.measures[0]).toMatchObject({ legal_basis: 'Section 122, Trade Act of 1974', valid_from: '2026-02-24', valid_until: '2026-07-23' });
    const august = us('33072000', 'KR', '2026-08-01');
    expect(brief(august)).toEqual([['9903.03.01', '10', false, false]]);
    expect(august.warnings[0]).toMatchObject({ measure: 'Section 122 (9903.03.01)', date: '2026-07-23' });
  });

  it('adds Section 301 only for goods of China, and honours the exemption list and effective dates', () => {
    expect(brief(us('33072000', 'CN', '2026-06-08'))).toEqual([
      ['9903.03.01', '10', true, false],
      ['9903.88.03', '25', true, false],
    ]);
    const chips = us('85423100', 'CN', '2026-06-08');
    expect(brief(chips)).toEqual([
      ['9903.03.01', '10', false, false],
      ['9903.91.05', '50', true, false],
    ]);
    expect(chips.measures[1]?.valid_from).toBe('2025-01-01');
    expect(brief(us('85423100', 'KR', '2026-06-08'))).toEqual([['9903.03.01', '10', false, false]]);
  });

  it('lists a heading whose text names no origin for review, out of the sum', () => {
    // 6403.99.90 (leather footwear) points to 9903.41.10: "40%", no origin in its text.
    const shoes = us('64039990', 'KR', '2026-06-08');
    const review = shoes.measures.filter((m) => m.requires_review);
    expect(review.length).toBeGreaterThan(0);
    expect(review.every((m) => !m.applied && m.reason?.includes('review'))).toBe(true);
  });

  it('sums Section 232 on Korean cars (9903.94.61, 15 % in all) and leaves Section 122 out of it (9903.03.06)', () => {
    const cars = us('87032301', 'KR', '2026-06-08');
    expect(brief(cars)).toEqual([
      ['9903.03.01', '10', false, false],
      ['9903.94.61', '15', true, false],
    ]);
    expect(cars.measures[1]).toMatchObject({ rate_text: '15%', legal_basis: 'Section 232, Trade Expansion Act of 1962', kind: 'section_232' });
    expect(cars.notes.join(' ')).toContain('Section 232');
    expect(brief(us('87032301', 'JP', '2026-06-08'))[1]).toEqual(['9903.94.41', '12.5', true, false]);
  });

  it('sums Section 122 for goods of Canada and Mexico without the USMCA claim, which is listed (9903.03.07-.08)', () => {
    const mexico = us('33072000', 'MX', '2026-06-08');
    expect(brief(mexico)).toEqual([['9903.03.01', '10', true, false]]);
    expect(mexico.measures[0]?.claims).toEqual([expect.objectContaining({ claim: 'usmca_qualifying', heading: '9903.03.08', additional_pct: '0' })]);
  });
});
