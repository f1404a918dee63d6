import type { Country } from '../../reference/countries.js';
import type { TariffLine } from '../national-lines.js';
import { usChapter99Heading, usSection122Exempt } from './hts-file.js';
import type { UsChapter99Heading } from './hts-file.js';
import { additionalPctOf, originIn, usPolicy } from './policy.js';
import type { TariffMeasure, TariffRateRecord } from '../types.js';
import { section232Measure } from './section-232.js';
import { stack } from './stacking.js';

// The US additional duties of chapter 99 one by one (HTS 2026 Revision 10; rates, dates and legal
// bases from data/tariffs/us-section-232/: policy_params.yaml and policy_additions.yaml, through
// us/policy.ts). How they add up with each other and with Section 232 is stacking.ts.
// - Section 122 (policy_params.yaml, section_122): its rate on goods of any country inside its
//   window, except the lines of the exemption list; the exceptions for goods of Canada and Mexico
//   and the CAFTA-DR textiles (9903.03.07-.09) depend on conditions the data lacks: a claim, or review.
// - The headings a line's footnotes point to, for the origin their text names (Section 301 for goods
//   of China): "+ X%" is added; a text naming no origin, or a rate that is not "+ X%", is listed for
//   review. Each names its legal basis from the authority ranges (policy.ts).

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const SECTION_232_NOTE =
  'Section 232 duties (vehicles and parts, medium and heavy vehicles, buses, copper, wood, semiconductors, and from 2026-04-06 the steel, aluminium and copper annexes) are summed by the product lists of The Budget Lab at Yale\'s tariff-rate-tracker (data/tariffs/SOURCE.md, file 7), with the country deals (Korea, Japan, the EU: 15 % in all on vehicles and parts); a condition the request does not carry is listed in the measure\'s `claims` with the rate it would give.';

/** The origin a heading's text names ("articles the product of China"), null when it names none. */
function namedOrigin(text: string): string | null {
  const m = text.match(/products? of (?:any country|(the Russian Federation|South Korea|[A-Z][a-z]+))/);
  if (!m || !m[1]) return null;
  return usPolicy().originsNamed.get(m[1]) ?? `unknown:${m[1]}`;
}

/** "Effective with respect to entries on or after September 27, 2024" -> "2024-09-27". */
function effectiveFrom(text: string): string | null {
  const m = text.match(/on or after (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})/);
  if (!m) return null;
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

type MeasureBase = Omit<TariffMeasure, 'applied' | 'requires_review' | 'reason' | 'additional_pct'>;

function base(line: TariffLine, heading: UsChapter99Heading): MeasureBase {
  const authority = usPolicy().authorityOf(heading.code);
  return {
    national_code: line.code,
    heading: heading.printed,
    legal_basis: authority.legalBasis,
    text: heading.description,
    rate_text: heading.general,
    valid_from: null,
    valid_until: null,
    kind: authority.kind,
    programme: null,
    value_share: null,
    value_share_source: null,
    precision: 'exact',
    claims: [],
  };
}

/** Section 122 for a line as it stands without Section 232: the measure, or null where the data lacks the heading. */
function section122Alone(line: TariffLine, origin: Country | null, asOf: string): TariffMeasure | null {
  const policy = usPolicy().section122;
  const heading = usChapter99Heading(policy.heading);
  if (!heading) return null;
  const measure = { ...base(line, heading), additional_pct: policy.ratePct, valid_from: policy.from, valid_until: policy.until };
  const exempt = usSection122Exempt();
  if (exempt.has(line.code) || exempt.has(line.code.slice(0, 8))) {
    return { ...measure, applied: false, requires_review: false, reason: 'The line is on the Section 122 exemption list (us_s122_exempt_hts8_2026.csv).' };
  }
  if (policy.until && asOf > policy.until) {
    return { ...measure, applied: false, requires_review: false, reason: `Section 122's 150 days ended after ${policy.until} unless Congress extended them; the data does not say, so it is left out (see warnings).` };
  }
  const iso2 = origin?.iso2 ?? null;
  const usmca = iso2 ? policy.usmcaExceptions.get(iso2) : undefined;
  if (iso2 && usmca) {
    // 9903.03.07/.08: goods of Canada and Mexico as note 2(aa)(vi)/(vii) provide; the tracker reads
    // them as the USMCA-eligible goods (methodology.md, "Section 122"): summed without the claim.
    const exception = usChapter99Heading(usmca);
    return {
      ...measure,
      applied: true,
      requires_review: false,
      reason: `Section 122: +${measure.additional_pct} % on goods of ${iso2} entered without a USMCA claim; ${exception?.printed ?? 'its exception heading'} excepts the goods U.S. note 2(aa) provides for (see claims).`,
      claims: exception
        ? [
            {
              claim: 'usmca_qualifying',
              description: `Goods of ${iso2} that qualify under USMCA are excepted from Section 122 (${exception.printed}; U.S. note 2(aa), as The Budget Lab's methodology.md reads it).`,
              heading: exception.printed,
              legal_basis: usPolicy().authorityOf(exception.code).legalBasis,
              rate_text: exception.general,
              additional_pct: '0',
              section_122_pct: null,
              must_show: 'That the goods qualify as originating under USMCA, with the USMCA certification of origin.',
            },
          ]
        : [],
    };
  }
  const textile = policy.textile;
  const chapter = line.code.slice(0, 2);
  if (originIn(textile.origins, iso2) && chapter >= textile.chapters[0] && chapter <= textile.chapters[1]) {
    return {
      ...measure,
      applied: false,
      requires_review: true,
      reason: `Heading ${usChapter99Heading(textile.heading)?.printed} excepts some textiles and apparel of ${iso2} by conditions of U.S. note 2(aa)(viii) that the data does not carry: review; left out of the sum.`,
    };
  }
  const through = policy.until ? ` through ${policy.until}` : ' on (extended by Congress)';
  return { ...measure, applied: true, requires_review: false, reason: `Section 122: +${measure.additional_pct} % on goods of any country from ${policy.from}${through}.` };
}

/** A heading a line's footnotes point to, for goods of `origin` (null: its text names another origin). IEEPA's are voided by stacking.ts. */
function footnoteMeasure(line: TariffLine, heading: UsChapter99Heading, origin: Country, asOf: string): TariffMeasure | null {
  const named = namedOrigin(heading.description);
  if (named !== null && named !== origin.iso2) return null;
  const measure = { ...base(line, heading), valid_from: effectiveFrom(heading.description) };
  const pct = measure.kind === 'section_301' ? (usPolicy().section301Pct.get(heading.code) ?? additionalPctOf(heading.general)) : additionalPctOf(heading.general);
  if (named === null) {
    return { ...measure, additional_pct: pct, applied: false, requires_review: true, reason: 'The heading\'s text does not say plainly to which origins it applies: review; left out of the sum.' };
  }
  if (pct === null) {
    return { ...measure, additional_pct: null, applied: false, requires_review: true, reason: `The rate "${heading.general || '(none)'}" is not a plain addition to the line's rate: review; left out of the sum.` };
  }
  if (measure.valid_from && asOf < measure.valid_from) {
    return { ...measure, additional_pct: pct, applied: false, requires_review: false, reason: `In force from ${measure.valid_from}.` };
  }
  if (pct === '0') {
    return {
      ...measure,
      additional_pct: pct,
      applied: false,
      requires_review: true,
      reason: 'A heading without an additional duty: an exclusion for the goods its note describes, which the data cannot match; review (the other measures are applied).',
    };
  }
  const except = /^Except as provided in heading/i.test(heading.description) ? ' Product exclusions of the headings its text names are not checked.' : '';
  return { ...measure, additional_pct: pct, applied: true, requires_review: false, reason: `${measure.legal_basis}: +${pct} % on goods of ${origin.iso2}.${except}` };
}

/**
 * The chapter 99 measures of a US line for goods of `origin` on `asOf`, stacked (stacking.ts):
 * Section 122, Section 232 and the headings of the line's footnotes. `code` is the code asked for
 * (a 10-digit statistical code under the line selects its own Section 232 list entry); `used` is
 * the base rate record.
 */
export function usMeasures(line: TariffLine, code: string, origin: Country | null, asOf: string, used: TariffRateRecord): { measures: TariffMeasure[]; needsFinerCode: string | null } {
  const alone = section122Alone(line, origin, asOf);
  const section232 = section232Measure(line.code, code, origin, asOf, used, alone?.applied ? alone.additional_pct : null);
  const footnotes: TariffMeasure[] = [];
  for (const headingCode of origin ? line.chapter99 : []) {
    const heading = usChapter99Heading(headingCode);
    if (!heading || headingCode === usPolicy().section122.heading) continue;
    const measure = footnoteMeasure(line, heading, origin!, asOf);
    if (measure) footnotes.push(measure);
  }
  return stack({ section122: alone, section232, footnotes });
}

/** Chapter 98 provisions: Section 122 by their own terms, which the data does not carry (review); no Section 232 list names them. */
export function chapter98Measures(line: TariffLine): TariffMeasure[] {
  const policy = usPolicy().section122;
  const heading = usChapter99Heading(policy.heading);
  if (!heading) return [];
  return [
    {
      ...base(line, heading),
      additional_pct: policy.ratePct,
      valid_from: policy.from,
      valid_until: policy.until,
      applied: false,
      requires_review: true,
      reason: 'A chapter 98 provision sets its own terms (goods returned, repairs, exemptions...): whether Section 122 applies to goods entered under it is in the notes of chapters 98 and 99, which the data does not carry: review; left out of the sum.',
    },
  ];
}
