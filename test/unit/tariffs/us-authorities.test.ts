import { describe, expect, it } from 'vitest';
import { authorities } from '../../../src/domain/tariffs/us/authorities.js';

// Made-up parameters in the shape of policy_params.yaml (authority_ranges) and policy_additions.yaml.

const params = { authority_ranges: { safeguard: [40], reciprocal_range: { start: '9903.01.43', end: '9903.01.75' } } };
const raw = (corrects: string) => ({
  authorities: {
    safeguard: { kind: 'other', legal_basis: 'A made-up safeguard law' },
    reciprocal: { kind: 'ieepa', legal_basis: 'A made-up emergency powers law' },
  },
  range_authorities: { reciprocal_range: 'reciprocal' },
  authority_corrections: [{ from: '9903.01.50', to: '9903.01.51', corrects, basis_not_stated: 'Not stated: a made-up correction.', source: 'a made-up line of the schedule' }],
  authority_additions: [{ from: '9903.99.01', to: '9903.99.02', authority: 'safeguard', source: 'a made-up heading' }],
});

describe("US chapter 99 authorities: a correction names the file's authority it corrects", () => {
  it('accepts a correction inside a range of headings (not only a two-digit group), compared by the authority it names', () => {
    const authorityOf = authorities(params, raw('reciprocal'));
    expect(authorityOf('99030150')).toMatchObject({ kind: 'other', legalBasis: 'Not stated: a made-up correction.' });
    expect(authorityOf('99030143')).toMatchObject({ kind: 'ieepa', source: 'policy_params.yaml, authority_ranges.reciprocal_range' });
    expect(authorityOf('99034001')).toMatchObject({ kind: 'other', legalBasis: 'A made-up safeguard law' });
    expect(authorityOf('99039901')).toMatchObject({ legalBasis: 'A made-up safeguard law', source: 'a made-up heading' });
  });

  it('refuses a correction that names another authority than the file gives its headings', () => {
    expect(() => authorities(params, raw('safeguard'))).toThrow(/authority_corrections 99030150-99030151 is not all in the range of safeguard/);
  });
});
