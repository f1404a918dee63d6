// npm run eval:classify: runs every row of the classification development set (customs rulings:
// U.S. CBP in English, Korea Customs Service in Korean) through the classifier and prints top-1/3/5
// accuracy at 6, 4 and 2 digits per language, the national line of the best candidate, the time
// per classification, the index build time and memory. The rulings are read for measuring only;
// nothing of them is kept.
//   --dir <folder>   the development set (default: $HS_CLASSIFICATION_DEV_DIR, else
//                    ../shared/data/hs-classification-dev next to the project folder)
//   --in-process     call the domain function instead of POST /api/v1/customs/classify over HTTP
//                    (the default: the real app on a local port, with an in-memory database)
//   --calibrate      (with --in-process) choose the confidence thresholds on each half of the set
//                    and show what they give on the other half (scripts/classify-calibration.ts)
// Precision per confidence level: the share of the answers at that level whose first candidate is
// the ruling's subheading (6 digits) or heading (4 digits).
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
import { classifyProduct, rankDescription } from '../src/domain/classify/classify.js';
import { CONFIDENCE_PRECISION, CONFIDENCE_THRESHOLDS, confidenceLevel } from '../src/domain/classify/confidence.js';
import type { ConfidenceThresholds } from '../src/domain/classify/confidence.js';
import { chooseThresholds, LEVELS, tallyLevels } from './classify-calibration.js';
import type { CalibrationRow } from './classify-calibration.js';
import { createApp } from '../src/http/app.js';
import { loadContract } from '../src/http/contract.js';
import { createHttpServer } from '../src/http/listen.js';
import { createServices } from '../src/services.js';
import { classifierIndex } from '../src/domain/classify/search-index.js';
import type { Lang } from '../src/domain/lang.js';
import { allHsEntries } from '../src/domain/reference/hs.js';
import { hskLineCount } from '../src/domain/reference/hsk.js';
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
  // The feed off: a measurement must not reach the network, nor spend its time fetching rates.
  const config = loadConfig({ ...process.env, DATA_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PRO_MAX: '1000000', DATABASE_URL: '', REDIS_URL: '', EXCHANGE_RATE_FEED_URL: 'off' });
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
  hits: Record<'6' | '4' | '2', number[]>;
  /** The best candidate's national line is the ruling's (US: its 8-digit HTS line; KR: the HSK line). */
  national: number;
  times: number[];
  /** Each answer's confidence level and whether its first candidate was right. */
  levels: { level: string; right6: boolean; right4: boolean }[];
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

const share = (n: number, d: number) => (d === 0 ? '     -' : `${((100 * n) / d).toFixed(1)} %`.padStart(7));

/** Per level: answers (share of the part), precision at 6 and at 4 digits. */
function printLevels(parts: [string, { level: string; right6: boolean; right4: boolean }[]][]): void {
  console.log(`  ${'part'.padEnd(8)} ${LEVELS.map((l) => `${l}: right @6 (@4) / answers, share`.padEnd(42)).join('')}`);
  for (const [name, levels] of parts) {
    const t = tallyLevels(levels);
    const cells = LEVELS.map((l) => {
      const x = t.get(l)!;
      return `${share(x.right6, x.answers)} (${share(x.right4, x.answers).trim()}) ${x.right6}/${x.answers}, ${share(x.answers, levels.length).trim()}`.padEnd(42);
    });
    console.log(`  ${name.padEnd(8)} ${cells.join('')}`);
  }
}

/** --calibrate: thresholds chosen on each half, shown on both halves and on the whole set. */
function calibrate(rows: DevRow[]): void {
  const count = { en: 0, ko: 0 };
  const calibration: CalibrationRow[] = rows.map((row) => {
    const { ranked, checks } = rankDescription(row.description, row.lang, 5);
    const first = ranked[0]?.document.code ?? '';
    return { half: count[row.lang]++ % 2 === 0 ? 'A' : 'B', lang: row.lang, checks, right6: row.hs6.includes(first), right4: first !== '' && row.hs6.some((h) => h.slice(0, 4) === first.slice(0, 4)) };
  });
  const show = (thresholds: ConfidenceThresholds) =>
    printLevels(
      (
        [
          ['half A', calibration.filter((r) => r.half === 'A')],
          ['half B', calibration.filter((r) => r.half === 'B')],
          ['all', calibration],
          ['en', calibration.filter((r) => r.lang === 'en')],
          ['ko', calibration.filter((r) => r.lang === 'ko')],
        ] as const
      ).map(([name, part]) => [name, part.map((r) => ({ level: confidenceLevel(r.checks, thresholds), right6: r.right6, right4: r.right4 }))]),
    );
  const chosenOn = new Map<'A' | 'B', ConfidenceThresholds>();
  for (const half of ['A', 'B'] as const) {
    const chosen = chooseThresholds(calibration.filter((r) => r.half === half));
    console.log(`\nChosen on half ${half}: ${JSON.stringify(chosen?.thresholds ?? null)} (lower bounds of precision, high and medium: ${chosen?.score.map((x) => x.toFixed(3)).join(', ') ?? '-'})`);
    if (chosen) {
      show(chosen.thresholds);
      chosenOn.set(half, chosen.thresholds);
    }
  }
  // Held out: each half at the thresholds chosen on the other half, the two halves pooled; what a
  // level means on rulings its thresholds were not chosen on (CONFIDENCE_PRECISION's held_out).
  const heldOut = calibration.flatMap((r) => {
    const thresholds = chosenOn.get(r.half === 'A' ? 'B' : 'A');
    return thresholds ? [{ level: confidenceLevel(r.checks, thresholds), right6: r.right6, right4: r.right4 }] : [];
  });
  const ratio = (right: number, answers: number) => (answers === 0 ? null : Math.round((1000 * right) / answers) / 1000);
  const heldOutTally = tallyLevels(heldOut);
  console.log('\nHeld out (each half at the thresholds chosen on the other), as CONFIDENCE_PRECISION states it:');
  for (const level of LEVELS) {
    const t = heldOutTally.get(level)!;
    const stated = CONFIDENCE_PRECISION.levels[level].held_out;
    const measured = { precision_6_digit: ratio(t.right6, t.answers), precision_4_digit: ratio(t.right4, t.answers), sample_size: t.answers };
    const mark = JSON.stringify(stated) === JSON.stringify(measured) ? '' : '   <- differs from CONFIDENCE_PRECISION';
    console.log(`  ${level}: precision_6_digit ${measured.precision_6_digit}, precision_4_digit ${measured.precision_4_digit}, sample_size ${t.answers}${mark}`);
  }
  console.log(`\nThe thresholds in use (confidence.ts): ${JSON.stringify(CONFIDENCE_THRESHOLDS)}`);
  show(CONFIDENCE_THRESHOLDS);
  const all = tallyLevels(calibration.map((r) => ({ level: confidenceLevel(r.checks), right6: r.right6, right4: r.right4 })));
  console.log('\nTheir precision on the whole set, as CONFIDENCE_PRECISION states it:');
  for (const level of LEVELS) {
    const t = all.get(level)!;
    const stated = CONFIDENCE_PRECISION.levels[level];
    const measured = t.answers === 0 ? null : Math.round((1000 * t.right6) / t.answers) / 1000;
    const mark = stated.precision_6_digit === measured && stated.sample_size === t.answers ? '' : '   <- differs from CONFIDENCE_PRECISION';
    console.log(`  ${level}: precision_6_digit ${measured}, precision_4_digit ${t.answers === 0 ? null : Math.round((1000 * t.right4) / t.answers) / 1000}, sample_size ${t.answers}${mark}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, 'in-process': { type: 'boolean' }, calibrate: { type: 'boolean' } } });
  const dir = resolve(values.dir ?? process.env.HS_CLASSIFICATION_DEV_DIR ?? resolve(PROJECT_ROOT, '../shared/data/hs-classification-dev'));
  if (!existsSync(resolve(dir, 'cbp_rulings_dev.csv'))) {
    console.error(`No development set in ${dir}: give --dir <folder> or HS_CLASSIFICATION_DEV_DIR.`);
    process.exit(2);
  }
  const rows = readRows(dir);
  if (values.calibrate) {
    if (!values['in-process']) {
      console.error('--calibrate reads the checks of each answer in process: add --in-process.');
      process.exit(2);
    }
    calibrate(rows);
    return;
  }
  const http = values['in-process'] ? null : await overHttp();
  const classify = http?.classify ?? inProcess;
  console.log(http ? 'Through POST /api/v1/customs/classify over HTTP (times include HTTP and validation)' : 'In process (times of the classification alone)');

  // Memory: the reference data the index reads, then the index itself.
  const heapStart = heapNow();
  let started = performance.now();
  allHsEntries();
  hskLineCount();
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
    const newTally = (): Tally => ({ rows: 0, hits: { '6': [0, 0, 0], '4': [0, 0, 0], '2': [0, 0, 0] }, national: 0, times: [], levels: [] });
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
          if (top.some((c) => row.hs6.some((h) => h.slice(0, 2) === c.slice(0, 2)))) t.hits['2'][i]!++;
        }
      });
      const line = answer.nationalCode;
      if (line && row.national.some((n) => (row.destination === 'US' ? n.slice(0, 8) === line : n === line))) tally.national++;
      const first = answer.codes[0] ?? '';
      const level = { level: answer.confidence, right6: row.hs6.includes(first), right4: first !== '' && row.hs6.some((h) => h.slice(0, 4) === first.slice(0, 4)) };
      tally.levels.push(level);
      half.levels.push(level);
    }
    const all = [...tallies.values()].flatMap((t) => t.times).sort((a, b) => a - b);
    if (pass === 'cold') {
      console.log(`\nDevelopment set: ${dir}`);
      const figures = (t: Tally) => (['6', '4', '2'] as const).map((d) => t.hits[d].map((h) => pct(h, t.rows)).join('  ')).join(' | ');
      console.log('lang  rows |  top-1 @6  top-3 @6  top-5 @6 |  top-1 @4  top-3 @4  top-5 @4 |  top-1 @2  top-3 @2  top-5 @2 | national line of the best');
      for (const [lang, t] of tallies) console.log(`${lang.padEnd(4)} ${String(t.rows).padStart(5)} | ${figures(t)} | ${pct(t.national, t.rows)}`);
      console.log('\nHalves (alternate rows of each language):');
      for (const [key, t] of [...halves].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(`${key.padEnd(4)} ${String(t.rows).padStart(5)} | ${figures(t)} |`);
      console.log("\nPrecision of the first candidate by the answer's confidence (right / answers at the level, share of the answers):");
      const parts: [string, Tally['levels']][] = [
        ['all', [...tallies.values()].flatMap((t) => t.levels)],
        ...[...tallies].map(([lang, t]): [string, Tally['levels']] => [lang, t.levels]),
        ...(['A', 'B'] as const).map((h): [string, Tally['levels']] => [`half ${h}`, [...halves].filter(([k]) => k.endsWith(h)).flatMap(([, t]) => t.levels)]),
      ];
      printLevels(parts);
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
