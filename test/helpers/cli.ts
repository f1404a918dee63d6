import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { builtEntry } from '../../bench/server-process.js';
import { privateSchemaUrl } from './app.js';
import { copyMigratedDataDir } from './database-template.js';

const run = promisify(execFile);

/** The operator's commands, by their bundle's name in dist/. */
export type CliCommand = 'keys' | 'import-buyers';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A database of its own for tests of a command-line script: a PGlite data directory (a copy of the
 * run's migrated, empty one), or a private schema on the PostgreSQL server when DATABASE_URL is set.
 * `run` starts the command with it as `npm run keys` and `npm run import:buyers` do: the bundle in
 * dist/ (built once per test run by the global set-up), not the TypeScript source through tsx, which
 * takes a second or more per start.
 */
export async function cliDatabase(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const env = { ...process.env, DATA_DIR: join(dir, 'db'), LOG_LEVEL: 'silent' } as Record<string, string>;
  const schema = process.env.DATABASE_URL ? await privateSchemaUrl(process.env.DATABASE_URL) : null;
  if (schema) env.DATABASE_URL = schema.url;
  else copyMigratedDataDir(env.DATA_DIR!);
  return {
    dir,
    env,
    async run(command: CliCommand, ...args: string[]): Promise<CliResult> {
      try {
        const { stdout, stderr } = await run(process.execPath, ['--enable-source-maps', builtEntry(command), ...args], { env });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as CliResult;
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    },
    async close() {
      await schema?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
