import { describe, expect, it } from 'vitest';
import { amountInWords, englishNumberWords, koreanNumberWords } from '../../../src/domain/documents/amount-in-words.js';

describe('englishNumberWords', () => {
  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['13', 'thirteen'],
    ['21', 'twenty-one'],
    ['100', 'one hundred'],
    ['105', 'one hundred five'],
    ['1250', 'one thousand two hundred fifty'],
    ['1000000', 'one million'],
    ['1001001', 'one million one thousand one'],
    ['12345678901', 'twelve billion three hundred forty-five million six hundred seventy-eight thousand nine hundred one'],
    ['000042', 'forty-two'],
  ])('%s is "%s"', (digits, words) => {
    expect(englishNumberWords(digits)).toBe(words);
  });
});

describe('koreanNumberWords (formal: every digit written, 일 included)', () => {
  it.each([
    ['0', '영'],
    ['1', '일'],
    ['10', '일십'],
    ['1250', '일천이백오십'],
    ['10000', '일만'],
    ['100010', '일십만일십'],
    ['1250000', '일백이십오만'],
    ['65087', '육만오천팔십칠'],
    ['100000000', '일억'],
    ['230000005000', '이천삼백억오천'],
    ['1000000000000', '일조'],
  ])('%s is %s', (digits, words) => {
    expect(koreanNumberWords(digits)).toBe(words);
  });

  it('refuses what is not a whole number or has more than 24 digits', () => {
    expect(() => koreanNumberWords('12.5')).toThrow(RangeError);
    expect(() => englishNumberWords('1'.repeat(25))).toThrow(RangeError);
    expect(englishNumberWords('9'.repeat(24))).toMatch(/^nine hundred ninety-nine sextillion/);
  });
});

describe('amountInWords', () => {
  it('writes dollars cheque style, the cents as a fraction of 100', () => {
    expect(amountInWords('1250.00', 'USD', 'en')).toBe('US dollars one thousand two hundred fifty and 00/100');
    expect(amountInWords('65087.5', 'USD', 'en')).toBe('US dollars sixty-five thousand eighty-seven and 50/100');
    expect(amountInWords('0.99', 'EUR', 'en')).toBe('euros zero and 99/100');
  });

  it('rounds half-up to the minor units first', () => {
    expect(amountInWords('10.005', 'USD', 'en')).toBe('US dollars ten and 01/100');
    expect(amountInWords('1999.5', 'KRW', 'ko')).toBe('금 이천원정');
  });

  it('writes no fraction for currencies without minor units, and thousandths for three-decimal ones', () => {
    expect(amountInWords('1250000', 'KRW', 'en')).toBe('South Korean won one million two hundred fifty thousand');
    expect(amountInWords('3500', 'JPY', 'en')).toBe('Japanese yen three thousand five hundred');
    expect(amountInWords('12.5', 'KWD', 'en')).toBe('Kuwaiti dinars twelve and 500/1000');
  });

  it('writes won as 금 ... 원정 and other currencies with their Korean name', () => {
    expect(amountInWords('1250000', 'KRW', 'ko')).toBe('금 일백이십오만원정');
    expect(amountInWords('1250.00', 'USD', 'ko')).toBe('금 미국 달러 일천이백오십 및 00/100 정');
    expect(amountInWords('3500', 'JPY', 'ko')).toBe('금 일본 엔화 삼천오백 정');
  });

  it('refuses negative amounts and unknown currencies', () => {
    expect(() => amountInWords('-1.00', 'USD', 'en')).toThrow(RangeError);
    expect(() => amountInWords('1.00', 'XYZ', 'en')).toThrow(/Unknown currency/);
  });
});
