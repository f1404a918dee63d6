import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../bench/server-process.js';
import { projectPath } from '../../src/paths.js';
import { clientSampleRunner, codeBlocks, type SampleRunner } from '../helpers/client-samples.js';
import { differences, parseShown } from '../helpers/shown-answers.js';

// Keeps the README true for a newcomer: at most 200 lines, the two commands first, every relative
// link resolving, and its "Try it" examples run as written (curl through bash, by the runner of the
// guide samples) against the server started the way the README says (server.ts on a fresh data
// directory with the default sandbox, which prints the key), each answer compared with the sample
// printed under it (test/helpers/shown-answers.ts: "…" cuts a member, the rest of an array or the
// end of a string; everything else shown must be in the live answer).

const README = readFileSync(projectPath('README.md'), 'utf8');
const TRY_IT = README.split(/^## Try it$/m)[1]?.split(/^## /m)[0] ?? '';
const README_URL = 'http://127.0.0.1:3000';

/** Each command block of "Try it" with the sample answer printed after it. */
const examples = codeBlocks(TRY_IT).flatMap((block, i, blocks) =>
  block.lang === 'sh' ? [{ name: block.code.split('\n').find((l) => l.startsWith('# '))?.slice(2) ?? `example ${i + 1}`, code: block.code, sample: blocks[i + 1]?.lang === 'json' ? blocks[i + 1]!.code : null }] : [],
);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
const anchorsIn = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));

describe('README.md', () => {
  it('is at most 200 lines', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('opens with the two commands: install and start, and the tests', () => {
    const first = codeBlocks(README)[0]!;
    expect(README.indexOf('```')).toBeLessThan(README.search(/^## /m));
    expect(first.lang).toBe('sh');
    const commands = first.code.split('\n').map((line) => line.replace(/#.*$/, '').trim()).filter(Boolean);
    expect(commands).toEqual(['npm install && npm start', 'npm test']);
    const scripts = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.start && scripts.test).toBeTruthy();
  });

  it('names the Node.js that runs npm exactly as devEngines does', () => {
    const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { devEngines: { runtime: { name: string; version: string } } };
    expect(pkg.devEngines.runtime.name).toBe('node');
    // The range is quoted as it is, and said in words: 20.17 or a later 20 (not 21), or 22.9 or later.
    expect(README).toContain(`\`${pkg.devEngines.runtime.version}\``);
    const words = /npm itself runs on the machine's Node\.js: (\d+)\.(\d+) or a later \1, or (\d+)\.(\d+) or later/.exec(README);
    expect(words, 'the sentence on the Node that runs npm').not.toBeNull();
    expect(`^${words![1]}.${words![2]}.0 || >=${words![3]}.${words![4]}.0`).toBe(pkg.devEngines.runtime.version);
  });

  it('links only to files that exist, and to headings that exist', () => {
    const broken: string[] = [];
    for (const [, target] of README.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!)) continue;
      const [file, anchor] = target!.split('#');
      const path = file ? resolve(projectPath(), file) : projectPath('README.md');
      if (!existsSync(path)) broken.push(`${target}: no such file`);
      else if (anchor && path.endsWith('.md') && !anchorsIn(readFileSync(path, 'utf8')).has(anchor)) broken.push(`${target}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it('has "Try it" examples, each followed by its answer', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    expect(examples.filter((e) => e.sample === null).map((e) => e.name)).toEqual([]);
    expect(TRY_IT).toContain(README_URL);
  });
});

describe('README.md, run against the server started as it says', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'readme-'));
  let server: ServerProcess;
  let samples: SampleRunner;

  beforeAll(async () => {
    // The README's defaults: the embedded database in a fresh directory, the default sandbox size.
    server = await startServer({ DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '', REDIS_URL: '', SANDBOX_BUYERS: '' }, 170_000);
    samples = await clientSampleRunner();
    await server.ready();
  }, 180_000);

  afterAll(async () => {
    samples?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the lines the README shows (its address, the portal, the key), after seeding as many buyers as it says', () => {
    const shown = codeBlocks(README).find((block) => block.lang === 'text' && block.code.includes('Sandbox test key'))?.code ?? 'missing';
    // The README's address is this server's; "etp_test_..." stands for the key.
    const pattern = shown
      .trim()
      .replaceAll(README_URL, server.baseUrl)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('etp_test_\\.\\.\\.', 'etp_test_\\S+');
    expect(server.output()).toMatch(new RegExp(`^${pattern}$`, 'm'));
    expect(server.testKey).toMatch(/^etp_test_/);
    const seeded = server.output().split('\n').find((line) => line.includes('"msg":"listening"'));
    const promised = /generates ([\d,]+) sandbox buyers/.exec(README)?.[1]?.replaceAll(',', '');
    expect(JSON.parse(seeded ?? '{}').sandbox_buyers).toBe(Number(promised));
  });

  // In the README's order: the profile saved by one example changes the scores the next one shows.
  it('answers every "Try it" example as its sample shows', { timeout: 120_000 }, async () => {
    for (const example of examples) {
      const code = example.code.replace(/^KEY=.*$/m, ':').replaceAll(README_URL, server.baseUrl);
      const { stdout } = await samples.run('sh', code, { KEY: server.testKey! }, 30_000);
      const live = JSON.parse(stdout) as unknown;
      expect(differences(parseShown(example.sample!), live), `${example.name}\n${stdout.slice(0, 2000)}`).toEqual([]);
    }
  });
});
