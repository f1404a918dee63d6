// Writes generated/ from the contracts; with --check, fails when generated/ is stale instead.
//   generated/openapi.ts   openapi-typescript types of openapi.yaml
//   generated/asyncapi.ts  types of the asyncapi.yaml message payloads (scripts/generate-asyncapi-types.ts)
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { renderAsyncApiTypes } from './generate-asyncapi-types.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const HEADER = (source: string) =>
  `// Generated from ${source} by \`npm run generate\`. Do not edit: change ${source} and regenerate.\n\n`;

async function openapiTypes(): Promise<string> {
  const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url), { alphabetize: false });
  return HEADER('openapi.yaml') + astToString(ast);
}

const outputs: Array<[string, () => Promise<string>]> = [
  ['generated/openapi.ts', openapiTypes],
  ['generated/asyncapi.ts', async () => renderAsyncApiTypes(readFileSync(root + 'asyncapi.yaml', 'utf8'))],
];

const check = process.argv.includes('--check');
let stale = 0;
for (const [file, make] of outputs) {
  const path = root + file;
  const content = await make();
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (check) {
    if (current !== content) {
      stale += 1;
      console.error(`${file} is stale: run npm run generate and commit the result.`);
    }
  } else if (current !== content) {
    writeFileSync(path, content);
    console.log(`wrote ${file}`);
  } else {
    console.log(`${file} is up to date`);
  }
}
if (check && stale === 0) console.log('generated/ is up to date');
process.exit(stale === 0 ? 0 : 1);
