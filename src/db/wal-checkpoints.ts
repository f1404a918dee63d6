import { sql, type Kysely } from 'kysely';
import { WAL_SEGMENT_MB } from '../config.js';

// Checkpoints of the embedded database. PGlite runs PostgreSQL single-user (`--single`): there is no
// checkpointer process, and a single-user backend never asks for a checkpoint when its write-ahead
// log passes max_wal_size (PostgreSQL's XLogWrite requests one only under a postmaster). The WAL then
// grew with every write until a clean close: about 25 MB per profile save of 50,000 buyers, past
// 2 GB, and a killed process kept it all and replayed it at the next start. So the query layer
// watches the WAL here: at most once a second, after queries ran, it reads how far the WAL has moved
// past the last checkpoint's redo point, and runs CHECKPOINT past max_wal_size (EMBEDDED_MAX_WAL_MB,
// 64 MB unless set). PostgreSQL then removes the segments before the redo point, keeping at most
// min_wal_size of them for reuse.
// A checkpoint writes the dirty pages out: 0.1-0.2 s, with the event loop held (PGlite is
// synchronous WebAssembly), every few profile saves of 50,000 buyers.

/** PGlite's min_wal_size for a max_wal_size: old segments kept for reuse, half of it and at least two segments (32 MB at the default). */
export function minWalSizeMb(maxWalSizeMb: number): number {
  return Math.max(2 * WAL_SEGMENT_MB, Math.floor(maxWalSizeMb / 2));
}
/** How often the WAL position is read while queries run. */
export const WAL_CHECK_INTERVAL_MS = 1000;

const WAL_PAST_CHECKPOINT = 'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) AS bytes FROM pg_control_checkpoint()';
const CHECKPOINT = 'CHECKPOINT';
/** The watcher's own statements, which are not activity to watch. */
const OWN_STATEMENTS = new Set([WAL_PAST_CHECKPOINT, CHECKPOINT]);

export interface WalCheckpoints {
  /** Called after every query (the query layer's log): the next tick reads the WAL position. */
  noteQuery(text: string): void;
  /** Checks now (and checkpoints when due); resolves with whether it checkpointed. */
  check(): Promise<boolean>;
  /** How many checkpoints this process ran. */
  readonly checkpoints: number;
  /** Stops the timer and waits for a check under way (before the database closes). */
  stop(): Promise<void>;
}

export interface WalWatchOptions {
  /** The WAL past the last checkpoint's redo point that brings a checkpoint (max_wal_size). */
  thresholdBytes: number;
  intervalMs?: number;
  /** After each checkpoint: the WAL it found past the last one, and how long it took. */
  onCheckpoint?: (done: { walBytes: number; ms: number }) => void;
  onError?: (error: unknown) => void;
}

export function watchWal<DB>(db: Kysely<DB>, options: WalWatchOptions): WalCheckpoints {
  const { thresholdBytes } = options;
  let queried = false;
  let running: Promise<boolean> | null = null;
  let checkpoints = 0;

  async function checkNow(): Promise<boolean> {
    const { rows } = await sql.raw<{ bytes: string | number }>(WAL_PAST_CHECKPOINT).execute(db);
    const walBytes = Number(rows[0]?.bytes ?? 0);
    if (walBytes < thresholdBytes) return false;
    const started = performance.now();
    await sql.raw(CHECKPOINT).execute(db);
    checkpoints += 1;
    options.onCheckpoint?.({ walBytes, ms: Math.round(performance.now() - started) });
    return true;
  }
  const check = (): Promise<boolean> => {
    queried = false;
    running ??= checkNow().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => {
    if (queried && !running) check().catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? WAL_CHECK_INTERVAL_MS);
  timer.unref();

  return {
    noteQuery(text) {
      if (!OWN_STATEMENTS.has(text)) queried = true;
    },
    check,
    get checkpoints() {
      return checkpoints;
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => false);
    },
  };
}
