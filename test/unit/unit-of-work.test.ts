import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, PostgresDialect, sql, type DatabaseConnection, type Dialect, type Driver } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { PGliteDialect, SessionLeaseError } from '../../src/db/pglite-dialect.js';
import { UnitOfWorkError, UnitsOfWork } from '../../src/db/unit-of-work.js';
import { embeddedTemplate, openTemplateDatabase } from '../helpers/database-template.js';

// The unit of work under idempotent requests (src/db/unit-of-work.ts), on the real query layer
// (embedded, or PostgreSQL when DATABASE_URL is set): the transactions stores open inside a unit
// commit with it or not at all, each still undoing only its own writes when it fails; writes before
// the unit's first transaction are their own; effects registered to follow the commit run after it,
// and never after a rollback. A unit ends only after the transactions begun inside it, and refuses
// work started in it after its work settled; a connection used after its release (a stale lease)
// throws instead of reaching its next holder's transaction (issue 45).

let database: Database;
let closeDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openTemplateDatabase());
  await sql`CREATE TABLE unit_probe (id text PRIMARY KEY)`.execute(database.db);
}, 60_000);

afterAll(async () => {
  await closeDatabase?.();
});

let sequence = 0;
const newId = () => `p${++sequence}`;

/** What a store does: a write in a transaction of its own. */
const insert = (id: string) => database.db.transaction().execute((trx) => trx.insertInto('unit_probe' as never).values({ id } as never).execute());

async function stored(...ids: string[]): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM unit_probe WHERE id IN (${sql.join(ids)}) ORDER BY id`.execute(database.db);
  return rows.map((r) => r.id);
}

describe('unit of work', () => {
  it('commits the transactions opened inside it together, at its end', async () => {
    const [a, b] = [newId(), newId()];
    const result = await database.unitOfWork.run(async () => {
      await insert(a);
      await insert(b);
      // Read inside the unit: its own writes, not committed yet.
      expect(await stored(a, b)).toEqual([a, b].sort());
      return 'done';
    });
    expect(result).toBe('done');
    expect(await stored(a, b)).toEqual([a, b].sort());
  });

  it('leaves nothing when the work fails after its transactions committed', async () => {
    const [a, b] = [newId(), newId()];
    await expect(
      database.unitOfWork.run(async () => {
        await insert(a);
        await insert(b);
        throw new Error('the process died here');
      }),
    ).rejects.toThrow('the process died here');
    expect(await stored(a, b)).toEqual([]);
  });

  it('undoes only a failed transaction inside it when the work goes on', async () => {
    const [a, b, c] = [newId(), newId(), newId()];
    await database.unitOfWork.run(async () => {
      await insert(a);
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.insertInto('unit_probe' as never).values({ id: b } as never).execute();
          await trx.insertInto('unit_probe' as never).values({ id: a } as never).execute(); // a duplicate
        }),
      ).rejects.toThrow();
      await insert(c);
    });
    expect(await stored(a, b, c)).toEqual([a, c].sort());
  });

  it('keeps a write made before the unit began its transaction (it is its own)', async () => {
    const [before, inside] = [newId(), newId()];
    await expect(
      database.unitOfWork.run(async () => {
        await database.db.insertInto('unit_probe' as never).values({ id: before } as never).execute();
        await insert(inside);
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await stored(before, inside)).toEqual([before]);
  });

  it('runs effects after the commit, seeing what it committed, and never after a rollback', async () => {
    const [a, b] = [newId(), newId()];
    const seen: string[][] = [];
    await database.unitOfWork.run(async () => {
      await insert(a);
      await database.unitOfWork.afterCommit(async () => seen.push(await stored(a)));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([[a]]);
    await expect(
      database.unitOfWork.run(async () => {
        await insert(b);
        await database.unitOfWork.afterCommit(() => seen.push(['rolled back']));
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(seen).toEqual([[a]]);
  });

  it('keeps units apart: two at once commit and roll back on their own', async () => {
    const [a, b] = [newId(), newId()];
    const outcomes = await Promise.allSettled([
      database.unitOfWork.run(async () => insert(a)),
      database.unitOfWork.run(async () => {
        await insert(b);
        throw new Error('failed');
      }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    expect(await stored(a, b)).toEqual([a]);
  });

  it('takes branches run at once one connection at a time: a transaction beside statements and other transactions ends, on either database', async () => {
    // Before: on the embedded database a statement asking for the one session while a sibling held
    // it to begin the unit's transaction waited for a unit that waited for it, and every request of
    // the process waited behind them; on PostgreSQL a second transaction was refused.
    const [a, b, c] = [newId(), newId(), newId()];
    const unit = database.unitOfWork.run(() => Promise.all([insert(a), stored(a, b, c), insert(b), database.db.transaction().execute((trx) => sql`SELECT 1`.execute(trx)), insert(c)]));
    const ended = await Promise.race([unit.then(() => 'ended'), sleep(10_000).then(() => 'still waiting after 10 s')]);
    expect(ended).toBe('ended');
    expect(await stored(a, b, c)).toEqual([a, b, c].sort());
    // And the same once the work fails: nothing of it stays, and the database still answers.
    const [d, e] = [newId(), newId()];
    const failing = database.unitOfWork.run(() => Promise.all([insert(d), stored(d), insert(e).then(() => Promise.reject(new Error('failed')))]));
    const failed = await Promise.race([failing.then(() => 'committed', (error: Error) => error.message), sleep(10_000).then(() => 'still waiting after 10 s')]);
    expect(failed).toBe('failed');
    expect(await stored(d, e)).toEqual([]);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('unit of work: no transaction outlives it', () => {
  it('ends after a branch still inside a transaction when its work fails, and keeps none of it; a write from outside meanwhile is its own', async () => {
    const [first, second, outside] = [newId(), newId(), newId()];
    let siblingFailed!: () => void;
    const failed = new Promise<void>((resolve) => (siblingFailed = resolve));
    // Registered here, outside the unit: a write of another request, started once the work has failed.
    const outsideWrite = failed.then(() => insert(outside));
    let branch!: Promise<void>;
    await expect(
      database.unitOfWork.run(() => {
        branch = database.db.transaction().execute(async (trx) => {
          await trx.insertInto('unit_probe' as never).values({ id: first } as never).execute();
          await failed;
          await sleep(20);
          await trx.insertInto('unit_probe' as never).values({ id: second } as never).execute();
        });
        const sibling = (async () => {
          await sleep(5);
          siblingFailed();
          throw new Error('sibling failed');
        })();
        return Promise.all([branch, sibling]);
      }),
    ).rejects.toThrow('sibling failed');
    await branch;
    await outsideWrite;
    expect(await stored(first, second, outside)).toEqual([outside]);
  });

  it('refuses a query started in its context after its work ended, which reaches no transaction', async () => {
    const late = newId();
    let lateWrite!: Promise<unknown>;
    await database.unitOfWork.run(async () => {
      await insert(newId());
      // A timer carries the unit's context past its end (as a background task woken inside it would).
      lateWrite = new Promise((resolve) => setTimeout(() => resolve(insert(late).then(() => 'written', (error: Error) => error)), 30));
    });
    const outcome = await lateWrite;
    expect(outcome).toBeInstanceOf(UnitOfWorkError);
    expect((outcome as Error).message).toMatch(/after its work ended/);
    expect(await stored(late)).toEqual([]);
  });
});

describe('connection leases', () => {
  let pglite: PGlite | undefined;
  let pgliteDriver: Driver | undefined;
  let pool: pg.Pool | undefined;

  /** One driver on an embedded database of the test's own (two drivers on one PGlite would share its prepared statements' names). */
  function embeddedDriver(): { client: PGlite; driver: Driver } {
    pglite ??= new PGlite('memory://', { loadDataDir: embeddedTemplate() });
    pgliteDriver ??= new PGliteDialect(pglite).createDriver();
    return { client: pglite, driver: pgliteDriver };
  }

  /** The storage of the pass under a driver of the test's own, not the app's. */
  function innerDialect(): Dialect {
    if (process.env.DATABASE_URL) return new PostgresDialect({ pool: (pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })) });
    const { client, driver } = embeddedDriver();
    const dialect = new PGliteDialect(client);
    return { createAdapter: () => dialect.createAdapter(), createDriver: () => driver, createQueryCompiler: () => dialect.createQueryCompiler(), createIntrospector: (db) => dialect.createIntrospector(db) };
  }

  afterAll(async () => {
    await pool?.end();
    await pglite?.close();
  });

  const select = (n: number) => CompiledQuery.raw(`SELECT ${n}::int AS n`);

  it('a release, COMMIT, ROLLBACK or statement through a lease already released throws, and the next holder is untouched', async () => {
    const driver: Driver = new UnitsOfWork().wrap(innerDialect()).createDriver();
    await driver.init();
    const stale = await driver.acquireConnection();
    await driver.releaseConnection(stale);
    const next = await driver.acquireConnection();
    await driver.beginTransaction(next, {});
    await expect(driver.releaseConnection(stale)).rejects.toThrow(UnitOfWorkError);
    await expect(driver.commitTransaction(stale)).rejects.toThrow(/COMMIT through a connection lease already released/);
    await expect(driver.rollbackTransaction(stale)).rejects.toThrow(/ROLLBACK through a connection lease already released/);
    await expect(stale.executeQuery(select(1))).rejects.toThrow(/lease already released/);
    expect((await next.executeQuery<{ n: number }>(select(2))).rows).toEqual([{ n: 2 }]);
    await driver.commitTransaction(next);
    await driver.releaseConnection(next);
    await expect(driver.releaseConnection(next)).rejects.toThrow(UnitOfWorkError);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('embedded: the session is one lease\'s at a time; a stale lease cannot end or release the holder\'s transaction', async () => {
    const { client, driver } = embeddedDriver();
    await driver.init();
    await client.exec('CREATE TABLE IF NOT EXISTS lease_probe (id text PRIMARY KEY)');
    const first: DatabaseConnection = await driver.acquireConnection();
    let secondHolds = false;
    const second = driver.acquireConnection().then((lease) => ((secondHolds = true), lease));
    await sleep(10);
    expect(secondHolds).toBe(false); // waits for the first's release
    // A statement in flight when its lease is released is refused, not run in the next holder's session.
    const inFlight = first.executeQuery(select(1));
    await driver.releaseConnection(first);
    await expect(inFlight).rejects.toThrow(SessionLeaseError);
    const holder = await second;
    await driver.beginTransaction(holder, {});
    await holder.executeQuery(CompiledQuery.raw("INSERT INTO lease_probe VALUES ('held')"));
    for (const attempt of [
      () => driver.commitTransaction(first),
      () => driver.rollbackTransaction(first),
      () => driver.releaseConnection(first),
      () => first.executeQuery(select(1)),
      () => driver.beginTransaction(first, {}),
    ]) {
      await expect(attempt()).rejects.toThrow(SessionLeaseError);
    }
    // The holder's transaction was neither committed nor ended by those: its rollback undoes the insert.
    await driver.rollbackTransaction(holder);
    expect((await holder.executeQuery<{ n: number }>(CompiledQuery.raw('SELECT count(*)::int AS n FROM lease_probe'))).rows).toEqual([{ n: 0 }]);
    await driver.releaseConnection(holder);
    await expect(driver.releaseConnection(holder)).rejects.toThrow(SessionLeaseError);
    // Free again: the next acquisition takes it at once.
    await driver.releaseConnection(await driver.acquireConnection());
  });
});
