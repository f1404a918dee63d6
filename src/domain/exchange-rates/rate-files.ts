/*
 * Reference-rate files (npm run import:rates FILE, the inbox, the feed): parsing and validation
 * only (the caller stores the days). A file with any error yields every error (up to MAX_ERRORS)
 * and no days.
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
 * each date once, currency codes of three capitals, each once, rates positive decimals within the
 * plausible bounds and moves of plausibility.ts, at least one day. Line numbers are the file's (the
 * header is line 1; for XML, the line of the day's Cube).
 *
 * Bounded: the file is read as a stream (csv-parse's stream API, the saxes SAX parser), never held
 * whole; its bytes, days, currencies and rates are counted as they are read and reading stops at the
 * first limit passed (RATE_FILE_LIMITS), with one line saying which. An XML file with a DOCTYPE (the
 * ECB's have none; it is where entities are declared) or elements nested past the limit is refused
 * as soon as it is met. Servers run this in a worker thread (src/exchange-rates/read-in-worker.ts).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as csvParser } from 'csv-parse';
import { SaxesParser } from 'saxes';
import { PlausibilityCheck, type Quote } from './plausibility.js';
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
  /** Each currency's first and last quote in the file (per EUR), which the import compares with the stored days around it. */
  edges: { first: Record<string, Quote>; last: Record<string, Quote> };
}

export const RATE_FILE_LIMITS = {
  /** The ECB's whole history as XML (eurofxref-hist.xml, 1999 to 2026) is about 9 MB. */
  maxBytes: 20 * 1024 * 1024,
  /** The ECB publishes about 256 days a year: 6,983 from 1999 to April 2026. */
  maxDays: 12_000,
  /** Currencies of one day (the ECB has quoted at most about 40 at once). */
  maxCurrencies: 64,
  /** Rates of the whole file (the ECB's history holds about 210,000). */
  maxRates: 400_000,
  /** Element depth of an XML file (the ECB's go 4 deep). */
  maxXmlDepth: 8,
  /** Characters of one CSV record. */
  maxRecordChars: 16 * 1024,
};
export type RateFileLimits = typeof RATE_FILE_LIMITS;

const MIB = 1024 * 1024;
/** The ECB's first reference rates. */
const FIRST_DATE = '1999-01-04';
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

/** Thrown to stop reading: a limit was passed, the structure is not a rate file, or there are enough errors. */
class StopReading extends Error {}

interface RawDay {
  line: number;
  dateText: string;
  cells: Array<[currency: string, value: string]>;
}

/** The checks every format shares, day by day as they are read, and the counts that bound a file. */
class DayCollector {
  readonly errors: RateFileError[] = [];
  readonly days: RatesDay[] = [];
  private readonly lines = new Map<string, number>();
  private rates = 0;

  constructor(
    private readonly today: string,
    readonly limits: RateFileLimits,
  ) {}

  add(line: number, issue: string): void {
    this.errors.push({ line, issue });
    if (this.errors.length >= MAX_ERRORS) throw new StopReading();
  }

  /** Records the problem and stops reading: what follows cannot be read as a rate file. */
  stop(line: number, issue: string): never {
    this.errors.push({ line, issue });
    throw new StopReading();
  }

  currencies(codes: string[], base: string, line: number): void {
    if (codes.length > this.limits.maxCurrencies) this.stop(line, `${codes.length} currencies; at most ${this.limits.maxCurrencies}`);
    const seen = new Set<string>();
    for (const code of codes) {
      if (!CURRENCY.test(code)) this.add(line, `"${code}" is not a currency code (three capital letters)`);
      else if (code === base) this.add(line, `${base} is the base of this file and cannot be quoted against itself`);
      else if (seen.has(code)) this.add(line, `${code} is given twice`);
      seen.add(code);
    }
  }

  day({ line, dateText, cells }: RawDay, base: string, source: RateSourceKind): void {
    if (this.days.length >= this.limits.maxDays) this.stop(line, `the file holds more than ${this.limits.maxDays} days; at most ${this.limits.maxDays} are taken at once`);
    this.rates += cells.length;
    if (this.rates > this.limits.maxRates) this.stop(line, `the file holds more than ${this.limits.maxRates} rates; at most ${this.limits.maxRates} are taken at once`);
    const link = base === 'EUR' ? 'USD' : 'EUR';
    const date = isoDate(dateText);
    if (!date) this.add(line, `"${dateText}" is not a date (YYYY-MM-DD, or "13 April 2026" in the ECB's daily CSV)`);
    else {
      if (date < FIRST_DATE) this.add(line, `${date} is before ${FIRST_DATE}, the first ECB reference rates`);
      if (daysBetween(this.today, date) > 1) this.add(line, `${date} is in the future (today is ${this.today})`);
      const earlier = this.lines.get(date);
      if (earlier !== undefined) this.add(line, `${date} is given twice (also on line ${earlier})`);
      else this.lines.set(date, line);
    }
    const rates: Record<string, string> = {};
    for (const [currency, value] of cells) {
      if (value === '' || value === 'N/A') continue;
      if (!RATE.test(value) || Number(value) <= 0) {
        this.add(line, `${currency} rate "${value}" is not a positive decimal`);
        continue;
      }
      rates[currency] = value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
    }
    if (rates[link] === undefined) this.add(line, `${date ?? dateText} has no ${link} rate; every day must quote ${link}`);
    if (date) this.days.push({ date, base, rates: Object.fromEntries(Object.entries(rates).sort(([a], [b]) => (a < b ? -1 : 1))), source });
  }

  /** Days oldest first, each checked against the bounds and the currency's previous quote. */
  finish(): { days: RatesDay[]; edges: RateFileResult['edges'] } {
    const days = this.days.sort((a, b) => (a.date < b.date ? -1 : 1));
    if (days.length === 0 && this.errors.length === 0) this.add(0, 'the file holds no day of rates');
    const plausible = new PlausibilityCheck();
    if (this.errors.length === 0) {
      for (const day of days) for (const issue of plausible.check(day)) this.add(this.lines.get(day.date) ?? 0, issue);
    }
    return { days, edges: { first: Object.fromEntries(plausible.first), last: Object.fromEntries(plausible.last) } };
  }
}

/** The source as text, counted in bytes: reading stops once it passes the limit. */
async function* boundedText(source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, out: DayCollector): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  for await (const chunk of source) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > out.limits.maxBytes) out.stop(0, `the file is larger than ${out.limits.maxBytes / MIB} MiB, the most an import takes`);
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

async function readCsv(chunks: AsyncIterable<string>, out: DayCollector): Promise<RateFileFormat | null> {
  const parser = csvParser({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true, max_record_size: out.limits.maxRecordChars });
  let format: RateFileFormat | null = null;
  try {
    await pipeline(Readable.from(chunks), parser, async (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) => {
      let header: string[] | null = null;
      let currencies: string[] = [];
      let base = '';
      for await (const { record, info } of records) {
        if (!header) {
          header = [...record];
          // The ECB's files end every line with a comma: an empty last column.
          while (header.length > 1 && header[header.length - 1] === '') header.pop();
          const [dateColumn, ...names] = header;
          if (dateColumn?.toLowerCase() !== 'date') out.stop(1, `the first column must be Date (an ECB file) or date (the derived series), got "${dateColumn}"`);
          const hasUsd = names.includes('USD');
          if (hasUsd === names.includes('EUR')) out.stop(1, 'the header must name USD (an ECB file, units per EUR) or EUR (the derived series, units per USD), one of them');
          base = hasUsd ? 'EUR' : 'USD';
          format = hasUsd ? 'ecb_csv' : 'derived_csv';
          currencies = names;
          out.currencies(currencies, base, 1);
          continue;
        }
        const cells = [...record];
        while (cells.length > header.length && cells[cells.length - 1] === '') cells.pop();
        if (cells.length !== header.length) {
          out.add(info.lines, `${cells.length} columns where the header has ${header.length}`);
          continue;
        }
        out.day({ line: info.lines, dateText: cells[0]!, cells: currencies.map((c, i) => [c, cells[i + 1]!]) }, base, format === 'ecb_csv' ? 'ecb' : 'ecb_usd_derived');
      }
      if (!header) out.stop(0, 'the file is empty');
    });
  } catch (error) {
    if (error instanceof StopReading) throw error;
    const csv = error as { code?: string; lines?: number; message: string };
    if (typeof csv.code === 'string' && csv.code.startsWith('CSV_')) out.stop(csv.lines ?? 0, `not a readable CSV file: ${csv.message}`);
    throw error;
  }
  return format;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

async function readXml(chunks: AsyncIterable<string>, out: DayCollector): Promise<RateFileFormat> {
  const parser = new SaxesParser({ position: true });
  const notEcb = 'not an ECB reference-rate file: expected a gesmes:Envelope holding one Cube of daily Cubes';
  // Element names from the root down; the day being read.
  const open: string[] = [];
  let outerCubes = 0;
  let day: RawDay | null = null;
  parser.on('doctype', () => out.stop(parser.line, 'a DOCTYPE is not accepted (the ECB\'s files have none; entities are declared there)'));
  parser.on('error', (error) => out.stop(parser.line, `not well-formed XML: ${error.message.replace(/^\d+:\d+: /, '')}`));
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    open.push(name);
    const depth = open.length;
    if (depth > out.limits.maxXmlDepth) out.stop(parser.line, `elements nested more than ${out.limits.maxXmlDepth} deep`);
    if (depth === 1 && name !== 'Envelope') out.stop(0, notEcb);
    if (name !== 'Cube' || open.slice(1, -1).some((parent) => parent !== 'Cube')) return;
    const attributes = tag.attributes as Record<string, string>;
    if (depth === 2 && ++outerCubes > 1) out.stop(parser.line, notEcb);
    if (depth === 3) day = { line: parser.line, dateText: attributes.time ?? '', cells: [] };
    if (depth === 4 && day) {
      if (day.cells.length >= out.limits.maxCurrencies) out.stop(day.line, `more than ${out.limits.maxCurrencies} currencies in one day; at most ${out.limits.maxCurrencies}`);
      day.cells.push([attributes.currency ?? '', (attributes.rate ?? '').trim()]);
    }
  });
  parser.on('closetag', () => {
    if (open.length === 3 && day) {
      const { cells, line, dateText } = day;
      out.currencies(cells.map(([c]) => c), 'EUR', line);
      if (cells.some(([, value]) => value === '')) out.add(line, `a Cube of ${dateText || 'this day'} has no rate`);
      out.day(day, 'EUR', 'ecb');
      day = null;
    }
    open.pop();
  });
  for await (const chunk of chunks) parser.write(chunk);
  parser.close();
  if (outerCubes !== 1) out.stop(0, notEcb);
  return 'ecb_xml';
}

/** The text with its first non-blank character found (past a byte-order mark): `<` is XML, anything else CSV. */
async function sniff(chunks: AsyncGenerator<string>): Promise<{ xml: boolean; all: AsyncIterable<string> }> {
  const head: string[] = [];
  let first: string | undefined;
  while (first === undefined) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    first = /[^\s\uFEFF]/.exec(next.value)?.[0];
  }
  async function* all(): AsyncGenerator<string> {
    yield* head;
    yield* chunks;
  }
  return { xml: first === '<', all: all() };
}

/** Reads and checks a rate file from its chunks (a file stream, a response body, a string); `today` (YYYY-MM-DD) bounds the dates. */
export async function readRateFile(source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, today: string, limits: RateFileLimits = RATE_FILE_LIMITS): Promise<RateFileResult> {
  const out = new DayCollector(today, limits);
  let format: RateFileFormat | null = null;
  let finished: ReturnType<DayCollector['finish']> = { days: [], edges: { first: {}, last: {} } };
  try {
    const { xml, all } = await sniff(boundedText(source, out));
    format = xml ? await readXml(all, out) : await readCsv(all, out);
    finished = out.finish();
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
  }
  // By line, in the order found within a line.
  const errors = [...out.errors].sort((a, b) => a.line - b.line);
  return errors.length > 0 ? { format, days: [], errors, edges: { first: {}, last: {} } } : { format, days: finished.days, errors: [], edges: finished.edges };
}

/** A rate file held as text (tests, small files). */
export function parseRateFile(content: string, today: string, limits?: RateFileLimits): Promise<RateFileResult> {
  return readRateFile([content], today, limits);
}
