import type { Country } from '../../reference/countries.js';
import { Dec } from '../../reference/money.js';
import { usStatisticalCodes } from './hts-file.js';
import { METAL_SHARES_SOURCE, section232Data } from './section-232-file.js';
import type { MetalType } from './section-232-file.js';
import type { TariffMeasure, TariffMeasureClaim, TariffRateRecord } from '../types.js';
import { section232Claims } from './section-232-claims.js';
import { PROGRAMMES, SECTION_232_BASIS, floorFigure, partsDeal, printed, section232Heading, vehicleDeal, woodDeal } from './section-232-headings.js';
import type { Figure } from './section-232-headings.js';
import { section232Programme } from './section-232-lists.js';
import type { Section232Match } from './section-232-lists.js';

// The Section 232 measure of a US line for goods of an origin on a date: the programme its product
// list puts it in (section-232-lists.ts), the heading for the origin (the country deals), the rate
// over the base rate used, the share of the value where the duty falls on the metal content
// (before 2026-04-06, an estimate), and the claims that would change it (section-232-claims.ts).

/** How Section 122 stands beside a Section 232 good (9903.03.06 excepts Section 232 goods from it). */
export type Section122Beside =
  | { kind: 'excepted'; reason: string }
  | { kind: 'rest'; share: string; source: string }
  | { kind: 'depends'; reason: string };

export interface Section232Result {
  measure: TariffMeasure;
  section122: Section122Beside;
}

function additionalOf(rateText: string): string | null {
  const m = rateText.match(/^The duty provided in the applicable subheading(?:\s*(?:\+|plus)\s*(?:a duty of\s*)?(\d+(?:\.\d+)?)%)?$/i);
  return m ? (m[1] ?? '0') : null;
}

/** Steel and aluminium before the annexes (Proclamation 10947, from 2025-06-04: policy_timing.md). */
const PRE_ANNEX_METALS_PCT = '50';
const PRE_ANNEX_METALS_FROM = { from: '2025-06-04', dateSource: 'Proclamation 10947, 50 % from 2025-06-04 (policy_timing.md)' };

function plain(code8: string, what: string, dates: { from: string | null; dateSource: string }): Figure {
  const heading = section232Heading(code8);
  const additional = additionalOf(heading.general);
  return { heading: code8, additional, applied: additional !== null, review: additional === null, reason: `${what}: +${additional} % under ${heading.printed}.`, ...dates };
}

/** The metal content of a code: its own HTS10 row, else the mean of its statistical lines' rows, else the flat share. */
function metalShare(code: string, metal: MetalType): { value: string; source: string } {
  const data = section232Data();
  const codes = code.length === 10 ? [code] : usStatisticalCodes(code).length > 0 ? [...usStatisticalCodes(code)] : [`${code}00`];
  const rows = codes.map((c) => data.metalShares.get(c)).filter((r) => r !== undefined);
  if (rows.length === 0) {
    return { value: data.flatMetalShare, source: `no row for ${code} in metal_content_shares_bea_hs10.csv: the flat share of policy_params.yaml (metal_content.flat_share), an estimate` };
  }
  const mean = rows.reduce((sum, r) => sum.plus(r[metal]), new Dec(0)).div(rows.length).toDecimalPlaces(4);
  const of = rows.length > 1 ? `the mean of ${rows.length} statistical lines' ${metal} shares` : `the ${metal} share`;
  return { value: mean.toFixed(), source: `${METAL_SHARES_SOURCE}; ${of} (an estimate)` };
}

function headingFigure(key: keyof typeof PROGRAMMES, origin: string | null, used: TariffRateRecord, code: string): Figure {
  const info = PROGRAMMES[key];
  const what = `Section 232 ${info.label}`;
  if (key === 'autos_passenger' || key === 'autos_light_trucks') {
    const deal = vehicleDeal(origin);
    return deal ? floorFigure(deal, used, `${what}, the deal for goods of ${origin}`) : plain(info.heading, what, info);
  }
  if (key === 'auto_parts') {
    const deal = partsDeal(origin);
    return deal ? floorFigure(deal, used, `${what}, the deal for goods of ${origin}`) : plain(info.heading, what, info);
  }
  if (key === 'wood_furniture' || key === 'kitchen_cabinets') {
    const deal = woodDeal(origin);
    if (deal && 'under' in deal) return floorFigure(deal, used, `${what}, the deal for goods of ${origin}`);
    if (deal) return plain(deal.heading, `${what}, the heading for goods of ${origin}`, info);
    return plain(info.heading, what, info);
  }
  if (key === 'copper') {
    const share = metalShare(code, 'copper');
    const pct = section232Data().headings.get('copper')!.ratePct;
    return { heading: info.heading, additional: pct, applied: true, review: false, reason: `${what}: ${pct} % on the copper content under 9903.78.01 (until the annexes of 2026-04-06), an estimated ${share.value} of the value.`, from: info.from, dateSource: info.dateSource, until: beforeAnnexes(), share };
  }
  return plain(info.heading, what, info);
}

function beforeAnnexes(): string {
  const d = new Date(`${section232Data().annexes.effectiveDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function annexFigure(match: Section232Match & { programme: { kind: 'annex' } }, origin: string | null, used: TariffRateRecord, asOf: string): Figure {
  const data = section232Data().annexes;
  const { metalType } = match.programme;
  let annex = match.programme.annex;
  const from = data.effectiveDate;
  const dates = { from, dateSource: `the annexes of policy_params.yaml (section_232_annexes), from ${from}` };
  const tierName = { '1a': 'annex I-A', '1b': 'annex I-B', '2': 'annex II', '3': 'annex III' } as const;
  let sunset = '';
  if (annex === '3' && asOf > data.floorSunset) {
    annex = '1b';
    sunset = ` (annex III ended after ${data.floorSunset}; its goods fall in annex I-B)`;
  }
  const what = `Section 232 ${metalType} ${tierName[annex]}${sunset}${match.programme.blanket ? ` (chapter ${match.prefix} is annex I-A unless the list says otherwise)` : ''}`;
  if (origin === 'RU' && metalType === 'aluminum' && data.russianAluminiumAnnexes.includes(annex)) {
    const heading = annex === '1a' ? '99038567' : '99038568';
    return { heading, additional: data.russianAluminiumPct, applied: true, review: false, reason: `${what}: aluminium of Russia pays +${data.russianAluminiumPct} % under ${printed(heading)} (policy_params.yaml, country_surcharges).`, ...dates };
  }
  if (annex === '3') {
    const fig = floorFigure({ under: '99038210', atOrAbove: '99038211', floorPct: data.floorPct, ...dates }, used, what);
    return { ...fig, until: data.floorSunset };
  }
  if (origin === 'GB' && data.ukMetalTypes.includes(metalType)) {
    return plain(annex === '1a' ? '99038204' : '99038205', `${what}, the rate for goods of the United Kingdom`, dates);
  }
  return plain(annex === '1a' ? '99038202' : '99038209', what, dates);
}

function preAnnexFigure(match: Section232Match, origin: string | null, code: string): Figure {
  const data = section232Data();
  const until = beforeAnnexes();
  if (origin === 'GB') {
    const heading = match.programme.kind === 'derivative' ? match.programme.entries[0]!.heading.replace(/\./g, '') : match.programme.kind === 'metal_chapter' && match.programme.metalType === 'aluminum' ? '99038502' : '99038187';
    return { heading, additional: null, applied: false, review: true, reason: 'Section 232 steel and aluminium before 2026-04-06: the rate for goods of the United Kingdom is not in the data (policy_params.yaml has none before the annexes): review; left out of the sum.', from: null, until };
  }
  const ru = origin === 'RU' ? data.russiaPreAnnexPct : null;
  if (match.programme.kind === 'metal_chapter') {
    const heading = match.programme.metalType === 'steel' ? '99038187' : '99038502';
    const pct = ru ?? PRE_ANNEX_METALS_PCT;
    return { heading, additional: pct, applied: true, review: false, reason: `Section 232 ${match.programme.metalType} (chapter ${match.prefix}, policy_params.yaml section_232_chapters): +${pct} % on the whole value under ${printed(heading)}${ru ? ' (Russia: Proclamation 10522)' : ''} until ${until}.`, ...PRE_ANNEX_METALS_FROM, until };
  }
  if (match.programme.kind !== 'derivative') throw new Error('not a pre-annex programme');
  // Listed as a steel and an aluminium derivative: the larger share (the higher duty).
  const options = match.programme.entries.map((e) => ({ entry: e, share: metalShare(code, e.metalType) }));
  options.sort((a, b) => new Dec(b.share.value).comparedTo(a.share.value));
  const { entry, share } = options[0]!;
  const pct = ru ?? data.derivatives.ratePct;
  return {
    heading: entry.heading.replace(/\./g, ''),
    additional: pct,
    applied: true,
    review: false,
    reason: `Section 232 derivative ${entry.metalType} article (s232_derivative_products.csv, prefix ${match.prefix}): +${pct} % on the ${entry.metalType} content under ${entry.heading}, an estimated ${share.value} of the value, until ${until}.`,
    from: entry.effectiveDate,
    dateSource: entry.effectiveDate ? `s232_derivative_products.csv, effective_date ${entry.effectiveDate}` : 's232_derivative_products.csv gives no date for this entry',
    until,
    share,
  };
}

function figureOf(match: Section232Match, origin: string | null, used: TariffRateRecord, asOf: string, code: string): Figure {
  const p = match.programme;
  if (p.kind === 'heading') return headingFigure(p.key, origin, used, code);
  if (p.kind === 'annex') return annexFigure({ ...match, programme: p }, origin, used, asOf);
  return preAnnexFigure(match, origin, code);
}

function programmeText(match: Section232Match): string {
  const p = match.programme;
  const name =
    p.kind === 'heading' ? PROGRAMMES[p.key].label
    : p.kind === 'annex' ? `${p.metalType} annex ${p.annex === '1a' ? 'I-A' : p.annex === '1b' ? 'I-B' : p.annex === '2' ? 'II' : 'III'}`
    : p.kind === 'metal_chapter' ? `${p.metalType} (before 2026-04-06)`
    : 'derivative articles (before 2026-04-06)';
  return `${name}, ${match.list}, ${match.prefix.length === 2 ? 'chapter' : 'prefix'} ${match.prefix}`;
}

/**
 * The Section 232 measure of `code` (the line, or the 10-digit code asked for under it) for goods of
 * `origin` on `asOf`, or null when no list covers it. `section122Pct` is Section 122's addition for
 * the line were it not a Section 232 good (null where it would not apply), for the claims that take
 * the goods out of Section 232.
 */
export function section232Measure(lineCode: string, code: string, origin: Country | null, asOf: string, used: TariffRateRecord, section122Pct: string | null): Section232Result | null {
  const match = section232Programme(code, asOf);
  // Annex II: removed from Section 232 on the annexes' date; no measure, Section 122 stands.
  if (!match || (match.programme.kind === 'annex' && match.programme.annex === '2')) return null;
  const iso2 = origin?.iso2 ?? null;
  const programme = programmeText(match);
  if (match.coverage === 'partial') {
    const heading = match.programme.kind === 'heading' ? PROGRAMMES[match.programme.key].heading : match.programme.kind === 'annex' ? '99038202' : '99038187';
    const h = section232Heading(heading);
    const reason = `Section 232 applies to the statistical lines ${match.listed.join(', ')} of ${lineCode} only (${match.list}): give the 10-digit code.`;
    return {
      measure: { ...measureBase(lineCode, h), kind: 'section_232', programme, additional_pct: null, applied: false, requires_review: true, reason, value_share: null, value_share_source: null, precision: 'exact', claims: [] },
      section122: { kind: 'depends', reason },
    };
  }
  const figure = figureOf(match, iso2, used, asOf, code);
  const heading = section232Heading(figure.heading);
  // Out of the semiconductor programme by a claim, the goods may fall in another one.
  const fallbackMatch = match.programme.kind === 'heading' && match.programme.key === 'semiconductors' ? section232Programme(code, asOf, 'semiconductors') : null;
  const fallback = fallbackMatch?.coverage === 'full' ? { figure: figureOf(fallbackMatch, iso2, used, asOf, code), programme: programmeText(fallbackMatch) } : null;
  const claims: TariffMeasureClaim[] = section232Claims(match, iso2, used, section122Pct, fallback);
  const originNote = iso2 ? '' : ' Without an origin the general heading is shown; goods of countries with a deal (Korea, Japan, the EU, the UK, Taiwan) pay their own rate.';
  const measure: TariffMeasure = {
    ...measureBase(lineCode, heading),
    kind: 'section_232',
    programme,
    additional_pct: figure.additional,
    applied: figure.applied,
    requires_review: figure.review,
    valid_from: figure.from,
    valid_until: figure.until ?? null,
    reason: `${figure.reason}${originNote}${figure.dateSource ? ` Dates: ${figure.dateSource}.` : ''}`,
    value_share: figure.share?.value ?? null,
    value_share_source: figure.share?.source ?? null,
    precision: figure.share ? 'estimate' : 'exact',
    claims,
  };
  const rest = figure.share ? new Dec(1).minus(figure.share.value) : new Dec(0);
  const section122: Section122Beside = rest.gt(0) && figure.share
    ? { kind: 'rest', share: rest.toFixed(), source: figure.share.source }
    : { kind: 'excepted', reason: `Heading 9903.03.06 excepts Section 232 goods (${programme}) from Section 122.` };
  return { measure, section122 };
}

function measureBase(lineCode: string, heading: { printed: string; description: string; general: string }): Omit<TariffMeasure, 'kind' | 'programme' | 'additional_pct' | 'applied' | 'requires_review' | 'reason' | 'value_share' | 'value_share_source' | 'precision' | 'claims'> {
  return { national_code: lineCode, heading: heading.printed, legal_basis: SECTION_232_BASIS, text: heading.description, rate_text: heading.general, valid_from: null, valid_until: null };
}
