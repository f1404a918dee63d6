import { sql, type Selectable } from 'kysely';
import type { StoredBuyerContact } from '../domain/buyers/contact.js';
import type { StoredBuyer } from '../domain/buyers/store.js';
import { SANDBOX_ORIGIN, type BuyerOrigin, type BuyerRecord } from '../domain/buyers/types.js';
import type { Mode } from '../domain/modes.js';
import type { Db } from './database.js';
import type { BuyersTable } from './schema.js';

// The buyers table's rows and the domain's records (for src/db/buyer-store.ts): one converted into
// the other, the columns of a record's origin, the chunks bulk writes are cut into, and the reads
// of stored rows by number that the store and the buyer alerts share.

// Bulk writes pass whole columns as arrays and UNNEST them: one statement per chunk instead of
// one parameter per value, which keeps 50,000-row seeds and rescoring fast on PGlite.
export const CHUNK = 10_000;

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type BuyerRow = Pick<
  Selectable<BuyersTable>,
  'number' | 'company_name' | 'country' | 'city' | 'sector' | 'hs_headings' | 'annual_import_usd' | 'founded_year' | 'employees' | 'verified' | 'source_kind' | 'source_name' | 'source_year' | 'has_contact'
> & { score: number };

export function toBuyer(row: BuyerRow): StoredBuyer {
  return { ...toRecord(row), score: Number(row.score) };
}

export function toRecord(row: Omit<BuyerRow, 'score'>): BuyerRecord {
  return {
    number: Number(row.number),
    companyName: row.company_name,
    country: row.country,
    city: row.city,
    sector: row.sector,
    hsHeadings: row.hs_headings,
    annualImportUsd: Number(row.annual_import_usd),
    foundedYear: row.founded_year,
    employees: row.employees,
    verified: row.verified,
    source: origin(row.source_kind, row.source_name, row.source_year),
    hasContact: row.has_contact,
  };
}

/** Imports name few sources: one object per source, shared by its buyers as the generated ones share theirs. */
const importOrigins = new Map<string, BuyerOrigin>();

function origin(kind: BuyerOrigin['kind'], name: string | null, year: number | null): BuyerOrigin {
  if (kind === 'sandbox_generator') return SANDBOX_ORIGIN;
  const key = JSON.stringify([name, year]);
  let found = importOrigins.get(key);
  if (!found) importOrigins.set(key, (found = Object.freeze({ kind, name, year })));
  return found;
}

/** The columns of a record's origin. */
export const sourceName = (b: BuyerRecord) => (b.source.kind === 'import' ? b.source.name : null);
export const sourceYear = (b: BuyerRecord) => (b.source.kind === 'import' ? b.source.year : null);

/** The stored contacts of these buyers (in a transaction too: the buyer alerts read those of buyers being added). */
export async function storedContacts(db: Db, mode: Mode, numbers: readonly number[]): Promise<Map<number, StoredBuyerContact>> {
  const found = new Map<number, StoredBuyerContact>();
  if (numbers.length === 0) return found;
  const rows = await db
    .selectFrom('buyers')
    .where('mode', '=', mode)
    .where(sql<boolean>`number = ANY(${numbers}::bigint[])`)
    .where('contact', 'is not', null)
    .select(['number', 'contact'])
    .execute();
  for (const row of rows) found.set(Number(row.number), row.contact!);
  return found;
}

/** The buyers of these numbers as stored, locked for the replacing transaction. */
export async function recordsOf(trx: Db, mode: Mode, numbers: number[]): Promise<Map<number, BuyerRecord>> {
  const rows = numbers.length === 0 ? [] : await trx.selectFrom('buyers').where('mode', '=', mode).where(sql<boolean>`number = ANY(${numbers}::bigint[])`).selectAll().forUpdate().execute();
  return new Map(rows.map((r) => [Number(r.number), toRecord(r)]));
}
