import { describe, expect, it } from 'vitest';
import { findHskLine, hskHeadingName, hskLinesOf, hskSubheadingName } from '../../../src/domain/reference/hsk.js';

describe('the Korean HSK nomenclature', () => {
  it('finds a line with its Korean name and parent path', () => {
    expect(findHskLine('0101291000')).toEqual({
      code: '0101291000',
      hs6: '010129',
      nameKo: '경주말',
      pathKo: ['살아 있는 말ㆍ당나귀ㆍ노새ㆍ버새', '말', '기타'],
      nameEn: 'Horses for racing',
    });
    expect(hskLinesOf('010121').map((l) => l.code)).toEqual(['0101211000', '0101219000']);
  });

  it('leaves out the national code without an HS 2022 subheading', () => {
    expect(findHskLine('2424000000')).toBeUndefined();
  });

  it('names headings and subheadings in Korean from the lines paths', () => {
    expect(hskHeadingName('0101')).toBe('살아 있는 말ㆍ당나귀ㆍ노새ㆍ버새');
    // Several lines: the levels they share below the heading.
    expect(hskSubheadingName('010121')).toBe('말 > 번식용');
    expect(hskSubheadingName('010619')).toBe('포유동물 > 기타');
    // One line: the line itself, under its parents.
    expect(hskSubheadingName('010130')).toBe('당나귀');
    expect(hskSubheadingName('010391')).toBe('기타 > 중량이 50킬로그램 미만인 것');
    // A heading without HS subdivisions: its one subheading bears the heading's name.
    expect(hskSubheadingName('040900')).toBe('천연꿀');
    expect(hskSubheadingName('999999')).toBeUndefined();
  });
});
