// npm run generate: the contract's source tree (contract/) is bundled into the published
// openapi.yaml, and generated/ is written from the contracts. With --check (CI), nothing is
// written: the command fails when any output is stale.
//   openapi.yaml                 contract/openapi.yaml bundled by `redocly bundle` (no YAML anchors)
//   generated/openapi.ts         openapi-typescript types as the server sees a validated request:
//                                fields with a `default` are present (validation applied it)
//   generated/openapi-client.ts  the same types as a client writes a request: fields with a
//                                `default` are optional (the server fills them in)
//   generated/operations.ts      per-operation facts the types above cannot carry (query defaults)
//   generated/asyncapi.ts        types of the asyncapi.yaml message payloads
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { parse } from 'yaml';
import { ASYNCAPI_PATH, CONTRACT_SOURCE_PATH, OPENAPI_PATH, PROJECT_ROOT, projectPath } from '../src/paths.js';
import { renderAsyncApiTypes } from './generate-asyncapi-types.js';
import { renderJourneysGuide } from './workflows/guide.js';

const header = (source: string, comment = '//') =>
  `${comment} Generated from ${source} by \`npm run generate\`. Do not edit: change the contract's source and regenerate.\n`;

/** `redocly bundle` of the source tree; $refs between files become local `#/components/...` refs. */
function bundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  try {
    const output = join(dir, 'openapi.yaml');
    const redocly = projectPath('node_modules', '.bin', 'redocly');
    const run = spawnSync(redocly, ['bundle', CONTRACT_SOURCE_PATH, '--output', output], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    });
    if (run.status !== 0) throw new Error(`redocly bundle failed:\n${run.stdout}\n${run.stderr}`);
    return header('contract/', '#') + readFileSync(output, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function openapiTypes(document: OpenAPI3, defaultNonNullable: boolean): Promise<string> {
  const ast = await openapiTS(structuredClone(document), { alphabetize: false, defaultNonNullable, enumValues: defaultNonNullable, silent: true });
  return header('openapi.yaml') + '\n' + astToString(ast);
}

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve(document: Json, node: Json): Json {
  const ref = node.$ref as string | undefined;
  if (!ref) return node;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((at: Json, key) => at[key], document);
}

/**
 * Facts the openapi-typescript output cannot carry: the query parameters with a default
 * (validation fills them in, so handlers may rely on them) and the operations open to anyone.
 */
function operationFacts(document: Json): string {
  const lines: string[] = [];
  const open: string[] = [];
  for (const item of Object.values(document.paths ?? {}) as Json[]) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const defaulted = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((p: Json) => resolve(document, p))
        .filter((p: Json) => p.in === 'query' && p.schema && resolve(document, p.schema).default !== undefined)
        .map((p: Json) => `'${p.name}'`);
      if (defaulted.length > 0) lines.push(`  ${operation.operationId}: ${defaulted.join(' | ')};`);
      const security = (operation.security ?? document.security ?? []) as Json[];
      if (security.length === 0) open.push(`'${operation.operationId}'`);
    }
  }
  return [
    header('openapi.yaml'),
    '/** Per operation, the query parameters that have a default in the contract (present after validation). */',
    'export interface QueryDefaults {',
    ...lines,
    '}',
    '',
    '/** Operations that take no credential (`security: []`). */',
    `export type PublicOperationId = ${open.join(' | ') || 'never'};`,
    '',
  ].join('\n');
}

const bundled = bundle();
const document = parse(bundled) as OpenAPI3;
const outputs: Array<[string, () => Promise<string> | string]> = [
  ['openapi.yaml', () => bundled],
  ['generated/openapi.ts', () => openapiTypes(document, true)],
  ['generated/openapi-client.ts', () => openapiTypes(document, false)],
  ['generated/operations.ts', () => operationFacts(document as Json)],
  ['generated/asyncapi.ts', () => renderAsyncApiTypes(readFileSync(ASYNCAPI_PATH, 'utf8'))],
  ['docs/guides/journeys.md', () => renderJourneysGuide()],
];

const check = process.argv.includes('--check');
let stale = 0;
for (const [file, make] of outputs) {
  const path = file === 'openapi.yaml' ? OPENAPI_PATH : projectPath(file);
  const content = await make();
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === content) continue;
  if (check) {
    stale += 1;
    console.error(`${file} is stale: run npm run generate and commit the result.`);
  } else {
    writeFileSync(path, content);
    console.log(`wrote ${file}`);
  }
}
if (stale === 0) console.log(check ? 'openapi.yaml and generated/ are up to date' : 'done');
process.exit(stale === 0 ? 0 : 1);
