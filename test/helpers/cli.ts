import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { builtEntry } from '../../bench/server-process.js';
import { ownStorage } from './own-storage.js';

const run = promisify(execFile);

/** The operator's commands, by their bundle's name in dist/. */
export type CliCommand = 'keys' | 'import-buyers' | 'import-rates';

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
  const storage = await ownStorage(name);
  const env = { ...process.env, ...storage.env, LOG_LEVEL: 'silent' } as Record<string, string>;
  return {
    dir: storage.dir,
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
    close: storage.close,
  };
}
