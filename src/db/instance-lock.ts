import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

// Which processes are alive, as the database sees them: each process holds a session advisory lock
// on a key of its own for as long as it runs, and records that key where it claims work (an
// Idempotency-Key's claim). A claim whose owner's lock is no longer held belongs to a process that
// is gone (killed, power cut: PostgreSQL ends a dead client's session and its locks with it; the
// embedded database's session ended with its process), and may be taken over at once, instead of
// after its lease. On PostgreSQL the lock lives on a connection of its own, outside the pool;
// lost, it is taken again under a new key (claims made under the old one may then be taken over:
// their request cannot store its answer then, and its work is rolled back, never done twice).

export interface InstanceLock {
  /** The key this process holds now (decimal, 52 bits); null while its connection is being remade. */
  readonly key: string | null;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/** A random key below 2^52 (read back as a number by the query layer's int8 parser without loss). */
function newKey(): string {
  return (randomBytes(8).readBigUInt64BE(0) >> 12n).toString();
}

/** The lock on the embedded database's one session, which lives as long as the process. */
export async function holdEmbeddedInstanceLock(db: Kysely<unknown>): Promise<InstanceLock> {
  const key = newKey();
  await sql`SELECT pg_advisory_lock(${key}::bigint)`.execute(db);
  return { key, close: async () => {} };
}

/** The lock on a PostgreSQL connection of its own, remade when it is lost. */
export async function holdPostgresInstanceLock(connectionString: string, onError: (error: Error) => void): Promise<InstanceLock> {
  let key: string | null = null;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('error', (error) => onError(error));
    next.on('end', () => {
      if (client !== next) return;
      key = null;
      client = null;
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS).unref();
    });
    await next.connect();
    const candidate = newKey();
    await next.query('SELECT pg_advisory_lock($1::bigint)', [candidate]);
    client = next;
    key = candidate;
  }
  /** Reported once per loss, not at every attempt while the database is away. */
  let failing = false;
  function reconnect(): void {
    connect().then(
      () => (failing = false),
      (error: Error) => {
        if (!failing) onError(error);
        failing = true;
        if (!closed) retry = setTimeout(reconnect, RECONNECT_MS).unref();
      },
    );
  }

  await connect();
  return {
    get key() {
      return key;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      key = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * SQL that is true when no session holds the advisory lock of the bigint `owner` in this database:
 * pg_locks shows a bigint key as its high 32 bits (classid) and low 32 bits (objid), objsubid 1.
 */
export function ownerGone(owner: string) {
  return sql<boolean>`NOT EXISTS (
    SELECT 1 FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND objsubid = 1
      AND classid = (${sql.ref(owner)} >> 32)::oid AND objid = (${sql.ref(owner)} & 4294967295)::oid
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))`;
}
