import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../bench/server-process.js';
import { projectPath } from '../../src/paths.js';
import { codeBlocks } from '../helpers/client-samples.js';

// Keeps the README true for a newcomer: at most 200 lines, the two commands first, every relative
// link resolving, and its "Try it" examples run as written (curl through bash, as the guide samples
// run) against the server started the way the README says (server.ts on a fresh data directory with
// the default sandbox, which prints the key), each answer compared with the sample printed under it.
// A sample may leave parts out where it shows "…": a member of an object, the rest of an array, or
// the end of a string; everything it does show must be in the live answer.

const run = promisify(execFile);
const README = readFileSync(projectPath('README.md'), 'utf8');
const MORE = '…';
const TRY_IT = README.split(/^## Try it$/m)[1]?.split(/^## /m)[0] ?? '';
const README_URL = 'http://127.0.0.1:3000';

/** The sample as JSON: each "…" outside a string becomes a marker member (objects) or element (arrays). */
function parseSample(text: string): unknown {
  let json = '';
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') open.push(ch);
    else if (ch === '}' || ch === ']') open.pop();
    else if (ch === MORE) {
      json += open.at(-1) === '{' ? `"${MORE}":true` : `"${MORE}"`;
      continue;
    }
    json += ch;
  }
  return JSON.parse(json);
}

/** Where the live answer differs from what the sample shows (empty when the sample is true). */
function differences(sample: unknown, live: unknown, path = ''): string[] {
  const at = path || '/';
  if (typeof sample === 'string' && sample.endsWith(MORE)) {
    return typeof live === 'string' && live.startsWith(sample.slice(0, -1)) ? [] : [`${at}: the sample shows ${JSON.stringify(sample)}, the answer ${JSON.stringify(live)}`];
  }
  if (Array.isArray(sample)) {
    if (!Array.isArray(live)) return [`${at}: the sample shows an array, the answer ${JSON.stringify(live)}`];
    const cut = sample.at(-1) === MORE;
    const shown = cut ? sample.slice(0, -1) : sample;
    if (shown.includes(MORE)) return [`${at}: "…" stands only at the end of an array`];
    if (cut ? live.length < shown.length : live.length !== shown.length) return [`${at}: the answer has ${live.length} items, the sample ${shown.length}${cut ? ' or more' : ''}`];
    return shown.flatMap((item, i) => differences(item, live[i], `${path}/${i}`));
  }
  if (sample !== null && typeof sample === 'object') {
    if (live === null || typeof live !== 'object' || Array.isArray(live)) return [`${at}: the sample shows an object, the answer ${JSON.stringify(live)}`];
    const shown = Object.entries(sample).filter(([key]) => key !== MORE);
    const found = shown.flatMap(([key, value]) => (key in live ? differences(value, (live as Record<string, unknown>)[key], `${path}/${key}`) : [`${path}/${key}: not in the answer`]));
    const unshown = MORE in sample ? [] : Object.keys(live).filter((key) => !shown.some(([k]) => k === key));
    return [...found, ...unshown.map((key) => `${path}/${key}: in the answer but not in the sample, and no "…" says it was cut`)];
  }
  return Object.is(sample, live) ? [] : [`${at}: the sample shows ${JSON.stringify(sample)}, the answer ${JSON.stringify(live)}`];
}

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

  beforeAll(async () => {
    // The README's defaults: the embedded database in a fresh directory, the default sandbox size.
    server = await startServer({ DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '', REDIS_URL: '', SANDBOX_BUYERS: '' }, 170_000);
    await server.ready();
  }, 180_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the sandbox key line the README shows, after seeding as many buyers as it says', () => {
    const keyLine = /^Sandbox test key .*$/m.exec(README)?.[0] ?? 'missing';
    const printed = new RegExp(keyLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('etp_test_\\.\\.\\.', 'etp_test_\\S+'));
    expect(server.output()).toMatch(printed);
    expect(server.testKey).toMatch(/^etp_test_/);
    const seeded = server.output().split('\n').find((line) => line.includes('"msg":"listening"'));
    const promised = /generates ([\d,]+) sandbox buyers/.exec(README)?.[1]?.replaceAll(',', '');
    expect(JSON.parse(seeded ?? '{}').sandbox_buyers).toBe(Number(promised));
  });

  // In the README's order: the profile saved by one example changes the scores the next one shows.
  it('answers every "Try it" example as its sample shows', { timeout: 120_000 }, async () => {
    for (const example of examples) {
      const code = example.code.replace(/^KEY=.*$/m, ':').replaceAll(README_URL, server.baseUrl);
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', code], { env: { ...process.env, KEY: server.testKey! }, timeout: 30_000 });
      const live = JSON.parse(stdout) as unknown;
      expect(differences(parseSample(example.sample!), live), `${example.name}\n${stdout.slice(0, 2000)}`).toEqual([]);
    }
  });
});

describe('the sample comparison', () => {
  it('accepts what a sample shows and refuses what it misstates', () => {
    const live = { a: 1, b: [1, 2, 3], c: 'long text', d: { e: true } };
    expect(differences(parseSample('{"a":1,"b":[1,…],"c":"long…",…}'), live)).toEqual([]);
    expect(differences(parseSample('{"a":1,"b":[1,2,3],"c":"long text","d":{"e":true}}'), live)).toEqual([]);
    expect(differences(parseSample('{"a":2,…}'), live)).toHaveLength(1);
    expect(differences(parseSample('{"a":1,"b":[1,2],…}'), live)).toHaveLength(1);
    expect(differences(parseSample('{"a":1}'), live)).toHaveLength(3);
    expect(differences(parseSample('{"x":1,…}'), live)).toEqual(['/x: not in the answer']);
    expect(differences(parseSample('"a…b"'), 'a…b')).toEqual([]);
  });
});
