import { readFileSync } from 'node:fs';
import type { ServerOptions } from 'node:https';
import { createSecureContext } from 'node:tls';

// Serving HTTPS directly: TLS 1.3 only (its cipher suites all have forward secrecy and AEAD, so
// no suite list needs curating), and HSTS so browsers never fall back to plain HTTP.

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/** HTTPS server options from PEM files. Throws with the file name when one is unreadable or they do not pair. */
export function createServerOptions({ certFile, keyFile }: TlsFiles): ServerOptions {
  const cert = readPem(certFile, 'TLS_CERT_FILE');
  const key = readPem(keyFile, 'TLS_KEY_FILE');
  const options: ServerOptions = { cert, key, minVersion: 'TLSv1.3' };
  try {
    createSecureContext(options);
  } catch (error) {
    throw new Error(`TLS_CERT_FILE and TLS_KEY_FILE cannot be used together: ${(error as Error).message}`);
  }
  return options;
}

function readPem(file: string, setting: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`${setting} ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The `Strict-Transport-Security` value: one year with subdomains. No `preload`: entering the
 * browsers' preload list is a decision for whoever owns the domain, not a default.
 */
export function hstsHeaderValue(maxAgeSeconds = HSTS_MAX_AGE_SECONDS): string {
  return `max-age=${maxAgeSeconds}; includeSubDomains`;
}
