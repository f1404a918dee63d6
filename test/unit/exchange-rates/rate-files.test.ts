import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importRateFile } from '../../../src/domain/exchange-rates/import.js';
import { parseRateFile, RATE_FILE_LIMITS, readRateFile } from '../../../src/domain/exchange-rates/rate-files.js';
import type { RatesDay } from '../../../src/domain/exchange-rates/types.js';
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

  it('reads a file fed in chunks cut anywhere (inside a tag, a number, a multi-byte character) as it reads it whole', async () => {
    const xml = fixture('ecb-eurofxref-hist-fixture.xml').replace('Reference rates', 'Référence rates');
    const bytes = Buffer.from(xml);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    expect(await readRateFile(chunks, TODAY)).toEqual(await parseRateFile(xml, TODAY));
  });
});

describe('bounded reading', () => {
  const day = (date: string, rates: string) => `<Cube time='${date}'>${rates}</Cube>`;
  const envelope = (days: string) => `<?xml version="1.0"?>\n<gesmes:Envelope xmlns:gesmes="x"><Cube>${days}</Cube></gesmes:Envelope>\n`;

  it('refuses a DOCTYPE, where entities are declared, in one line, before any entity is read', async () => {
    const billionLaughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>\n<gesmes:Envelope><Cube>${day('2026-11-20', "<Cube currency='USD' rate='&lol2;'/>")}</Cube></gesmes:Envelope>`;
    expect(await parseRateFile(billionLaughs, TODAY)).toMatchObject({ days: [], errors: [{ line: 2, issue: expect.stringContaining('a DOCTYPE is not accepted') }] });
    const external = `<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><gesmes:Envelope>&x;</gesmes:Envelope>`;
    expect((await parseRateFile(external, TODAY)).errors).toEqual([{ line: 2, issue: expect.stringContaining('a DOCTYPE is not accepted') }]);
    // An entity never declared is not expanded either: the parser refuses it.
    expect((await parseRateFile(envelope(day('2026-11-20', "<Cube currency='USD' rate='&x;'/>")), TODAY)).errors[0]).toMatchObject({ issue: expect.stringContaining('not well-formed XML') });
  });

  it('refuses elements nested past the limit as soon as they are met', async () => {
    const deep = `<gesmes:Envelope>${'<a>'.repeat(100_000)}`;
    expect(await parseRateFile(deep, TODAY)).toMatchObject({ errors: [{ line: 1, issue: 'elements nested more than 8 deep' }] });
  });

  it('stops at the first limit passed, naming it: bytes, days, currencies of a day, rates', async () => {
    const limits = { ...RATE_FILE_LIMITS, maxBytes: 2000, maxDays: 3, maxCurrencies: 4, maxRates: 5 };
    const big = envelope(day('2026-11-20', "<Cube currency='USD' rate='1.19'/>".repeat(80)));
    expect((await parseRateFile(big, TODAY, limits)).errors).toEqual([{ line: 0, issue: 'the file is larger than 0.0019073486328125 MiB, the most an import takes' }]);
    const csv = (rows: number, columns: number) => [['Date', 'USD', 'JPY', 'GBP', 'CHF', 'SEK'].slice(0, columns + 1).join(','), ...Array.from({ length: rows }, (_, i) => `2026-11-${10 + i},${['1.19', '180', '0.88', '0.93', '11'].slice(0, columns).join(',')}`)].join('\n');
    expect((await parseRateFile(csv(4, 1), TODAY, limits)).errors).toEqual([{ line: 5, issue: 'the file holds more than 3 days; at most 3 are taken at once' }]);
    expect((await parseRateFile(csv(1, 5), TODAY, limits)).errors).toEqual([{ line: 1, issue: '5 currencies; at most 4' }]);
    expect((await parseRateFile(csv(3, 2), TODAY, limits)).errors).toEqual([{ line: 4, issue: 'the file holds more than 5 rates; at most 5 are taken at once' }]);
    const wide = envelope(day('2026-11-20', ['USD', 'JPY', 'GBP', 'CHF', 'SEK'].map((c) => `<Cube currency='${c}' rate='2'/>`).join('')));
    expect((await parseRateFile(wide, TODAY, limits)).errors).toEqual([{ line: 2, issue: 'more than 4 currencies in one day; at most 4' }]);
  });

  it('refuses rates outside the plausible bounds per EUR, and moves of more than ×2 from the previous quote, naming the currency and both figures', async () => {
    const csv = ['Date,USD,JPY,KRW', '2026-11-19,1.19,180,1700', '2026-11-20,1.2,0.000000000000001,999999999999999', '2026-11-23,1.21,185,5200'].join('\n');
    expect((await parseRateFile(csv, TODAY)).errors).toEqual([
      { line: 3, issue: 'JPY at 1.00000e-15 per EUR on 2026-11-20 is outside the plausible 0.001 to 10,000,000 per EUR' },
      { line: 3, issue: 'KRW at 1.00000e+15 per EUR on 2026-11-20 is outside the plausible 0.001 to 10,000,000 per EUR' },
      { line: 4, issue: 'KRW moves from 1700 per EUR on 2026-11-19 to 5200 per EUR on 2026-11-23, more than ×2.01 in 4 day(s); refused as implausible' },
    ]);
    // The derived series (per USD) is compared per EUR too; a year between two quotes allows ×4.
    const derived = ['date,EUR,JPY', '2024-11-20,0.95,150', '2025-11-20,0.86,500'].join('\n');
    expect((await parseRateFile(derived, TODAY)).errors).toEqual([]);
  });
});

describe('an import against the stored days around the file', () => {
  const stored: RatesDay = { date: '2026-04-13', base: 'USD', rates: { EUR: '0.855871', JPY: '159.834' }, source: 'ecb_usd_derived' };
  const store = (saved: RatesDay[][]) => ({
    around: async () => ({ before: stored, after: undefined }),
    save: async (days: readonly RatesDay[]) => {
      saved.push([...days]);
      return { added: days.length, replaced: 0, unchanged: 0, newest: days.at(-1)!.date };
    },
  });

  it("refuses a first day that moved too far from the stored day before it, storing nothing; takes a plausible one", async () => {
    const saved: RatesDay[][] = [];
    const far = await parseRateFile('Date,USD,JPY\n2026-11-20,1.19,18.7\n', TODAY);
    expect(await importRateFile(store(saved), far, 'far.csv', 'import')).toEqual({
      ok: false,
      errors: [{ line: 0, issue: 'JPY moves from 186.75 per EUR on 2026-04-13 (stored) to 18.7 per EUR on 2026-11-20, more than ×3.04 in 221 day(s); refused as implausible' }],
    });
    expect(saved).toEqual([]);
    const near = await parseRateFile('Date,USD,JPY\n2026-11-20,1.19,187\n', TODAY);
    expect(await importRateFile(store(saved), near, 'near.csv', 'import')).toMatchObject({ ok: true, days: 1 });
    expect(saved).toHaveLength(1);
  });

  it('lets a real move through after a long gap (the allowance grows with every day, not by whole years); refuses an absurd one', async () => {
    // 2026-10-30 is 200 days after the stored 2026-04-13, where JPY stood at 186.75 per EUR.
    const moved = async (jpyPerEur: string) => {
      const saved: RatesDay[][] = [];
      const result = await importRateFile(store(saved), await parseRateFile(`Date,USD,JPY\n2026-10-30,1.19,${jpyPerEur}\n`, TODAY), 'gap.csv', 'import');
      return { result, saved: saved.length };
    };
    expect(await moved('298.8')).toMatchObject({ result: { ok: true, days: 1 }, saved: 1 }); // ×1.6
    // ×2.5: refused for a whole year when the allowance only doubled per full year of the gap.
    expect(await moved('466.9')).toMatchObject({ result: { ok: true, days: 1 }, saved: 1 });
    expect(await moved('1867.5')).toEqual({
      result: { ok: false, errors: [{ line: 0, issue: 'JPY moves from 186.75 per EUR on 2026-04-13 (stored) to 1867.5 per EUR on 2026-10-30, more than ×2.92 in 200 day(s); refused as implausible' }] },
      saved: 0,
    });
  });
});
