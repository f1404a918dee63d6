import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import type { SecureVersion } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_MAX_AGE_SECONDS, createServerOptions, hstsHeaderValue } from '../../../src/security/tls.js';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A self-signed P-256 certificate for localhost / 127.0.0.1, valid one day. */
function makeCertificate(dir: string, name: string): { certFile: string; keyFile: string } {
  const certFile = join(dir, `${name}.crt`);
  const keyFile = join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', keyFile, '-out', certFile],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

/** Resolves with the negotiated protocol, or rejects with the handshake error. */
function handshake(port: number, maxVersion: SecureVersion, ca: Buffer): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca, maxVersion }, () => {
      const protocol = socket.getProtocol();
      socket.end();
      resolve(protocol);
    });
    socket.on('error', reject);
  });
}

function httpsGet(port: number, ca: Buffer): Promise<{ status: number | undefined; hsts: string | undefined; protocol: string | null }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', servername: 'localhost', ca, agent: false }, (response) => {
      const protocol = (response.socket as import('node:tls').TLSSocket).getProtocol();
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, hsts: response.headers['strict-transport-security'] as string | undefined, protocol }),
      );
    });
    request.on('error', reject);
  });
}

describe('hstsHeaderValue', () => {
  it('is one year with subdomains, without preload', () => {
    expect(HSTS_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
    expect(hstsHeaderValue()).toBe('max-age=31536000; includeSubDomains');
    expect(hstsHeaderValue(600)).toBe('max-age=600; includeSubDomains');
  });
});

describe.skipIf(!hasOpenssl())('HTTPS with createServerOptions', () => {
  let dir: string;
  let files: { certFile: string; keyFile: string };
  let cert: Buffer;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'etp-tls-'));
    files = makeCertificate(dir, 'server');
    const options = createServerOptions(files);
    cert = options.cert as Buffer;
    server = createServer(options, (_request, response) => {
      response.setHeader('Strict-Transport-Security', hstsHeaderValue());
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks for TLS 1.3 at least', () => {
    expect(createServerOptions(files).minVersion).toBe('TLSv1.3');
  });

  it('refuses a client that speaks at most TLS 1.2', async () => {
    await expect(handshake(port, 'TLSv1.2', cert)).rejects.toMatchObject({ code: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' });
  });

  it('serves a TLS 1.3 client, with HSTS', async () => {
    expect(await handshake(port, 'TLSv1.3', cert)).toBe('TLSv1.3');
    expect(await httpsGet(port, cert)).toEqual({ status: 200, hsts: 'max-age=31536000; includeSubDomains', protocol: 'TLSv1.3' });
  });

  it('names the setting when a file is missing or the key does not belong to the certificate', () => {
    expect(() => createServerOptions({ ...files, keyFile: join(dir, 'absent.key') })).toThrow(/TLS_KEY_FILE .*absent\.key cannot be read: ENOENT/);
    const other = makeCertificate(dir, 'other');
    expect(() => createServerOptions({ certFile: files.certFile, keyFile: other.keyFile })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE cannot be used together/,
    );
  });
});
