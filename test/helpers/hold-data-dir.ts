import { lockDataDir } from '../../src/db/data-dir-lock.js';

// A process that takes a data directory's lock (argv[2]), says so on stdout and waits to be ended:
// the other process of test/reliability/data-dir-lock.test.ts.

lockDataDir(process.argv[2]!);
process.stdout.write(`held ${process.pid}\n`);
setInterval(() => {}, 60_000);
