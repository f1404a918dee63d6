import { defineConfig } from 'vitest/config';

// Two passes run the same tests (`npm test`): the embedded pass (no DATABASE_URL: PGlite in memory,
// in-process limits and pub/sub) runs every file; the servers pass (DATABASE_URL and REDIS_URL set:
// PostgreSQL and Redis) runs again only the files below, those whose code meets storage or state
// shared between processes, where the two back ends can differ. The rest (pure units, the contract,
// the portal, guides, clients, reference-data operations) runs the same code whatever the storage.
export const SERVERS_PASS = [
  // Stores: every resource that is written and read back (exchange rates: imported, then noticed by the server).
  'test/handlers/{apiKeys,buyerAlerts,documents,documents-prices,exporterProfile,listExchangeRates,oauthClients,orders,quotes,searchBuyers,shipments,webhook-endpoint-limit,webhooks}.test.ts',
  // Credentials, tokens, allowlists and sandbox isolation read the credential store; idempotency
  // claims and replays, rate limits count in Redis, metrics report the pool.
  'test/http/{access-tokens,authentication,idempotency,ip-allowlist,metrics,rate-limits,sandbox-isolation}.test.ts',
  // Streams: Redis pub/sub fan-out, tickets and revocation across processes.
  'test/streams/{limits,redis-fanout,revocation,sandbox-simulator,streams}.test.ts',
  // Probes, secrets key rotation, three instances behind HAProxy, shutdown with work in flight,
  // instances started together on an empty database.
  'test/operations/{health,key-rotation,multi-instance,shutdown,start-together}.test.ts',
  // The exchange-rate feed: its claim row makes two instances on one database fetch once.
  'test/operations/exchange-rate-feed.test.ts',
  // Rescoring, profile saves (coalescing, and the score table's deleted rows made reusable, which is
  // each database's own), the search index's parity with the database, the fuzz (fewer runs here).
  // (The outage test starts a PostgreSQL server of its own, in the embedded pass.)
  'test/reliability/{fuzz,profile-saves,profile-scope,rescoring,search-index}.test.ts',
  // Refusals answered before the body is read: the credential and its scopes come from the credential
  // store, the rate limit from Redis.
  'test/reliability/connection-limits.test.ts',
  // SIGTERM with kept-alive connections: the stop closes storage under requests that write orders.
  'test/reliability/shutdown-keepalive.test.ts',
  // Keyed writes across kill -9: the work and its stored answer commit together on each database,
  // and a dead process's claims are taken over by its instance lock.
  'test/reliability/idempotent-crash.test.ts',
  // Concurrent keyed writes: every answered write stored, no transaction ended by another's, a unit
  // of work never ending before a transaction begun inside it (issue 45).
  'test/reliability/keyed-writes.test.ts',
  // The CLIs and the started server on each database; the runtime the pass ran on (CI's count reads it).
  'test/scripts/{import-buyers,import-rates,keys,restart-documents,runtime,start,start-signals,webhook-faults}.test.ts',
  // Statements, outages, leases and units of work of the query layer; the webhook worker's claims
  // and retention.
  'test/unit/{db-parameters,db-unavailable,idempotency-lease,unit-of-work}.test.ts',
  'test/unit/security/{credential-recheck,rate-limit}.test.ts',
  'test/unit/webhooks/{disable-and-retention,document-event}.test.ts',
  // Security repros that meet storage: idempotency claims per credential (their primary key and
  // seal context), and key administration rotating and revoking stored credentials. (The
  // authorize-before-validate walk never reaches a store past authentication: embedded pass only.)
  'test/security/{idempotency-credentials,key-admin-scope}.test.ts',
  // The MCP endpoint checks the stored credential (revocation, allowlist) and charges its rate limit
  // before any message; its tool calls run through the pipeline in process.
  'test/mcp/mcp-bounds.test.ts',
];

// Files that need a process of their own: they observe state that lives once per process (the
// reference data still loading after a start). They run in both passes. Every other file shares its
// worker's modules with the files that ran there before it: the app's modules are imported and the
// reference data read once per worker, not once per file, which is most of a short file's time.
const OWN_PROCESS = ['test/operations/health.test.ts'];

const servers = Boolean(process.env.DATABASE_URL);
const included = servers ? SERVERS_PASS : ['test/**/*.test.ts'];

export default defineConfig({
  test: {
    // One migrated and seeded database per run (a PGlite dump, or a PostgreSQL template database),
    // which every test server copies instead of migrating and seeding its own; the bundle that the
    // tests starting the server as `npm start` does run.
    globalSetup: ['test/helpers/database-template.ts'],
    // Servers the tests start as processes (npm start, the CLIs, bench/server-process.ts) inherit
    // this: none fetches the ECB's rates; a test that needs the feed serves it locally.
    env: { EXCHANGE_RATE_FEED_URL: 'off' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Three files at a time in both passes, on this 2-core machine: many tests wait on servers,
    // child processes and timers (a fifth of the two cores stood idle with two files at a time), and
    // a third file uses that time (docs/design/performance.md, "The test suite's time, round 3").
    // On PostgreSQL each file has a database of its own (no shared schema, advisory lock or
    // notification channel between files).
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'shared', include: included, exclude: OWN_PROCESS, isolate: false } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
});

