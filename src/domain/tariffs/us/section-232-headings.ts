import { isEuMember } from '../../reference/tariffs.js';
import { usChapter99Heading } from './hts-file.js';
import type { UsChapter99Heading } from './hts-file.js';
import type { Section232HeadingKey } from './section-232-file.js';
import { Dec } from '../../reference/money.js';
import type { TariffRateRecord } from '../types.js';

// The chapter 99 headings of the Section 232 programmes, the country deals among them, and the
// dates each applies from. Texts and rates are HTS 2026 Revision 10's own (chapter 99); the dates
// come from the heading texts where they give one, else from policy_timing.md and
// us_hts_revision_dates.csv (data/tariffs/SOURCE.md, files 6 and 7), each named in `dateSource`.

export const SECTION_232_BASIS = 'Section 232, Trade Expansion Act of 1962';

export interface ProgrammeInfo {
  label: string;
  /** The general heading (8 digits). */
  heading: string;
  from: string | null;
  dateSource: string;
}

export const PROGRAMMES: Record<Section232HeadingKey, ProgrammeInfo> = {
  autos_passenger: { label: 'passenger vehicles', heading: '99039401', from: '2025-04-03', dateSource: 'Proclamation 10908, in force for vehicles from 2025-04-03 (policy_timing.md)' },
  autos_light_trucks: { label: 'light trucks', heading: '99039401', from: '2025-04-03', dateSource: 'Proclamation 10908, in force for vehicles from 2025-04-03 (policy_timing.md)' },
  mhd_vehicles: { label: 'medium- and heavy-duty vehicles', heading: '99037401', from: '2025-11-01', dateSource: 'Proclamation 10984, in force from 2025-11-01 (policy_timing.md)' },
  buses: { label: 'buses', heading: '99037402', from: '2025-11-01', dateSource: 'Proclamation 10984, in force from 2025-11-01 (policy_timing.md)' },
  auto_parts: { label: 'auto parts', heading: '99039405', from: '2025-05-03', dateSource: 'Proclamation 10908, in force for parts from 2025-05-03 (policy_timing.md; heading 9903.94.06)' },
  mhd_parts: { label: 'medium- and heavy-duty vehicle parts', heading: '99037408', from: '2025-11-01', dateSource: 'Proclamation 10984, in force from 2025-11-01 (policy_timing.md)' },
  semiconductors: { label: 'semiconductors', heading: '99037901', from: '2026-01-16', dateSource: 'HTS 2026 revision 1, 2026-01-16 (us_hts_revision_dates.csv)' },
  softwood: { label: 'softwood timber and lumber', heading: '99037601', from: null, dateSource: 'the data gives no date for the wood headings' },
  wood_furniture: { label: 'upholstered wooden furniture', heading: '99037602', from: null, dateSource: 'the data gives no date for the wood headings' },
  kitchen_cabinets: { label: 'kitchen cabinets and vanities', heading: '99037603', from: null, dateSource: 'the data gives no date for the wood headings' },
  copper: { label: 'copper articles', heading: '99037801', from: '2025-08-01', dateSource: 'the copper proclamation, in force from 2025-08-01 (policy_timing.md)' },
};

/** A deal that sets the duty in all: the heading where column 1 is under the rate, and where it is at or above it (null: one heading either way). */
export interface FloorDeal {
  under: string;
  atOrAbove: string | null;
  floorPct: string;
  from: string | null;
  dateSource: string;
}

const KOREA_DEAL = { from: '2025-11-15', dateSource: 'first carried by HTS revision rev_32, 2025-11-15 ("S. Korea floor (15%); 232 auto S. Korea", us_hts_revision_dates.csv)' };
const NO_DATE = { from: null, dateSource: 'the data gives no date for this deal heading' };

/** Passenger vehicles and light trucks (U.S. note 33): Korea, Japan, the EU pay 15 % in all. */
export function vehicleDeal(origin: string | null): FloorDeal | null {
  if (origin === 'KR') return { under: '99039461', atOrAbove: '99039460', floorPct: '15', ...KOREA_DEAL };
  if (origin === 'JP') return { under: '99039441', atOrAbove: '99039440', floorPct: '15', ...NO_DATE };
  if (origin && isEuMember(origin)) return { under: '99039451', atOrAbove: '99039450', floorPct: '15', ...NO_DATE };
  return null;
}

/** Auto parts of U.S. note 33(g): Korea, Japan, the EU, Taiwan 15 % in all; the United Kingdom 10 %. */
export function partsDeal(origin: string | null): FloorDeal | null {
  if (origin === 'KR') return { under: '99039463', atOrAbove: '99039462', floorPct: '15', ...KOREA_DEAL };
  if (origin === 'JP') return { under: '99039443', atOrAbove: '99039442', floorPct: '15', ...NO_DATE };
  if (origin === 'TW') return { under: '99039467', atOrAbove: '99039466', floorPct: '15', ...NO_DATE };
  if (origin && isEuMember(origin)) return { under: '99039453', atOrAbove: '99039452', floorPct: '15', ...NO_DATE };
  if (origin === 'GB') return { under: '99039432', atOrAbove: null, floorPct: '10', from: '2025-06-30', dateSource: 'heading 9903.94.32: entries on or after June 30, 2025' };
  return null;
}

/** Auto parts of U.S. note 33(r), certified for US production or repair: the EU, Japan, Korea 15 % in all. */
export function certifiedPartsDeal(origin: string | null): FloorDeal | null {
  if (origin === 'KR') return { under: '99039465', atOrAbove: '99039464', floorPct: '15', ...KOREA_DEAL };
  if (origin === 'JP') return { under: '99039455', atOrAbove: '99039454', floorPct: '15', ...NO_DATE };
  if (origin && isEuMember(origin)) return { under: '99039445', atOrAbove: '99039444', floorPct: '15', ...NO_DATE };
  return null;
}

/** Upholstered wooden furniture and kitchen cabinets (U.S. note 37(d), (f)): Korea, Japan, the EU, Taiwan 15 % in all; the UK +10 %. */
export function woodDeal(origin: string | null): FloorDeal | { additional: string; heading: string } | null {
  if (origin === 'KR') return { under: '99037623', atOrAbove: null, floorPct: '15', ...NO_DATE };
  if (origin === 'JP') return { under: '99037621', atOrAbove: null, floorPct: '15', ...NO_DATE };
  if (origin === 'TW') return { under: '99037624', atOrAbove: null, floorPct: '15', ...NO_DATE };
  if (origin && isEuMember(origin)) return { under: '99037622', atOrAbove: null, floorPct: '15', ...NO_DATE };
  if (origin === 'GB') return { heading: '99037620', additional: '10' };
  return null;
}

/** Countries whose derivative steel articles of U.S. note 16(c)(xi) pay 15 % in all (heading 9903.82.22's text). */
export function derivativeSteelDealCountry(origin: string | null): boolean {
  return origin !== null && (['AR', 'EC', 'SV', 'GT', 'JP', 'KR', 'LI', 'CH', 'TW', 'GB'].includes(origin) || isEuMember(origin));
}

/**
 * The headings of the steel, aluminium and copper regime before 2026-04-06, which HTS 2026
 * Revision 10 no longer prints (the annex headings 9903.82 replaced them): their numbers and rates
 * are those policy_params.yaml and policy_timing.md give.
 */
const PRE_ANNEX: Record<string, UsChapter99Heading> = {
  '99038187': { code: '99038187', printed: '9903.81.87', general: '50% (policy_params.yaml; policy_timing.md)', description: 'Steel articles of chapters 72 and 73 (Proclamation 10947, 50 % from 2025-06-04). The heading\'s text is not in HTS 2026 Revision 10, which replaced it on 2026-04-06.' },
  '99038502': { code: '99038502', printed: '9903.85.02', general: '50% (policy_params.yaml; policy_timing.md)', description: 'Aluminium articles of chapter 76 (Proclamation 10947, 50 % from 2025-06-04). The heading\'s text is not in HTS 2026 Revision 10, which replaced it on 2026-04-06.' },
  '99037801': { code: '99037801', printed: '9903.78.01', general: '50% upon the value of the copper content (policy_params.yaml)', description: 'Copper articles of U.S. note 36(b) (s232_copper_products.csv): 50 % on the value of their copper content. The heading\'s text is not in HTS 2026 Revision 10, which replaced it on 2026-04-06.' },
};

/** The heading of a derivative article before 2026-04-06 (9903.81.91, 9903.85.04/.07/.08), from the derivative list. */
function derivativeHeading(printed: string): UsChapter99Heading {
  return {
    code: printed.replace(/\./g, ''),
    printed,
    general: '50% upon the value of the metal content (policy_params.yaml, section_232_derivatives)',
    description: `Derivative ${printed.startsWith('9903.81') ? 'steel' : 'aluminium'} articles of s232_derivative_products.csv (U.S. note ${printed.startsWith('9903.81') ? '16' : '19'}): 50 % on the value of their metal content. The heading's text is not in HTS 2026 Revision 10, which replaced it on 2026-04-06.`,
  };
}

/** A heading's text and rate: HTS 2026 Revision 10's, or for the replaced headings the data's description. */
export function section232Heading(code8: string): UsChapter99Heading {
  const heading = usChapter99Heading(code8) ?? PRE_ANNEX[code8];
  if (heading) return heading;
  if (/^99038[15]/.test(code8)) return derivativeHeading(`${code8.slice(0, 4)}.${code8.slice(4, 6)}.${code8.slice(6)}`);
  throw new Error(`No chapter 99 heading ${code8} in the data`);
}

export function printed(code8: string): string {
  return `${code8.slice(0, 4)}.${code8.slice(4, 6)}.${code8.slice(6)}`;
}

/** What a programme's heading gives a line: the heading, the addition, and why. */
export interface Figure {
  heading: string;
  additional: string | null;
  applied: boolean;
  review: boolean;
  reason: string;
  from: string | null;
  /** Where `from` comes from (the heading's text, policy_timing.md, the revision dates). */
  dateSource?: string;
  until?: string | null;
  share?: { value: string; source: string } | null;
}

/** The ad valorem rate of the record used (free = 0); null for a specific, compound or conditional rate. */
function baseAdValorem(used: TariffRateRecord): Dec | null {
  if (used.duty?.kind === 'free') return new Dec(0);
  if (used.duty?.kind === 'ad_valorem' && used.duty.ad_valorem_pct !== null) return new Dec(used.duty.ad_valorem_pct);
  return null;
}

/** A deal that sets the duty in all (15 %): its heading for the base rate used, and the addition. */
export function floorFigure(deal: FloorDeal, used: TariffRateRecord, what: string): Figure {
  const base = baseAdValorem(used);
  const headings = deal.atOrAbove ? `${printed(deal.under)} / ${printed(deal.atOrAbove)}` : printed(deal.under);
  if (base === null) {
    return {
      heading: deal.under,
      additional: null,
      applied: false,
      review: true,
      reason: `${what}: ${headings} set ${deal.floorPct} % in all by the line's ad valorem (equivalent) rate, and the rate used, "${used.duty?.text ?? 'none'}", has no ad valorem figure to compare: review; left out of the sum.`,
      from: deal.from,
      dateSource: deal.dateSource,
    };
  }
  const floor = new Dec(deal.floorPct);
  if (base.gte(floor) && deal.atOrAbove) {
    return { heading: deal.atOrAbove, additional: '0', applied: true, review: false, reason: `${what}: the rate used (${base.toFixed()} %) is ${deal.floorPct} % or more, so ${printed(deal.atOrAbove)} keeps it, with no addition.`, from: deal.from, dateSource: deal.dateSource };
  }
  const additional = Dec.max(floor.minus(base), 0).toFixed();
  return {
    heading: deal.under,
    additional,
    applied: true,
    review: false,
    reason: `${what}: ${deal.floorPct} % in all under ${printed(deal.under)}; the rate used is ${base.toFixed()} %, so +${additional}.`,
    from: deal.from,
    dateSource: deal.dateSource,
  };
}
