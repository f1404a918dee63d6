// npm run import:buyers -- FILE [--mode live|test] [--update] [--source NAME] [--source-year YEAR]
// Loads buyers from a CSV or JSON file (columns in docs/operations.md, Production buyers) into production (default) or the
// sandbox. With --update, rows whose id exists replace that buyer (without it they are an error). The buyers carry
// their source (the API's `source`): --source names it (default: the file's name), --source-year gives its year.
// Contact columns (street, postal_code, website, email, phone, each with its source and checked date) are optional.
// Buyers that newly match a buyer alert raise `buyer.matched`, in the import's transaction. Every bad row is reported with its line number and nothing is imported from a file
// with errors. With the embedded database, stop the server first: PGlite is single-process.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { startCommand } from '../src/cli-start.js';
import { parseBuyerImportFile } from '../src/domain/buyers/import-file.js';
import type { Mode } from '../src/domain/modes.js';
import { createBuyerStore } from '../src/db/buyer-store.js';
import { openDatabase } from '../src/db/database.js';
import { keepWasmOnBaselineTier } from '../src/db/wasm-baseline-tier.js';
import { insertBuyers } from '../src/db/seed.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mode: { type: 'string', default: 'live' },
    update: { type: 'boolean', default: false },
    source: { type: 'string' },
    'source-year': { type: 'string' },
  },
});
const file = positionals[0];
if (!file || positionals.length > 1) fail('Usage: npm run import:buyers -- FILE [--mode live|test] [--update] [--source NAME] [--source-year YEAR]');
const mode = values.mode as Mode;
if (mode !== 'live' && mode !== 'test') fail(`--mode must be live or test, got "${values.mode}".`);
const sourceName = values.source?.trim();
if (sourceName !== undefined && (sourceName === '' || sourceName.length > 200)) fail('--source must be 1 to 200 characters.');
const sourceYear = values['source-year'] === undefined ? null : Number(values['source-year']);
if (sourceYear !== null && !(Number.isInteger(sourceYear) && sourceYear >= 1900 && sourceYear <= new Date().getUTCFullYear())) {
  fail(`--source-year must be a year from 1900 to this one, got "${values['source-year']}".`);
}

let content: string;
try {
  content = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}

// 20,000 buyers are imported in two thirds of the CPU on the baseline tier (src/db/wasm-baseline-tier.ts).
keepWasmOnBaselineTier();
// Beside a running server on the same embedded database the write would be lost: the lock refuses it and says why.
const { config, opened: database } = await startCommand((config) => openDatabase(config));
try {
  const store = createBuyerStore(database.db);
  const { rows, contacts, errors } = parseBuyerImportFile(file, content, { firstNumber: (await store.maxNumber(mode)) + 1, source: { name: sourceName, year: sourceYear } });
  const clashes = errors.length === 0 && !values.update ? await store.existingNumbers(mode, rows.map((r) => r.number)) : [];
  if (errors.length > 0 || clashes.length > 0) {
    for (const e of errors) console.error(`${file}:${e.line}: ${e.field}: ${e.issue}`);
    for (const n of clashes) console.error(`${file}: id ${n} already exists in ${mode} data`);
    fail(`${errors.length + clashes.length} problem(s); nothing was imported.`);
  }
  await insertBuyers(database.db, mode, rows, { replace: values.update, contacts });
  const reachable = rows.filter((r) => r.hasContact).length;
  pino({ level: config.logLevel }).info({ file, mode, buyers: rows.length, withContact: contacts.size, reachable }, 'imported buyers');
  console.log(`Imported ${rows.length} buyer(s) into ${mode} data${values.update ? ' (existing ids updated)' : ''}. Contacts: ${contacts.size} buyer(s), ${reachable} with a website, e-mail or phone.`);
} finally {
  await database.close();
}
