// npm run mock: the stateless sandbox mock. Prism serves the contract's examples from a copy of
// the contract whose paths are the request paths of the real server (scripts/mock-paths.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { mockPaths } from './mock-paths.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const contract = parse(readFileSync(root + 'openapi.yaml', 'utf8')) as { paths: Parameters<typeof mockPaths>[0] };
contract.paths = mockPaths(contract.paths);
mkdirSync(root + 'dist/mock', { recursive: true });
const file = root + 'dist/mock/openapi.yaml';
writeFileSync(file, stringify(contract));

const port = process.env.MOCK_PORT ?? '4010';
const prism = spawn(process.execPath, [root + 'node_modules/@stoplight/prism-cli/dist/index.js', 'mock', file, '--port', port, '--host', process.env.MOCK_HOST ?? '127.0.0.1'], {
  stdio: 'inherit',
});
prism.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => prism.kill(signal));
