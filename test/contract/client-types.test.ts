// A client typed from the contract (openapi-fetch over generated/openapi-client.ts) must accept
// every request example of the contract as written: a field with a server-side default is
// optional for a client. The server's view (generated/openapi.ts, where validation has filled the
// defaults in) must not: that is what makes this check able to fail.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/http/contract.js';
import { projectPath } from '../../src/paths.js';

type Json = Record<string, any>;
const contract = loadContract() as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve(node: Json): Json {
  let at = node;
  while (typeof at?.$ref === 'string') at = at.$ref.replace(/^#\//, '').split('/').reduce((here: Json, key: string) => here[key], contract);
  return at;
}

/** Every JSON request-body example with the path and method of its operation. */
function requestExamples(): Array<{ name: string; path: string; method: string; body: unknown }> {
  const found = [];
  for (const [path, item] of Object.entries(contract.paths as Json)) {
    for (const method of METHODS) {
      const media = item[method]?.requestBody ? resolve(item[method].requestBody).content?.['application/json'] : undefined;
      for (const [name, example] of Object.entries((media?.examples ?? {}) as Json)) {
        found.push({ name: `${item[method].operationId} ${name}`, path, method: method.toUpperCase(), body: resolve(example).value });
      }
    }
  }
  return found;
}

/** Type-checks calls of an openapi-fetch client typed by `typesFile`; returns the diagnostics. */
function typeCheck(typesFile: string, examples: ReturnType<typeof requestExamples>): string[] {
  const fileName = projectPath('test', 'contract', '__client_examples__.ts');
  const source = [
    `import createClient from 'openapi-fetch';`,
    `import type { paths } from ${JSON.stringify(projectPath('generated', typesFile))};`,
    `const client = createClient<paths>({ baseUrl: 'https://api.export-trade.example/api/v1' });`,
    ...examples.map((e) => `void client.${e.method}(${JSON.stringify(e.path)} as const, { params: {} as never, body: ${JSON.stringify(e.body)} });`),
  ].join('\n');
  const options: ts.CompilerOptions = { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === fileName)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('client types generated from the contract', () => {
  const examples = requestExamples();

  it('accept every request example of the contract with openapi-fetch', () => {
    expect(examples.map((e) => e.name)).toContain('calculatePrice cifCosmeticsToUs');
    expect(typeCheck('openapi-client.js', examples)).toEqual([]);
  });

  it('would refuse the pricing example if defaults were required (the server view)', () => {
    const pricing = examples.filter((e) => e.name.startsWith('calculatePrice'));
    expect(typeCheck('openapi.js', pricing).join('\n')).toContain('apply_preferential_rates');
  });
});
