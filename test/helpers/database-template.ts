import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { seedSandbox } from '../../src/db/seed.js';

// Most of an in-memory PGlite start is initdb, and a test server also migrates and seeds 3,000
// sandbox buyers: about 3-4 s of CPU per server, paid by every test file. This global setup does it
// once per run and writes the database as a dump; each embedded test server starts from that dump
// (the same migrations and seed, so the same data as a fresh start). Not used on PostgreSQL.

/** Sandbox buyers of every test server unless a test asks for another count. */
export const TEST_SANDBOX_BUYERS = 3000;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplateFile: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('databaseTemplateFile', null);
    return () => {};
  }
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
  await seedSandbox(database.db, TEST_SANDBOX_BUYERS, pino({ level: 'silent' }));
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'etp-db-template-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

let template: Blob | null | undefined;

/** The migrated and seeded dump to start an embedded test database from (null on PostgreSQL). */
export function databaseTemplate(): Blob | null {
  if (template === undefined) {
    const file = inject('databaseTemplateFile');
    template = file ? new Blob([readFileSync(file)]) : null;
  }
  return template;
}
