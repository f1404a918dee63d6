// npm run mock: the stateless mock of the contract. Prism serves the contract's examples, from a
// copy of the contract whose paths are the request paths of the real server (scripts/mock-paths.ts),
// on a port of its own; in front of it, on MOCK_PORT (4010), this process
// - marks every answer: `X-Mock: example` (one of the contract's examples, not computed) and
//   `Example-Name: <name>` (which one), or `X-Mock: error` for Prism's own errors (no such path,
//   no such example);
// - asks Prism for the example that matches the request where an operation has several
//   (scripts/mock-select.ts), unless the request asks for one itself (`Prefer: example=<name>`);
// - answers a request Prism finds invalid with 400 and the operation's `validation_failed` example,
//   as the real server answers (Prism would give its 422 example), Prism's findings in `sl-violations`.
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { mockPaths } from './mock-paths.js';
import { chooseExample, defaultExampleName, validationExample } from './mock-select.js';

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
/** Bodies larger than the real server's default limit are passed on without reading them for a match. */
const MATCH_BODY_LIMIT = 1_048_576;

const root = fileURLToPath(new URL('../', import.meta.url));
const contract = parse(readFileSync(root + 'openapi.yaml', 'utf8')) as Json;
contract.paths = mockPaths(contract.paths);
mkdirSync(root + 'dist/mock', { recursive: true });
const file = root + 'dist/mock/openapi.yaml';
writeFileSync(file, stringify(contract));

/** Each operation by method, with its path as a pattern (`/api/v1/buyers/{id}`: one segment per parameter). */
const routes = Object.entries<Json>(contract.paths).flatMap(([path, item]) => {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('([^/]+)')}$`);
  return METHODS.filter((method) => item[method]).map((method) => ({ method: method.toUpperCase(), pattern, names, operation: item[method] as Json }));
});

function route(method: string, pathname: string) {
  for (const r of routes) {
    const match = r.method === method ? r.pattern.exec(pathname) : null;
    if (match) return { operation: r.operation, pathParams: Object.fromEntries(r.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
  }
  return null;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function jsonOf(body: Buffer, contentType: string | undefined): unknown {
  if (body.length === 0 || body.length > MATCH_BODY_LIMIT || !/json/i.test(contentType ?? '')) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Prism's answer to the request as given (its headers less the hop-by-hop ones). */
function forward(port: number, req: IncomingMessage, headers: IncomingHttpHeaders, body: Buffer): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const sent: IncomingHttpHeaders = { ...headers, 'content-length': String(body.length) };
  for (const hop of ['connection', 'keep-alive', 'transfer-encoding']) delete sent[hop];
  return new Promise((resolve, reject) => {
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

async function answer(prismPort: number, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const url = new URL(req.url ?? '/', 'http://mock');
  const found = route(req.method ?? 'GET', url.pathname);
  const headers = { ...req.headers };
  const prefer = [req.headers.prefer ?? ''].flat().join(', ');
  const asked = /example=([^,;\s]+)/.exec(prefer)?.[1];
  let chosen: string | null = null;
  if (found && !asked && !/code=/.test(prefer)) {
    const choice = chooseExample(contract, found.operation, { pathParams: found.pathParams, query: url.searchParams, body: jsonOf(body, req.headers['content-type']) });
    if (choice?.by === 'request') headers.prefer = prefer ? `${prefer}, example=${choice.name}` : `example=${choice.name}`;
    chosen = choice?.name ?? null;
  }
  const prism = await forward(prismPort, req, headers, body);
  const out: IncomingHttpHeaders = { ...prism.headers };
  for (const hop of ['connection', 'keep-alive', 'transfer-encoding']) delete out[hop];
  let status = prism.status;
  let payload = prism.body;
  let name: string | null = null;
  const invalid = found && prism.headers['sl-violations'] !== undefined && (status === 400 || status === 422);
  const replacement = invalid ? validationExample(contract, found.operation) : null;
  if (replacement) {
    status = 400;
    payload = Buffer.from(JSON.stringify(replacement.value));
    out['content-type'] = 'application/json';
    name = replacement.name;
  } else if (found && /json/.test(String(prism.headers['content-type'] ?? '')) && !/problem\+json/.test(String(prism.headers['content-type']))) {
    name = asked ?? (status === 200 && chosen ? chosen : defaultExampleName(contract, found.operation, status));
  }
  out['content-length'] = String(payload.length);
  out['x-mock'] = /problem\+json/.test(String(out['content-type'] ?? '')) ? 'error' : 'example';
  if (name) out['example-name'] = name;
  res.writeHead(status, out);
  res.end(payload);
}

/** A port no one listens on now, for Prism. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const prismPort = await freePort();
const prism = spawn(process.execPath, [root + 'node_modules/@stoplight/prism-cli/dist/index.js', 'mock', file, '--port', String(prismPort), '--host', '127.0.0.1'], { stdio: 'inherit' });
prism.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    prism.kill(signal);
  });
}
for (let waited = 0; !(await listening(prismPort)); waited += 100) {
  if (waited > 120_000) {
    console.error('Prism did not start within two minutes.');
    prism.kill('SIGTERM');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const port = Number(process.env.MOCK_PORT ?? '4010');
const host = process.env.MOCK_HOST ?? '127.0.0.1';
createServer((req, res) => {
  answer(prismPort, req, res).catch((error: unknown) => {
    res.writeHead(502, { 'content-type': 'application/json', 'x-mock': 'error' });
    res.end(JSON.stringify({ status: 'error', error: { code: 'mock_error', message: `The mock could not answer: ${String(error)}` } }));
  });
}).listen(port, host, () => console.log(`Mock of the contract at http://${host}:${port}: every answer is one of its examples (X-Mock: example, Example-Name).`));
