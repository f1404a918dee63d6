/*
 * Reference-rate files for `npm run import:rates FILE`: parsing and validation only (the caller
 * stores the days). A file with any error yields every error (up to MAX_ERRORS) and no days.
 *
 * Formats, told apart by their content (not the file's name):
 *   ECB CSV     the ECB's eurofxref.csv (one day: `Date, USD, JPY, ..., ` then `13 April 2026, 1.1684, ...`)
 *               or eurofxref-hist.csv (`Date,USD,JPY,...,` then one ISO-dated row per day, newest
 *               first, `N/A` where a currency has no quote). Units per 1 EUR.
 *   ECB XML     eurofxref-daily.xml, eurofxref-hist-90d.xml or eurofxref-hist.xml: a gesmes:Envelope
 *               whose Cube holds one <Cube time='YYYY-MM-DD'> per day, each with
 *               <Cube currency='USD' rate='1.1684'/> per currency. Units per 1 EUR.
 *   Derived CSV the project's data/exchange-rates/usd_daily_rates_ecb_derived.csv: `date,EUR,JPY,...`,
 *               one ISO-dated row per day, an empty cell where there is no quote. Units per 1 USD.
 * A CSV is an ECB file when its header names USD and not EUR, the derived series when it names EUR
 * and not USD. Every day must quote the other of the two (the link between EUR and USD that the
 * markets and the stream express rates through).
 *
 * Checked: calendar dates (not before 1999-01-04, the first reference rates, nor after tomorrow),
 * each date once, currency codes of three capitals, each once, rates positive decimals, at least
 * one day. Line numbers are the file's (the header is line 1; for XML, the line of the day's Cube).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { daysBetween } from './reference-rates.js';
import type { RateSourceKind, RatesDay } from './types.js';

export interface RateFileError {
  /** Line in the file; 0 for the file as a whole. */
  line: number;
  issue: string;
}

export type RateFileFormat = 'ecb_csv' | 'ecb_xml' | 'derived_csv';

export interface RateFileResult {
  format: RateFileFormat | null;
  /** Every day of the file, oldest first; empty whenever `errors` is not. */
  days: RatesDay[];
  errors: RateFileError[];
}

/** The ECB's first reference rates. */
const FIRST_DATE = '1999-01-04';
const MAX_DAYS = 20_000;
const MAX_CURRENCIES = 200;
const MAX_ERRORS = 50;
const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d{1,15}(\.\d{1,15})?$/;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** YYYY-MM-DD from `2026-04-13` or the daily CSV's `13 April 2026`; null when not a calendar date. */
function isoDate(text: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const long = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (long) [y, m, d] = [Number(long[3]), MONTHS.indexOf(long[2]!.toLowerCase()) + 1, Number(long[1])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

class Collector {
  readonly errors: RateFileError[] = [];
  add(line: number, issue: string): void {
    if (this.errors.length < MAX_ERRORS) this.errors.push({ line, issue });
  }
}

interface RawDay {
  line: number;
  dateText: string;
  cells: Array<[currency: string, value: string]>;
}

/** The checks every format shares, from raw cells to stored days. */
function toDays(raw: RawDay[], base: string, source: RateSourceKind, today: string, out: Collector): RatesDay[] {
  const link = base === 'EUR' ? 'USD' : 'EUR';
  const seen = new Map<string, number>();
  const days: RatesDay[] = [];
  if (raw.length === 0) out.add(0, 'the file holds no day of rates');
  if (raw.length > MAX_DAYS) out.add(0, `the file holds ${raw.length} days; at most ${MAX_DAYS} are taken at once`);
  for (const { line, dateText, cells } of raw) {
    const date = isoDate(dateText);
    if (!date) out.add(line, `"${dateText}" is not a date (YYYY-MM-DD, or "13 April 2026" in the ECB's daily CSV)`);
    else {
      if (date < FIRST_DATE) out.add(line, `${date} is before ${FIRST_DATE}, the first ECB reference rates`);
      if (daysBetween(today, date) > 1) out.add(line, `${date} is in the future (today is ${today})`);
      const earlier = seen.get(date);
      if (earlier !== undefined) out.add(line, `${date} is given twice (also on line ${earlier})`);
      seen.set(date, line);
    }
    const rates: Record<string, string> = {};
    for (const [currency, value] of cells) {
      if (value === '' || value === 'N/A') continue;
      if (!RATE.test(value) || Number(value) <= 0) {
        out.add(line, `${currency} rate "${value}" is not a positive decimal`);
        continue;
      }
      rates[currency] = value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
    }
    if (rates[link] === undefined) out.add(line, `${date ?? dateText} has no ${link} rate; every day must quote ${link}`);
    if (date) days.push({ date, base, rates: Object.fromEntries(Object.entries(rates).sort(([a], [b]) => (a < b ? -1 : 1))), source });
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : 1));
}

function checkCurrencies(codes: string[], base: string, line: number, out: Collector): void {
  if (codes.length > MAX_CURRENCIES) out.add(line, `${codes.length} currencies; at most ${MAX_CURRENCIES}`);
  const seen = new Set<string>();
  for (const code of codes) {
    if (!CURRENCY.test(code)) out.add(line, `"${code}" is not a currency code (three capital letters)`);
    else if (code === base) out.add(line, `${base} is the base of this file and cannot be quoted against itself`);
    else if (seen.has(code)) out.add(line, `${code} is given twice`);
    seen.add(code);
  }
}

function parseCsvFile(content: string, today: string, out: Collector): { format: RateFileFormat | null; days: RatesDay[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parseCsv(content, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (error) {
    out.add((error as { lines?: number }).lines ?? 0, `not a readable CSV file: ${(error as Error).message}`);
    return { format: null, days: [] };
  }
  const [head, ...rows] = records;
  if (!head) {
    out.add(0, 'the file is empty');
    return { format: null, days: [] };
  }
  const header = [...head.record];
  // The ECB's files end every line with a comma: an empty last column.
  while (header.length > 1 && header[header.length - 1] === '') header.pop();
  const [dateColumn, ...currencies] = header;
  if (dateColumn?.toLowerCase() !== 'date') {
    out.add(1, `the first column must be Date (an ECB file) or date (the derived series), got "${dateColumn}"`);
    return { format: null, days: [] };
  }
  const hasUsd = currencies.includes('USD');
  const hasEur = currencies.includes('EUR');
  if (hasUsd === hasEur) {
    out.add(1, 'the header must name USD (an ECB file, units per EUR) or EUR (the derived series, units per USD), one of them');
    return { format: null, days: [] };
  }
  const base = hasUsd ? 'EUR' : 'USD';
  checkCurrencies(currencies, base, 1, out);
  const raw: RawDay[] = [];
  for (const { record, info } of rows) {
    const cells = [...record];
    while (cells.length > header.length && cells[cells.length - 1] === '') cells.pop();
    if (cells.length !== header.length) {
      out.add(info.lines, `${cells.length} columns where the header has ${header.length}`);
      continue;
    }
    raw.push({ line: info.lines, dateText: cells[0]!, cells: currencies.map((c, i) => [c, cells[i + 1]!]) });
  }
  return { format: hasUsd ? 'ecb_csv' : 'derived_csv', days: toDays(raw, base, hasUsd ? 'ecb' : 'ecb_usd_derived', today, out) };
}

type XmlNode = Record<string, unknown>;
const asArray = (value: unknown): XmlNode[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as XmlNode[];

/** Line numbers of ascending positions in one text: each call counts only the newlines since the last (a full-history file has 6,000+ days). */
function lineCounter(content: string): (index: number) => number {
  let line = 1;
  let counted = 0;
  return (index) => {
    for (let i = content.indexOf('\n', counted); i !== -1 && i < index; i = content.indexOf('\n', i + 1)) {
      line++;
      counted = i + 1;
    }
    return line;
  };
}

function parseXmlFile(content: string, today: string, out: Collector): { format: RateFileFormat | null; days: RatesDay[] } {
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    out.add(valid.err.line, `not well-formed XML: ${valid.err.msg}`);
    return { format: null, days: [] };
  }
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, parseAttributeValue: false, parseTagValue: false, processEntities: false });
  const doc = parser.parse(content) as XmlNode;
  const envelope = doc.Envelope as XmlNode | undefined;
  const outer = asArray(envelope?.Cube);
  if (!envelope || outer.length !== 1) {
    out.add(0, 'not an ECB reference-rate file: expected a gesmes:Envelope holding one Cube of daily Cubes');
    return { format: null, days: [] };
  }
  const raw: RawDay[] = [];
  const lineAt = lineCounter(content);
  let searchFrom = 0;
  for (const day of asArray(outer[0]!.Cube)) {
    const dateText = typeof day.time === 'string' ? day.time : '';
    const at = content.indexOf(`time=`, searchFrom);
    searchFrom = at === -1 ? searchFrom : at + 5;
    const line = at === -1 ? 0 : lineAt(at);
    const cells = asArray(day.Cube).map((c): [string, string] => [typeof c.currency === 'string' ? c.currency : '', typeof c.rate === 'string' ? c.rate.trim() : '']);
    checkCurrencies(cells.map(([c]) => c), 'EUR', line, out);
    if (cells.some(([, value]) => value === '')) out.add(line, `a Cube of ${dateText || 'this day'} has no rate`);
    raw.push({ line, dateText, cells });
  }
  return { format: 'ecb_xml', days: toDays(raw, 'EUR', 'ecb', today, out) };
}

/** Parses and checks a rate file; `today` (YYYY-MM-DD) bounds the dates. */
export function parseRateFile(content: string, today: string): RateFileResult {
  const out = new Collector();
  const parsed = content.trimStart().startsWith('<') ? parseXmlFile(content, today, out) : parseCsvFile(content, today, out);
  // By line, in the order found within a line.
  const errors = [...out.errors].sort((a, b) => a.line - b.line);
  return errors.length > 0 ? { format: parsed.format, days: [], errors } : { format: parsed.format, days: parsed.days, errors: [] };
}
