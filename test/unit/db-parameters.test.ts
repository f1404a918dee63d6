import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openTemplateDatabase } from '../helpers/database-template.js';

// bytea and jsonb parameters reach the embedded database in PostgreSQL's binary format (a PDF as its
// bytes, JSON as UTF-8 after jsonb's version byte); what comes back must be exactly what went in.

let database: Database;
let closeDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openTemplateDatabase());
  await sql`CREATE TABLE parameter_check (id int PRIMARY KEY, bytes bytea, doc jsonb)`.execute(database.db);
}, 60_000);

afterAll(async () => {
  await closeDatabase?.();
});

async function roundTrip(id: number, bytes: Buffer | null, doc: string | null) {
  await sql`INSERT INTO parameter_check VALUES (${id}, ${bytes}, ${doc})`.execute(database.db);
  const { rows } = await sql<{ bytes: Buffer | null; doc: unknown; size: number | null }>`
    SELECT bytes, doc, octet_length(bytes) AS size FROM parameter_check WHERE id = ${id}`.execute(database.db);
  return rows[0]!;
}

describe('bytea and jsonb parameters', () => {
  it('store every byte value, empty bytes and a 1 MB value unchanged', async () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    for (const [id, bytes] of [[1, all], [2, Buffer.alloc(0)], [3, randomBytes(1 << 20)]] as const) {
      const row = await roundTrip(id, bytes, null);
      expect(row.size).toBe(bytes.length);
      expect(Buffer.compare(row.bytes!, bytes)).toBe(0);
    }
  });

  it('store JSON text with non-ASCII, escapes and nesting as the same value, and null as NULL', async () => {
    const value = { name: '한빛 화장품 — “Pro”', emoji: '🧴', escaped: 'a"b\\\\c\\n', nested: { list: [1, 2.5, null, true] }, empty: {} };
    const row = await roundTrip(10, null, JSON.stringify(value));
    expect(row.doc).toEqual(value);
    expect((await roundTrip(11, null, null)).doc).toBeNull();
  });

  it('refuses text that is not JSON instead of storing it', async () => {
    await expect(roundTrip(20, null, '{not json')).rejects.toThrow(/json/i);
  });
});
