/*
 * Production buyer import files (`npm run import:buyers -- FILE`): parsing and validation only.
 * The caller inserts the rows; a file with any error yields every error and no rows, so nothing
 * from a bad file is imported.
 *
 * Formats (by extension, any case):
 *   .csv   UTF-8 (a BOM is fine), comma-separated, RFC 4180 quoting, a header row of column names
 *          (line 1), then one buyer per record. Blank lines and all-empty records are skipped.
 *          An empty cell means "not given".
 *   .json  UTF-8, one array of objects, one object per buyer. `null` means "not given".
 *
 * Columns (CSV header names / JSON keys, exact, lower case; any other name is an error):
 *   id                 optional  positive integer (at most 2147483647); unique within the file. Rows without
 *                                one are numbered from `firstNumber` up, skipping ids the file uses.
 *   name               required  the company name, 1-200 characters (the API's buyer `name`);
 *                                `company_name` is accepted as another name for it, not both
 *   country            required  ISO 3166-1 alpha-2 code, any case ("de" -> "DE")
 *   city               required  1-200 characters
 *   sector             required  a sector code ("cosmetics") or any of its labels ("Cosmetics", "화장품")
 *   hs_codes           required  1-8 four-digit HS 2022 headings: in CSV separated by ";" or "|"
 *                                ("3304;3305"), in JSON an array of strings (["3304", "3305"]; the
 *                                CSV form is accepted there too).
 *                                Repeats are dropped; the list is stored sorted.
 *   annual_import_usd  required  whole US dollars, a non-negative integer without separators
 *   founded_year       optional  integer year, 1600 to the current year
 *   employees          optional  positive integer (at most 10,000,000)
 *   verified           optional  true/false, yes/no, y/n or 1/0 (any case); in JSON also a boolean. Default false.
 * The company's contact (optional; company contacts only, never a person's name, e-mail or phone):
 *   street             street and number, 1-200 characters (the postal address's city and country are the buyer's)
 *   postal_code        1-20 letters, digits, spaces and hyphens; only with a street
 *   website            an http(s) address; a bare host name ("www.example.com") is taken as https
 *   email              the company's general e-mail address (sales@, info@...), as the contract's format: email
 *   phone              the company's telephone: "+" and the country code, or as dialled in the buyer's country; stored in E.164
 *   <field>_source     address_source, website_source, email_source, phone_source: where the field comes from
 *                      (default contact_source, then the file's source: --source or the file's name)
 *   <field>_checked_on address_checked_on, ...: the day it was last checked, YYYY-MM-DD, 1990 to today
 *                      (default contact_checked_on; none given: not stated, shown as null)
 * In JSON, whole numbers may also be given as strings of digits ("2500000").
 *
 * Line numbers in errors: CSV errors give the file's real line (the header is line 1; a record
 * spanning lines gives its first line). JSON errors give the line on which the array element
 * starts; a JSON syntax error gives the line V8 names (0 when its message has no position).
 * Line 0 means the file as a whole (wrong extension, empty, not an array, no buyers).
 * `field` is the column name, `row` for a problem with the record as a whole, `file` for the file.
 */

import { basename, extname } from 'node:path';
import { isCountryCode } from '../reference/countries.js';
import { findHs } from '../reference/hs.js';
import { findSector } from '../sectors.js';
import { isReachable, type StoredBuyerContact } from './contact.js';
import { readContact } from './import-contact.js';
import { readCsvRows, readJsonRows, REQUIRED_COLUMNS } from './import-readers.js';
import { Invalid, text } from './import-values.js';
import type { Column, ImportError, SourceRow } from './import-readers.js';
import type { BuyerOrigin, BuyerRecord } from './types.js';

export interface BuyerImportOptions {
  /** The number given to the first row without an `id` (the largest existing buyer number + 1). Default 1. */
  firstNumber?: number;
  /** Where the file's buyers come from (`--source`, `--source-year`); the file's name when no name is given. */
  source?: { name?: string; year?: number | null };
  /** The latest day a contact may have been checked on (default: now). */
  today?: Date;
}

export interface BuyerImportResult {
  /** Every buyer of the file, in file order; empty whenever `errors` is not. */
  rows: BuyerRecord[];
  /** The contacts the rows give, by buyer number (a buyer without one is not here). */
  contacts: Map<number, StoredBuyerContact>;
  errors: ImportError[];
}

/** PostgreSQL `integer`: ids from a file must fit whatever column stores them. */
const MAX_ID = 2_147_483_647;
const MAX_EMPLOYEES = 10_000_000;
const MIN_FOUNDED_YEAR = 1600;
const MAX_HS_HEADINGS = 8;

export function parseBuyerImportFile(fileName: string, content: string, options: BuyerImportOptions = {}): BuyerImportResult {
  const firstNumber = options.firstNumber ?? 1;
  if (!Number.isSafeInteger(firstNumber) || firstNumber < 1) {
    throw new RangeError(`firstNumber must be a positive integer, got ${firstNumber}`);
  }
  const extension = extname(fileName).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') {
    return failed([{ line: 0, field: 'file', issue: `unsupported file type "${extension || fileName}": use .csv or .json` }]);
  }
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim() === '') return failed([{ line: 0, field: 'file', issue: 'the file is empty' }]);

  const source = extension === '.csv' ? readCsvRows(text) : readJsonRows(text);
  const errors = [...source.errors];
  if (source.rows.length === 0 && errors.length === 0) {
    errors.push({ line: 0, field: 'file', issue: 'the file has no buyers' });
  }
  const origin = { kind: 'import', name: options.source?.name ?? basename(fileName), year: options.source?.year ?? null } as const;
  const today = options.today ?? new Date();
  const checked = source.rows.map((row) => validateRow(row, source.missingColumns, origin, today));
  for (const row of checked) errors.push(...row.errors);
  errors.push(...duplicateIdErrors(checked));
  if (errors.length > 0) return failed(errors);
  const rows = numberRows(checked, firstNumber);
  const contacts = new Map<number, StoredBuyerContact>();
  checked.forEach(({ contact }, i) => contact && contacts.set(rows[i]!.number, contact));
  return { rows, contacts, errors: [] };
}

function failed(errors: ImportError[]): BuyerImportResult {
  return { rows: [], contacts: new Map(), errors: errors.sort((a, b) => a.line - b.line) };
}

// ---------------------------------------------------------------------------------------- validation

interface CheckedRow {
  line: number;
  /** The row's own id, when it gave a valid one (checked for duplicates even if other fields fail). */
  id: number | null;
  /** Complete only when `errors` is empty. */
  buyer: Omit<BuyerRecord, 'number'>;
  contact: StoredBuyerContact | null;
  errors: ImportError[];
}

function validateRow(row: SourceRow, missingColumns: ReadonlySet<Column>, origin: BuyerOrigin & { kind: 'import' }, today: Date): CheckedRow {
  const errors: ImportError[] = [];
  const { values } = row;
  function read<T>(column: Column, check: (value: unknown) => T | Invalid, fallback: T): T {
    const value = values[column];
    if (value === undefined) {
      if (REQUIRED_COLUMNS.includes(column) && !missingColumns.has(column)) {
        errors.push({ line: row.line, field: column, issue: 'required' });
      }
      return fallback;
    }
    const result = check(value);
    if (result instanceof Invalid) {
      errors.push({ line: row.line, field: column, issue: result.issue });
      return fallback;
    }
    return result;
  }

  const id = read<number | null>('id', (v) => integer(v, 1, MAX_ID), null);
  const buyer: Omit<BuyerRecord, 'number'> = {
    companyName: read('name', (v) => text(v), ''),
    country: read('country', countryCode, ''),
    city: read('city', (v) => text(v), ''),
    sector: read('sector', sectorCode, ''),
    hsHeadings: read('hs_codes', hsHeadings, []),
    annualImportUsd: read('annual_import_usd', (v) => integer(v, 0, Number.MAX_SAFE_INTEGER), 0),
    foundedYear: read<number | null>('founded_year', (v) => integer(v, MIN_FOUNDED_YEAR, new Date().getUTCFullYear()), null),
    employees: read<number | null>('employees', (v) => integer(v, 1, MAX_EMPLOYEES), null),
    verified: read('verified', yesNo, false),
    source: origin,
    hasContact: false,
  };
  const { contact, issues } = readContact(values, buyer.country, origin.name ?? '', today);
  for (const { field, issue } of issues) errors.push({ line: row.line, field, issue });
  buyer.hasContact = isReachable(contact);
  return { line: row.line, id, buyer, contact, errors };
}

/** Whole numbers: digits only (CSV cells, or JSON strings), or a JSON number that is an integer. */
function integer(value: unknown, min: number, max: number): number | Invalid {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\d+$/.test(value.trim())) n = Number(value.trim());
  else return new Invalid(`must be a whole number without separators or decimals (got ${JSON.stringify(value)})`);
  if (!Number.isSafeInteger(n)) return new Invalid(`must be a whole number (got ${JSON.stringify(value)})`);
  if (n < min || n > max) return new Invalid(`must be between ${min} and ${max} (got ${n})`);
  return n;
}

function countryCode(value: unknown): string | Invalid {
  if (typeof value !== 'string') return new Invalid('must be an ISO 3166-1 alpha-2 code such as "DE"');
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return new Invalid(`must be an ISO 3166-1 alpha-2 code such as "DE" (got "${value}")`);
  if (!isCountryCode(code)) return new Invalid(`unknown country code "${code}"`);
  return code;
}

function sectorCode(value: unknown): string | Invalid {
  if (typeof value !== 'string') return new Invalid('must be a sector code or label');
  const sector = findSector(value);
  return sector ? sector.code : new Invalid(`unknown sector "${value.trim()}": use a sector code such as "cosmetics" or one of its labels`);
}

function hsHeadings(value: unknown): string[] | Invalid {
  let codes: unknown[];
  if (typeof value === 'string') codes = value.split(/[;|]/);
  else if (Array.isArray(value)) codes = value;
  else return new Invalid('must be a list of 4-digit HS headings');
  const headings = new Set<string>();
  const problems: string[] = [];
  for (const code of codes) {
    if (typeof code !== 'string') {
      problems.push(`${JSON.stringify(code)} is not a string`);
      continue;
    }
    const trimmed = code.trim();
    if (trimmed === '' && typeof value === 'string') continue; // "3304;3305;" has an empty last item
    const issue = headingIssue(trimmed);
    if (issue) problems.push(issue);
    else headings.add(trimmed);
  }
  if (problems.length > 0) return new Invalid(problems.join('; '));
  if (headings.size === 0) return new Invalid('at least one HS heading is required');
  if (headings.size > MAX_HS_HEADINGS) return new Invalid(`at most ${MAX_HS_HEADINGS} HS headings (got ${headings.size})`);
  return [...headings].sort();
}

function headingIssue(code: string): string | null {
  if (/^\d{6}$/.test(code)) return `"${code}" is a subheading: give its 4-digit heading "${code.slice(0, 4)}"`;
  if (!/^\d{4}$/.test(code)) return `"${code}" is not a 4-digit HS heading`;
  if (findHs(code)?.level !== 4) return `"${code}" is not an HS 2022 heading`;
  return null;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

function yesNo(value: unknown): boolean | Invalid {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return new Invalid(`must be true or false (got ${JSON.stringify(value)})`);
}

// -------------------------------------------------------------------------------- ids and numbering

function duplicateIdErrors(rows: readonly CheckedRow[]): ImportError[] {
  const firstLine = new Map<number, number>();
  const errors: ImportError[] = [];
  for (const { id, line } of rows) {
    if (id === null) continue;
    const earlier = firstLine.get(id);
    if (earlier === undefined) firstLine.set(id, line);
    else errors.push({ line, field: 'id', issue: `duplicate id ${id} (first on line ${earlier})` });
  }
  return errors;
}

/** Rows keep their own id; the others count up from `firstNumber`, past the ids the file uses. */
function numberRows(rows: readonly CheckedRow[], firstNumber: number): BuyerRecord[] {
  const used = new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
  let next = firstNumber;
  return rows.map(({ id, buyer }) => {
    if (id !== null) return { number: id, ...buyer };
    while (used.has(next)) next++;
    used.add(next);
    return { number: next, ...buyer };
  });
}
