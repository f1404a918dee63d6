// Nothing is lost on restart: documents (with their PDFs) and orders made by a server are there,
// byte for byte, after the process is stopped and started again on the same data directory
// (embedded PGlite on disk; with DATABASE_URL, the same PostgreSQL schema).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from '../helpers/contract.js';
import { builtServer } from '../../bench/server-process.js';
import { ownStorage, type OwnStorage } from '../helpers/own-storage.js';

const port = 3660 + Number(process.env.VITEST_POOL_ID ?? 0);
const env: Record<string, string> = { PORT: String(port), SANDBOX_BUYERS: '500', LOG_LEVEL: 'info' };
let server: ChildProcess | undefined;
let storage: OwnStorage | undefined;

/** Starts the built server (as npm start does); resolves with its output so far once it listens. */
async function start(): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, [builtServer()], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 3000 && !/"msg":"listening"/.test(output); i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

let key = '';
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; bytes: Buffer }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    // Closed after the answer: a kept-alive idle connection would hold each stop for its grace (3 s).
    headers: { authorization: `Bearer ${key}`, connection: 'close', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const pdf = res.headers.get('content-type') === 'application/pdf';
  const text = pdf ? '' : bytes.toString('utf8');
  const received = { method, path: new URL(`http://x${path}`).pathname, status: res.status, headers: res.headers, body: pdf ? bytes : JSON.parse(text), text };
  expect(contractViolations(received), text.slice(0, 300)).toEqual([]);
  return { status: res.status, body: received.body, bytes };
}

beforeAll(async () => {
  storage = await ownStorage('restart');
  Object.assign(env, storage.env);
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) await stop(server);
  await storage?.close();
});

const invoice = {
  type: 'commercial_invoice',
  exporter: { name: 'Hanbit Cosmetics Co., Ltd.', address: '12 Teheran-ro, Gangnam-gu\nSeoul 06234', country: 'KR' },
  importer: { name: 'Brightwell Beauty Supply LLC', address: '800 S Figueroa St\nLos Angeles, CA 90017', country: 'US' },
  items: [{ description: 'Hydrating sheet mask, box of 10', hs_code: '330499', quantity: '120', unit: 'PCE', unit_price: { amount: '12.50', currency: 'USD' } }],
  incoterm: 'FOB',
  named_place: 'Busan',
  currency: 'USD',
};

// Two starts from the sources: generous on a loaded machine, a few seconds on a quiet one.
describe('a restart on the same data directory', { timeout: 600_000 }, () => {
  it('keeps documents with the same PDF bytes, and orders', async () => {
    const first = await start();
    server = first.child;
    key = /Sandbox test key \(shown once, keep it\): (etp_test_\S+)/.exec(first.output())?.[1] ?? '';
    expect(key).toMatch(/^etp_test_/);

    const buyer = (await call('GET', '/api/v1/buyers?limit=1')).body.data.buyers[0].id;
    const order = await call('POST', '/api/v1/orders', {
      buyer_id: buyer,
      items: [{ description: 'Hydrating face cream, 50 ml', hs_code: '330499', quantity: '2000', unit: 'PCE', unit_price: { amount: '4.50', currency: 'USD' } }],
      incoterm: 'FOB',
      named_place: 'Busan',
      currency: 'USD',
      origin_country: 'KR',
    });
    expect(order.status).toBe(200);
    const document = await call('POST', '/api/v1/documents', invoice);
    expect(document.status).toBe(200);
    const meta = document.body.data;
    const pdf = await call('GET', `/api/v1/documents/${meta.id}/file`);
    expect(pdf.status).toBe(200);
    expect(createHash('sha256').update(pdf.bytes).digest('hex')).toBe(meta.sha256);

    expect(await stop(first.child)).toBe(0);
    const second = await start();
    server = second.child;
    // A second start prints no new key: the data directory already has the sandbox account.
    expect(second.output()).not.toContain('Sandbox test key');

    const again = await call('GET', `/api/v1/documents/${meta.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(meta);
    const file = await call('GET', `/api/v1/documents/${meta.id}/file`);
    expect(file.status).toBe(200);
    expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(meta.sha256);
    expect(file.bytes.equals(pdf.bytes)).toBe(true);
    expect((await call('GET', `/api/v1/orders/${order.body.data.id}`)).body.data).toEqual(order.body.data);
    // Numbers continue after the restart; none is given twice.
    const next = await call('POST', '/api/v1/documents', invoice);
    expect(next.body.data.number).not.toBe(meta.number);
    expect(Number(next.body.data.number.slice(-6))).toBe(Number(meta.number.slice(-6)) + 1);
    expect(await stop(second.child)).toBe(0);
  });
});
