import { setFlagsFromString } from 'node:v8';

// The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline
// compiler (Liftoff) and recompiles the functions that run hot with its optimizing one (TurboFan) on
// background threads. PostgreSQL's start-up (opening a data directory: catalog caches, recovery)
// makes many functions hot, and a process exiting waits for the recompilations under way: a command
// that opens a data directory, runs a few statements and exits spent about 2 s of CPU, and most of
// its wall time, on optimized code it never ran. Measured on a loaded 2-core machine (2026-11-29),
// default tiers against the baseline tier alone: `npm run keys -- list` 3.0 s against 0.95 s of CPU
// (17-22 s against 4-8 s wall, 740 against 150 MB peak); `npm run import:rates` of the shipped
// series (4,167 days) 5.2 s against 2.5 s; `npm run import:buyers` of 20,000 buyers 5.9 s against 3.8 s.

/**
 * Keeps WebAssembly on the baseline tier in this process. For the commands that open the database,
 * do their work and exit (npm run keys, import:rates, import:buyers). The server keeps the default
 * tiers: it runs for long, and its speed is what the benches measure. Call before the database
 * opens: the tiers are chosen when PGlite's module is compiled. (`--liftoff-only` does the same on the command line, but these commands are also
 * started as `node dist/<command>.js`, in the container image.)
 */
export function keepWasmOnBaselineTier(): void {
  setFlagsFromString('--no-wasm-dynamic-tiering');
  setFlagsFromString('--no-wasm-tier-up');
}
