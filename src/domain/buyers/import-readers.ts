import { CsvError, parse } from 'csv-parse/sync';
import { CONTACT_COLUMNS } from './import-contact.js';

// Reading a buyer import file's records (import-file.ts describes the formats): CSV or JSON text
// into rows of known columns with their file lines, and the errors of the file's shape (unknown or
// missing columns, broken quoting or syntax). Values are checked afterwards, by import-file.ts.

export interface ImportError {
  /** 1-based line in the file; 0 for the file as a whole. */
  line: number;
  /** A column name, `row` or `file`. */
  field: string;
  issue: string;
}

export const BUYER_IMPORT_COLUMNS = [
  'id', 'name', 'country', 'city', 'sector', 'hs_codes', 'annual_import_usd', 'founded_year',
  'employees', 'verified', ...CONTACT_COLUMNS,
] as const;
export type Column = (typeof BUYER_IMPORT_COLUMNS)[number];

/** Other names accepted for a column (earlier files used the API's former field name). */
const COLUMN_ALIASES: ReadonlyMap<string, Column> = new Map([['company_name', 'name']]);

export const REQUIRED_COLUMNS: readonly Column[] = ['name', 'country', 'city', 'sector', 'hs_codes', 'annual_import_usd'];

/** One record of the file before validation: the given values of known columns, by name. */
export interface SourceRow {
  line: number;
  values: Partial<Record<Column, unknown>>;
}

export interface ParsedSource {
  rows: SourceRow[];
  errors: ImportError[];
  /** Required columns the CSV header lacks: reported once there, not again on every row. */
  missingColumns: ReadonlySet<Column>;
}

// ---------------------------------------------------------------------------------------------- CSV

export function readCsvRows(text: string): ParsedSource {
  // csv-parse counts an escaped CRLF inside quotes as two lines: plain LF keeps line numbers right.
  const normalized = text.replace(/\r\n?/g, '\n');
  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    records = parse(normalized, {
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 0;
    return { rows: [], errors: [{ line, field: 'file', issue: `not valid CSV: ${error.message}` }], missingColumns: new Set() };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [], missingColumns: new Set() };

  const { columns, errors, missingColumns } = readHeader(header.record.map((name) => name.trim()));
  const rows: SourceRow[] = [];
  for (const { record, raw, info } of body) {
    const line = firstLineOf(info.lines, raw);
    if (record.length !== columns.length) {
      errors.push({ line, field: 'row', issue: `has ${record.length} fields, the header has ${columns.length}` });
      continue;
    }
    const values: SourceRow['values'] = {};
    record.forEach((cell, i) => {
      const column = columns[i];
      if (column && cell.trim() !== '') values[column] = cell;
    });
    rows.push({ line, values });
  }
  return { rows, errors, missingColumns };
}

/**
 * csv-parse reports the line a record ends on (a quoted value may span lines), and prepends the
 * blank lines it skipped to the record's raw text: count back over the record's own line breaks.
 */
function firstLineOf(lastLine: number, raw: string): number {
  const record = raw.replace(/^\n+/, '').replace(/\n$/, '');
  return lastLine - (record.split('\n').length - 1);
}

/** Maps header cells to known columns (null for a cell that is not one) and checks the header. */
function readHeader(names: string[]): { columns: (Column | null)[]; errors: ImportError[]; missingColumns: Set<Column> } {
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  const columns = names.map((name, i): Column | null => {
    if (name === '') {
      errors.push({ line: 1, field: 'row', issue: `column ${i + 1} of the header has no name` });
      return null;
    }
    const column = canonical(name);
    if (column !== null && seen.has(column)) {
      const issue = column === name ? 'the column appears more than once' : `the column appears more than once (${name} is another name for ${column})`;
      errors.push({ line: 1, field: name, issue });
      return null;
    }
    if (column === null) {
      errors.push({ line: 1, field: name, issue: unknownNameIssue('column', name) });
      return null;
    }
    seen.add(column);
    return column;
  });
  const missingColumns = new Set(REQUIRED_COLUMNS.filter((c) => !seen.has(c)));
  for (const column of missingColumns) errors.push({ line: 1, field: column, issue: 'required column is missing' });
  return { columns, errors, missingColumns };
}

function isColumn(name: string): name is Column {
  return (BUYER_IMPORT_COLUMNS as readonly string[]).includes(name);
}

/** The column a header name or JSON key stands for, aliases included; null for an unknown name. */
function canonical(name: string): Column | null {
  return isColumn(name) ? name : (COLUMN_ALIASES.get(name) ?? null);
}

function unknownNameIssue(kind: 'column' | 'field', name: string): string {
  const lower = name.toLowerCase().replace(/[\s-]+/g, '_');
  const hint = lower !== name && isColumn(lower) ? `; did you mean "${lower}"?` : '';
  return `unknown ${kind}${hint} (known: ${BUYER_IMPORT_COLUMNS.join(', ')})`;
}

// --------------------------------------------------------------------------------------------- JSON

export function readJsonRows(text: string): ParsedSource {
  const none = new Set<Column>();
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { rows: [], errors: [{ line: jsonErrorLine(text, message), field: 'file', issue: `not valid JSON: ${message}` }], missingColumns: none };
  }
  if (!Array.isArray(document)) {
    return { rows: [], errors: [{ line: 0, field: 'file', issue: 'the file must hold a JSON array of buyer objects' }], missingColumns: none };
  }
  const lines = arrayElementLines(text);
  const rows: SourceRow[] = [];
  const errors: ImportError[] = [];
  document.forEach((element: unknown, index) => {
    const line = lines[index] ?? index + 1;
    if (typeof element !== 'object' || element === null || Array.isArray(element)) {
      errors.push({ line, field: 'row', issue: 'each element must be an object with the buyer fields' });
      return;
    }
    const values: SourceRow['values'] = {};
    for (const [key, value] of Object.entries(element)) {
      const column = canonical(key);
      if (column === null) errors.push({ line, field: key, issue: unknownNameIssue('field', key) });
      else if (column in values || (column !== key && column in element)) {
        errors.push({ line, field: key, issue: `${key} and ${column} name the same field: give one` });
      } else if (value !== null) values[column] = value;
    }
    rows.push({ line, values });
  });
  return { rows, errors, missingColumns: none };
}

/** V8 names the character position of a syntax error; turn it into a line (0 when it does not). */
function jsonErrorLine(text: string, message: string): number {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return 0;
  return text.slice(0, Number(position)).split('\n').length;
}

/**
 * The line on which each element of the top-level array starts. Runs only on text JSON.parse
 * accepted, so a small scanner that skips strings and tracks nesting is enough.
 */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingElement = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '\n') line++;
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') continue;
    if (depth === 1 && expectingElement && ch !== ']') {
      lines.push(line);
      expectingElement = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth++;
      if (depth === 1) expectingElement = true;
    } else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expectingElement = true;
  }
  return lines;
}
