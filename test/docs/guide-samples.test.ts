import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGuides } from '../../scripts/docs/build.js';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientSampleRunner, type SampleRunner } from '../helpers/client-samples.js';
import { data, downloadPdf, type Doc, type Quote } from '../helpers/real-task.js';
import { pdfText } from '../unit/documents/pdf-text.js';

// Every code sample of docs/guides runs against a live server with a sandbox key, so no sample rots:
// `sh` through bash (curl), `js` with node as a module, `python` with python3 and `go` with `go run`
// when they are installed.
// Blocks marked `text` are shown, not run (they need secrets a reader brings, e.g. an OAuth client).
// Samples of the official clients (clients.md): `ts` and `go` through test/helpers/client-samples.ts,
// `python` with clients/python importable; go samples where go is installed.
const run = promisify(execFile);
const RUNNERS: Record<string, { cmd: string; args: (code: string) => string[] }> = {
  sh: { cmd: 'bash', args: (code) => ['-euo', 'pipefail', '-c', code] },
  js: { cmd: process.execPath, args: (code) => ['--input-type=module', '-e', code] },
  python: { cmd: 'python3', args: (code) => ['-c', code] },
};
const CLIENT_LANGS = ['ts', 'go'];
const hasPython = ['/usr/bin/python3', '/usr/local/bin/python3'].some(existsSync) || Boolean(process.env.PATH?.split(':').some((d) => existsSync(`${d}/python3`)));

const samples = readGuides().flatMap((guide) =>
  [...guide.body.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)]
    .filter((m) => m[1]! in RUNNERS || CLIENT_LANGS.includes(m[1]!))
    .map((m, index) => ({ name: `${guide.slug} #${index + 1} (${m[1]})`, lang: m[1]!, code: m[2]! })),
);

/** What each sample printed, by name, for the checks of what the samples made (below). */
const outputs = new Map<string, string>();

let app: TestApp;
let clients: SampleRunner;
beforeAll(async () => {
  // The webhook samples receive a real delivery on a local port.
  app = await startTestApp({ WEBHOOK_POLL_MS: '20' });
  clients = await clientSampleRunner();
});
afterAll(async () => {
  clients?.close();
  await app?.close();
});

describe('guide code samples', () => {
  it('finds samples in every language it runs', () => {
    expect(samples.filter((s) => s.lang === 'sh').length).toBeGreaterThan(8);
    expect(samples.some((s) => s.lang === 'js')).toBe(true);
    expect(samples.some((s) => s.lang === 'python')).toBe(true);
    expect(samples.some((s) => s.lang === 'go')).toBe(true);
  });

  // A Go sample compiles first (a first `go run` compiles the standard library's net/http).
  it.each(samples)('$name runs against the server', { timeout: 150_000 }, async (sample) => {
    if (sample.lang === 'python' && !hasPython) return console.warn(`${sample.name}: no python3 here, not run`);
    const env = { ...process.env, ETP_API: app.baseUrl, ETP_KEY: app.testKey, PYTHONPATH: projectPath('clients', 'python') };
    // The setup sample exports placeholders; every other sample uses the server of this test.
    const code = sample.code.replace(/^export ETP_\w+=.*$/gm, ':');
    if (sample.lang === 'go' && !(await clients.available('go'))) return console.warn(`${sample.name}: no go here, not run`);
    const execution = CLIENT_LANGS.includes(sample.lang)
      ? clients.run(sample.lang as 'ts' | 'go', code, env)
      : run(RUNNERS[sample.lang]!.cmd, RUNNERS[sample.lang]!.args(code), { env, timeout: 20_000 });
    const { stdout, stderr } = await execution.catch(
      (error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`${sample.name} failed: ${error.stderr}\n${error.stdout}`);
      },
    );
    expect(stderr).toBe('');
    expect(stdout.trim()).not.toBe('');
    outputs.set(sample.name, stdout);
    // A curl sample that prints an envelope printed a real answer: success, or the error it shows.
    for (const line of stdout.replaceAll('}{"status"', '}\n{"status"').split('\n').filter((l) => l.startsWith('{"status"'))) {
      const body = JSON.parse(line) as { status: string; error?: { code: string } };
      if (sample.name.startsWith('errors')) expect(body.error?.code).toBe('validation_failed');
      else expect(body.status).toBe('success');
    }
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
