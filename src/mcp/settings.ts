import type { RemoteCredential } from './api-caller.js';

// The settings of `npm run mcp`, named as in the guides and the clients' samples: ETP_API (the
// API's address, default http://127.0.0.1:3000) and ETP_KEY, or ETP_CLIENT_ID and ETP_CLIENT_SECRET.
// ETP_API_URL and ETP_API_KEY, the names of the first release, are still read, with a warning.

export const DEFAULT_API = 'http://127.0.0.1:3000';

/** The old name of each setting, still read when the new one is not set. */
const RENAMED = { ETP_API: 'ETP_API_URL', ETP_KEY: 'ETP_API_KEY' } as const;

export interface McpSettings {
  baseUrl: string;
  credential: RemoteCredential;
}

type Env = Record<string, string | undefined>;

/** Reads the settings; `warn` gets one line per old name in use (stderr: stdout carries the protocol). */
export function mcpSettings(env: Env, warn: (line: string) => void): McpSettings | { error: string } {
  const read = (name: keyof typeof RENAMED): string | undefined => {
    if (env[name]) return env[name];
    const old = RENAMED[name];
    if (!env[old]) return undefined;
    warn(`${old} is deprecated: set ${name} instead (${old} will stop being read in a later release).`);
    return env[old];
  };
  const baseUrl = read('ETP_API') ?? DEFAULT_API;
  const credential: RemoteCredential = { apiKey: read('ETP_KEY'), clientId: env.ETP_CLIENT_ID || undefined, clientSecret: env.ETP_CLIENT_SECRET || undefined };
  if (!credential.apiKey && !(credential.clientId && credential.clientSecret)) {
    return { error: `Set ETP_KEY, or ETP_CLIENT_ID and ETP_CLIENT_SECRET (and ETP_API if the API is not on ${DEFAULT_API}).` };
  }
  return { baseUrl, credential };
}
