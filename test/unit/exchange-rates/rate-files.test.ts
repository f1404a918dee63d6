import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRateFile } from '../../../src/domain/exchange-rates/rate-files.js';
import { projectPath } from '../../../src/paths.js';

// The formats npm run import:rates reads, on the hand-written fixtures (test/fixtures/exchange-rates:
// the ECB's layouts, made-up rates) and on the project's own series.
const fixture = (name: string) => readFileSync(projectPath('test', 'fixtures', 'exchange-rates', name), 'utf8');
const TODAY = '2026-11-28';

describe('parseRateFile', () => {
  it("reads the ECB's daily CSV: long date, spaces after commas, a trailing comma; units per EUR", async () => {
    const { format, days, errors } = await parseRateFile(fixture('ecb-eurofxref-fixture.csv'), TODAY);
    expect(errors).toEqual([]);
    expect(format).toBe('ecb_csv');
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ date: '2026-11-20', base: 'EUR', source: 'ecb' });
    expect(Object.keys(days[0]!.rates)).toHaveLength(29);
    // As the file gives them, trailing zeros dropped ("0.8880" -> "0.888").
    expect(days[0]!.rates).toMatchObject({ USD: '1.1918', GBP: '0.888', KRW: '1775.68' });
  });

  it("reads the ECB's history CSV, newest first with N/A and legacy columns, into days oldest first", async () => {
    const { format, days, errors } = await parseRateFile(fixture('ecb-eurofxref-hist-fixture.csv'), TODAY);
    expect(errors).toEqual([]);
    expect(format).toBe('ecb_csv');
    expect(days.map((d) => d.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(days[2]!.rates.CYP).toBeUndefined();
    expect(days[2]!.rates).toEqual((await parseRateFile(fixture('ecb-eurofxref-fixture.csv'), TODAY)).days[0]!.rates);
  });

  it("reads the ECB's daily and history XML", async () => {
    const daily = await parseRateFile(fixture('ecb-eurofxref-daily-fixture.xml'), TODAY);
    expect(daily.errors).toEqual([]);
    expect(daily.format).toBe('ecb_xml');
    expect(daily.days).toHaveLength(1);
    expect(daily.days[0]).toMatchObject({ date: '2026-11-23', base: 'EUR', source: 'ecb', rates: { USD: '1.1976' } });
    const hist = await parseRateFile(fixture('ecb-eurofxref-hist-fixture.xml'), TODAY);
    expect(hist.days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-23']);
    expect(hist.days[0]!.rates).toEqual((await parseRateFile(fixture('ecb-eurofxref-fixture.csv'), TODAY)).days[0]!.rates);
  });

  it("reads the project's derived USD series whole: units per USD", async () => {
    const { format, days, errors } = await parseRateFile(readFileSync(projectPath('data', 'exchange-rates', 'usd_daily_rates_ecb_derived.csv'), 'utf8'), TODAY);
    expect(errors).toEqual([]);
    expect(format).toBe('derived_csv');
    expect(days).toHaveLength(4167);
    expect(days.at(-1)).toMatchObject({ date: '2026-04-13', base: 'USD', source: 'ecb_usd_derived', rates: { EUR: '0.855871', KRW: '1489.95' } });
  });

  it('refuses a malformed file with every problem and its line, and no days', async () => {
    const csv = ['Date,USD,JPY,usd,', '2026-02-30,1.1,abc,1,', '2026-11-20,,150,1,', '2026-11-20,1.2', '2026-11-20,1.3,150,1,', '2026-12-24,1.2,150,1,', '1998-12-31,1.2,150,1,'].join('\n');
    const { days, errors } = await parseRateFile(csv, TODAY);
    expect(days).toEqual([]);
    expect(errors).toEqual([
      { line: 1, issue: '"usd" is not a currency code (three capital letters)' },
      { line: 2, issue: '"2026-02-30" is not a date (YYYY-MM-DD, or "13 April 2026" in the ECB\'s daily CSV)' },
      { line: 2, issue: 'JPY rate "abc" is not a positive decimal' },
      { line: 3, issue: '2026-11-20 has no USD rate; every day must quote USD' },
      { line: 4, issue: '2 columns where the header has 4' },
      { line: 5, issue: '2026-11-20 is given twice (also on line 3)' },
      { line: 6, issue: '2026-12-24 is in the future (today is 2026-11-28)' },
      { line: 7, issue: '1998-12-31 is before 1999-01-04, the first ECB reference rates' },
    ]);
  });

  it('refuses what is neither layout: a header without Date, with both or neither of USD and EUR, broken XML, an empty file', async () => {
    expect((await parseRateFile('Day,USD\n2026-11-20,1.2\n', TODAY)).errors[0]).toMatchObject({ line: 1, issue: expect.stringContaining('first column must be Date') });
    expect((await parseRateFile('Date,USD,EUR\n2026-11-20,1.2,1\n', TODAY)).errors[0]).toMatchObject({ line: 1, issue: expect.stringContaining('USD (an ECB file') });
    expect((await parseRateFile('Date,JPY\n2026-11-20,150\n', TODAY)).errors[0]).toMatchObject({ line: 1 });
    expect((await parseRateFile("<Envelope><Cube><Cube time='2026-11-20'></Cube>\n", TODAY)).errors).toContainEqual({ line: 2, issue: expect.stringContaining('not well-formed XML') });
    expect((await parseRateFile('<html><body>Not found</body></html>', TODAY)).errors[0]).toMatchObject({ line: 0, issue: expect.stringContaining('gesmes:Envelope') });
    expect((await parseRateFile('', TODAY)).errors).toEqual([{ line: 0, issue: 'the file is empty' }]);
    expect((await parseRateFile('Date,USD,\n', TODAY)).errors).toEqual([{ line: 0, issue: 'the file holds no day of rates' }]);
  });

  it('names the line of the day in an XML file', async () => {
    const xml = fixture('ecb-eurofxref-hist-fixture.xml').replace("rate='1.1918'", "rate='-1'");
    const { errors } = await parseRateFile(xml, TODAY);
    // The second day of the file (2026-11-20) starts after the first day's 29 rates.
    expect(errors).toEqual([
      { line: 39, issue: 'USD rate "-1" is not a positive decimal' },
      { line: 39, issue: '2026-11-20 has no USD rate; every day must quote USD' },
    ]);
  });
});
