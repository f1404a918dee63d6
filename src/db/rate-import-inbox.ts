import { mkdir, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RateFileImport } from '../domain/exchange-rates/import.js';

// `npm run import:rates` beside a running server on the embedded database. PGlite is one process's
// (src/db/data-dir-lock.ts), so the command cannot write to it: it leaves the file's text in
// DATA_DIR/rate-imports/, the server that holds the directory takes it within a second (the change
// poll of src/services.ts), checks and imports it as the command would, and writes the outcome
// beside it for the command to print. Each step is a rename, so a half-written file is never read
// and a request is taken at most once: the server claims it by renaming it, and a command that
// gives up withdraws it by deleting it, which fails once it is claimed.

const INBOX = 'rate-imports';
const WAIT_STEP_MS = 100;

interface InboxRequest {
  importedFrom: string;
  content: string;
}

export function rateImportInbox(dataDir: string): string {
  return join(dataDir, INBOX);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
export async function handOverRateFile(dataDir: string, importedFrom: string, content: string, timeoutMs: number): Promise<RateFileImport | null> {
  const dir = rateImportInbox(dataDir);
  await mkdir(dir, { recursive: true });
  const id = `${Date.now()}-${process.pid}`;
  const request: InboxRequest = { importedFrom, content };
  await writeFile(join(dir, `${id}.tmp`), JSON.stringify(request));
  await rename(join(dir, `${id}.tmp`), join(dir, `${id}.json`));
  const outcome = await readOutcome(join(dir, `${id}.done.json`), Date.now() + timeoutMs);
  if (outcome) return outcome;
  try {
    await unlink(join(dir, `${id}.json`));
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
export function createRateImportInbox(dataDir: string, importFile: (content: string, importedFrom: string) => Promise<RateFileImport>) {
  const dir = rateImportInbox(dataDir);
  let running: Promise<void> | null = null;

  async function take(id: string): Promise<void> {
    const claimed = join(dir, `${id}.claimed`);
    try {
      await rename(join(dir, `${id}.json`), claimed);
    } catch (error) {
      if (missing(error)) return; // withdrawn by its command
      throw error;
    }
    let outcome: RateFileImport;
    try {
      const request = JSON.parse(await readFile(claimed, 'utf8')) as InboxRequest;
      outcome = await importFile(String(request.content), String(request.importedFrom));
    } catch (error) {
      outcome = { ok: false, errors: [{ line: 0, issue: `the server could not import the file: ${(error as Error).message}` }] };
    }
    await writeFile(join(dir, `${id}.done.tmp`), JSON.stringify(outcome));
    await rename(join(dir, `${id}.done.tmp`), join(dir, `${id}.done.json`));
    await unlink(claimed);
  }

  async function drain(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
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
