import { copyFile, mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RateFileImport } from '../domain/exchange-rates/import.js';

// `npm run import:rates` beside a running server on the embedded database. PGlite is one process's
// (src/db/data-dir-lock.ts), so the command cannot write to it: it copies the file into
// DATA_DIR/rate-imports/ (ID.rates) and leaves a request beside it (ID.json); the server that holds
// the directory takes it within a second (the change poll of src/services.ts), reads the copy in a
// worker thread and imports it as the command would, and writes the outcome beside it (ID.done.json)
// for the command to print. Each step is a rename, so a half-written file is never read and a
// request is taken at most once: the server claims it by renaming it (ID.claimed), and a command
// that gives up withdraws it by deleting it, which fails once it is claimed.
//
// A claim outlives its process only when that process was killed: the directory is held by one
// process at a time, so whatever a new holder finds claimed was claimed by a dead one. Its first
// pass imports such requests as they are (the day in use changes only at an import's last commit,
// and importing a file again completes what a killed import wrote). Leftovers nobody will read (a copy without
// its request, an outcome whose command is gone) are deleted once they are older than STALE_MS.

const INBOX = 'rate-imports';
const WAIT_STEP_MS = 100;
/** A command writes its request within moments of its copy and reads its outcome within WAIT_STEP_MS. */
const STALE_MS = 10 * 60_000;

interface InboxRequest {
  importedFrom: string;
  /** The copy of the file, beside the request. */
  file: string;
}

export function rateImportInbox(dataDir: string): string {
  return join(dataDir, INBOX);
}

/** The request a file of the inbox belongs to: ID of ID.rates, ID.tmp, ID.json, ID.claimed, ID.done.tmp, ID.done.json. */
const requestId = (name: string) => name.replace(/\.(done\.json|done\.tmp|json|claimed|tmp|rates)$/, '');
const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function removeIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!missing(error)) throw error;
  }
}

async function readOutcome(path: string, until: number): Promise<RateFileImport | null> {
  while (Date.now() < until) {
    try {
      const outcome = JSON.parse(await readFile(path, 'utf8')) as RateFileImport;
      await unlink(path);
      return outcome;
    } catch (error) {
      if (!missing(error)) throw error;
    }
    await sleep(WAIT_STEP_MS);
  }
  return null;
}

/**
 * The command's side: hands the file to the process holding the directory and waits for its
 * outcome. null: no process took it within `timeoutMs`, and it was withdrawn (nothing imported).
 */
export async function handOverRateFile(dataDir: string, importedFrom: string, path: string, timeoutMs: number): Promise<RateFileImport | null> {
  const dir = rateImportInbox(dataDir);
  await mkdir(dir, { recursive: true });
  const id = `${Date.now()}-${process.pid}`;
  const request: InboxRequest = { importedFrom, file: `${id}.rates` };
  await copyFile(path, join(dir, request.file));
  await writeFile(join(dir, `${id}.tmp`), JSON.stringify(request));
  await rename(join(dir, `${id}.tmp`), join(dir, `${id}.json`));
  const outcome = await readOutcome(join(dir, `${id}.done.json`), Date.now() + timeoutMs);
  if (outcome) return outcome;
  try {
    await unlink(join(dir, `${id}.json`));
    await removeIfPresent(join(dir, request.file));
    return null;
  } catch (error) {
    if (!missing(error)) throw error;
  }
  // Claimed just now: the import is under way, its outcome follows.
  const late = await readOutcome(join(dir, `${id}.done.json`), Date.now() + timeoutMs);
  if (!late) throw new Error(`The server took the rates but wrote no outcome within ${2 * timeoutMs} ms; see its log.`);
  return late;
}

/** The server's side: `poll()` imports every waiting request, one at a time. */
export function createRateImportInbox(dataDir: string, importFile: (path: string, importedFrom: string) => Promise<RateFileImport>) {
  const dir = rateImportInbox(dataDir);
  let running: Promise<void> | null = null;
  let firstPass = true;

  /** Claims a request and imports it; `resumed`: it is claimed already (by a killed holder). */
  async function take(id: string, resumed = false): Promise<void> {
    const claimed = join(dir, `${id}.claimed`);
    try {
      if (!resumed) await rename(join(dir, `${id}.json`), claimed);
    } catch (error) {
      if (missing(error)) return; // withdrawn by its command
      throw error;
    }
    let outcome: RateFileImport;
    let copy: string | null = null;
    try {
      const request = JSON.parse(await readFile(claimed, 'utf8')) as Partial<InboxRequest>;
      if (typeof request.file !== 'string' || !/^[\w.-]+\.rates$/.test(request.file)) throw new Error('the request names no copy of the file');
      copy = join(dir, request.file);
      outcome = await importFile(copy, String(request.importedFrom));
    } catch (error) {
      outcome = { ok: false, errors: [{ line: 0, issue: `the server could not import the file: ${(error as Error).message}` }] };
    }
    await writeFile(join(dir, `${id}.done.tmp`), JSON.stringify(outcome));
    await rename(join(dir, `${id}.done.tmp`), join(dir, `${id}.done.json`));
    if (copy) await removeIfPresent(copy);
    await unlink(claimed);
  }

  /** Deletes what no command will read. */
  async function removeLeftovers(names: string[]): Promise<void> {
    const now = Date.now();
    /** Older than STALE_MS; false for a file gone meanwhile. */
    const stale = async (name: string) => {
      try {
        return now - (await stat(join(dir, name))).mtimeMs > STALE_MS;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    };
    // A request still being written (ID.tmp, renamed to ID.json once whole) is pending as ID.json
    // is, until it is stale (its command was killed): its copy is not a leftover meanwhile.
    const pending = new Set<string>();
    for (const name of names) {
      if (name.endsWith('.json') || name.endsWith('.claimed') || (name.endsWith('.tmp') && !(await stale(name)))) pending.add(requestId(name));
    }
    for (const name of names) {
      const leftover = name.endsWith('.tmp') || name.endsWith('.done.json') || (name.endsWith('.rates') && !pending.has(requestId(name)));
      if (!leftover || !(await stale(name))) continue;
      await removeIfPresent(join(dir, name));
    }
  }

  async function drain(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    if (firstPass) {
      // The claims of a killed holder, imported as they are: a command still waiting cannot
      // withdraw a claimed request, so it gets this outcome.
      for (const name of names.filter((n) => n.endsWith('.claimed')).sort()) await take(name.slice(0, -'.claimed'.length), true);
      firstPass = false;
      names = await readdir(dir);
    }
    await removeLeftovers(names);
    const ids = names.filter((n) => n.endsWith('.json') && !n.endsWith('.done.json')).map((n) => n.slice(0, -'.json'.length)).sort();
    for (const id of ids) await take(id);
  }

  return {
    /** One pass over the inbox; a pass still running is not started twice. */
    poll(): Promise<void> {
      running ??= drain().finally(() => (running = null));
      return running;
    },
  };
}
