import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { MAX_WAL_SIZE_MB, type Config } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import { holdEmbeddedInstanceLock, holdPostgresInstanceLock, type InstanceLock } from './instance-lock.js';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Schema } from './schema.js';
import { UnitsOfWork, type DatabaseUnitOfWork } from './unit-of-work.js';
import { minWalSizeMb, watchWal, type WalCheckpoints, type WalWatchOptions } from './wal-checkpoints.js';

export type Db = Kysely<Schema>;

export interface Database {
  db: Db;
  /** `pglite` (embedded, default) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Calls the listener after every query with its time (metrics); returns the unsubscribe. */
  onQuery(listener: QueryListener): () => void;
  /** PostgreSQL pool connections; null on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Runs work whose writes commit together (src/db/unit-of-work.ts), and effects after such a commit. */
  unitOfWork: DatabaseUnitOfWork;
  /** The advisory lock this process holds while it runs (src/db/instance-lock.ts). */
  instanceLock: InstanceLock;
  /** Embedded only: the whole database as a PGlite dump, what DatabaseOptions.template takes. */
  dump?: () => Promise<Blob>;
  /** Embedded only: the checkpoints that keep its write-ahead log bounded (src/db/wal-checkpoints.ts). */
  walCheckpoints?: WalCheckpoints;
  close(): Promise<void>;
}

export type QueryListener = (milliseconds: number, failed: boolean) => void;

export interface DatabaseOptions {
  /** Where a connection failing while idle in the pool is reported (it must not end the process). */
  onPoolError?: (error: Error) => void;
  /** An effect registered to follow a unit of work's commit that failed (src/db/unit-of-work.ts). */
  onAfterCommitError?: (error: unknown) => void;
  /** The PostgreSQL connection holding this process's instance lock failed (it is remade). */
  onInstanceLockError?: (error: Error) => void;
  /** The embedded database's checkpoints (src/db/wal-checkpoints.ts): each one done, and a failed one. */
  onCheckpoint?: WalWatchOptions['onCheckpoint'];
  onCheckpointError?: WalWatchOptions['onError'];
  /**
   * An embedded in-memory database starts from this dump (PGlite `dumpDataDir`) instead of an empty
   * cluster: no initdb, which is most of an in-memory start (the test suite starts each server from
   * one migrated and seeded dump). Ignored for a data directory and for PostgreSQL.
   */
  template?: Blob;
}

/** A connection attempt to PostgreSQL gives up after this long (a request then answers 503). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * bytea parameters go to PGlite as the bytes themselves: its protocol writer sends a byte array in
 * the binary format, which PostgreSQL takes as is. As hex text, a 340 KB PDF was a 680 KB string
 * that PGlite's writer measures and copies character by character in JavaScript (15-40 ms held).
 */
function serializeBytea(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new TypeError('Invalid input for bytea type');
  return value;
}

/** JSONB_BINARY_VERSION then the JSON text is jsonb's binary format (PostgreSQL's jsonb_recv). */
const JSONB_BINARY_VERSION = Buffer.of(1);

/**
 * jsonb parameters go in the binary format too (a 500-item order is 400 KB of JSON), encoded to
 * UTF-8 natively; values that are not yet text are stringified as PGlite's own serializer does.
 */
function serializeJsonb(value: unknown): Uint8Array {
  const text = typeof value === 'string' ? value : JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return Buffer.concat([JSONB_BINARY_VERSION, Buffer.from(text, 'utf8')]);
}

/** The embedded database's buffer pool (PostgreSQL's default: 128 MB). */
export const SHARED_BUFFERS_MB = 16;

/** Opens the one query layer: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. Migrates. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'embeddedMaxWalMb'>>, options: DatabaseOptions = {}): Promise<Database> {
  const maxWalMb = config.embeddedMaxWalMb ?? MAX_WAL_SIZE_MB;
  let db: Db;
  let kind: Database['kind'];
  let release = () => {};
  let poolStats: Database['poolStats'] = () => null;
  let dump: Database['dump'];
  let walCheckpoints: WalCheckpoints | undefined;
  const unitOfWork = new UnitsOfWork(options.onAfterCommitError);
  const listeners = new Set<QueryListener>();
  const log = (event: LogEvent): void => {
    walCheckpoints?.noteQuery(event.query.sql);
    for (const listener of listeners) listener(event.queryDurationMillis, event.level === 'error');
  };
  if (config.databaseUrl) {
    const pg = await import('pg');
    // bigint (int8) columns hold counts and USD amounts well inside 2^53: read them as numbers.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.default.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // Without a listener, an idle client's error (the server restarted, a network cut) would be
    // an unhandled 'error' event and end the process; the pool drops that client and makes new ones.
    pool.on('error', (error) => options.onPoolError?.(error));
    // A checked-out client has no pool listener: its 'error' event would end the process as well.
    // The query it was running fails with the same error (answered 503), and the pool discards
    // the broken client when it is released, so the event itself needs nothing more.
    pool.on('connect', (client) => client.on('error', () => {}));
    poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    db = new Kysely<Schema>({ dialect: unitOfWork.wrap(new PostgresDialect({ pool })), log });
    kind = 'postgres';
  } else {
    const { PGlite, types } = await import('@electric-sql/pglite');
    if (!config.dataDir.startsWith('memory://')) {
      mkdirSync(config.dataDir, { recursive: true });
      release = lockDataDir(config.dataDir);
    }
    const client = new PGlite(config.dataDir, {
      ...(options.template && config.dataDir.startsWith('memory://') ? { loadDataDir: options.template } : {}),
      // bytea out as hex through Buffer (native) and in as binary: PGlite's own converters go byte
      // by byte in JavaScript, about 100 ms for a 300 KB PDF, with the event loop held.
      parsers: { [types.INT8]: (v: string) => Number(v), [types.BYTEA]: (v: string) => Buffer.from(v.slice(2), 'hex') },
      // PGlite's type says a serializer returns text; its writer also takes bytes, sent as binary.
      serializers: {
        [types.BYTEA]: serializeBytea as unknown as (value: unknown) => string,
        [types.JSONB]: serializeJsonb as unknown as (value: unknown) => string,
      },
      // A new 16 MB WAL segment is otherwise written full of zeros inside the query that needs it:
      // 100-350 ms with the event loop held, once per segment. PostgreSQL reads an unzeroed
      // segment as safely (page headers are checked), which is what the setting is for.
      // Single-user PostgreSQL never checkpoints on its own: src/db/wal-checkpoints.ts does, past
      // max_wal_size, and PostgreSQL then keeps at most max_wal_size of old segments for reuse.
      // The buffer pool lives in the WebAssembly memory, which never shrinks: PostgreSQL's default
      // of 128 MB filled as the buyers were read after start and stayed resident. The server reads
      // each table into memory once (buyer search) and otherwise touches a few small rows a request,
      // so 16 MB holds what it reuses (docs/design/performance.md, 2026-11-29).
      startParams: [
        ...PGlite.defaultStartParams,
        ...['-c', 'wal_init_zero=off', '-c', `max_wal_size=${maxWalMb}MB`, '-c', `min_wal_size=${minWalSizeMb(maxWalMb)}MB`, '-c', `shared_buffers=${SHARED_BUFFERS_MB}MB`],
      ],
    });
    try {
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
    db = new Kysely<Schema>({ dialect: unitOfWork.wrap(new PGliteDialect(client)), log });
    kind = 'pglite';
    dump = async () => client.dumpDataDir('none');
    walCheckpoints = watchWal(db, { thresholdBytes: maxWalMb * 1024 * 1024, onCheckpoint: options.onCheckpoint, onError: options.onCheckpointError });
  }
  let instanceLock: InstanceLock | undefined;
  const close = async (): Promise<void> => {
    await walCheckpoints?.stop();
    await instanceLock?.close();
    await db.destroy().finally(release);
  };
  try {
    await migrateToLatest(db as Kysely<unknown>);
    instanceLock = config.databaseUrl
      ? await holdPostgresInstanceLock(config.databaseUrl, (error) => options.onInstanceLockError?.(error))
      : await holdEmbeddedInstanceLock(db as Kysely<unknown>);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    kind,
    onQuery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poolStats: () => poolStats(),
    unitOfWork,
    instanceLock,
    ...(dump ? { dump } : {}),
    ...(walCheckpoints ? { walCheckpoints } : {}),
    close,
  };
}
