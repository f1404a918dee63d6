import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { check, dataFilePath, lazy, readCsv } from '../../reference/csv.js';
import { Dec } from '../../reference/money.js';
import { fileName, isoCountries, isoDate, pct, policyParams, stringList } from './policy-params.js';

// Loader of the Section 232 product lists and parameters (data/tariffs/us-section-232/, from The
// Budget Lab at Yale's tariff-rate-tracker; data/tariffs/SOURCE.md, file 7). Every list becomes a
// map by HTS prefix at load time, so a line is matched by at most one lookup per prefix length,
// never by a scan. What a match means for a line's duty is src/domain/tariffs/us/section-232*.ts;
// the headings, deals and dates this project adds are policy.ts's (policy_additions.yaml).

const DIR = 'tariffs/us-section-232/';
export const S232_SOURCE = "The Budget Lab at Yale, tariff-rate-tracker (commit 8315fff, 2026-05-11): config/policy_params.yaml and the product lists of resources/";
export const S232_LICENCE = 'MIT (data/tariffs/LICENSE-budget-lab-tariff-rate-tracker.txt)';
export const METAL_SHARES_SOURCE =
  "The Budget Lab at Yale, tariff-rate-tracker: metal_content_shares_bea_hs10.csv (metal content of each HTS10 line estimated from the BEA's detailed input-output table)";

/** Longest-prefix lookup over HTS codes: a map per prefix length. */
export class PrefixIndex<T> {
  private readonly byLength = new Map<number, Map<string, T>>();
  private lengths: number[] = [];

  constructor(entries: Iterable<[string, T]>, what: string) {
    for (const [prefix, value] of entries) {
      check(/^\d{2,10}$/.test(prefix), `${what}: bad HTS prefix "${prefix}"`);
      let map = this.byLength.get(prefix.length);
      if (!map) {
        map = new Map();
        this.byLength.set(prefix.length, map);
      }
      check(!map.has(prefix), `${what}: duplicate prefix ${prefix}`);
      map.set(prefix, value);
    }
    this.lengths = [...this.byLength.keys()].sort((a, b) => b - a);
  }

  /** The entry of the longest prefix of `code` (prefixes no longer than the code). */
  match(code: string): { prefix: string; value: T } | undefined {
    for (const length of this.lengths) {
      if (length > code.length) continue;
      const prefix = code.slice(0, length);
      const value = this.byLength.get(length)!.get(prefix);
      if (value !== undefined) return { prefix, value };
    }
    return undefined;
  }

  /** The entries of the exact 10-digit codes listed under an 8-digit code (a list naming some statistical lines only). */
  statisticalEntries(code8: string, statCodes: readonly string[]): { prefix: string; value: T }[] {
    const tens = this.byLength.get(10);
    if (!tens) return [];
    const out: { prefix: string; value: T }[] = [];
    for (const stat of statCodes) {
      const value = tens.get(stat);
      if (value !== undefined && stat.startsWith(code8)) out.push({ prefix: stat, value });
    }
    return out;
  }

  get size(): number {
    let n = 0;
    for (const map of this.byLength.values()) n += map.size;
    return n;
  }
}

function prefixFile(file: string): string[] {
  const lines = readFileSync(dataFilePath(DIR + file), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '');
  for (const l of lines) check(/^\d{4,10}$/.test(l), `${file}: bad HTS prefix "${l}"`);
  return lines;
}

export type Section232HeadingKey =
  | 'autos_passenger'
  | 'autos_light_trucks'
  | 'mhd_vehicles'
  | 'buses'
  | 'auto_parts'
  | 'mhd_parts'
  | 'softwood'
  | 'wood_furniture'
  | 'kitchen_cabinets'
  | 'semiconductors'
  | 'copper';

export interface Section232HeadingProgramme {
  key: Section232HeadingKey;
  /** The programme's rate, percent. */
  ratePct: string;
  /** Where the product list comes from (policy_params.yaml or the product file). */
  list: string;
  index: PrefixIndex<true>;
}

export type AnnexTier = '1a' | '1b' | '2' | '3';
export type MetalType = 'steel' | 'aluminum' | 'copper';

export interface AnnexEntry {
  annex: AnnexTier;
  metalType: MetalType;
}

export interface DerivativeEntry {
  heading: string;
  metalType: 'steel' | 'aluminum';
  effectiveDate: string | null;
}

export interface MetalShares {
  steel: string;
  aluminum: string;
  copper: string;
}

/** A rate of some origins on some metals (ISO codes; "EU" for every member of the Union). */
export interface CountryMetalRate {
  origins: string[];
  pct: string;
  metalTypes: MetalType[];
}

export interface Section232Data {
  headings: Map<Section232HeadingKey, Section232HeadingProgramme>;
  /** The programmes whose USMCA-qualifying goods are out of them (section_232_headings.*.usmca_exempt). */
  usmcaExempt: Set<Section232HeadingKey>;
  annexes: {
    effectiveDate: string;
    list: PrefixIndex<AnnexEntry>;
    /** Chapters whose lines are annex I-A unless the list says otherwise. */
    blanketChapters: string[];
    ratePct: Record<'1a' | '1b', string>;
    /** Annexes whose rate is 0: their goods are out of Section 232 (annex II). */
    removed: AnnexTier[];
    ukRatePct: Record<'1a' | '1b', string>;
    ukMetalTypes: MetalType[];
    floorPct: string;
    floorSunset: string;
    /** The annex the floor annex's goods fall in after its sunset. */
    postSunsetAnnex: AnnexTier;
    deMinimisWeightPct: string;
    deMinimisAnnexes: AnnexTier[];
    deMinimisExcludedChapters: string[];
    motorcycleAnnexes: AnnexTier[];
    motorcycleChapters: string[];
    /** Country rates kept under the annexes (country_surcharges: aluminium of Russia), winning over the annex's rate. */
    countrySurcharges: (CountryMetalRate & { annexes: AnnexTier[] })[];
  };
  /** Before the annexes: chapters of steel and aluminium articles (full value). */
  preAnnexChapters: { steel: string[]; aluminum: string[] };
  /** Before the annexes: the rates of some origins on steel and aluminium (quotas, exemptions, Russia's 200 %), until their expiry (null: none). */
  countryRates: (CountryMetalRate & { until: string | null })[];
  /** The metal share of a derivative the shares file has no row for. */
  flatMetalShare: string;
  /** A prefix may be listed as a steel and as an aluminium derivative (dairy in steel cans with aluminium lids). */
  derivatives: { ratePct: string; list: PrefixIndex<DerivativeEntry[]> };
  /** U.S. note 33(r) parts: the origins whose importers may certify them, and the floor then (the deals: policy.ts). */
  subdivisionR: { list: PrefixIndex<true>; countries: string[]; floorPct: string };
  /** Metal content of the HTS10 lines under the derivative and copper lists (an estimate). */
  metalShares: Map<string, MetalShares>;
}

export const HEADING_KEYS: Section232HeadingKey[] = [
  'autos_passenger', 'autos_light_trucks', 'mhd_vehicles', 'buses', 'auto_parts', 'mhd_parts',
  'softwood', 'wood_furniture', 'kitchen_cabinets', 'semiconductors', 'copper',
];

/** The programme's product list: its products file where the parameters name one, else its prefixes. */
function headingPrefixes(key: Section232HeadingKey, entry: Record<string, unknown>): { prefixes: string[]; list: string } {
  if (key === 'auto_parts' || key === 'mhd_parts') {
    const file = fileName(entry.prefixes_file, `section_232_headings.${key}.prefixes_file`);
    return { prefixes: prefixFile(file), list: `${file} (${key === 'auto_parts' ? 'U.S. note 33(g), CBP\'s automobile parts list' : 'U.S. note 38(i)'})` };
  }
  if (key === 'semiconductors' || key === 'copper') {
    const file = fileName(entry.products_file, `section_232_headings.${key}.products_file`);
    const rows = readCsv(DIR + file);
    check(rows.length >= (key === 'copper' ? 70 : 10), `${file} has ${rows.length} rows`);
    return { prefixes: rows.map((r) => r.hts10!), list: `${file} (U.S. note ${key === 'copper' ? '36' : '39'})` };
  }
  return { prefixes: stringList(entry.prefixes, `section_232_headings.${key}.prefixes`), list: `policy_params.yaml, section_232_headings.${key}` };
}

function metalShares(derivatives: PrefixIndex<DerivativeEntry[]>, copper: PrefixIndex<true>): Map<string, MetalShares> {
  const file = 'metal_content_shares_bea_hs10.csv.gz';
  const text = gunzipSync(readFileSync(dataFilePath(DIR + file))).toString('utf8');
  const lines = text.split('\n').filter((l) => l !== '');
  check(lines[0] === 'hs10,naics,bea_detail_code,steel_share,aluminum_share,copper_share,other_metal_share,metal_share', `${file}: unexpected header`);
  check(lines.length > 20000, `${file} has ${lines.length - 1} rows, expected 20,780`);
  const shares = new Map<string, MetalShares>();
  // Input-output ratios can pass 1 for a metal's own industry (copper 1.147 for refined copper); a
  // share of the value is at most all of it, as the file's own metal_share column is capped at 1.
  const share = (v: string | undefined) => {
    const n = Number(v);
    check(v !== undefined && Number.isFinite(n) && n >= 0 && n < 5, `${file}: bad share "${v}"`);
    return Dec.min(new Dec(v), 1).toDecimalPlaces(4).toFixed();
  };
  // A plain split: the file has no quoted fields (checked by the column count).
  for (const line of lines.slice(1)) {
    const cols = line.split(',');
    check(cols.length === 8 && /^\d{10}$/.test(cols[0]!), `${file}: bad row "${line.slice(0, 60)}"`);
    const hs10 = cols[0]!;
    if (!derivatives.match(hs10) && !copper.match(hs10)) continue;
    shares.set(hs10, { steel: share(cols[3]), aluminum: share(cols[4]), copper: share(cols[5]) });
  }
  return shares;
}

const METAL_TYPES: MetalType[] = ['steel', 'aluminum', 'copper'];

function metalTypes(value: unknown, what: string): MetalType[] {
  const list = stringList(value, what);
  check(list.every((m) => (METAL_TYPES as string[]).includes(m)), `policy_params.yaml: ${what} names a metal other than steel, aluminum, copper`);
  return list as MetalType[];
}

const annexTiers = (v: unknown, what: string) => stringList(v, what).map((t) => {
  const tier = t.replace('annex_', '');
  check(['1a', '1b', '2', '3'].includes(tier), `policy_params.yaml: ${what} names an unknown annex "${t}"`);
  return tier as AnnexTier;
});

/** The annexes of section_232_annexes: rates of I-A and I-B, the removed annex, the floor annex and its sunset. */
function annexRules(a: Record<string, any>) {
  const annexes = a.annexes;
  check(annexes?.annex_1a && annexes.annex_1b && annexes.annex_2 && annexes.annex_3, 'policy_params.yaml lacks section_232_annexes.annexes');
  check(annexes.annex_3.rate_type === 'floor', 'policy_params.yaml: annex_3 is no longer a floor (rate_type), which the code reads it as');
  const removed = pct(annexes.annex_2.rate, 'annex_2.rate') === '0' ? (['2'] as AnnexTier[]) : [];
  check(removed.length === 1, 'policy_params.yaml: annex_2 has a rate; the code reads it as removed from Section 232');
  const [postSunsetAnnex] = annexTiers([annexes.annex_3.post_sunset_annex], 'annex_3.post_sunset_annex');
  return {
    blanketChapters: stringList(annexes.annex_1a.chapters, 'annex_1a.chapters'),
    ratePct: { '1a': pct(annexes.annex_1a.rate, 'annex_1a.rate'), '1b': pct(annexes.annex_1b.rate, 'annex_1b.rate') },
    removed,
    ukRatePct: { '1a': pct(annexes.annex_1a.uk_rate, 'annex_1a.uk_rate'), '1b': pct(annexes.annex_1b.uk_rate, 'annex_1b.uk_rate') },
    ukMetalTypes: metalTypes(annexes.annex_1a.uk_applies_to, 'annex_1a.uk_applies_to'),
    ukMetalTypes1b: metalTypes(annexes.annex_1b.uk_applies_to, 'annex_1b.uk_applies_to'),
    floorPct: pct(annexes.annex_3.floor_rate, 'annex_3.floor_rate'),
    floorSunset: isoDate(annexes.annex_3.sunset_date, 'annex_3.sunset_date'),
    postSunsetAnnex: postSunsetAnnex!,
  };
}

export const section232Data = lazy((): Section232Data => {
  const params = policyParams();
  const headings = new Map<Section232HeadingKey, Section232HeadingProgramme>();
  const usmcaExempt = new Set<Section232HeadingKey>();
  for (const key of HEADING_KEYS) {
    const entry = params.section_232_headings?.[key];
    check(entry && typeof entry === 'object', `policy_params.yaml lacks section_232_headings.${key}`);
    const { prefixes, list } = headingPrefixes(key, entry);
    headings.set(key, { key, ratePct: pct(entry.default_rate, `${key}.default_rate`), list, index: new PrefixIndex(prefixes.map((p) => [p, true as const]), list) });
    check(typeof entry.usmca_exempt === 'boolean', `policy_params.yaml: section_232_headings.${key}.usmca_exempt is not true or false`);
    if (entry.usmca_exempt) usmcaExempt.add(key);
  }

  const a = params.section_232_annexes;
  const { ukMetalTypes1b, ...rules } = annexRules(a);
  check(ukMetalTypes1b.join() === rules.ukMetalTypes.join(), 'policy_params.yaml: the UK rates of annex I-A and I-B apply to different metals, which the code does not tell apart');
  const annexFile = fileName(a.resource_file, 'section_232_annexes.resource_file');
  const annexRows = readCsv(DIR + annexFile);
  check(annexRows.length >= 790, `${annexFile} has ${annexRows.length} rows, expected 799`);
  const annexList = new PrefixIndex<AnnexEntry>(
    annexRows.map((r) => {
      check(['1a', '1b', '2', '3'].includes(r.annex ?? ''), `${annexFile}: bad annex "${r.annex}" at ${r.hts_prefix}`);
      check(['steel', 'aluminum', 'copper'].includes(r.metal_type ?? ''), `${annexFile}: bad metal_type at ${r.hts_prefix}`);
      return [r.hts_prefix!, { annex: r.annex as AnnexTier, metalType: r.metal_type as MetalType }];
    }),
    annexFile,
  );
  const exemptions = a.exemptions ?? {};
  const countrySurcharges = [...(a.country_surcharges ?? [])].map((s: any, i: number) => ({
    origins: isoCountries(s.countries, `country_surcharges[${i}].countries`),
    pct: pct(s.rate, `country_surcharges[${i}].rate`),
    annexes: annexTiers(s.applies_to, `country_surcharges[${i}].applies_to`),
    metalTypes: metalTypes(s.metal_types, `country_surcharges[${i}].metal_types`),
  }));
  const countryRates = [...(params.section_232_country_exemptions ?? [])].map((e: any, i: number) => ({
    origins: isoCountries(e.countries, `section_232_country_exemptions[${i}].countries`),
    pct: pct(e.rate, `section_232_country_exemptions[${i}].rate`),
    metalTypes: metalTypes(e.applies_to, `section_232_country_exemptions[${i}].applies_to`),
    until: e.expiry_date === null ? null : isoDate(e.expiry_date, `section_232_country_exemptions[${i}].expiry_date`),
  }));
  check(countryRates.length >= 1, 'policy_params.yaml lacks section_232_country_exemptions');

  const content = params.metal_content;
  check(content?.method === 'bea', `policy_params.yaml: metal_content.method is "${String(content?.method)}"; the code reads the shares of the BEA method (metal_content_shares_bea_hs10.csv)`);
  check(typeof content.flat_share === 'number', 'policy_params.yaml lacks metal_content.flat_share');

  const d = params.section_232_derivatives;
  const derivativeCodes = { steel: stringList(d?.steel_ch99_codes, 'section_232_derivatives.steel_ch99_codes'), aluminum: stringList(d?.aluminum_ch99_codes, 'section_232_derivatives.aluminum_ch99_codes') };
  const derivativeFile = fileName(d?.resource_file, 'section_232_derivatives.resource_file');
  const derivativeRows = readCsv(DIR + derivativeFile);
  check(derivativeRows.length >= 560, `${derivativeFile} has ${derivativeRows.length} rows, expected 568`);
  const derivativeEntries = new Map<string, DerivativeEntry[]>();
  for (const r of derivativeRows) {
    check(r.derivative_type === 'steel' || r.derivative_type === 'aluminum', `${derivativeFile}: bad derivative_type at ${r.hts_prefix}`);
    check(derivativeCodes[r.derivative_type].includes(r.ch99_code ?? ''), `${derivativeFile}: ch99_code ${r.ch99_code} at ${r.hts_prefix} is not one of section_232_derivatives.${r.derivative_type}_ch99_codes`);
    const entry: DerivativeEntry = { heading: r.ch99_code!, metalType: r.derivative_type, effectiveDate: r.effective_date ? isoDate(r.effective_date, 'effective_date') : null };
    const list = derivativeEntries.get(r.hts_prefix!);
    if (list) list.push(entry);
    else derivativeEntries.set(r.hts_prefix!, [entry]);
  }
  const derivatives = new PrefixIndex(derivativeEntries, derivativeFile);

  const subR = params.auto_parts_subdivision_r;
  const subRFile = fileName(subR?.products_file, 'auto_parts_subdivision_r.products_file');
  const subRRows = readCsv(DIR + subRFile);
  check(subRRows.length >= 8, `${subRFile} has ${subRRows.length} rows`);

  return {
    headings,
    usmcaExempt,
    annexes: {
      effectiveDate: isoDate(a.effective_date, 'section_232_annexes.effective_date'),
      list: annexList,
      ...rules,
      deMinimisWeightPct: pct(exemptions.de_minimis_weight?.threshold, 'de_minimis_weight.threshold'),
      deMinimisAnnexes: annexTiers(exemptions.de_minimis_weight?.applies_to, 'de_minimis_weight.applies_to'),
      deMinimisExcludedChapters: stringList(exemptions.de_minimis_weight?.excludes_chapters, 'de_minimis_weight.excludes_chapters'),
      motorcycleAnnexes: annexTiers(exemptions.motorcycle_parts?.applies_to, 'motorcycle_parts.applies_to'),
      motorcycleChapters: stringList(exemptions.motorcycle_parts?.chapters, 'motorcycle_parts.chapters'),
      countrySurcharges,
    },
    preAnnexChapters: {
      steel: stringList(params.section_232_chapters?.steel, 'section_232_chapters.steel'),
      aluminum: stringList(params.section_232_chapters?.aluminum, 'section_232_chapters.aluminum'),
    },
    countryRates,
    flatMetalShare: new Dec(String(content.flat_share)).toFixed(),
    derivatives: { ratePct: pct(d?.default_rate, 'section_232_derivatives.default_rate'), list: derivatives },
    subdivisionR: {
      list: new PrefixIndex(subRRows.map((r) => [r.hts_prefix!, true as const]), subRFile),
      countries: stringList(subR?.applies_to_iso, 'auto_parts_subdivision_r.applies_to_iso'),
      floorPct: pct(subR?.floor_rate, 'auto_parts_subdivision_r.floor_rate'),
    },
    metalShares: metalShares(derivatives, headings.get('copper')!.index),
  };
});
