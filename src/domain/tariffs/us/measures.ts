import type { Country } from '../../reference/countries.js';
import type { TariffLine } from '../national-lines.js';
import { usChapter99Heading, usSection122Exempt } from './hts-file.js';
import type { UsChapter99Heading } from './hts-file.js';
import type { TariffMeasure, TariffRateRecord } from '../types.js';
import { SECTION_122_LAST_DATE, US_FIRST_DATE } from './dates.js';
import { section232Measure } from './section-232.js';
import type { Section232Result } from './section-232.js';

// US additional duties of chapter 99 (HTS 2026 Revision 10; dates from data/tariffs/SOURCE.md,
// file 6). Applied only where the data states them plainly for the origin and the date:
// - Section 122 (9903.03.01): +10 % on goods of any country from 2026-02-24 through 2026-07-23,
//   except the lines of the exemption list; the exceptions for goods of Canada, Mexico and the
//   CAFTA-DR textiles (9903.03.07-.09) depend on conditions the data lacks: review.
// - The headings a line's footnotes point to, for the origin their text names (Section 301 for goods
//   of China): "+ X%" is added; a text naming no origin, or a rate that is not "+ X%", is listed for review.
// - IEEPA headings (9903.01, 9903.02) are void since 2026-02-20 and never apply.
// - Section 232 by the product lists of its programmes (section-232.ts); Section 122 does not apply
//   to its goods (9903.03.06), except on the part of the value outside the metal content of an
//   article taxed on that content (before 2026-04-06; methodology.md, "Section 122").

const SECTION_122 = '99030301';

const COUNTRY_NAMES: Record<string, string> = {
  China: 'CN',
  'the Russian Federation': 'RU',
  Russia: 'RU',
  'South Korea': 'KR',
  Korea: 'KR',
  Canada: 'CA',
  Mexico: 'MX',
  Japan: 'JP',
  Brazil: 'BR',
  India: 'IN',
};

const CAFTA_DR = new Set(['CR', 'DO', 'SV', 'GT', 'HN', 'NI']);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const SECTION_232_NOTE =
  'Section 232 duties (vehicles and parts, medium and heavy vehicles, buses, copper, wood, semiconductors, and from 2026-04-06 the steel, aluminium and copper annexes) are summed by the product lists of The Budget Lab at Yale\'s tariff-rate-tracker (data/tariffs/SOURCE.md, file 7), with the country deals (Korea, Japan, the EU: 15 % in all on vehicles and parts); a condition the request does not carry is listed in the measure\'s `claims` with the rate it would give.';

function kindOf(code: string): TariffMeasure['kind'] {
  if (code.startsWith('990301') || code.startsWith('990302')) return 'ieepa';
  if (code.startsWith('990303')) return 'section_122';
  if (code.startsWith('990388') || code.startsWith('990391')) return 'section_301';
  if (/^99037[4-9]|^99038[0-5]|^990394/.test(code)) return 'section_232';
  return 'other';
}

function legalBasis(code: string): string {
  if (code.startsWith('990301') || code.startsWith('990302')) return 'IEEPA (International Emergency Economic Powers Act) - void';
  if (code.startsWith('990303')) return 'Section 122, Trade Act of 1974';
  if (code.startsWith('990388') || code.startsWith('990391')) return 'Section 301, Trade Act of 1974';
  if (/^99037[4-9]|^99038[0-5]|^990394/.test(code)) return 'Section 232, Trade Expansion Act of 1962';
  return 'Chapter 99 heading (the legal basis is not stated in the data)';
}

/** "The duty provided in the applicable subheading + 25%" / "... plus 25%" -> "25"; "... subheading" alone -> "0". */
function additionalPct(rate: string): string | null {
  const m = rate.match(/^The duty provided in the applicable subheading(?:\s*(?:\+|plus)\s*(\d+(?:\.\d+)?)%)?$/i);
  if (!m) return null;
  return m[1] ?? '0';
}

/** The origin a heading's text names ("articles the product of China"), null when it names none. */
function namedOrigin(text: string): string | null {
  const m = text.match(/products? of (?:any country|(the Russian Federation|South Korea|[A-Z][a-z]+))/);
  if (!m || !m[1]) return null;
  return COUNTRY_NAMES[m[1]] ?? `unknown:${m[1]}`;
}

/** "Effective with respect to entries on or after September 27, 2024" -> "2024-09-27". */
function effectiveFrom(text: string): string | null {
  const m = text.match(/on or after (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})/);
  if (!m) return null;
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

type MeasureBase = Omit<TariffMeasure, 'applied' | 'requires_review' | 'reason' | 'additional_pct'>;

function base(line: TariffLine, heading: UsChapter99Heading): MeasureBase {
  return {
    national_code: line.code,
    heading: heading.printed,
    legal_basis: legalBasis(heading.code),
    text: heading.description,
    rate_text: heading.general,
    valid_from: null,
    valid_until: null,
    kind: kindOf(heading.code),
    programme: null,
    value_share: null,
    value_share_source: null,
    precision: 'exact',
    claims: [],
  };
}

/** Section 122 for a line as it stands without Section 232: the measure, or null where the data lacks the heading. */
function section122Alone(line: TariffLine, origin: Country | null, asOf: string): TariffMeasure | null {
  const heading = usChapter99Heading(SECTION_122);
  if (!heading) return null;
  const measure = { ...base(line, heading), additional_pct: additionalPct(heading.general), valid_from: US_FIRST_DATE, valid_until: SECTION_122_LAST_DATE };
  const exempt = usSection122Exempt();
  if (exempt.has(line.code) || exempt.has(line.code.slice(0, 8))) {
    return { ...measure, applied: false, requires_review: false, reason: 'The line is on the Section 122 exemption list (us_s122_exempt_hts8_2026.csv).' };
  }
  if (asOf > SECTION_122_LAST_DATE) {
    return { ...measure, applied: false, requires_review: false, reason: `Section 122's 150 days ended after ${SECTION_122_LAST_DATE} unless Congress extended them; the data does not say, so it is left out (see warnings).` };
  }
  const iso2 = origin?.iso2;
  if (iso2 === 'CA' || iso2 === 'MX') {
    // 9903.03.07/.08: goods of Canada and Mexico as note 2(aa)(vi)/(vii) provide; the tracker reads
    // them as the USMCA-eligible goods (methodology.md, "Section 122"): summed without the claim.
    const exception = usChapter99Heading(iso2 === 'CA' ? '99030307' : '99030308');
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
              legal_basis: 'Section 122, Trade Act of 1974',
              rate_text: exception.general,
              additional_pct: '0',
              section_122_pct: null,
              must_show: 'That the goods qualify as originating under USMCA, with the USMCA certification of origin.',
            },
          ]
        : [],
    };
  }
  if (iso2 && CAFTA_DR.has(iso2) && /^(5\d|6[0-3])/.test(line.code)) {
    return {
      ...measure,
      applied: false,
      requires_review: true,
      reason: `Heading 9903.03.09 excepts some textiles and apparel of ${iso2} by conditions of U.S. note 2(aa)(viii) that the data does not carry: review; left out of the sum.`,
    };
  }
  return { ...measure, applied: true, requires_review: false, reason: `Section 122: +${measure.additional_pct} % on goods of any country from ${US_FIRST_DATE} through ${SECTION_122_LAST_DATE}.` };
}

/** Section 122 beside the line's Section 232 measure (9903.03.06). */
function section122(alone: TariffMeasure, s232: Section232Result | null): TariffMeasure {
  const beside = s232?.section122;
  if (!beside || !alone.applied) return alone;
  if (beside.kind === 'excepted') return { ...alone, applied: false, requires_review: false, reason: beside.reason, claims: [] };
  if (beside.kind === 'depends') return { ...alone, applied: false, requires_review: true, reason: `Whether heading 9903.03.06 excepts the goods from Section 122 depends on the statistical line: ${beside.reason}`, claims: [] };
  return {
    ...alone,
    value_share: beside.share,
    value_share_source: beside.source,
    precision: 'estimate',
    reason: `Section 122 on the part of the value outside the metal content that Section 232 taxes (the rest, ${beside.share}; methodology.md, "Section 122": 9903.03.06 excepts the Section 232 part).`,
  };
}

function footnoteMeasure(line: TariffLine, heading: UsChapter99Heading, origin: Country, asOf: string): TariffMeasure | null {
  const named = namedOrigin(heading.description);
  if (named !== null && named !== origin.iso2) return null;
  const measure = { ...base(line, heading), valid_from: effectiveFrom(heading.description) };
  const pct = additionalPct(heading.general);
  if (heading.code.startsWith('990301') || heading.code.startsWith('990302')) {
    return { ...measure, additional_pct: pct, applied: false, requires_review: false, reason: 'IEEPA duties were invalidated by the Supreme Court on 2026-02-20 and not collected from 2026-02-24: void.' };
  }
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
 * The chapter 99 measures of a US line for goods of `origin` on `asOf`: Section 122, Section 232
 * and the headings of the line's footnotes. `code` is the code asked for (a 10-digit statistical
 * code under the line selects its own Section 232 list entry); `used` is the base rate record.
 */
export function usMeasures(line: TariffLine, code: string, origin: Country | null, asOf: string, used: TariffRateRecord): { measures: TariffMeasure[]; needsFinerCode: string | null } {
  const out: TariffMeasure[] = [];
  const alone = section122Alone(line, origin, asOf);
  const s232 = section232Measure(line.code, code, origin, asOf, used, alone?.applied ? alone.additional_pct : null);
  if (alone) out.push(section122(alone, s232));
  if (s232) out.push(s232.measure);
  const needsFinerCode = s232?.section122?.kind === 'depends' ? s232.section122.reason : null;
  if (!origin) return { measures: out, needsFinerCode };
  for (const headingCode of line.chapter99) {
    const heading = usChapter99Heading(headingCode);
    if (!heading || headingCode === SECTION_122) continue;
    const measure = footnoteMeasure(line, heading, origin, asOf);
    if (measure) out.push(measure);
  }
  return { measures: out, needsFinerCode };
}

/** Chapter 98 provisions: Section 122 by their own terms, which the data does not carry (review); no Section 232 list names them. */
export function chapter98Measures(line: TariffLine): TariffMeasure[] {
  const heading = usChapter99Heading(SECTION_122);
  if (!heading) return [];
  return [
    {
      ...base(line, heading),
      additional_pct: additionalPct(heading.general),
      valid_from: US_FIRST_DATE,
      valid_until: SECTION_122_LAST_DATE,
      applied: false,
      requires_review: true,
      reason: 'A chapter 98 provision sets its own terms (goods returned, repairs, exemptions...): whether Section 122 applies to goods entered under it is in the notes of chapters 98 and 99, which the data does not carry: review; left out of the sum.',
    },
  ];
}
