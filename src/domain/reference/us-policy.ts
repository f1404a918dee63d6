import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { components } from '../../../generated/openapi.js';
import { check, dataFilePath, lazy } from './csv.js';
import { isCountryCode } from './countries.js';
import { isEuMember } from './tariffs.js';
import { usChapter99Heading } from './us-hts.js';
import type { UsChapter99Heading } from './us-hts.js';
import { checkPolicyParamsCoverage, isoDate, pct, policyParams } from './us-policy-params.js';
import { HEADING_KEYS, section232Data } from './us-section-232.js';
import type { MetalType, Section232HeadingKey } from './us-section-232.js';

// The US policy an answer applies: policy_params.yaml (The Budget Lab's tracker) for the Section
// 122 window and rate, the IEEPA dates, the authority ranges of chapter 99 and the Section 301
// rates, and policy_additions.yaml (ours, each entry with its source) for the legal bases, the
// Section 232 programmes' headings and dates, the country deals and the annexes' headings. Every
// heading and rate the additions give is checked against HTS 2026 Revision 10 here, and every
// parameter of policy_params.yaml must be read by a loader or listed as ignored with a reason.

const FILE = 'tariffs/us-section-232/policy_additions.yaml';

export type MeasureKind = NonNullable<components['schemas']['TariffMeasure']['kind']>;

/** The authority of a chapter 99 heading: the measure's kind and its legal basis, with where that comes from. */
export interface Authority {
  kind: MeasureKind;
  legalBasis: string;
  source: string;
}

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
  deals: { vehicles: FloorDeal[]; autoParts: FloorDeal[]; certifiedAutoParts: FloorDeal[]; wood: (FloorDeal | AdditionDeal)[]; derivativeSteel: FloorDeal[] };
  annexHeadings: { '1a': string; '1b': string; floor: { under: string; atOrAbove: string }; uk: { '1a': string; '1b': string }; russianAluminium: { '1a': string; other: string } };
  beforeAnnexes: { metalsPct: string; from: string; dateSource: string; headings: Map<string, UsChapter99Heading>; metalHeading: Record<MetalType, string> };
}

/** "The duty provided in the applicable subheading + 25%" (or "plus", "+ a duty of") -> "25"; the subheading alone -> "0"; anything else null. */
export function additionalPctOf(rateText: string): string | null {
  const m = rateText.match(/^The duty provided in the applicable subheading(?:\s*(?:\+|plus)\s*(?:a duty of\s*)?(\d+(?:\.\d+)?)%)?$/i);
  return m ? (m[1] ?? '0') : null;
}

/** "9903.94.61" -> "99039461". */
function code8(printed: unknown, what: string): string {
  check(typeof printed === 'string' && /^9903\.\d{2}\.\d{2}$/.test(printed), `policy_additions.yaml: ${what} is not a chapter 99 heading ("${String(printed)}")`);
  return printed.replace(/\./g, '');
}

function text(value: unknown, what: string): string {
  check(typeof value === 'string' && value.trim() !== '', `policy_additions.yaml: ${what} is empty`);
  return value;
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

type Raw = Record<string, any>;

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

/** The authority ranges: ours that correct the file's, the file's, then ours for headings the file leaves out. */
function authorities(params: Raw, raw: Raw): (code: string) => Authority {
  const named = new Map<string, Authority>();
  for (const [name, a] of Object.entries<Raw>(raw.authorities ?? {})) {
    check(['section_122', 'section_232', 'section_301', 'ieepa', 'other'].includes(a.kind), `policy_additions.yaml: authorities.${name}.kind is not a measure kind`);
    named.set(name, { kind: a.kind, legalBasis: text(a.legal_basis, `authorities.${name}.legal_basis`), source: `policy_params.yaml, authority_ranges.${name}` });
  }
  const authority = (name: string, what: string) => {
    const a = named.get(name);
    check(a, `${what}: authority "${name}" has no legal basis in policy_additions.yaml (authorities)`);
    return a;
  };
  type Range = { from: string; to: string; authority: Authority };
  const policy: Range[] = [];
  const groups = new Map<string, Authority>();
  for (const [key, value] of Object.entries<unknown>(params.authority_ranges ?? {})) {
    if (Array.isArray(value)) {
      for (const g of value) {
        const group = String(g).padStart(2, '0');
        check(/^\d{2}$/.test(group) && !groups.has(group), `policy_params.yaml: authority_ranges.${key}: bad or repeated group ${String(g)}`);
        groups.set(group, authority(key, `authority_ranges.${key}`));
      }
    } else {
      const r = value as Raw;
      const name = text(raw.range_authorities?.[key], `range_authorities.${key} (the authority of policy_params.yaml's authority_ranges.${key})`);
      policy.push({ from: code8(r.start, `authority_ranges.${key}.start`), to: code8(r.end, `authority_ranges.${key}.end`), authority: { ...authority(name, key), source: `policy_params.yaml, authority_ranges.${key}` } });
    }
  }
  const ofPolicy = (code: string) => policy.find((r) => r.from <= code && code <= r.to)?.authority ?? groups.get(code.slice(4, 6));
  const ours = (list: unknown, what: string): (Range & { corrects?: string })[] => {
    check(Array.isArray(list), `policy_additions.yaml lacks ${what}`);
    return list.map((e: Raw, i: number) => {
      const w = `${what}[${i}]`;
      const source = text(e.source, `${w}.source`);
      const a: Authority = e.basis_not_stated !== undefined
        ? { kind: 'other', legalBasis: text(e.basis_not_stated, `${w}.basis_not_stated`), source }
        : { ...authority(String(e.authority), w), source };
      return { from: code8(e.from, `${w}.from`), to: code8(e.to, `${w}.to`), authority: a, corrects: e.corrects };
    });
  };
  const corrections = ours(raw.authority_corrections, 'authority_corrections');
  const additions = ours(raw.authority_additions, 'authority_additions');
  // Every entry of ours must matter: a correction changes the file's authority on all its codes, an addition reaches a code the file leaves out.
  const codesOf = (r: Range) => Array.from({ length: Number(r.to) - Number(r.from) + 1 }, (_, i) => String(Number(r.from) + i));
  for (const c of corrections) check(codesOf(c).every((code) => ofPolicy(code) === named.get(String(c.corrects))), `policy_additions.yaml: authority_corrections ${c.from}-${c.to} is not all in the range of ${String(c.corrects)} it corrects`);
  for (const a of additions) check(codesOf(a).some((code) => !ofPolicy(code)), `policy_additions.yaml: authority_additions ${a.from}-${a.to} lies within policy_params.yaml's ranges and would never apply`);
  const unstated: Authority = { kind: 'other', legalBasis: 'Chapter 99 heading (the legal basis is not stated in the data)', source: 'none' };
  const within = (list: Range[], code: string) => list.find((r) => r.from <= code && code <= r.to)?.authority;
  return (code) => within(corrections, code) ?? ofPolicy(code) ?? within(additions, code) ?? unstated;
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
    const code = code8(r.ch99_pattern, `policy_params.yaml section_301_rates[${i}].ch99_pattern`);
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
  check(Array.isArray(d.wood), 'policy_additions.yaml lacks section_232_deals.wood');
  const wood = (d.wood as Raw[]).map((w, i): FloorDeal | AdditionDeal => {
    if (w.under) return floorDeal(w, null, `wood[${i}]`);
    const deal = { origins: origins(w.origins, `wood[${i}]`), heading: code8(w.heading, `wood[${i}].heading`), additionalPct: text(w.additional, `wood[${i}].additional`) };
    checkAddition(deal.heading, deal.additionalPct, `wood[${i}]`);
    return deal;
  });

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
    deals: { vehicles: deals(d.vehicles, 'section_232_deals.vehicles'), autoParts: deals(d.auto_parts, 'section_232_deals.auto_parts'), certifiedAutoParts, wood, derivativeSteel: deals(d.derivative_steel_c_xi, 'section_232_deals.derivative_steel_c_xi') },
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
