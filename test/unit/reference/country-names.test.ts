// The country a value that is not an alpha-2 code stands for (the hint of a refused country field).
import { describe, expect, it } from 'vitest';
import { countryMeantBy } from '../../../src/domain/reference/country-names.js';

const meant = (value: string) => countryMeantBy(value)?.iso2;

describe('countryMeantBy', () => {
  it('reads English names as people type them: any case, accents, punctuation, a leading "the"', () => {
    expect(meant('Germany')).toBe('DE');
    expect(meant('  GERMANY ')).toBe('DE');
    expect(meant('the Netherlands')).toBe('NL');
    expect(meant("Cote d'Ivoire")).toBe('CI');
    expect(meant('Republic of Korea')).toBe('KR');
    expect(meant('United States of America')).toBe('US');
    expect(meant('Viet Nam')).toBe('VN');
  });

  it('reads Korean names and the other codes, Kosovo included', () => {
    expect(meant('독일')).toBe('DE');
    expect(meant('대한민국')).toBe('KR');
    expect(meant('deu')).toBe('DE');
    expect(meant('XKX')).toBe('XK');
    expect(meant('uk')).toBe('GB');
  });

  it('guesses nothing when no one country fits', () => {
    expect(meant('Korea')).toBeUndefined();
    expect(meant('Germanyy')).toBeUndefined();
    expect(meant('')).toBeUndefined();
    expect(meant('Germany'.repeat(20))).toBeUndefined();
  });
});
