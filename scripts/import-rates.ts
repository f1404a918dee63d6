// npm run import:rates -- FILE
// Loads reference exchange rates into storage from the ECB's published files (eurofxref.csv,
// eurofxref-hist.csv, eurofxref-daily.xml, eurofxref-hist.xml; units per EUR) or the project's
// data/exchange-rates/usd_daily_rates_ecb_derived.csv (units per USD). The whole file is checked
// first: a file with any error is refused with every problem and its line, exit 1, nothing stored.
// The file is read as a stream in a worker thread with a capped heap, and refused as soon as it
// passes a limit (src/domain/exchange-rates/rate-files.ts); every refusal is printed as lines of
// text, never a stack trace. A new day is added, a stored day with other rates replaced, an equal
// day left alone: loading the same file twice changes nothing. Running servers convert with the
// newest day within a second, without a restart: with PostgreSQL they follow the change counter;
// the embedded database belongs to the running server, so the command hands the file to it
// (src/db/rate-import-inbox.ts). Nothing is fetched from the network: the operator brings the file
// (a running server fetches the ECB's daily file itself: src/exchange-rates/feed.ts).
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import pino from 'pino';
import { startCommand } from '../src/cli-start.js';
import { DataDirInUseError } from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/database.js';
import { keepWasmOnBaselineTier } from '../src/db/wasm-baseline-tier.js';
import { createExchangeRateStore } from '../src/db/exchange-rate-store.js';
import { handOverRateFile } from '../src/db/rate-import-inbox.js';
import { describeRateImport, importRateFile, type RateFileImport } from '../src/domain/exchange-rates/import.js';
import { RATE_FILE_LIMITS } from '../src/domain/exchange-rates/rate-files.js';
import { todayUtc } from '../src/domain/tariffs/as-of.js';
import { readRateFileInWorker } from '../src/exchange-rates/read-in-worker.js';

/** How long the server holding the embedded database gets to take the file (it looks every second). */
const HAND_OVER_MS = 15_000;

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) fail(['Usage: npm run import:rates -- FILE   (an ECB eurofxref CSV or XML file, or the derived USD series CSV)']);

try {
  const size = statSync(file).size;
  if (!statSync(file).isFile()) fail([`${file} is not a file.`]);
  // Refused before a byte is read: the limit is the reader's, stated here once more so that a huge file costs nothing.
  if (size > RATE_FILE_LIMITS.maxBytes) {
    fail([`${file}:0: the file is ${size} bytes, larger than ${RATE_FILE_LIMITS.maxBytes / 1024 / 1024} MiB, the most an import takes`, '1 problem(s); nothing was imported.']);
  }
} catch (error) {
  fail([`Cannot read ${file}: ${(error as Error).message}`]);
}

// Checked before storage is opened: a bad file is refused without touching it.
const checked = await readRateFileInWorker({ path: file }, todayUtc());
if (checked.errors.length > 0) fail(describeRateImport(file, { ok: false, errors: checked.errors }));

type Opened = { database: Awaited<ReturnType<typeof openDatabase>> } | { holder: number };
// Even the largest file the command takes (the shipped series, 4,167 days) is stored in half the CPU
// on the baseline tier: the optimizing compiler's work on PGlite never pays back in one import.
keepWasmOnBaselineTier();
const { config, opened } = await startCommand(async (config): Promise<Opened> => {
  try {
    return { database: await openDatabase(config) };
  } catch (error) {
    if (error instanceof DataDirInUseError) return { holder: error.holder };
    throw error;
  }
});

let result: RateFileImport;
try {
  if ('database' in opened) {
    try {
      result = await importRateFile(createExchangeRateStore(opened.database.db), checked, basename(file), 'import');
    } finally {
      await opened.database.close();
    }
  } else {
    const handed = await handOverRateFile(config.dataDir, basename(file), file, HAND_OVER_MS);
    if (!handed) {
      fail([
        `The data directory ${config.dataDir} is held by process ${opened.holder}, which did not take the rates within ${HAND_OVER_MS / 1000} s`,
        '(a server takes them within a second; another command does not). Nothing was imported: run the command again when it has ended.',
      ]);
    }
    result = handed;
  }
} catch (error) {
  fail([`The rates could not be stored: ${(error as Error).message}`]);
}
const lines = describeRateImport(file, result);
if (!result.ok) fail(lines);
pino({ level: config.logLevel }).info({ file: basename(file), ...result.outcome, format: result.format }, 'imported exchange rates');
for (const line of lines) console.log(line);
