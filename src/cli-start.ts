import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';

// How every command starts (the server, npm run keys, npm run import:buyers): the configuration
// from the environment, then storage. What the operator has to fix ends the process with the
// message alone, not a stack trace: a setting (exit 2; some only the stored data can check, such as
// secrets sealed under a key that is not configured), or the embedded database's data directory
// held by another process (exit 1).

export interface Started<T> {
  config: Readonly<Config>;
  /** What `open` opened: the database, or all the services. */
  opened: T;
}

function exitIfOperatorError(error: unknown): void {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(2);
  }
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
}

export async function startCommand<T>(open: (config: Readonly<Config>) => Promise<T>): Promise<Started<T>> {
  let config: Readonly<Config>;
  try {
    config = loadConfig();
  } catch (error) {
    exitIfOperatorError(error);
    throw error;
  }
  try {
    return { config, opened: await open(config) };
  } catch (error) {
    exitIfOperatorError(error);
    throw error;
  }
}
