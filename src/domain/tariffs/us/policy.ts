import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { check, dataFilePath, lazy } from '../../reference/csv.js';
import { isCountryCode } from '../../reference/countries.js';
import { isEuMember } from '../../reference/tariffs.js';
import { usChapter99Heading } from './hts-file.js';
import type { UsChapter99Heading } from './hts-file.js';
import { authorities } from './authorities.js';
import type { Authority } from './authorities.js';
import { checkPolicyParamsCoverage, code8, isoDate, pct, policyParams, text } from './policy-params.js';
import { HEADING_KEYS, section232Data } from './section-232-file.js';
import type { MetalType, Section232HeadingKey } from './section-232-file.js';

// The US policy an answer applies: policy_params.yaml (The Budget Lab's tracker) for the Section
// 122 window and rate, the IEEPA dates, the authority ranges of chapter 99 and the Section 301
// rates, and policy_additions.yaml (ours, each entry with its source) for the legal bases, the
// Section 232 programmes' headings and dates, the country deals and the annexes' headings. Every
// heading and rate the additions give is checked against HTS 2026 Revision 10 here, and every
// parameter of policy_params.yaml must be read by a loader or listed as ignored with a reason.

const FILE = 'tariffs/us-section-232/policy_additions.yaml';

type Raw = Record<string, any>;

export type { Authority };

/** A deal that sets the duty in all: the heading where column 1 is under the floor, and where it is at or above it (null: one heading either way). */
export interface FloorDeal {
  /** ISO codes; "EU" for every member of the Union. */
  origins: string[];
  under: string;
  atOrAbove: string | null;
  floorPct: string;
  from: string | null;
  dateSource: string;
}

/** A deal that adds a rate to the line's (9903.76.20: wood of the UK, +10 %). */
export interface AdditionDeal {
  origins: string[];
  heading: string;
  additionalPct: string;
}

export interface ProgrammeInfo {
  label: string;
  /** The general heading (8 digits). */
  heading: string;
  from: string | null;
  dateSource: string;
}

export interface UsmcaClaim {
  claim: 'usmca_us_content' | 'usmca_qualifying';
  /** 8 digits; null where the data names no heading. */
  heading: string | null;
  additionalPct: string | null;
  /** The U.S. note that provides for it. */
  note: string;
}

export interface UsPolicy {
  /** The first day the data answers for: CBP stopped collecting IEEPA duties (ieepa_invalidation_date). */
  firstDate: string;
  /** The Supreme Court's ruling (ieepa_invalidation_policy_date). */
  ieepaInvalidated: string;
  section122: {
    heading: string;
    ratePct: string;
    from: string;
    /** The last day; null once Congress extended it (finalized). */
    until: string | null;
    section232Exception: string;
    usmcaExceptions: Map<string, string>;
    textile: { heading: string; origins: string[]; chapters: [string, string] };
  };
  authorityOf(code8: string): Authority;
  /** Section 301 rates by heading (section_301_rates), checked against the heading texts. */
  section301Pct: Map<string, string>;
  originsNamed: Map<string, string>;
  programmes: Record<Section232HeadingKey, ProgrammeInfo>;
  usmcaClaims: Map<Section232HeadingKey, UsmcaClaim>;
  /** vehicleQuota: a rate within a quota, listed as a claim (9903.94.31, the UK). */
  deals: { vehicles: FloorDeal[]; vehicleQuota: AdditionDeal[]; autoParts: FloorDeal[]; certifiedAutoParts: FloorDeal[]; wood: (FloorDeal | AdditionDeal)[]; derivativeSteel: FloorDeal[] };
  annexHeadings: { '1a': string; '1b': string; floor: { under: string; atOrAbove: string }; uk: { '1a': string; '1b': string }; russianAluminium: { '1a': string; other: string } };
  beforeAnnexes: { metalsPct: string; from: string; dateSource: string; headings: Map<string, UsChapter99Heading>; metalHeading: Record<MetalType, string> };
}

/** "The duty provided in the applicable subheading + 25%" (or "plus", "+ a duty of") -> "25"; the subheading alone -> "0"; anything else null. */
export function additionalPctOf(rateText: string): string | null {
  const m = rateText.match(/^The duty provided in the applicable subheading(?:\s*(?:\+|plus)\s*(?:a duty of\s*)?(\d+(?:\.\d+)?)%)?$/i);
  return m ? (m[1] ?? '0') : null;
}

/** A date of policy_additions.yaml, or null where it gives none. */
function date(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  check(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value), `policy_additions.yaml: ${what} is not a date (${String(value)})`);
  return value;
}

function origins(value: unknown, what: string): string[] {
  check(Array.isArray(value) && value.length > 0, `policy_additions.yaml: ${what} lists no origins`);
  for (const o of value) check(o === 'EU' || isCountryCode(String(o)), `policy_additions.yaml: ${what}: unknown origin ${String(o)}`);
  return value.map(String);
}

/** Whether `iso2` is one of `origins` ("EU": any member). */
export function originIn(origins: readonly string[], iso2: string | null): boolean {
  return iso2 !== null && (origins.includes(iso2) || (origins.includes('EU') && isEuMember(iso2)));
}

/** The HTS heading of a code, which must exist; its rate text is checked by `rate`. */
function htsHeading(code: string, what: string): UsChapter99Heading {
  const heading = usChapter99Heading(code);
  check(heading, `policy_additions.yaml: ${what}: no heading ${code} in HTS 2026 Revision 10`);
  return heading;
}

function checkAddition(code: string, pct: string, what: string): void {
  const heading = htsHeading(code, what);
  check(additionalPctOf(heading.general) === pct, `${what}: heading ${heading.printed} reads "${heading.general}", not +${pct} %`);
}

function checkFloor(deal: FloorDeal, what: string): void {
  const under = htsHeading(deal.under, what);
  check(under.general === `${deal.floorPct}%`, `${what}: heading ${under.printed} reads "${under.general}", not ${deal.floorPct}% in all`);
  if (deal.atOrAbove) {
    const above = htsHeading(deal.atOrAbove, what);
    check(additionalPctOf(above.general) === '0' || /^no change$/i.test(above.general), `${what}: heading ${above.printed} reads "${above.general}", not the line's own rate`);
  }
}


const NO_DATE = 'the data gives no date for this deal heading';

function floorDeal(raw: Raw, floorPct: string | null, what: string): FloorDeal {
  const deal: FloorDeal = {
    origins: origins(raw.origins, what),
    under: code8(raw.under, `${what}.under`),
    atOrAbove: raw.at_or_above === null || raw.at_or_above === undefined ? null : code8(raw.at_or_above, `${what}.at_or_above`),
    floorPct: floorPct ?? text(raw.floor, `${what}.floor`),
    from: date(raw.from, `${what}.from`),
    dateSource: raw.date_source === undefined ? NO_DATE : text(raw.date_source, `${what}.date_source`),
  };
  checkFloor(deal, what);
  return deal;
}

function deals(raw: Raw, what: string): FloorDeal[] {
  check(Array.isArray(raw) && raw.length > 0, `policy_additions.yaml lacks ${what}`);
  return raw.map((d: Raw, i: number) => floorDeal(d, null, `${what}[${i}]`));
}

function ignoredParameters(raw: Raw): Map<string, string> {
  return new Map(Object.entries<unknown>(raw.ignored_parameters ?? {}).map(([path, reason]) => [path, text(reason, `ignored_parameters.${path}`)]));
}

export const usPolicy = lazy((): UsPolicy => {
  const s232 = section232Data();
  const params = policyParams();
  const raw = parseYaml(readFileSync(dataFilePath(FILE), 'utf8')) as Raw;

  const s122 = params.section_122;
  const r122 = raw.section_122 ?? {};
  const expiry = isoDate(s122?.expiry_date, 'section_122.expiry_date');
  const section122: UsPolicy['section122'] = {
    heading: code8(r122.heading, 'section_122.heading'),
    ratePct: pct(s122?.rate, 'section_122.rate'),
    from: isoDate(s122?.effective_date, 'section_122.effective_date'),
    until: s122?.finalized === true ? null : expiry,
    section232Exception: code8(r122.section_232_exception, 'section_122.section_232_exception'),
    usmcaExceptions: new Map(Object.entries<unknown>(r122.usmca_exceptions ?? {}).map(([iso, h]) => [origins([iso], 'section_122.usmca_exceptions')[0]!, code8(h, `section_122.usmca_exceptions.${iso}`)])),
    textile: {
      heading: code8(r122.textile_exception?.heading, 'section_122.textile_exception.heading'),
      origins: origins(r122.textile_exception?.origins, 'section_122.textile_exception'),
      chapters: [text(r122.textile_exception?.chapters_from, 'chapters_from'), text(r122.textile_exception?.chapters_to, 'chapters_to')],
    },
  };
  check(typeof s122.finalized === 'boolean' && expiry > section122.from, 'policy_params.yaml: section_122 has no window (finalized, effective_date before expiry_date)');
  text(r122.source, 'section_122.source');
  checkAddition(section122.heading, section122.ratePct, 'section_122');
  for (const h of [section122.section232Exception, ...section122.usmcaExceptions.values(), section122.textile.heading]) checkAddition(h, '0', 'section_122 exceptions');

  const section301Pct = new Map<string, string>();
  for (const [i, r] of [...(params.section_301_rates ?? [])].entries()) {
    check(typeof r.ch99_pattern === 'string' && /^9903\.\d{2}\.\d{2}$/.test(r.ch99_pattern), `policy_params.yaml: section_301_rates[${i}].ch99_pattern is not a chapter 99 heading`);
    const code = r.ch99_pattern.replace(/\./g, '');
    section301Pct.set(code, pct(r.s301_rate, `section_301_rates[${i}].s301_rate`));
    checkAddition(code, section301Pct.get(code)!, `policy_params.yaml section_301_rates[${i}]`);
  }

  const programmes = {} as Record<Section232HeadingKey, ProgrammeInfo>;
  const before = raw.section_232_before_annexes ?? {};
  const beforeHeadings = new Map<string, UsChapter99Heading>();
  const metalHeading: Partial<Record<MetalType, string>> = {};
  for (const [printed, h] of Object.entries<Raw>(before.headings ?? {})) {
    const code = code8(printed, 'section_232_before_annexes.headings');
    check(!usChapter99Heading(code), `policy_additions.yaml: ${printed} is in HTS 2026 Revision 10; its text there is the one to use`);
    check(['steel', 'aluminum', 'copper'].includes(h.metal) && !metalHeading[h.metal as MetalType], `policy_additions.yaml: ${printed}.metal is not one metal of its own`);
    metalHeading[h.metal as MetalType] = code;
    beforeHeadings.set(code, { code, printed, general: text(h.rate_text, `${printed}.rate_text`), description: text(h.text, `${printed}.text`) });
  }
  check(metalHeading.steel && metalHeading.aluminum && metalHeading.copper, 'policy_additions.yaml: section_232_before_annexes names no heading for steel, aluminum or copper');
  for (const key of HEADING_KEYS) {
    const p = raw.section_232_programmes?.[key] as Raw | undefined;
    check(p, `policy_additions.yaml lacks section_232_programmes.${key}`);
    const info: ProgrammeInfo = { label: text(p.label, `${key}.label`), heading: code8(p.heading, `${key}.heading`), from: date(p.from, `${key}.from`), dateSource: text(p.date_source, `${key}.date_source`) };
    const rate = s232.headings.get(key)!.ratePct;
    const replaced = beforeHeadings.get(info.heading);
    if (replaced) check(replaced.general.startsWith(`${rate}%`), `policy_additions.yaml: ${replaced.printed} is not at ${key}'s default_rate`);
    else checkAddition(info.heading, rate, `section_232_programmes.${key} (default_rate of policy_params.yaml)`);
    programmes[key] = info;
  }
  check(Object.keys(raw.section_232_programmes ?? {}).length === HEADING_KEYS.length, 'policy_additions.yaml: section_232_programmes names a programme policy_params.yaml has not');

  const usmcaClaims = new Map<Section232HeadingKey, UsmcaClaim>();
  for (const [key, c] of Object.entries<Raw>(raw.usmca_claims ?? {})) {
    check(s232.usmcaExempt.has(key as Section232HeadingKey), `policy_additions.yaml: usmca_claims.${key}, but policy_params.yaml does not mark the programme usmca_exempt`);
    check(c.claim === 'usmca_us_content' || c.claim === 'usmca_qualifying', `policy_additions.yaml: usmca_claims.${key}.claim`);
    const heading = c.heading === null ? null : code8(c.heading, `usmca_claims.${key}.heading`);
    if (heading) htsHeading(heading, `usmca_claims.${key}`);
    usmcaClaims.set(key as Section232HeadingKey, { claim: c.claim, heading, additionalPct: c.additional === null ? null : text(c.additional, `usmca_claims.${key}.additional`), note: text(c.note, `usmca_claims.${key}.note`) });
  }
  for (const key of s232.usmcaExempt) check(usmcaClaims.has(key), `policy_additions.yaml: ${key} is usmca_exempt in policy_params.yaml but usmca_claims names no claim for it`);

  const d = raw.section_232_deals ?? {};
  const certified = d.certified_auto_parts as Raw[];
  check(Array.isArray(certified), 'policy_additions.yaml lacks section_232_deals.certified_auto_parts');
  const certifiedAutoParts = certified.map((c, i) => floorDeal(c, s232.subdivisionR.floorPct, `certified_auto_parts[${i}]`));
  for (const country of s232.subdivisionR.countries) check(certifiedAutoParts.some((c) => c.origins.includes(country)), `policy_additions.yaml: no certified auto parts deal for ${country} (auto_parts_subdivision_r.applies_to_iso)`);
  const addition = (w: Raw, what: string): AdditionDeal => {
    const deal = { origins: origins(w.origins, what), heading: code8(w.heading, `${what}.heading`), additionalPct: text(w.additional, `${what}.additional`) };
    checkAddition(deal.heading, deal.additionalPct, what);
    return deal;
  };
  check(Array.isArray(d.wood) && Array.isArray(d.vehicle_quota), 'policy_additions.yaml lacks section_232_deals.wood or vehicle_quota');
  const wood = (d.wood as Raw[]).map((w, i): FloorDeal | AdditionDeal => (w.under ? floorDeal(w, null, `wood[${i}]`) : addition(w, `wood[${i}]`)));
  const vehicleQuota = (d.vehicle_quota as Raw[]).map((q, i) => addition(q, `vehicle_quota[${i}]`));

  const ah = raw.section_232_annex_headings ?? {};
  const surcharges = s232.annexes.countrySurcharges;
  check(surcharges.length === 1 && surcharges[0]!.origins.join() === 'RU' && surcharges[0]!.metalTypes.join() === 'aluminum', 'policy_params.yaml: country_surcharges other than aluminium of Russia, for which policy_additions.yaml names no heading');
  const annexHeadings: UsPolicy['annexHeadings'] = {
    '1a': code8(ah.annex_1a, 'annex_1a'),
    '1b': code8(ah.annex_1b, 'annex_1b'),
    floor: { under: code8(ah.annex_3?.under, 'annex_3.under'), atOrAbove: code8(ah.annex_3?.at_or_above, 'annex_3.at_or_above') },
    uk: { '1a': code8(ah.uk?.annex_1a, 'uk.annex_1a'), '1b': code8(ah.uk?.annex_1b, 'uk.annex_1b') },
    russianAluminium: { '1a': code8(ah.russian_aluminium?.annex_1a, 'russian_aluminium.annex_1a'), other: code8(ah.russian_aluminium?.other, 'russian_aluminium.other') },
  };
  text(ah.source, 'section_232_annex_headings.source');
  const a = s232.annexes;
  for (const tier of ['1a', '1b'] as const) {
    checkAddition(annexHeadings[tier], a.ratePct[tier], `annex ${tier} (section_232_annexes rate)`);
    checkAddition(annexHeadings.uk[tier], a.ukRatePct[tier], `annex ${tier} for the UK (uk_rate)`);
  }
  checkFloor({ origins: ['EU'], under: annexHeadings.floor.under, atOrAbove: annexHeadings.floor.atOrAbove, floorPct: a.floorPct, from: null, dateSource: '' }, 'annex_3 (floor_rate)');
  for (const h of Object.values(annexHeadings.russianAluminium)) checkAddition(h, surcharges[0]!.pct, 'russian_aluminium (country_surcharges rate)');

  const originsNamed = new Map<string, string>();
  for (const [name, iso] of Object.entries<unknown>(raw.origins_named_in_heading_texts ?? {})) originsNamed.set(name, origins([iso], `origins_named_in_heading_texts.${name}`)[0]!);
  check(originsNamed.size >= 5, 'policy_additions.yaml lacks origins_named_in_heading_texts');

  const policy: UsPolicy = {
    firstDate: isoDate(params.ieepa_invalidation_date, 'ieepa_invalidation_date'),
    ieepaInvalidated: isoDate(params.ieepa_invalidation_policy_date, 'ieepa_invalidation_policy_date'),
    section122,
    authorityOf: authorities(params, raw),
    section301Pct,
    originsNamed,
    programmes,
    usmcaClaims,
    deals: { vehicles: deals(d.vehicles, 'section_232_deals.vehicles'), vehicleQuota, autoParts: deals(d.auto_parts, 'section_232_deals.auto_parts'), certifiedAutoParts, wood, derivativeSteel: deals(d.derivative_steel_c_xi, 'section_232_deals.derivative_steel_c_xi') },
    annexHeadings,
    beforeAnnexes: {
      metalsPct: text(before.metals_rate, 'section_232_before_annexes.metals_rate'),
      from: date(before.metals_from, 'section_232_before_annexes.metals_from')!,
      dateSource: text(before.metals_date_source, 'section_232_before_annexes.metals_date_source'),
      headings: beforeHeadings,
      metalHeading: metalHeading as Record<MetalType, string>,
    },
  };
  check(policy.ieepaInvalidated <= policy.firstDate, 'policy_params.yaml: the IEEPA dates are out of order');
  checkPolicyParamsCoverage(ignoredParameters(raw));
  return policy;
});
