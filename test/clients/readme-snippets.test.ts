import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientSampleRunner, codeBlocks, machineNode, SAMPLE_LANGUAGES, type SampleLanguage, type SampleRunner } from '../helpers/client-samples.js';

// Every code sample of the three clients' READMEs runs against a real server, as written: the
// samples read the host and key from ETP_API and ETP_KEY. The install commands (`sh`) are run by
// test/clients/install.test.ts; the samples import the clients from this repository.
const READMES = { node: ['ts'], python: ['python'], go: ['go'] } as const;
const snippets = Object.entries(READMES).flatMap(([client, langs]) =>
  codeBlocks(readFileSync(projectPath('clients', client, 'README.md'), 'utf8')).map((block, index) => ({
    name: `clients/${client}/README.md #${index + 1} (${block.lang})`,
    client,
    ...block,
    runs: (langs as readonly string[]).includes(block.lang),
  })),
);

let app: TestApp;
let runner: SampleRunner;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_POLL_MS: '20' }, { streams: { rateTickMs: 100 } });
  runner = await clientSampleRunner();
  // The scopes the READMEs' OAuth samples say their client needs (Node.js: buyers:read; Python:
  // markets:read), and no more: a sample that needs another fails here.
  const oauth = await app.createClient({ scopes: ['buyers:read', 'markets:read'] });
  env = { ETP_API: app.baseUrl, ETP_KEY: app.testKey, ETP_CLIENT_ID: oauth.id, ETP_CLIENT_SECRET: oauth.secret };
}, 60_000);
afterAll(async () => {
  runner?.close();
  await app?.close();
});

describe('client README samples', () => {
  it('every sample is a language that runs, or an install command', () => {
    for (const snippet of snippets) expect(snippet.runs || snippet.lang === 'sh', snippet.name).toBe(true);
    for (const client of Object.keys(READMES)) expect(snippets.filter((s) => s.client === client && s.runs).length, client).toBeGreaterThanOrEqual(4);
    expect(SAMPLE_LANGUAGES).toContain('go');
  });

  it('the TypeScript samples type-check against the client', () => {
    const dir = mkdtempSync(join(tmpdir(), 'readme-ts-'));
    try {
      const files = snippets.filter((s) => s.lang === 'ts').map((s, i) => {
        const file = join(dir, `sample-${i + 1}.ts`);
        writeFileSync(file, s.code);
        return file;
      });
      const program = ts.createProgram(files, {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: ['node'],
        typeRoots: [projectPath('node_modules', '@types')],
        skipLibCheck: true,
        paths: { '@export-trade/client': [projectPath('clients', 'node', 'src', 'index.ts')], ws: [projectPath('node_modules', '@types', 'ws', 'index.d.ts')] },
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.replace(dir, '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The package says which Node.js it needs (engines); its README says how each Node.js runs the
  // TypeScript samples: 22.18+ as they are (the runner above, on the project's Node.js 24), Node.js
  // 20 through tsx. The oldest stated major runs every sample here, when the machine has it.
  const engines = JSON.parse(readFileSync(projectPath('clients', 'node', 'package.json'), 'utf8')).engines.node as string;
  const oldest = Number(/^>=(\d+)$/.exec(engines)?.[1]);
  it('states the Node.js its samples need: engines and the README agree', () => {
    expect(oldest, `clients/node/package.json engines.node is "${engines}"`).toBeGreaterThanOrEqual(20);
    const readme = readFileSync(projectPath('clients', 'node', 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`Node.js ${oldest}+`);
    expect(readme).toMatch(new RegExp(`on Node\\.js ${oldest}, with \`npx tsx sample\\.mts\``));
    expect(readme).toMatch(/`node sample\.mts` on Node\.js 22\.18\+/);
  });

  it.for(snippets.filter((s) => s.lang === 'ts'))('$name runs on the oldest Node.js the package supports, with tsx', { timeout: 180_000 }, async (snippet, ctx) => {
    const node = await machineNode(oldest);
    if (!node) {
      console.warn(`${snippet.name}: no Node.js ${oldest} on this machine's PATH, not run on it`);
      return ctx.skip();
    }
    const { stdout, stderr } = await runner.run('ts', snippet.code, env, 60_000, node).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`${snippet.name} on ${node} failed: ${error.stderr ?? error.message}\n${error.stdout ?? ''}`);
    });
    expect(stderr).toBe('');
    expect(stdout.trim()).not.toBe('');
  });

  it.each(snippets.filter((s) => s.runs))('$name runs against the server', async (snippet) => {
    if (!(await runner.available(snippet.lang as SampleLanguage))) {
      console.warn(`${snippet.name}: no ${snippet.lang} runtime here, not run (.ci/run installs it)`);
      return;
    }
    const { stdout, stderr } = await runner.run(snippet.lang as SampleLanguage, snippet.code, env).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`${snippet.name} failed: ${error.stderr ?? error.message}\n${error.stdout ?? ''}`);
    });
    expect(stderr).toBe('');
    expect(stdout.trim()).not.toBe('');
  }, 180_000);
});
