// npm run eval:classify: runs every row of the classification development set (customs rulings:
// U.S. CBP in English, Korea Customs Service in Korean) through the classifier and prints top-1/3/5
// accuracy at 6 and at 4 digits per language, the national line of the best candidate, the time
// per classification, the index build time and memory. The rulings are read for measuring only;
// nothing of them is kept.
//   --dir <folder>   the development set (default: $HS_CLASSIFICATION_DEV_DIR, else
//                    ../shared/data/hs-classification-dev next to the project folder)
//   --in-process     call the domain function instead of POST /api/v1/customs/classify over HTTP
//                    (the default: the real app on a local port, with an in-memory database)
// Each row asks for the importing country of its ruling (US, KR), so national lines are chosen too.
// The set runs twice: the first pass is cold (the code is not optimised yet), the second warm, as
// a running server is. Timings are wall-clock, noisy on a shared machine.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import pino from 'pino';
import { handlers } from '../handlers/index.js';
import { loadConfig } from '../src/config.js';
import { SCOPES, API_PLAN } from '../src/domain/access/scopes.js';
import { classifyProduct } from '../src/domain/classify/classify.js';
import { createApp } from '../src/http/app.js';
import { loadContract } from '../src/http/contract.js';
import { createHttpServer } from '../src/http/listen.js';
import { createServices } from '../src/services.js';
import { classifierIndex } from '../src/domain/classify/search-index.js';
import type { Lang } from '../src/domain/lang.js';
import { allHsEntries } from '../src/domain/reference/hs.js';
import { allHskLines } from '../src/domain/reference/hsk.js';
import { euCetLines, ukGlobalTariffLines } from '../src/domain/tariffs/eu-uk/tariff-file.js';
import { usGoodsLines } from '../src/domain/tariffs/us/hts-file.js';
import { nounHypernymCount } from '../src/domain/reference/wordnet.js';
import { PROJECT_ROOT } from '../src/paths.js';

interface DevRow {
  lang: Lang;
  description: string;
  destination: 'US' | 'KR';
  /** Accepted HS 6-digit codes (a ruling may name several). */
  hs6: string[];
  /** The ruling's national codes (US HTS 10 digits, Korean HSK 10 digits). */
  national: string[];
}

interface Answer {
  codes: string[];
  nationalCode: string | null;
  confidence: string;
}

/** One way of asking for candidates: in process now; an HTTP client of the operation can be another. */
type Classifier = (row: DevRow, limit: number) => Promise<Answer>;

const inProcess: Classifier = async (row, limit) => {
  const result = classifyProduct({ description: row.description, destination: row.destination, limit });
  return { codes: result.candidates.map((c) => c.hs_code), nationalCode: result.candidates[0]?.national_code ?? null, confidence: result.confidence };
};

/** The operation over HTTP: the app as the server runs it, on a free local port, with its own account and key. */
async function overHttp(): Promise<{ classify: Classifier; close: () => Promise<void> }> {
  const config = loadConfig({ ...process.env, DATA_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PRO_MAX: '1000000', DATABASE_URL: '', REDIS_URL: '' });
  const services = await createServices(config, pino({ level: 'warn' }));
  const accountId = await services.accounts.createAccount({ name: 'Classification evaluation', plan: API_PLAN });
  const key = (await services.accounts.createApiKey(accountId, 'test', SCOPES, 'eval')).secret;
  const server = createHttpServer(await createApp(services, handlers, loadContract()), config);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/customs/classify`;
  const classify: Classifier = async (row, limit) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: row.description, destination: row.destination, limit }),
    });
    const body = (await res.json()) as { data?: ReturnType<typeof classifyProduct>; error?: { code: string } };
    // A refused row counts as a miss (and says so), as it would for a user.
    if (!body.data) {
      console.error(`  ${res.status} ${body.error?.code ?? ''} for a ${row.lang} row`);
      return { codes: [], nationalCode: null, confidence: 'refused' };
    }
    return { codes: body.data.candidates.map((c) => c.hs_code), nationalCode: body.data.candidates[0]?.national_code ?? null, confidence: body.data.confidence };
  };
  return {
    classify,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await services.close();
    },
  };
}

function readRows(dir: string): DevRow[] {
  const read = (file: string) => parse(readFileSync(resolve(dir, file)), { columns: true, bom: true }) as Record<string, string>[];
  const english = read('cbp_rulings_dev.csv').map((r) => ({
    lang: 'en' as const,
    description: r.description ?? '',
    destination: 'US' as const,
    hs6: (r.hs6_codes ?? '').split(';'),
    national: (r.hts_codes ?? '').split(';'),
  }));
  // The Korean rows give the declared trade name apart from the description: a user would give both.
  const korean = read('kcs_rulings_dev.csv').map((r) => ({
    lang: 'ko' as const,
    description: `${r.name}; ${r.description}`,
    destination: 'KR' as const,
    hs6: [r.hs6 ?? ''],
    national: [r.hsk10 ?? ''],
  }));
  return [...english, ...korean];
}

const TOPS = [1, 3, 5] as const;

interface Tally {
  rows: number;
  hits: Record<'6' | '4', number[]>;
  /** The best candidate's national line is the ruling's (US: its 8-digit HTS line; KR: the HSK line). */
  national: number;
  times: number[];
  byConfidence: Map<string, { rows: number; top1: number }>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`.padStart(8);
const ms = (n: number) => n.toFixed(2).padStart(7);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

function heapNow(): number {
  global.gc?.();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, 'in-process': { type: 'boolean' } } });
  const dir = resolve(values.dir ?? process.env.HS_CLASSIFICATION_DEV_DIR ?? resolve(PROJECT_ROOT, '../shared/data/hs-classification-dev'));
  if (!existsSync(resolve(dir, 'cbp_rulings_dev.csv'))) {
    console.error(`No development set in ${dir}: give --dir <folder> or HS_CLASSIFICATION_DEV_DIR.`);
    process.exit(2);
  }
  const rows = readRows(dir);
  const http = values['in-process'] ? null : await overHttp();
  const classify = http?.classify ?? inProcess;
  console.log(http ? 'Through POST /api/v1/customs/classify over HTTP (times include HTTP and validation)' : 'In process (times of the classification alone)');

  // Memory: the reference data the index reads, then the index itself.
  const heapStart = heapNow();
  let started = performance.now();
  allHsEntries();
  allHskLines();
  for (const lines of [usGoodsLines, euCetLines, ukGlobalTariffLines]) lines();
  const loadMs = performance.now() - started;
  const heapData = heapNow();
  started = performance.now();
  const index = classifierIndex();
  const indexMs = performance.now() - started;
  const heapIndex = heapNow();
  started = performance.now();
  const nouns = nounHypernymCount();
  const nounsMs = performance.now() - started;
  const heapNouns = heapNow();
  console.log(`Reference data (HS 2022, HSK, US HTS, UK/EU lines): loaded in ${Math.round(loadMs)} ms, ${global.gc ? mib(heapData - heapStart) : '?'} of heap`);
  const how = index.origin === 'snapshot' ? 'loaded from the snapshot of npm run build' : 'built from the reference data';
  console.log(`Index: ${index.documents.length} documents, ${index.documentFrequency.size} terms, ${how} in ${Math.round(indexMs)} ms, ${global.gc ? mib(heapIndex - heapData) : '? (run node with --expose-gc)'} of heap`);
  console.log(`WordNet nouns (hypernyms of head nouns): ${nouns}, loaded in ${Math.round(nounsMs)} ms, ${global.gc ? mib(heapNouns - heapIndex) : '?'} of heap`);

  for (const pass of ['cold', 'warm'] as const) {
    const tallies = new Map<Lang, Tally>();
    // Alternate rows of each language (A: 1st, 3rd...; B: 2nd, 4th...): a change that helps one
    // half only is fitted to rows, not general.
    const halves = new Map<string, Tally>();
    const newTally = (): Tally => ({ rows: 0, hits: { '6': [0, 0, 0], '4': [0, 0, 0] }, national: 0, times: [], byConfidence: new Map() });
    for (const row of rows) {
      const tally: Tally = tallies.get(row.lang) ?? newTally();
      tallies.set(row.lang, tally);
      const halfKey = `${row.lang} ${tally.rows % 2 === 0 ? 'A' : 'B'}`;
      const half = halves.get(halfKey) ?? newTally();
      halves.set(halfKey, half);
      const t = performance.now();
      const answer = await classify(row, 5);
      tally.times.push(performance.now() - t);
      tally.rows++;
      half.rows++;
      TOPS.forEach((k, i) => {
        const top = answer.codes.slice(0, k);
        for (const t of [tally, half]) {
          if (top.some((c) => row.hs6.includes(c))) t.hits['6'][i]!++;
          if (top.some((c) => row.hs6.some((h) => h.slice(0, 4) === c.slice(0, 4)))) t.hits['4'][i]!++;
        }
      });
      const line = answer.nationalCode;
      if (line && row.national.some((n) => (row.destination === 'US' ? n.slice(0, 8) === line : n === line))) tally.national++;
      const bucket = tally.byConfidence.get(answer.confidence) ?? { rows: 0, top1: 0 };
      bucket.rows++;
      if (row.hs6.includes(answer.codes[0] ?? '')) bucket.top1++;
      tally.byConfidence.set(answer.confidence, bucket);
    }
    const all = [...tallies.values()].flatMap((t) => t.times).sort((a, b) => a - b);
    if (pass === 'cold') {
      console.log(`\nDevelopment set: ${dir}`);
      console.log('lang  rows |  top-1 @6  top-3 @6  top-5 @6 |  top-1 @4  top-3 @4  top-5 @4 | national line of the best');
      for (const [lang, t] of tallies) {
        const six = t.hits['6'].map((h) => pct(h, t.rows)).join('  ');
        const four = t.hits['4'].map((h) => pct(h, t.rows)).join('  ');
        console.log(`${lang.padEnd(4)} ${String(t.rows).padStart(5)} | ${six} | ${four} | ${pct(t.national, t.rows)}`);
      }
      console.log('\nHalves (alternate rows of each language):');
      for (const [key, t] of [...halves].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const six = t.hits['6'].map((h) => pct(h, t.rows)).join('  ');
        const four = t.hits['4'].map((h) => pct(h, t.rows)).join('  ');
        console.log(`${key.padEnd(4)} ${String(t.rows).padStart(5)} | ${six} | ${four} |`);
      }
      console.log("\nTop-1 at 6 digits by the answer's confidence:");
      for (const [lang, t] of tallies) {
        const buckets = ['high', 'medium', 'low', 'none'].filter((c) => t.byConfidence.has(c)).map((c) => `${c} ${t.byConfidence.get(c)!.top1}/${t.byConfidence.get(c)!.rows}`);
        console.log(`  ${lang}: ${buckets.join(', ')}`);
      }
      console.log('\nTime per classification (ms):   p50     p99     max');
    }
    for (const [lang, t] of tallies) {
      const times = [...t.times].sort((a, b) => a - b);
      console.log(`  ${pass} ${lang.padEnd(20)} ${ms(percentile(times, 50))} ${ms(percentile(times, 99))} ${ms(times.at(-1)!)}`);
    }
    console.log(`  ${pass} ${'all'.padEnd(20)} ${ms(percentile(all, 50))} ${ms(percentile(all, 99))} ${ms(all.at(-1)!)}`);
  }
  await http?.close();
  console.log('\nTargets: top-5 @6 >= 60 % (en), >= 50 % (ko); top-1 @4 >= 50 %; p99 <= 10 ms; index build <= 2 s.');
}

await main();
