import type { Country } from '../../reference/countries.js';
import { Dec } from '../../reference/money.js';
import { usStatisticalCodes } from './hts-file.js';
import { originIn, usPolicy } from './policy.js';
import { METAL_SHARES_SOURCE, section232Data } from './section-232-file.js';
import type { AnnexTier, MetalType, Section232HeadingKey } from './section-232-file.js';
import type { TariffMeasure, TariffMeasureClaim, TariffRateRecord } from '../types.js';
import { section232Claims } from './section-232-claims.js';
import { floorFigure, partsDeal, printed, section232Heading, vehicleDeal, woodDeal } from './section-232-headings.js';
import type { Figure } from './section-232-headings.js';
import { section232Programme } from './section-232-lists.js';
import type { Section232Match } from './section-232-lists.js';
import { section122Beside } from './stacking.js';
import type { Section232Result } from './stacking.js';

// The Section 232 measure of a US line for goods of an origin on a date: the programme its product
// list puts it in (section-232-lists.ts), the heading for the origin (the country deals), the rate
// over the base rate used, the share of the value where the duty falls on the metal content
// (before 2026-04-06, an estimate), and the claims that would change it (section-232-claims.ts).
// Rates are policy_params.yaml's, headings and dates policy_additions.yaml's (us/policy.ts).

/** A plain addition under a heading (its rate checked against the heading's text at load). */
function plain(code8: string, pct: string, what: string, dates: { from: string | null; dateSource: string }): Figure {
  return { heading: code8, additional: pct, applied: true, review: false, reason: `${what}: +${pct} % under ${section232Heading(code8).printed}.`, ...dates };
}

/** The programme's own heading and rate (section_232_headings.*.default_rate). */
function programmeFigure(key: Section232HeadingKey, what: string): Figure {
  const info = usPolicy().programmes[key];
  return plain(info.heading, section232Data().headings.get(key)!.ratePct, what, info);
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

function headingFigure(key: Section232HeadingKey, origin: string | null, used: TariffRateRecord, code: string): Figure {
  const info = usPolicy().programmes[key];
  const what = `Section 232 ${info.label}`;
  if (key === 'autos_passenger' || key === 'autos_light_trucks') {
    const deal = vehicleDeal(origin);
    return deal ? floorFigure(deal, used, `${what}, the deal for goods of ${origin}`) : programmeFigure(key, what);
  }
  if (key === 'auto_parts') {
    const deal = partsDeal(origin);
    return deal ? floorFigure(deal, used, `${what}, the deal for goods of ${origin}`) : programmeFigure(key, what);
  }
  if (key === 'wood_furniture' || key === 'kitchen_cabinets') {
    const deal = woodDeal(origin);
    if (deal && 'under' in deal) return floorFigure(deal, used, `${what}, the deal for goods of ${origin}`);
    if (deal) return plain(deal.heading, deal.additionalPct, `${what}, the heading for goods of ${origin}`, info);
    return programmeFigure(key, what);
  }
  if (key === 'copper') {
    const share = metalShare(code, 'copper');
    const pct = section232Data().headings.get('copper')!.ratePct;
    return { heading: info.heading, additional: pct, applied: true, review: false, reason: `${what}: ${pct} % on the copper content under ${printed(info.heading)} (until the annexes of ${section232Data().annexes.effectiveDate}), an estimated ${share.value} of the value.`, from: info.from, dateSource: info.dateSource, until: beforeAnnexes(), share };
  }
  return programmeFigure(key, what);
}

function beforeAnnexes(): string {
  const d = new Date(`${section232Data().annexes.effectiveDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const TIER_NAME = { '1a': 'annex I-A', '1b': 'annex I-B', '2': 'annex II', '3': 'annex III' } as const;

function annexFigure(match: Section232Match & { programme: { kind: 'annex' } }, origin: string | null, used: TariffRateRecord, asOf: string): Figure {
  const data = section232Data().annexes;
  const headings = usPolicy().annexHeadings;
  const { metalType } = match.programme;
  let annex: AnnexTier = match.programme.annex;
  const from = data.effectiveDate;
  const dates = { from, dateSource: `the annexes of policy_params.yaml (section_232_annexes), from ${from}` };
  let sunset = '';
  if (annex === '3' && asOf > data.floorSunset) {
    annex = data.postSunsetAnnex;
    sunset = ` (annex III ended after ${data.floorSunset}; its goods fall in ${TIER_NAME[annex]})`;
  }
  const what = `Section 232 ${metalType} ${TIER_NAME[annex]}${sunset}${match.programme.blanket ? ` (chapter ${match.prefix} is annex I-A unless the list says otherwise)` : ''}`;
  const surcharge = data.countrySurcharges.find((c) => originIn(c.origins, origin) && c.metalTypes.includes(metalType) && c.annexes.includes(annex));
  if (surcharge) {
    const heading = annex === '1a' ? headings.russianAluminium['1a'] : headings.russianAluminium.other;
    return { heading, additional: surcharge.pct, applied: true, review: false, reason: `${what}: aluminium of Russia pays +${surcharge.pct} % under ${printed(heading)} (policy_params.yaml, country_surcharges).`, ...dates };
  }
  if (annex === '3') {
    const fig = floorFigure({ origins: [], under: headings.floor.under, atOrAbove: headings.floor.atOrAbove, floorPct: data.floorPct, ...dates }, used, what);
    return { ...fig, until: data.floorSunset };
  }
  const tier = annex as '1a' | '1b';
  if (origin === 'GB' && data.ukMetalTypes.includes(metalType)) {
    return plain(headings.uk[tier], data.ukRatePct[tier], `${what}, the rate for goods of the United Kingdom`, dates);
  }
  return plain(headings[tier], data.ratePct[tier], what, dates);
}

/** A rate of the origin on the metal before the annexes (section_232_country_exemptions: Russia's 200 %; the quotas that ended 2025-03-12). */
function countryRate(origin: string | null, metal: MetalType, asOf: string): string | null {
  const rate = section232Data().countryRates.find((r) => originIn(r.origins, origin) && r.metalTypes.includes(metal) && (r.until === null || asOf < r.until));
  return rate?.pct ?? null;
}

function preAnnexFigure(match: Section232Match, origin: string | null, code: string, asOf: string): Figure {
  const data = section232Data();
  const before = usPolicy().beforeAnnexes;
  const until = beforeAnnexes();
  if (origin === 'GB') {
    const heading = match.programme.kind === 'derivative' ? match.programme.entries[0]!.heading.replace(/\./g, '') : match.programme.kind === 'metal_chapter' && match.programme.metalType === 'aluminum' ? before.metalHeading.aluminum : before.metalHeading.steel;
    return { heading, additional: null, applied: false, review: true, reason: `Section 232 steel and aluminium before ${data.annexes.effectiveDate}: the rate for goods of the United Kingdom is not in the data (policy_params.yaml has none before the annexes): review; left out of the sum.`, from: null, until };
  }
  if (match.programme.kind === 'metal_chapter') {
    const heading = before.metalHeading[match.programme.metalType];
    const ru = countryRate(origin, match.programme.metalType, asOf);
    const pct = ru ?? before.metalsPct;
    return { heading, additional: pct, applied: true, review: false, reason: `Section 232 ${match.programme.metalType} (chapter ${match.prefix}, policy_params.yaml section_232_chapters): +${pct} % on the whole value under ${printed(heading)}${ru ? ' (Russia: Proclamation 10522)' : ''} until ${until}.`, from: before.from, dateSource: before.dateSource, until };
  }
  if (match.programme.kind !== 'derivative') throw new Error('not a pre-annex programme');
  // Listed as a steel and an aluminium derivative: the larger share (the higher duty).
  const options = match.programme.entries.map((e) => ({ entry: e, share: metalShare(code, e.metalType) }));
  options.sort((a, b) => new Dec(b.share.value).comparedTo(a.share.value));
  const { entry, share } = options[0]!;
  const pct = countryRate(origin, entry.metalType, asOf) ?? data.derivatives.ratePct;
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
  return preAnnexFigure(match, origin, code, asOf);
}

/** Out of Section 232 by the list (annex II from the annexes' date). */
const removed = (match: Section232Match) => match.programme.kind === 'annex' && section232Data().annexes.removed.includes(match.programme.annex);

function programmeText(match: Section232Match): string {
  const p = match.programme;
  const name =
    p.kind === 'heading' ? usPolicy().programmes[p.key].label
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
  if (!match || removed(match)) return null;
  const iso2 = origin?.iso2 ?? null;
  const programme = programmeText(match);
  if (match.coverage === 'partial') {
    const heading = match.programme.kind === 'heading' ? usPolicy().programmes[match.programme.key].heading : match.programme.kind === 'annex' ? usPolicy().annexHeadings['1a'] : usPolicy().beforeAnnexes.metalHeading.steel;
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
  const fallback = fallbackMatch?.coverage === 'full' && !removed(fallbackMatch) ? { figure: figureOf(fallbackMatch, iso2, used, asOf, code), programme: programmeText(fallbackMatch) } : null;
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
  return { measure, section122: section122Beside(figure.share ?? null, programme) };
}

function measureBase(lineCode: string, heading: { code: string; printed: string; description: string; general: string }): Omit<TariffMeasure, 'kind' | 'programme' | 'additional_pct' | 'applied' | 'requires_review' | 'reason' | 'value_share' | 'value_share_source' | 'precision' | 'claims'> {
  return { national_code: lineCode, heading: heading.printed, legal_basis: usPolicy().authorityOf(heading.code).legalBasis, text: heading.description, rate_text: heading.general, valid_from: null, valid_until: null };
}
