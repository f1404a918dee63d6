import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../../src/paths.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';

// An outside check, as an importer's oracle would make it: which US lines are on a Section 232
// list is read here from the source files themselves (policy_params.yaml and the product lists of
// data/tariffs/us-section-232/, the HTS JSON for the lines), never from the code under test. On
// random lines of those lists, for goods of Korea and China on three dates, the answer must give
// either a figure above 0 or the condition that stops it (requires_review with its reason), and
// never Section 122 on the whole value of a Section 232 good.

const dir = projectPath('data/tariffs/us-section-232');
const text = (file: string) => readFileSync(`${dir}/${file}`, 'utf8');
const csvColumn = (file: string, column: number) => text(file).trim().split('\n').slice(1).map((l) => l.split(',')[column]!);
const params = parse(text('policy_params.yaml')) as any;

const headingPrefixes: string[] = [
  ...['autos_passenger', 'autos_light_trucks', 'mhd_vehicles', 'buses', 'softwood', 'wood_furniture', 'kitchen_cabinets'].flatMap((k) => params.section_232_headings[k].prefixes as string[]),
  ...text('s232_auto_parts.txt').split('\n').filter(Boolean),
  ...text('s232_mhd_parts.txt').split('\n').filter(Boolean),
  ...csvColumn('s232_semi_products.csv', 0),
];
const annexRows = text('s232_annex_products.csv').trim().split('\n').slice(1).map((l) => l.split(','));
const ANNEX_DATE = params.section_232_annexes.effective_date as string;
const annexChapters = params.section_232_annexes.annexes.annex_1a.chapters as string[];
const preAnnexPrefixes = [
  ...csvColumn('s232_copper_products.csv', 0),
  ...csvColumn('s232_derivative_products.csv', 0),
  ...(params.section_232_chapters.steel as string[]),
  ...(params.section_232_chapters.aluminum as string[]),
];

/** The annex of a code by the longest listed prefix, else I-A for the metal chapters. */
function annexOf(code: string): string | null {
  let best: string[] | null = null;
  for (const row of annexRows) if (code.startsWith(row[0]!) && (!best || row[0]!.length > best[0]!.length)) best = row;
  if (best) return best[1]!;
  return annexChapters.includes(code.slice(0, 2)) ? '1a' : null;
}

function onList(code: string, asOf: string): boolean {
  if (headingPrefixes.some((p) => code.startsWith(p))) return true;
  if (asOf >= ANNEX_DATE) {
    const annex = annexOf(code);
    return annex !== null && annex !== '2';
  }
  return preAnnexPrefixes.some((p) => code.startsWith(p));
}

/** Every statistical (10-digit) code of the HTS goods chapters, and the 8-digit lines printed without one. */
function htsCodes(): string[] {
  const records = JSON.parse(gunzipSync(readFileSync(projectPath('data/tariffs/us_hts_2026_rev10.json.gz'))).toString('utf8')) as { htsno: string }[];
  const digits = records.map((r) => r.htsno.replace(/\./g, '')).filter((d) => /^\d+$/.test(d) && !/^9[89]/.test(d));
  const tens = digits.filter((d) => d.length === 10);
  const withStats = new Set(tens.map((d) => d.slice(0, 8)));
  return [...tens, ...digits.filter((d) => d.length === 8 && !withStats.has(d))];
}

/** A small seeded generator, so the sample is the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAMPLE = 250;

describe('Section 232 oracle over random lines of the product lists', () => {
  const codes = htsCodes();
  for (const asOf of ['2026-03-01', '2026-06-08', '2026-08-01']) {
    const listed = codes.filter((c) => onList(c, asOf));
    for (const origin of ['KR', 'CN']) {
      it(`${origin}, ${asOf}: every sampled line on a list has a figure above 0 or the condition that stops it`, () => {
        expect(listed.length).toBeGreaterThan(1000);
        const random = mulberry32(asOf.length * 7919 + origin.charCodeAt(0));
        const problems: string[] = [];
        let checked = 0;
        for (let i = 0; i < SAMPLE; i++) {
          const code = listed[Math.floor(random() * listed.length)]!;
          let result;
          try {
            result = lookupTariffs({ hsCode: code, destination: 'US', origin, asOf, lang: 'en' });
          } catch (error) {
            // A line whose subheading is not in HS 2022 cannot be asked for by its code; the HS check refuses it.
            if ((error as { code?: string }).code === 'unknown_hs_code') continue;
            throw error;
          }
          checked++;
          const measure = result.measures.find((m) => m.kind === 'section_232');
          if (!measure) {
            problems.push(`${code}: no Section 232 measure`);
            continue;
          }
          if (!measure.applied) {
            if (!measure.requires_review || !measure.reason) problems.push(`${code}: ${measure.heading} neither applied nor a condition`);
            continue;
          }
          const section122 = result.measures.find((m) => m.kind === 'section_122');
          if (section122?.applied && section122.value_share === null) problems.push(`${code}: Section 122 on the whole value of a Section 232 good`);
          const base = result.rates.find((r) => r.used)!;
          const baseKnown = base.duty?.kind === 'free' || base.duty?.kind === 'ad_valorem';
          const sum = result.measures
            .filter((m) => m.applied && m.additional_pct !== null)
            .reduce((s, m) => s + Number(m.additional_pct) * (m.value_share === null ? 1 : Number(m.value_share)), baseKnown ? Number(base.duty?.ad_valorem_pct ?? 0) : 0);
          if (baseKnown && !(sum > 0)) problems.push(`${code}: sums ${sum}`);
        }
        expect(problems).toEqual([]);
        expect(checked).toBeGreaterThan(SAMPLE * 0.9);
      });
    }
  }
});
