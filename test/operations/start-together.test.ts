import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../bench/server-process.js';
import { privateSchemaUrl } from '../helpers/app.js';

// Instances started at the same instant on an empty PostgreSQL both come up (issue 38, finding 7:
// the second died with `duplicate key ... "buyers_pkey"` while seeding): migrations and the first
// start's seeding run under one advisory lock, so the instance that waited finds the schema migrated
// and the sandbox seeded, and exactly one sandbox account (and key) is made. Servers pass only: the
// embedded database belongs to one process (test/reliability/data-dir-lock.test.ts).

const databaseUrl = process.env.DATABASE_URL;
const INSTANCES = 2;
const BUYERS = 500;

const started: ServerProcess[] = [];
let dir: string | undefined;
let dropSchema: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  await dropSchema?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

describe.skipIf(!databaseUrl)('instances started together on an empty PostgreSQL', () => {
  it('all become ready, with the schema migrated and the sandbox seeded once', async () => {
    const schema = await privateSchemaUrl(databaseUrl!);
    dropSchema = schema.drop;
    dir = mkdtempSync(join(tmpdir(), 'start-together-'));
    // Instances on one database share the secrets key (docs/operations.md).
    const env = { DATABASE_URL: schema.url, SANDBOX_BUYERS: String(BUYERS), LOG_LEVEL: 'warn', SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const outcomes = await Promise.allSettled(
      Array.from({ length: INSTANCES }, (_, i) => startServer({ ...env, DATA_DIR: join(dir!, String(i)) }).then((server) => (started.push(server), server))),
    );
    const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason).slice(0, 1500));
    expect(failures).toEqual([]);
    await Promise.all(started.map((server) => server.ready()));
    // One of them made the sandbox account and printed its key; the key works on every instance.
    const keys = started.map((server) => server.testKey).filter((key): key is string => key !== null);
    expect(keys).toHaveLength(1);
    for (const server of started) {
      const res = await fetch(`${server.baseUrl}/api/v1/buyers?limit=1`, { headers: { authorization: `Bearer ${keys[0]}`, connection: 'close' } });
      expect(res.status, await res.text()).toBe(200);
    }
    expect(await count(schema.url, 'buyers')).toBe(BUYERS);
    expect(await count(schema.url, 'accounts')).toBe(1);
    for (const server of started) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 180_000);
});
