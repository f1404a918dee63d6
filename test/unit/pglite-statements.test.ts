import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { embeddedTemplate } from '../helpers/database-template.js';

// The embedded database runs queries as named prepared statements, keeping the most recently used
// (src/db/pglite-dialect.ts). What that must not change: answers past the number kept, a statement
// whose table was altered after it was prepared, errors and the session after them.

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', databaseUrl: null }, { template: embeddedTemplate() });
  await sql`CREATE TABLE statement_check (id int PRIMARY KEY, label text)`.execute(database.db);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('prepared statements on the embedded database', () => {
  it('answers right for more distinct statements than it keeps, and for the first ones again after', async () => {
    const distinct = 300;
    const run = async (i: number) => (await sql<{ n: number; label: string }>`SELECT ${i}::int + ${sql.raw(String(i))} AS n, ${`v${i}`}::text AS label`.execute(database.db)).rows[0];
    for (let i = 0; i < distinct; i++) expect(await run(i)).toEqual({ n: 2 * i, label: `v${i}` });
    for (let i = 0; i < 5; i++) expect(await run(i)).toEqual({ n: 2 * i, label: `v${i}` });
  });

  it('runs a statement again after its table was altered (prepared again once)', async () => {
    await sql`INSERT INTO statement_check VALUES (1, 'one')`.execute(database.db);
    const select = () => database.db.selectFrom('statement_check' as never).selectAll().execute();
    expect(await select()).toEqual([{ id: 1, label: 'one' }]);
    await sql`ALTER TABLE statement_check ADD COLUMN extra text DEFAULT 'x'`.execute(database.db);
    expect(await select()).toEqual([{ id: 1, label: 'one', extra: 'x' }]);
  });

  it('reports errors with their SQLSTATE and keeps the session usable, in and out of transactions', async () => {
    const insert = (id: number) => sql`INSERT INTO statement_check (id, label) VALUES (${id}, ${null})`.execute(database.db);
    await insert(10);
    await expect(insert(10)).rejects.toMatchObject({ code: '23505' });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO statement_check (id) VALUES (11)`.execute(trx);
        await sql`INSERT INTO statement_check (id) VALUES (10)`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await sql<{ id: number; label: string | null }>`SELECT id, label FROM statement_check WHERE id >= ${10} ORDER BY id`.execute(database.db);
    expect(rows).toEqual([{ id: 10, label: null }]);
  });

  it("lets the event loop turn between a transaction's statements: what arrived meanwhile runs in between, not after them all", async () => {
    const order: string[] = [];
    const transaction = database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) {
        await sql`SELECT ${i}::int AS n`.execute(trx);
        order.push(`statement ${i}`);
      }
    });
    // Scheduled as a request's callback would be: after the current turn of the loop.
    setImmediate(() => order.push('other work'));
    await transaction;
    expect(order.indexOf('other work')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('other work')).toBeLessThan(order.indexOf('statement 2'));
  });
});
