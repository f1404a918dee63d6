import { configDefaults, defineConfig } from 'vitest/config';

// The servers pass (DATABASE_URL set: PostgreSQL and Redis) runs every test that can meet storage
// or shared state. Tests that never do (pure units, the contract, the portal in a browser, the guide
// samples, the workflow runner's own check, the clients' suites, which test the clients and not the
// storage) run once, in the embedded pass, which keeps CI's two passes within its time.
const STORAGE_FREE = [
  'test/unit/{buyers,classify,documents,markets,orders,pricing,reference,tariffs}/**',
  'test/unit/sectors.test.ts',
  'test/contract/**',
  'test/browser/**',
  'test/docs/**',
  'test/workflows/**',
  'test/clients/**',
  'test/operations/deployment.test.ts',
  // The embedded database's own statement handling: it never meets the servers.
  'test/unit/pglite-statements.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One migrated and seeded embedded database, which every embedded test server starts from.
    globalSetup: ['test/helpers/database-template.ts'],
    exclude: process.env.DATABASE_URL ? [...configDefaults.exclude, ...STORAGE_FREE] : configDefaults.exclude,
    // Each file starts its own server and database; leave room for PGlite's start and the seed.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Embedded pass: two files at a time (most tests wait on servers, child processes and timers, so
    // on a 2-core machine one file at a time leaves a core idle). Servers pass: one file at a time.
    // With two, a test's schema was once missing during its migration (not explained), and the
    // three-instance test behind HAProxy once met a createOrder whose first attempt had claimed its
    // Idempotency-Key on the instance it kills: the retry got 409 for the key's 24 hours then (now
    // until the claim's 30-second lease runs out, which the test waits for; README, Idempotency).
    maxWorkers: process.env.DATABASE_URL ? 1 : 2,
  },
});
