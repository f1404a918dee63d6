import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGuides, type Guide } from '../../scripts/docs/build.js';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientSampleRunner, SAMPLE_LANGUAGES, type SampleLanguage, type SampleRunner } from '../helpers/client-samples.js';
import { differences, jsonValues, MORE, parseShown } from '../helpers/shown-answers.js';
import { data, downloadPdf, type Doc, type Quote } from '../helpers/real-task.js';
import { pdfText } from '../unit/documents/pdf-text.js';

// Every code sample of docs/guides runs against a live server with a sandbox key, so no sample rots:
// `sh` through bash (curl), `js` and `ts` with node as a module, `python` with python3 and `go` with
// `go run` when they are installed (test/helpers/client-samples.ts: no rc file, a small environment
// of their own, whatever shell runs the tests). Blocks marked `text` are shown, not run (they need
// secrets a reader brings, e.g. an OAuth client).
// A ```json block right after a sample (no heading between) shows that sample's answer: it is
// compared with the answer the sample really printed (test/helpers/shown-answers.ts: "…" cuts what
// varies or does not matter). The guides' address, http://127.0.0.1:3000 (what `npm start` serves),
// stands for this test's server. The sandbox here has 3,000 buyers, the README's 50,000: what depends
// on the sandbox's buyers (ids, names, totals) is cut with "…" in a shown answer.
const run = promisify(execFile);
const GUIDES_ADDRESS = 'http://127.0.0.1:3000';
const RUNS = new Set<string>(SAMPLE_LANGUAGES);

interface Sample {
  name: string;
  lang: SampleLanguage;
  code: string;
  /** The ```json block shown after the sample, if any. */
  shown: string | null;
}

/** The guide's fenced blocks with what stands between each and the one before it. */
function blocksOf(guide: Guide) {
  let previousEnd = 0;
  return [...guide.body.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => {
    const before = guide.body.slice(previousEnd, m.index);
    previousEnd = m.index + m[0].length;
    return { lang: m[1]!, code: m[2]!, headingBefore: /^#{1,6} /m.test(before) };
  });
}

/** Every runnable sample of a guide, each with the answer shown after it. */
function guideSamples(guide: Guide): Sample[] {
  const blocks = blocksOf(guide);
  return blocks.flatMap((block, i) => {
    if (!RUNS.has(block.lang)) return [];
    const next = blocks[i + 1];
    const shown = next?.lang === 'json' && !next.headingBefore ? next.code : null;
    const index = blocks.slice(0, i + 1).filter((b) => RUNS.has(b.lang)).length;
    return [{ name: `${guide.slug} #${index} (${block.lang})`, lang: block.lang as SampleLanguage, code: block.code, shown }];
  });
}

/** ```json blocks that show an API answer (`"status"` at the top) without a sample before them. */
function answersWithoutSample(guide: Guide): string[] {
  const blocks = blocksOf(guide);
  return blocks.flatMap((block, i) => {
    if (block.lang !== 'json') return [];
    const before = blocks[i - 1];
    if (before && RUNS.has(before.lang) && !block.headingBefore) return [];
    let values: unknown[];
    try {
      values = jsonValues(block.code, parseShown);
    } catch {
      return [];
    }
    return values.some((v) => v !== null && typeof v === 'object' && 'status' in v) ? [`${guide.slug}: ${block.code.slice(0, 80)}`] : [];
  });
}

/** What is wrong with a shown answer, given what the sample printed (empty when it is true). */
function shownAnswerProblems(shown: string, printed: string, address: string): string[] {
  let expected: unknown[];
  try {
    expected = jsonValues(shown.replaceAll(GUIDES_ADDRESS, address), parseShown);
  } catch (error) {
    return [`the shown answer is not JSON (with "…" where it cuts): ${(error as Error).message}`];
  }
  let live: unknown[];
  try {
    live = jsonValues(printed);
  } catch (error) {
    return [`the sample did not print JSON, so no answer can be shown after it: ${(error as Error).message}`];
  }
  if (live.length !== expected.length) return [`the sample printed ${live.length} JSON value(s), the guide shows ${expected.length}`];
  return expected.flatMap((value, i) => differences(value, live[i]).map((d) => (expected.length > 1 ? `answer ${i + 1} ${d}` : d)));
}

const guides = readGuides();
const samples = guides.flatMap(guideSamples);

/** What each sample printed, by name, for the checks of what the samples made (below). */
const outputs = new Map<string, string>();

let app: TestApp;
let runner: SampleRunner;
beforeAll(async () => {
  // The webhook samples receive a real delivery on a local port.
  app = await startTestApp({ WEBHOOK_POLL_MS: '20' });
  runner = await clientSampleRunner();
});
afterAll(async () => {
  runner?.close();
  await app?.close();
});

const sampleVars = () => ({ ETP_API: app.baseUrl, ETP_KEY: app.testKey });

describe('guide code samples', () => {
  it('finds samples in every language it runs, and answers shown after samples', () => {
    expect(samples.filter((s) => s.lang === 'sh').length).toBeGreaterThan(8);
    for (const lang of ['js', 'ts', 'python', 'go']) expect(samples.some((s) => s.lang === lang), lang).toBe(true);
    expect(samples.filter((s) => s.shown !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('shows every JSON answer right after the sample that gives it', () => {
    expect(guides.flatMap(answersWithoutSample), 'a ```json block with an answer must follow its sample, with no heading between').toEqual([]);
  });

  // A Go sample compiles first (a first `go run` compiles the standard library's net/http).
  it.each(samples)('$name runs against the server', { timeout: 150_000 }, async (sample) => {
    if (!(await runner.available(sample.lang))) return console.warn(`${sample.name}: no ${sample.lang} runtime here, not run`);
    // The setup sample exports the guides' defaults; every other sample uses the server of this test.
    const code = sample.code.replace(/^export ETP_\w+=.*$/gm, ':');
    const { stdout, stderr } = await runner.run(sample.lang, code, sampleVars(), 20_000).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`${sample.name} failed: ${error.stderr || error.message}\n${error.stdout ?? ''}`);
    });
    expect(stderr).toBe('');
    expect(stdout.trim()).not.toBe('');
    outputs.set(sample.name, stdout);
    if (sample.shown !== null) {
      const problems = shownAnswerProblems(sample.shown, stdout, app.baseUrl);
      expect(problems, `${sample.name}: the answer shown after it is not what it printed ("…" cuts what varies):\n${stdout.slice(0, 1500)}`).toEqual([]);
    }
    // A curl sample that prints an envelope printed a real answer: success, or the error it shows.
    for (const line of stdout.replaceAll('}{"status"', '}\n{"status"').split('\n').filter((l) => l.startsWith('{"status"'))) {
      const body = JSON.parse(line) as { status: string; error?: { code: string } };
      if (sample.name.startsWith('errors')) expect(body.error?.code).toBe('validation_failed');
      else expect(body.status).toBe('success');
    }
  });
});

describe('the sample runner, from any shell', () => {
  // Debian's /etc/bash.bashrc fails under `set -u` on its `$PS1` line; a user's rc file may do
  // anything. bash reads BASH_ENV for every non-interactive shell, and ~/.bashrc (and the system
  // rc file) when its standard input is a socket and SHLVL is unset, as under `env -i` from node.
  const dir = mkdtempSync(join(tmpdir(), 'hostile-shell-'));
  const hostile = join(dir, 'hostile.rc');
  writeFileSync(hostile, '[ -z "$PS1" ] && return\necho "an rc file ran" >&2\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const picked = () => samples.filter((s) => s.lang === 'sh' && (s.name.startsWith('getting-started') || s.name.startsWith('errors')));
  const runnerCommand = () => [process.execPath, '--import', 'tsx', projectPath('test', 'helpers', 'run-samples.ts'), JSON.stringify(picked()), JSON.stringify(sampleVars())];

  async function runnerResults(command: string, args: string[], env: NodeJS.ProcessEnv) {
    const { stdout } = await run(command, args, { cwd: projectPath(), env, timeout: 60_000 });
    return JSON.parse(stdout) as { stdout: string; stderr: string; failed: boolean }[];
  }

  it('the rc file is hostile: a plain `bash -euo pipefail -c` with it in BASH_ENV complains', async () => {
    const { stderr } = await run('bash', ['-euo', 'pipefail', '-c', 'true'], { env: { PATH: process.env.PATH, BASH_ENV: hostile } }).catch((e: { stderr: string }) => e);
    expect(stderr).toMatch(/PS1: unbound variable/);
  });

  it('runs the samples under `env -i` and under `bash -u` with a hostile BASH_ENV and ENV', { timeout: 120_000 }, async () => {
    expect(picked().length).toBeGreaterThanOrEqual(2);
    const [node, ...args] = runnerCommand();
    const home = process.env.HOME || homedir();
    const results = [
      await runnerResults('/usr/bin/env', ['-i', `PATH=${process.env.PATH}`, `HOME=${home}`, node!, ...args], {}),
      await runnerResults('bash', ['-u', '-c', 'exec "$@"', 'bash', node!, ...args], { PATH: process.env.PATH, HOME: home, BASH_ENV: hostile, ENV: hostile }),
    ];
    for (const [i, shell] of ['env -i', 'bash -u with a hostile BASH_ENV'].entries()) {
      expect(results[i]!.map((r) => r.stderr), shell).toEqual(picked().map(() => ''));
      expect(results[i]!.every((r) => !r.failed && r.stdout.startsWith('{"status"')), `${shell}: ${JSON.stringify(results[i])}`).toBe(true);
    }
  });
});

describe('the shown-answer check', () => {
  it('accepts what an answer shows and refuses what it misstates', () => {
    const live = { a: 1, b: [1, 2, 3], c: 'long text', d: { e: true } };
    expect(differences(parseShown('{"a":1,"b":[1,…],"c":"long…",…}'), live)).toEqual([]);
    expect(differences(parseShown('{"a":1,"b":[1,2,3],"c":"long text","d":{"e":true}}'), live)).toEqual([]);
    expect(differences(parseShown('{"a":2,…}'), live)).toEqual(['/a: shown 2, the answer has 1']);
    expect(differences(parseShown('{"a":1,"b":[1,2],…}'), live)).toEqual(['/b: the answer has 3 items, shown 2']);
    expect(differences(parseShown('{"a":1}'), live)).toHaveLength(3);
    expect(differences(parseShown('{"x":1,…}'), live)).toEqual(['/x: not in the answer']);
    expect(differences(parseShown(`"a${MORE}b"`), `a${MORE}b`)).toEqual([]);
  });

  it('compares every JSON value a sample printed, with the guides address standing for the server', () => {
    const printed = '{"status":"success","data":{"url":"http://127.0.0.1:4321/docs"}}\n{"status":"error"}\n';
    expect(shownAnswerProblems('{"status":"success","data":{"url":"http://127.0.0.1:3000/docs"}}\n{"status":"error"}', printed, 'http://127.0.0.1:4321')).toEqual([]);
    expect(shownAnswerProblems('{"status":"success",…}', printed, 'http://127.0.0.1:4321')).toEqual(['the sample printed 2 JSON value(s), the guide shows 1']);
    expect(shownAnswerProblems('{"status":"success",…}', 'b_1 Holloway', 'http://x')[0]).toMatch(/^the sample did not print JSON/);
    expect(shownAnswerProblems('{"status":success}', '{}', 'http://x')[0]).toMatch(/^the shown answer is not JSON/);
  });

  it('takes a ```json block right after a sample as its answer, not one under a heading of its own', () => {
    const guide = { slug: 'g', title: 'G', order: 1, body: '```sh\ncurl a\n```\n\nIt answers:\n\n```json\n{"status":"success",…}\n```\n\n## Config\n\n```sh\ncurl b\n```\n\n## Next\n\n```json\n{"status":"error",…}\n```\n' };
    expect(guideSamples(guide).map((s) => [s.name, s.shown])).toEqual([
      ['g #1 (sh)', '{"status":"success",…}\n'],
      ['g #2 (sh)', null],
    ]);
    expect(answersWithoutSample(guide)).toEqual(['g: {"status":"error",…}\n']);
  });
});

// Issue 40's task as the documents guide runs it ("From a quote to the invoice"): the PDFs its sample
// made, read back. The commercial invoice's printed total is the stored quote's CIF price, and the
// packing list's packages add up to the goods.
describe('the guide from a quote to the invoice, read back from the PDFs', () => {
  const journey = samples.find((s) => s.name.startsWith('documents ') && s.code.includes('/v1/quotes'));
  const idAfter = (prefix: string, kind: 'quo' | 'doc') => {
    const output = outputs.get(journey?.name ?? '');
    if (output === undefined) throw new Error('the documents guide\'s journey sample has not run (run the whole file)');
    return new RegExp(`^${prefix} (${kind}_[A-Za-z0-9]+)`, 'm').exec(output)?.[1];
  };
  const lines = async (doc: Doc) => (await pdfText(await downloadPdf(app, doc))).all.split('\n').map((l) => l.trim()).filter(Boolean);
  /** The value printed right after a label. */
  const after = (text: string[], label: string) => text[text.findIndex((line) => line.startsWith(label)) + 1];
  const usd = (amount: string) => `USD ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(amount))}`;

  it("prints a CIF Hamburg commercial invoice whose total is the stored quote's CIF price", async () => {
    const quote = data<Quote>(await app.request('GET', `/api/v1/quotes/${idAfter('quote', 'quo')}`));
    expect(quote).toMatchObject({ status: 'accepted', named_place: 'Hamburg', result: { incoterm: 'CIF', destination: 'DE' } });
    const invoice = data<Doc>(await app.request('GET', `/api/v1/documents/${idAfter('commercial invoice', 'doc')}`));
    expect(invoice).toMatchObject({ type: 'commercial_invoice', total: quote.price });
    const text = await lines(invoice);
    expect(after(text, 'Total (CIF Hamburg)')).toBe(usd(quote.price!.amount));
    expect(after(text, 'Goods value')).toBe(usd(quote.result.goods_value.amount));
    // Between the goods and the total, each cost the seller carries under CIF, as the quote has it.
    const labels: Record<string, string> = { export_clearance: 'Export clearance', origin_inland: 'Carriage to the port of loading', main_freight: 'Freight', insurance: 'Insurance' };
    for (const cost of quote.result.costs.filter((c) => c.paid_by === 'seller')) expect(after(text, labels[cost.cost]!)).toBe(usd(cost.amount!.amount));
  });

  it('prints a packing list whose packages add up: 60 cartons, 460 kg net as the goods, 518 kg gross', async () => {
    const list = data<Doc>(await app.request('GET', `/api/v1/documents/${idAfter('packing list', 'doc')}`));
    expect(list.type).toBe('packing_list');
    const text = await lines(list);
    expect([after(text, 'Total packages'), after(text, 'Total net weight'), after(text, 'Total gross weight')]).toEqual(['60', '460 kg', '518 kg']);
    for (const expected of ['Nos. 1-40', 'Nos. 41-60', 'item 1 × 50', 'item 2 × 10', '3.5 / 140', '16 / 320']) expect(text).toContain(expected);
  });
});
