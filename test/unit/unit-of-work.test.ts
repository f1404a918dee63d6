import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openTemplateDatabase } from '../helpers/database-template.js';

// The unit of work under idempotent requests (src/db/unit-of-work.ts), on the real query layer
// (embedded, or PostgreSQL when DATABASE_URL is set): the transactions stores open inside a unit
// commit with it or not at all, each still undoing only its own writes when it fails; writes before
// the unit's first transaction are their own; effects registered to follow the commit run after it,
// and never after a rollback.

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
});
