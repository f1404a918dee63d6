import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { codeIndex } from '../../reference/code-index.js';
import type { CodeIndex } from '../../reference/code-index.js';
import { check, dataFilePath, lazy } from '../../reference/csv.js';
import { findHs } from '../../reference/hs.js';
import { lineText } from '../line-text.js';

// Loader of Japan's applied tariff schedule (実行関税率表) as published by Japan Customs on
// 2026-07-09 (data/tariffs/SOURCE.md, file 8): one tree of nodes per chapter. A 9-digit statistical
// line is the HS subheading (`stat_code`) joined with its 3-digit national suffix (`hs_code`). A rate
// cell is printed on the row where it starts to hold and holds for every line below it, column by
// column, so each line's texts are its own cells filled in from its nearest ancestor that has one.
// Only shapes are checked here; the texts are read by rate-text.ts.

export const JP_TARIFF_FILE = 'tariffs/jp_customs_tariff_2026_07_09.json.gz';
/** The day the data was taken from Japan Customs' pages (the scrape's version). */
export const JP_SCHEDULE_DATE = '2026-07-09';
export const JP_SCHEDULE_EDITION = "Japan's applied tariff schedule (実行関税率表) of 2026-07-09";

/** The rate columns of the schedule, as the file names them. */
export const JP_COLUMNS = [
  '基本', '暫定', 'WTO協定', '特恵', '特別特恵',
  'EPA_シンガポール', 'EPA_メキシコ', 'EPA_マレーシア', 'EPA_チリ', 'EPA_タイ', 'EPA_インドネシア', 'EPA_ブルネイ',
  'EPA_アセアン', 'EPA_フィリピン', 'EPA_スイス', 'EPA_ベトナム', 'EPA_インド', 'EPA_ペルー', 'EPA_豪州', 'EPA_モンゴル',
  'EPA_CPTPP', 'EPA_欧州連合', 'EPA_英国', 'EPA_RCEP_アセアン豪州NZ', 'EPA_RCEP_中国', 'EPA_RCEP_韓国', 'EPA_日米貿易協定',
] as const;
export type JpColumn = (typeof JP_COLUMNS)[number];
export type JpRates = Partial<Record<JpColumn, string>>;

interface RawNode {
  level: number;
  stat_code: string;
  hs_code: string;
  desc: string;
  rate: Record<string, string>;
  children: RawNode[];
}

interface RawFile {
  version: string;
  chapters: { chapter: string; items: RawNode[] }[];
}

/** One import period of a line that the schedule splits by season (bananas, oranges, grapes...). */
export interface JpSeasonPart {
  /** The period as printed (毎年4月1日から同年9月30日まで...). */
  text: string;
  /** MM-DD, inclusive; null when the text is not a plain yearly period. */
  from: string | null;
  to: string | null;
  rates: JpRates;
}

export interface JpLine {
  /** The 9-digit statistical code. */
  code: string;
  hs6: string;
  /** The Japanese texts of the nodes above the line and its own (line-text.ts: its own text whole, the ancestors shortened). */
  nationalDescription: string;
  /** Every non-empty column of the line, its own cells over its ancestors'. */
  rates: JpRates;
  /** Set when the schedule prints the line once per import period, each with its own rates. */
  seasons: JpSeasonPart[] | null;
}

const PERIOD = /^毎年(\d{1,2})月(\d{1,2})日から(?:同年|翌年)(\d{1,2})月(\d{1,2}|末)日?までに輸入されるもの$/;

/** "毎年4月1日から同年9月30日までに輸入されるもの" -> 04-01 .. 09-30; "翌年2月末日" -> 02-29 (so a leap day counts). */
export function readImportPeriod(text: string): { from: string; to: string } | null {
  const m = PERIOD.exec(text.replace(/^[\s(（]*[0-9０-９]*[)）]?[\s−-]*/, '').trim());
  if (!m) return null;
  const pad = (n: string) => n.padStart(2, '0');
  const toDay = m[4] === '末' ? (m[3] === '2' ? '29' : null) : m[4]!;
  if (toDay === null) return null;
  return { from: `${pad(m[1]!)}-${pad(m[2]!)}`, to: `${pad(m[3]!)}-${pad(toDay)}` };
}

/** The file as published, read afresh (the loader keeps its lines, not the file). */
function readFile(): RawFile {
  const parsed = JSON.parse(gunzipSync(readFileSync(dataFilePath(JP_TARIFF_FILE))).toString('utf8')) as RawFile;
  check(parsed.version === '2026_07_09', `${JP_TARIFF_FILE}: version "${parsed.version}", expected 2026_07_09`);
  check(Array.isArray(parsed.chapters) && parsed.chapters.length === 96, `${JP_TARIFF_FILE} has ${parsed.chapters?.length} chapters, expected 96 (01-97 without 77)`);
  return parsed;
}

function ownRates(node: RawNode): JpRates {
  const out: JpRates = {};
  for (const column of JP_COLUMNS) {
    const text = node.rate[column];
    if (text !== undefined && text.trim() !== '') out[column] = text.trim();
  }
  return out;
}

function collectLines(): JpLine[] {
  const parts = new Map<string, { node: RawNode; rates: JpRates; path: string[] }[]>();
  const order: string[] = [];
  const walk = (node: RawNode, inherited: JpRates, path: string[]) => {
    check(/^(\d{2}\.\d{2}|\d{4}\.\d{2}|)$/.test(node.stat_code), `${JP_TARIFF_FILE}: bad stat_code "${node.stat_code}"`);
    check(/^(\d{3}|)$/.test(node.hs_code), `${JP_TARIFF_FILE}: bad national suffix "${node.hs_code}" under ${node.stat_code}`);
    for (const key of Object.keys(node.rate)) check((JP_COLUMNS as readonly string[]).includes(key), `${JP_TARIFF_FILE}: unknown rate column "${key}"`);
    const rates = { ...inherited, ...ownRates(node) };
    const here = node.desc.trim() === '' ? path : [...path, node.desc.trim()];
    if (node.hs_code !== '') {
      check(/^\d{4}\.\d{2}$/.test(node.stat_code), `${JP_TARIFF_FILE}: line ${node.hs_code} under "${node.stat_code}" has no subheading`);
      const code = node.stat_code.replace('.', '') + node.hs_code;
      if (!parts.has(code)) {
        parts.set(code, []);
        order.push(code);
      }
      parts.get(code)!.push({ node, rates, path: here });
    }
    for (const child of node.children) walk(child, rates, here);
  };
  for (const chapter of readFile().chapters) for (const item of chapter.items) walk(item, {}, []);

  return order.map((code) => {
    const rows = parts.get(code)!;
    const first = rows[0]!;
    check(findHs(code.slice(0, 6)) !== undefined, `${JP_TARIFF_FILE}: ${code} is under ${code.slice(0, 6)}, not an HS 2022 subheading`);
    check(Object.keys(first.rates).length > 0, `${JP_TARIFF_FILE}: line ${code} has no rate`);
    const line: JpLine = { code, hs6: code.slice(0, 6), nationalDescription: lineText(first.path), rates: first.rates, seasons: null };
    if (rows.length === 1) return line;
    // The same code printed once per import period: the line's own texts are the periods.
    const seasons = rows.map((r) => ({ text: r.node.desc.trim(), ...(readImportPeriod(r.node.desc) ?? { from: null, to: null }), rates: r.rates }));
    check(seasons.every((s) => /輸入されるもの$/.test(s.text)), `${JP_TARIFF_FILE}: line ${code} is printed ${rows.length} times, not by import period`);
    return { ...line, nationalDescription: lineText(first.path.slice(0, -1)), seasons };
  });
}

/** The statistical lines, in code order and by code. */
export const jpTariffFile = lazy((): CodeIndex<JpLine> => {
  const index = codeIndex(collectLines(), JP_TARIFF_FILE);
  check(index.size >= 9600, `${JP_TARIFF_FILE} has ${index.size} statistical lines, expected 9,646`);
  check(index.get('610120000')?.rates['基本'] === '10.9%', `${JP_TARIFF_FILE}: 6101.20-000 should carry the general rate 10.9%`);
  return index;
});
