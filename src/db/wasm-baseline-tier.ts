import { setFlagsFromString } from 'node:v8';

// The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline
// compiler (Liftoff) and recompiles the functions that run hot with its optimizing one (TurboFan) on
// background threads. PostgreSQL's start-up (opening a data directory: catalog caches, recovery)
// makes many functions hot, and a process exiting waits for the recompilations under way: a command
// that opens a data directory, runs a few statements and exits spent about 2.5 s of CPU and most of
// its wall time on code it never ran (`npm run keys -- list`: 3.4 s user, 12-17 s wall on a loaded
// 2-core machine; on the baseline tier alone 1.1 s user, 3.5-5 s wall).

/**
 * Keeps WebAssembly on the baseline tier in this process. For short commands that open the database
 * and exit (npm run keys); not for the server or the imports, whose long runs the optimized code pays
 * back. Call before the database opens: the tiers are chosen when PGlite's module is compiled.
 * (`--liftoff-only` does the same on the command line, but `node dist/keys.js` is started without it.)
 */
export function keepWasmOnBaselineTier(): void {
  setFlagsFromString('--no-wasm-dynamic-tiering');
  setFlagsFromString('--no-wasm-tier-up');
}
