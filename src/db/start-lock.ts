import { sql, type Kysely } from 'kysely';

// What every instance does at start on a shared database (migrations, the first start's seeding)
// runs under one advisory lock per schema, held on one connection: instances started together run
// it one after the other, and the later ones find the work done (issue 38: two instances started at
// once on an empty PostgreSQL both seeded, and one died on a duplicate buyer). On the embedded
// database, one process per data directory, the lock is never contended.

/** Runs `work` holding the schema's start lock, on the connection that holds it (pass it on, not the pool). */
export async function withStartLock<DB, T>(db: Kysely<DB>, work: (connection: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    // Keyed by the schema: deployments in schemas of one database (and the tests) start independently.
    await sql`SELECT pg_advisory_lock(hashtext('etp:start:' || current_schema()))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('etp:start:' || current_schema()))`.execute(connection);
    }
  });
}
