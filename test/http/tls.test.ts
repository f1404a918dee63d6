import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// With TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTPS, TLS 1.3 only, and sends HSTS.
// The certificate is made here, self-signed, with the openssl command.

const dir = mkdtempSync(join(tmpdir(), 'tls-test-'));
const certFile = join(dir, 'cert.pem');
const keyFile = join(dir, 'key.pem');
let app: TestApp;
let plain: TestApp;

beforeAll(async () => {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ], { stdio: 'ignore' });
  // Plain HTTP beside it on the same database (what differs is the listener, not the storage), so
  // both open its sealed secrets with one key.
  const SECRETS_ENCRYPTION_KEY = randomBytes(32).toString('hex');
  app = await startTestApp({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, SECRETS_ENCRYPTION_KEY });
  plain = await startTestApp({ SECRETS_ENCRYPTION_KEY }, { shareDatabaseWith: app });
});
afterAll(async () => {
  await plain?.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a TLS connection limited to the given versions; resolves with the protocol agreed, or the error. */
function handshake(minVersion: 'TLSv1.2' | 'TLSv1.3', maxVersion: 'TLSv1.2' | 'TLSv1.3'): Promise<{ protocol: string | null } | { error: Error }> {
  const port = Number(new URL(app.baseUrl).port);
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca: readFileSync(certFile), minVersion, maxVersion });
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.getProtocol() });
      socket.end();
    });
    socket.once('error', (error) => resolve({ error }));
  });
}

describe('TLS', () => {
  it('serves HTTPS', () => {
    expect(app.baseUrl).toMatch(/^https:\/\//);
  });

  it('refuses a TLS 1.2 handshake', async () => {
    const result = await handshake('TLSv1.2', 'TLSv1.2');
    expect('error' in result).toBe(true);
  });

  it('completes a TLS 1.3 handshake, checked against the certificate', async () => {
    expect(await handshake('TLSv1.2', 'TLSv1.3')).toEqual({ protocol: 'TLSv1.3' });
  });

  it('answers the API over TLS with HSTS', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { query: { limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS over plain HTTP', async () => {
    const res = await plain.request('GET', '/api/v1/buyers', { query: { limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
