// npm run check:data — loads every reference data set through its loader, which checks row
// counts, code formats, duplicate keys and cross-references. Exits 1 with the problem on stderr if
// any check fails. Run by CI and before the server starts.
//   --data-dir <dir>   check another copy of data/ (tests use it on a corrupted copy)
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { useDataDir } from '../src/domain/reference/csv.js';
import { loadAll } from '../src/domain/reference/load-all.js';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
if (values['data-dir']) useDataDir(values['data-dir']);

const started = performance.now();
try {
  for (const set of loadAll()) console.log(`ok  ${set.name.padEnd(20)} ${set.summary}`);
  console.log(`Reference data checked in ${Math.round(performance.now() - started)} ms.`);
} catch (error) {
  console.error('REFERENCE DATA CHECK FAILED');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
