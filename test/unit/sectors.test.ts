import { describe, expect, it } from 'vitest';
import { findHs } from '../../src/domain/reference/hs.js';
import { SECTORS, findSector, sectorHeadings, sectorLabel, sectorsForHs } from '../../src/domain/sectors.js';

const HANGUL = /[\uac00-\ud7a3]/;
const codesOf = (hs: string) => sectorsForHs(hs).map((s) => s.code).sort();

describe('SECTORS', () => {
  it('has about 30 sectors with unique snake_case codes', () => {
    expect(SECTORS.length).toBeGreaterThanOrEqual(28);
    expect(SECTORS.length).toBeLessThanOrEqual(34);
    const codes = SECTORS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('labels every sector in English and Korean, no label shared by two sectors', () => {
    const owner = new Map<string, string>();
    for (const { labels, code } of SECTORS) {
      expect(labels.en.trim(), code).not.toBe('');
      expect(labels.ko, code).toMatch(HANGUL);
      for (const key of [code, labels.en.toLowerCase(), labels.ko]) {
        expect(owner.get(key) ?? code, `"${key}" names two sectors`).toBe(code);
        owner.set(key, code);
      }
    }
  });

  it('ties every sector to existing HS 2022 chapters and headings', () => {
    for (const sector of SECTORS) {
      expect(sector.hsChapters.length, sector.code).toBeGreaterThan(0);
      for (const chapter of sector.hsChapters) expect(findHs(chapter)?.level, `${sector.code} ${chapter}`).toBe(2);
      for (const heading of sector.hsHeadings ?? []) {
        expect(findHs(heading)?.level, `${sector.code} ${heading}`).toBe(4);
        expect(sector.hsChapters).toContain(heading.slice(0, 2));
      }
    }
  });

  it('lists each sector\'s headings: real, sorted, and only the narrowed ones where narrowed', () => {
    for (const sector of SECTORS) {
      const headings = sectorHeadings(sector.code);
      expect(headings.length, sector.code).toBeGreaterThan(0);
      expect([...headings].sort()).toEqual(headings);
      for (const h of headings) expect(findHs(h)?.level).toBe(4);
    }
    expect(sectorHeadings('semiconductors')).toEqual(['8486', '8541', '8542']);
    expect(sectorHeadings('cosmetics')).toContain('3304');
    expect(sectorHeadings('cosmetics')).toContain('3401');
    // auto_parts narrows chapter 87 to 8708, and 40 to tyres
    expect(sectorHeadings('auto_parts')).not.toContain('8703');
    expect(sectorHeadings('auto_parts')).toContain('4011');
    expect(() => sectorHeadings('nope')).toThrow(/unknown sector/);
  });
});

describe('findSector', () => {
  it('finds by code, English label and Korean label', () => {
    expect(findSector('cosmetics')?.code).toBe('cosmetics');
    expect(findSector('Auto parts')?.code).toBe('auto_parts');
    expect(findSector('화장품')?.code).toBe('cosmetics');
    expect(findSector('반도체')?.code).toBe('semiconductors');
    expect(findSector('자동차 부품')?.code).toBe('auto_parts');
  });

  it('ignores case, surrounding and repeated spaces, and Unicode normalisation form', () => {
    expect(findSector('  COSMETICS ')?.code).toBe('cosmetics');
    expect(findSector('sEmIcOnDuCtOrS')?.code).toBe('semiconductors');
    expect(findSector('auto   PARTS')?.code).toBe('auto_parts');
    expect(findSector('AUTO_PARTS')?.code).toBe('auto_parts');
    expect(findSector(' 화장품\t')?.code).toBe('cosmetics');
    expect(findSector('화장품'.normalize('NFD'))?.code).toBe('cosmetics');
  });

  it('returns undefined for anything else', () => {
    expect(findSector('')).toBeUndefined();
    expect(findSector('spaceships')).toBeUndefined();
    expect(findSector('cosmetic')).toBeUndefined();
  });
});

describe('sectorLabel', () => {
  it('gives the label in the language asked', () => {
    expect(sectorLabel('cosmetics', 'en')).toBe('Cosmetics');
    expect(sectorLabel('cosmetics', 'ko')).toBe('화장품');
    expect(sectorLabel('semiconductors', 'ko')).toBe('반도체');
  });

  it('throws on an unknown code', () => {
    expect(() => sectorLabel('nope', 'en')).toThrow(/unknown sector/);
  });
});

describe('sectorsForHs', () => {
  it('maps headings and subheadings to the sectors covering them', () => {
    expect(codesOf('3304')).toEqual(['cosmetics']);
    expect(codesOf('330499')).toEqual(['cosmetics']);
    expect(codesOf('8542')).toEqual(['electronics', 'semiconductors']);
    expect(codesOf('8542.31')).toEqual(['electronics', 'semiconductors']);
    expect(codesOf('8507')).toEqual(['batteries', 'electronics']);
    expect(codesOf('8708')).toEqual(['auto_parts']);
    expect(codesOf('8703')).toEqual(['vehicles']);
    expect(codesOf('4011')).toEqual(['auto_parts', 'plastics_rubber']);
    expect(codesOf('1604')).toEqual(['seafood']);
    expect(codesOf('1601')).toEqual(['livestock_products']);
  });

  it('maps a chapter to every sector covering any part of it', () => {
    expect(codesOf('85')).toEqual(['auto_parts', 'batteries', 'electronics', 'semiconductors']);
    expect(codesOf('33')).toEqual(['cosmetics']);
  });

  it('returns nothing for codes no sector covers or that are not HS codes', () => {
    expect(codesOf('93')).toEqual([]);
    expect(codesOf('8601')).toEqual([]);
    expect(codesOf('abc')).toEqual([]);
    expect(codesOf('854')).toEqual([]);
    expect(codesOf('')).toEqual([]);
  });
});
