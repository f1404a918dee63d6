import { usChapter99Heading } from './hts-file.js';
import type { UsChapter99Heading } from './hts-file.js';
import { originIn, usPolicy } from './policy.js';
import type { AdditionDeal, FloorDeal } from './policy.js';
import { Dec } from '../../reference/money.js';
import { section232Data } from './section-232-file.js';
import type { TariffRateRecord } from '../types.js';
import { floorAddition } from './stacking.js';

// The chapter 99 headings of the Section 232 programmes and the country deals among them, as
// data/tariffs/us-section-232/policy_additions.yaml gives them (checked against HTS 2026 Revision
// 10's own texts and rates by us/policy.ts), and what a deal gives a line.

export type { FloorDeal };

const dealFor = <T extends { origins: string[] }>(deals: T[], origin: string | null): T | null => deals.find((d) => originIn(d.origins, origin)) ?? null;

/** Passenger vehicles and light trucks (U.S. note 33): Korea, Japan, the EU pay 15 % in all. */
export const vehicleDeal = (origin: string | null): FloorDeal | null => dealFor(usPolicy().deals.vehicles, origin);

/** Auto parts of U.S. note 33(g): Korea, Japan, the EU, Taiwan 15 % in all; the United Kingdom 10 %. */
export const partsDeal = (origin: string | null): FloorDeal | null => dealFor(usPolicy().deals.autoParts, origin);

/** Auto parts of U.S. note 33(r), certified for US production or repair: the EU, Japan, Korea 15 % in all. */
export const certifiedPartsDeal = (origin: string | null): FloorDeal | null => dealFor(usPolicy().deals.certifiedAutoParts, origin);

/** Upholstered wooden furniture and kitchen cabinets (U.S. note 37(d), (f)): Korea, Japan, the EU, Taiwan 15 % in all; the UK +10 %. */
export const woodDeal = (origin: string | null): FloorDeal | AdditionDeal | null => dealFor(usPolicy().deals.wood, origin);

/** Derivative steel articles of U.S. note 16(c)(xi) of the countries heading 9903.82.22 names: 15 % in all. */
export const derivativeSteelDeal = (origin: string | null): FloorDeal | null => dealFor(usPolicy().deals.derivativeSteel, origin);

/** The heading of a derivative article before 2026-04-06 (9903.81.91, 9903.85.04/.07/.08), from the derivative list. */
function derivativeHeading(printed: string): UsChapter99Heading {
  return {
    code: printed.replace(/\./g, ''),
    printed,
    general: `${section232Data().derivatives.ratePct}% upon the value of the metal content (policy_params.yaml, section_232_derivatives)`,
    description: `Derivative ${printed.startsWith('9903.81') ? 'steel' : 'aluminium'} articles of s232_derivative_products.csv (U.S. note ${printed.startsWith('9903.81') ? '16' : '19'}): ${section232Data().derivatives.ratePct} % on the value of their metal content. The heading's text is not in HTS 2026 Revision 10, which replaced it on 2026-04-06.`,
  };
}

/** A heading's text and rate: HTS 2026 Revision 10's, or for the replaced headings the data's description. */
export function section232Heading(code8: string): UsChapter99Heading {
  const heading = usChapter99Heading(code8) ?? usPolicy().beforeAnnexes.headings.get(code8);
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
  if (base.gte(deal.floorPct) && deal.atOrAbove) {
    return { heading: deal.atOrAbove, additional: '0', applied: true, review: false, reason: `${what}: the rate used (${base.toFixed()} %) is ${deal.floorPct} % or more, so ${printed(deal.atOrAbove)} keeps it, with no addition.`, from: deal.from, dateSource: deal.dateSource };
  }
  const additional = floorAddition(base, deal.floorPct).toFixed();
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
