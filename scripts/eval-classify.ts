// npm run eval:classify: runs every row of the classification development set (customs rulings:
// U.S. CBP in English, Korea Customs Service in Korean) through the classifier and prints top-1/3/5
// accuracy at 6 and at 4 digits per language, the time per classification, the index build time
// and memory. The rulings are read for measuring only; nothing of them is kept.
//   --dir <folder>   the development set (default: $HS_CLASSIFICATION_DEV_DIR, else
//                    ../shared/data/hs-classification-dev next to the project folder)
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { classifyProduct } from '../src/domain/classify/classify.js';
import { classifierIndex } from '../src/domain/classify/engine.js';
import type { Lang } from '../src/domain/lang.js';
import { PROJECT_ROOT } from '../src/paths.js';

interface DevRow {
  lang: Lang;
  description: string;
  /** Accepted HS 6-digit codes (a ruling may name several). */
  hs6: string[];
}

/** One way of asking for candidates: in process now; an HTTP client of the operation can be another. */
type Classifier = (description: string, limit: number) => Promise<{ codes: string[]; confidence: string }>;

const inProcess: Classifier = async (description, limit) => {
  const result = classifyProduct({ description, limit });
  return { codes: result.candidates.map((c) => c.hs_code), confidence: result.confidence };
};

function readRows(dir: string): DevRow[] {
  const read = (file: string) => parse(readFileSync(resolve(dir, file)), { columns: true, bom: true }) as Record<string, string>[];
  const english = read('cbp_rulings_dev.csv').map((r) => ({ lang: 'en' as const, description: r.description ?? '', hs6: (r.hs6_codes ?? '').split(';') }));
  // The Korean rows give the declared trade name apart from the description: a user would give both.
  const korean = read('kcs_rulings_dev.csv').map((r) => ({ lang: 'ko' as const, description: `${r.name}; ${r.description}`, hs6: [r.hs6 ?? ''] }));
  return [...english, ...korean];
}

const TOPS = [1, 3, 5] as const;

interface Tally {
  rows: number;
  hits: Record<'6' | '4', number[]>;
  times: number[];
  byConfidence: Map<string, { rows: number; top1: number }>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`.padStart(8);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const dir = resolve(values.dir ?? process.env.HS_CLASSIFICATION_DEV_DIR ?? resolve(PROJECT_ROOT, '../shared/data/hs-classification-dev'));
  if (!existsSync(resolve(dir, 'cbp_rulings_dev.csv'))) {
    console.error(`No development set in ${dir}: give --dir <folder> or HS_CLASSIFICATION_DEV_DIR.`);
    process.exit(2);
  }
  const rows = readRows(dir);
  const classify = inProcess;

  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const index = classifierIndex();
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  console.log(`Index: ${index.documents.length} documents, ${index.search.termCount} terms, built in ${Math.round(index.buildMs)} ms (reference data loading included)`);
  console.log(global.gc ? `Index memory: ${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MiB of heap (reference data it loaded included)` : 'Index memory: run with node --expose-gc to measure');

  const tallies = new Map<Lang, Tally>();
  for (const row of rows) {
    const tally: Tally = tallies.get(row.lang) ?? { rows: 0, hits: { '6': [0, 0, 0], '4': [0, 0, 0] }, times: [], byConfidence: new Map() };
    tallies.set(row.lang, tally);
    const started = performance.now();
    const { codes, confidence } = await classify(row.description, 5);
    tally.times.push(performance.now() - started);
    tally.rows++;
    TOPS.forEach((k, i) => {
      const top = codes.slice(0, k);
      if (top.some((c) => row.hs6.includes(c))) tally.hits['6'][i]!++;
      if (top.some((c) => row.hs6.some((h) => h.slice(0, 4) === c.slice(0, 4)))) tally.hits['4'][i]!++;
    });
    const bucket = tally.byConfidence.get(confidence) ?? { rows: 0, top1: 0 };
    bucket.rows++;
    if (row.hs6.includes(codes[0] ?? '')) bucket.top1++;
    tally.byConfidence.set(confidence, bucket);
  }

  console.log(`\nDevelopment set: ${dir}`);
  console.log('lang  rows |  top-1 @6  top-3 @6  top-5 @6 |  top-1 @4  top-3 @4  top-5 @4 |   p50 ms   p99 ms');
  const all: number[] = [];
  for (const [lang, t] of tallies) {
    const times = [...t.times].sort((a, b) => a - b);
    all.push(...times);
    const six = t.hits['6'].map((h) => pct(h, t.rows)).join('  ');
    const four = t.hits['4'].map((h) => pct(h, t.rows)).join('  ');
    console.log(`${lang.padEnd(4)} ${String(t.rows).padStart(5)} | ${six} | ${four} | ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 99).toFixed(2).padStart(8)}`);
  }
  all.sort((a, b) => a - b);
  console.log(`all  ${String(all.length).padStart(5)} | time per classification: p50 ${percentile(all, 50).toFixed(2)} ms, p99 ${percentile(all, 99).toFixed(2)} ms, max ${all.at(-1)!.toFixed(2)} ms`);
  console.log('\nTop-1 at 6 digits by the answer\'s confidence:');
  for (const [lang, t] of tallies) {
    const buckets = ['high', 'medium', 'low', 'none']
      .filter((c) => t.byConfidence.has(c))
      .map((c) => `${c} ${t.byConfidence.get(c)!.top1}/${t.byConfidence.get(c)!.rows}`);
    console.log(`  ${lang}: ${buckets.join(', ')}`);
  }
  console.log('\nTargets: top-5 @6 >= 60 % (en), >= 50 % (ko); top-1 @4 >= 50 %; p99 <= 10 ms.');
}

await main();
