import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../../../bench/server-process.js';
import { DATA_DIR, DataCheckError, check, forEachCsvRow, lazy, parseCsv, uniqueBy } from '../../../src/domain/reference/csv.js';
import { loadAll } from '../../../src/domain/reference/load-all.js';

const run = promisify(execFile);

describe('data check helpers', () => {
  it('check throws a DataCheckError naming the problem', () => {
    expect(() => check(false, 'hs2022.csv has 12 rows')).toThrow(DataCheckError);
    expect(() => check(false, 'hs2022.csv has 12 rows')).toThrow('Reference data check failed: hs2022.csv has 12 rows');
    expect(() => check(true, 'fine')).not.toThrow();
  });

  it('uniqueBy rejects a duplicate key and indexes unique ones', () => {
    expect(() => uniqueBy([{ k: 'KR' }, { k: 'KR' }], (r) => r.k, 'countries')).toThrow('duplicate key KR in countries');
    expect(uniqueBy([{ k: 'KR' }, { k: 'US' }], (r) => r.k, 'countries').get('US')).toEqual({ k: 'US' });
  });

  it('parseCsv reads quoted cells, doubled quotes, CRLF and a byte-order mark, keeps every value a string, and skips empty lines', () => {
    const text = '\ufeffcode,name,rate\r\n"010130","Asses, live","say ""0"""\r\n\r\nNA,Namibia,05\r\n';
    expect(parseCsv(text, 'sample.csv')).toEqual([
      { code: '010130', name: 'Asses, live', rate: 'say "0"' },
      { code: 'NA', name: 'Namibia', rate: '05' },
    ]);
  });

  it('parseCsv fails the data check on a row of another length than the header, naming the file and line', () => {
    expect(() => parseCsv('a,b\n1,2\n3,4,5\n', 'sample.csv')).toThrow(DataCheckError);
    expect(() => parseCsv('a,b\n1,2\n3,4,5\n', 'sample.csv')).toThrow(/sample\.csv: Too many fields.*\(row 3\)/);
    expect(() => parseCsv('a,b\n1,"2\n', 'sample.csv')).toThrow(/sample\.csv: .*quote/i);
  });

  it('forEachCsvRow hands each row over in order, header included, and holds a row count when asked', () => {
    const rows: string[][] = [];
    forEachCsvRow('h1,h2\n"x,1",y\n\nz,w\n', 'rows.csv', (row) => rows.push(row));
    expect(rows).toEqual([['h1', 'h2'], ['x,1', 'y'], ['z', 'w']]);
    expect(() => forEachCsvRow('h1,h2\nx\n', 'rows.csv', () => {}, { cells: 2 })).toThrow('rows.csv: row 2 has 1 cells, expected 2');
    expect(() => forEachCsvRow('h1,h2\nx,y\n"z,w\n', 'rows.csv', () => {})).toThrow(/rows\.csv: .*quote.*\(row 3\)/i);
  });

  it('lazy loads once', () => {
    let calls = 0;
    const load = lazy(() => ++calls);
    expect([load(), load()]).toEqual([1, 1]);
  });
});

describe('the shipped data', () => {
  it('passes every loader check', () => {
    const sets = loadAll().map((s) => s.name);
    expect(sets).toEqual([
      'country-codes',
      'hs-nomenclature',
      'country-indicators',
      'vat-rates',
      'tariffs',
      'exchange-rates',
      'trade-agreements',
      'seaports',
      'wordnet',
      'sandbox',
    ]);
  });
});

describe('scripts/check-data.ts on a corrupted copy', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Copies data/ to a temp folder, lets `corrupt` edit one file, runs the check script on it: its
   * bundle in dist/ (built by the global set-up), not the source through tsx, which transforms each
   * module on every run (about 2.6 s of CPU a check against 1.1).
   */
  async function checkCorrupted(file: string, corrupt: (text: string) => string): Promise<{ code: number; stderr: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'data-check-'));
    copies.push(dir);
    cpSync(DATA_DIR, dir, { recursive: true });
    writeFileSync(join(dir, file), corrupt(readFileSync(join(dir, file), 'utf8')));
    try {
      await run(process.execPath, [builtEntry('check-data'), '--data-dir', dir]);
      return { code: 0, stderr: '' };
    } catch (error) {
      const e = error as { code: number; stderr: string };
      return { code: e.code, stderr: e.stderr };
    }
  }

  it('fails loudly on a sandbox company-name culture that is not defined', async () => {
    const culture = await checkCorrupted('sandbox/company-names.json', (t) => t.replace('"US": "english"', '"US": "american"'));
    expect(culture.code).toBe(1);
    expect(culture.stderr).toContain('sandbox/company-names.json: country US names an unknown culture');
  });

  it('fails loudly on a duplicate HS code', async () => {
    const result = await checkCorrupted('hs-nomenclature/hs2022.csv', (t) => `${t}VI,330499,"Duplicate row",3304,6\r\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('REFERENCE DATA CHECK FAILED');
    expect(result.stderr).toContain('duplicate key 330499 in hs2022.csv');
  });

  it('fails loudly on a Korean HSK line outside HS 2022 and on a duplicate line', async () => {
    const outside = await checkCorrupted('hs-nomenclature/hsk_2026_ko.csv', (t) => `${t}2425000000,242500,가짜,가짜 > 가짜,Fake\n`);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain('hs10 2425000000: 242500 is not an HS 2022 subheading');
    const duplicate = await checkCorrupted('hs-nomenclature/hsk_2026_ko.csv', (t) => `${t}0101300000,010130,당나귀,살아 있는 말ㆍ당나귀ㆍ노새ㆍ버새,Asses\n`);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('duplicate key 0101300000 in hsk_2026_ko.csv');
  });

  it('fails loudly when an HS 2022 subheading has no Korean HSK line', async () => {
    const result = await checkCorrupted('hs-nomenclature/hsk_2026_ko.csv', (t) => t.replace(/^0101300000,.*\n/m, ''));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('hsk_2026_ko.csv has no line for HS 2022 subheading 010130');
  });

  it('fails loudly on a malformed country code in the VAT rates', async () => {
    const result = await checkCorrupted('vat-rates/standard_vat_rates.csv', (t) => t.replace('\nDE,DEU,', '\nDEU,DEU,'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad iso2 "DEU" in standard_vat_rates.csv');
  });

  it('fails loudly on a truncated tariff file', async () => {
    const result = await checkCorrupted('tariffs/us_s122_exempt_hts8_2026.csv', (t) => t.split('\n').slice(0, 500).join('\n'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/us_s122_exempt_hts8_2026\.csv has 499 rows, expected 1,656/);
  });

  it('fails loudly on a Section 232 annex list naming an annex that does not exist', async () => {
    const result = await checkCorrupted('tariffs/us-section-232/s232_annex_products.csv', (t) => t.replace('76101000,1a,', '76101000,4,'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('s232_annex_products.csv: bad annex "4" at 76101000');
  });

  it('fails loudly on a US policy parameter no loader reads and no entry ignores, and on a deal rate the schedule does not print', async () => {
    const param = await checkCorrupted('tariffs/us-section-232/policy_params.yaml', (t) => `${t}\nnew_programme:\n  rate: 0.2\n`);
    expect(param.code).toBe(1);
    expect(param.stderr).toContain("policy_params.yaml: new_programme.rate is neither read nor listed in policy_additions.yaml's ignored_parameters");
    const deal = await checkCorrupted('tariffs/us-section-232/policy_additions.yaml', (t) => t.replace("at_or_above: '9903.94.60'\n      floor: '15'", "at_or_above: '9903.94.60'\n      floor: '12'"));
    expect(deal.code).toBe(1);
    expect(deal.stderr).toContain('heading 9903.94.61 reads "15%", not 12% in all');
  });

  it('fails loudly when a VAT correction no longer matches the list', async () => {
    const result = await checkCorrupted('vat-rates/standard_vat_rates.csv', (t) => t.replace('BH,BHR,Bahrain,vat,5,', 'BH,BHR,Bahrain,vat,10,'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('BH: correction replaces 5 % but the list now says 10 %');
  });

  it('passes on an untouched copy', async () => {
    const result = await checkCorrupted('seaports/SOURCE.md', (t) => t);
    expect(result.code).toBe(0);
  });
});
