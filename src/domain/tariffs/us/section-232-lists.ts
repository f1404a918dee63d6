import { section232Data } from './section-232-file.js';
import type { AnnexTier, DerivativeEntry, MetalType, PrefixIndex, Section232HeadingKey } from './section-232-file.js';
import { usStatisticalCodes } from './hts-file.js';

// Which Section 232 programme covers a US line on a date, from the product lists alone
// (data/tariffs/us-section-232/). One programme per line: semiconductors first (their rate holds
// over the other programmes: the tracker's post-stacking override, assumptions.md 16), then the
// vehicle, parts and wood programmes, then the metals, whose duties do not stack on them
// (methodology.md: "products that overlap between heading programs use the heading rate at full
// product value"). The metals are the four annexes from their effective date (2026-04-06), before
// it the chapters of steel and aluminium, the copper list and the derivative list.

export type Section232Programme =
  | { kind: 'heading'; key: Section232HeadingKey }
  | { kind: 'annex'; annex: AnnexTier; metalType: MetalType; blanket: boolean }
  | { kind: 'metal_chapter'; metalType: 'steel' | 'aluminum' }
  | { kind: 'derivative'; entries: DerivativeEntry[] };

export interface Section232Match {
  programme: Section232Programme;
  /** The list and the prefix (or chapter) that matched, for the answer. */
  list: string;
  prefix: string;
  /** `partial`: the list names only some of the statistical lines of the code (`listed`), so the duty depends on the 10-digit code. */
  coverage: 'full' | 'partial';
  listed: string[];
  /** An auto part of U.S. note 33(r) (s232_subdivision_r_products.csv): certification claims for goods of the EU, Japan, Korea. */
  subdivisionR: boolean;
  /** Also on the medium- and heavy-duty vehicle parts list (an auto part entered for such a vehicle). */
  alsoMhdPart: boolean;
}

/** The heading programmes, in the order they take precedence. */
const HEADING_ORDER: Section232HeadingKey[] = [
  'semiconductors', 'autos_passenger', 'autos_light_trucks', 'mhd_vehicles', 'buses', 'auto_parts', 'mhd_parts',
  'softwood', 'wood_furniture', 'kitchen_cabinets',
];

const CHAPTER_METAL: Record<string, MetalType> = { '72': 'steel', '73': 'steel', '74': 'copper', '76': 'aluminum' };

type Coverage = { coverage: 'full' | 'partial'; prefix: string; listed: string[] };

/** How a list covers `code` (8 or 10 digits): by a prefix, or by the 10-digit codes it names under an 8-digit code. */
function coverageOf<T>(index: PrefixIndex<T>, code: string): (Coverage & { value: T }) | null {
  const hit = index.match(code);
  if (hit) return { coverage: 'full', prefix: hit.prefix, listed: [], value: hit.value };
  if (code.length !== 8) return null;
  const stats = usStatisticalCodes(code);
  const listed = index.statisticalEntries(code, stats);
  if (listed.length === 0) return null;
  const coverage = listed.length === stats.length ? 'full' : 'partial';
  return { coverage, prefix: listed.map((l) => l.prefix).join(', '), listed: listed.map((l) => l.prefix), value: listed[0]!.value };
}

/**
 * The Section 232 programme that covers `code` (a US line, or the 10-digit code asked for under it)
 * on `asOf`, or null. A programme that covers only some statistical lines of an 8-digit code is
 * returned with `coverage: 'partial'` when nothing earlier covers the whole code. `without`: the
 * programme a claim takes the goods out of, to find the one that covers them then.
 */
export function section232Programme(code: string, asOf: string, without: Section232HeadingKey | null = null): Section232Match | null {
  const data = section232Data();
  const extras = (c: Omit<Section232Match, 'subdivisionR' | 'alsoMhdPart'>): Section232Match => ({
    ...c,
    subdivisionR: data.subdivisionR.list.match(code) !== undefined,
    alsoMhdPart: c.programme.kind === 'heading' && c.programme.key === 'auto_parts' && data.headings.get('mhd_parts')!.index.match(code) !== undefined,
  });
  for (const key of HEADING_ORDER) {
    if (key === without) continue;
    const programme = data.headings.get(key)!;
    const hit = coverageOf(programme.index, code);
    if (hit) return extras({ programme: { kind: 'heading', key }, list: programme.list, ...hit });
  }
  if (asOf >= data.annexes.effectiveDate) {
    const chapter = code.slice(0, 2);
    const hit = coverageOf(data.annexes.list, code);
    // The list labels some headings of chapter 76 "steel": an article of chapters 72-74 or 76 is of its chapter's metal.
    if (hit) return extras({ programme: { kind: 'annex', annex: hit.value.annex, metalType: CHAPTER_METAL[chapter] ?? hit.value.metalType, blanket: false }, list: 's232_annex_products.csv', ...hit });
    if (data.annexes.blanketChapters.includes(chapter)) {
      const metalType: MetalType = CHAPTER_METAL[chapter] ?? 'steel';
      return extras({
        programme: { kind: 'annex', annex: '1a', metalType, blanket: true },
        list: 'policy_params.yaml, section_232_annexes.annex_1a.chapters',
        prefix: chapter,
        coverage: 'full',
        listed: [],
      });
    }
    return null;
  }
  const copper = data.headings.get('copper')!;
  const copperHit = coverageOf(copper.index, code);
  if (copperHit) return extras({ programme: { kind: 'heading', key: 'copper' }, list: copper.list, ...copperHit });
  const chapter = code.slice(0, 2);
  for (const metalType of ['steel', 'aluminum'] as const) {
    if (data.preAnnexChapters[metalType].includes(chapter)) {
      return extras({ programme: { kind: 'metal_chapter', metalType }, list: `policy_params.yaml, section_232_chapters.${metalType}`, prefix: chapter, coverage: 'full', listed: [] });
    }
  }
  const derivative = coverageOf(data.derivatives.list, code);
  if (derivative) {
    const entries = derivative.value.filter((e) => e.effectiveDate === null || e.effectiveDate <= asOf);
    if (entries.length > 0) return extras({ programme: { kind: 'derivative', entries }, list: 's232_derivative_products.csv', ...derivative });
  }
  return null;
}
