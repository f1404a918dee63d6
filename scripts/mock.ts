// npm run mock: the stateless sandbox mock. Prism serves the contract's examples; it matches
// request paths against `paths` without the servers' base path, so it is given a copy of the
// contract whose paths carry both public prefixes (/api/v1 and /v1), as the real server does.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const root = fileURLToPath(new URL('../', import.meta.url));
const contract = parse(readFileSync(root + 'openapi.yaml', 'utf8')) as { paths: Record<string, unknown> };
const prefixed: Record<string, unknown> = {};
for (const prefix of ['/api/v1', '/v1']) {
  for (const [path, item] of Object.entries(contract.paths)) prefixed[prefix + path] = item;
}
contract.paths = prefixed;
mkdirSync(root + 'dist/mock', { recursive: true });
const file = root + 'dist/mock/openapi.yaml';
writeFileSync(file, stringify(contract));

const port = process.env.MOCK_PORT ?? '4010';
const prism = spawn(process.execPath, [root + 'node_modules/@stoplight/prism-cli/dist/index.js', 'mock', file, '--port', port, '--host', process.env.MOCK_HOST ?? '127.0.0.1'], {
  stdio: 'inherit',
});
prism.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => prism.kill(signal));
