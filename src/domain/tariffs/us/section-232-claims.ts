import { originIn, usPolicy } from './policy.js';
import { section232Data } from './section-232-file.js';
import type { Section232HeadingKey } from './section-232-file.js';
import type { TariffMeasureClaim, TariffRateRecord } from '../types.js';
import { certifiedPartsDeal, derivativeSteelDeal, floorFigure, partsDeal, printed, section232Heading } from './section-232-headings.js';
import type { Section232Match } from './section-232-lists.js';
import { usProgram } from './programs.js';

// The facts a request does not carry that would change a Section 232 measure: each claim with the
// heading it is entered under, the rate it gives, and what the importer must show. The measure
// itself sums the rate due without the claim.

type Claim = TariffMeasureClaim;

function claim(id: Claim['claim'], description: string, headings: string[], additional: string | null, section122Pct: string | null, mustShow: string): Claim {
  const first = section232Heading(headings[0]!);
  return {
    claim: id,
    description,
    heading: headings.map(printed).join(', '),
    legal_basis: usPolicy().authorityOf(first.code).legalBasis,
    rate_text: first.general,
    additional_pct: additional,
    section_122_pct: section122Pct,
    must_show: mustShow,
  };
}

/** The USMCA claim of a programme policy_params.yaml marks usmca_exempt, for goods of Canada and Mexico (policy_additions.yaml, usmca_claims). */
function usmcaClaim(key: Section232HeadingKey, origin: string | null): Claim[] {
  const spec = usPolicy().usmcaClaims.get(key);
  if (!spec || origin === null || !usProgram('S')!.countries.includes(origin)) return [];
  const must = 'That the parts qualify as originating under USMCA, with the USMCA certification of origin.';
  if (spec.claim === 'usmca_us_content') {
    return [claim('usmca_us_content', 'A USMCA-qualifying vehicle: 25 % on the value of its non-US content only.', [spec.heading!], spec.additionalPct, null,
      `That the vehicle qualifies under USMCA, and the value of its US content as U.S. note ${spec.note} requires (the share is not in the request, so the figure cannot be computed here).`)];
  }
  if (spec.heading) {
    return [claim('usmca_qualifying', `Auto parts that qualify for USMCA preferential treatment: no Section 232 duty (U.S. note ${spec.note}).`, [spec.heading], spec.additionalPct, null, must)];
  }
  // policy_params.yaml exempts the programme's USMCA goods, but the data names no heading for the claim.
  const programme = usPolicy().programmes[key];
  return [{
    claim: 'usmca_qualifying',
    description: `${programme.label[0]!.toUpperCase()}${programme.label.slice(1)} that qualify for USMCA preferential treatment: no Section 232 duty (policy_params.yaml, section_232_headings.${key}.usmca_exempt; the heading they are entered under is in U.S. note ${spec.note}, which the data does not carry).`,
    heading: null,
    legal_basis: usPolicy().authorityOf(programme.heading).legalBasis,
    rate_text: 'No heading of the data names it',
    additional_pct: spec.additionalPct,
    section_122_pct: null,
    must_show: must,
  }];
}

function vehicleClaims(match: Section232Match, origin: string | null): Claim[] {
  const key = match.programme.kind === 'heading' ? match.programme.key : null;
  const out: Claim[] = [];
  const quota = key === 'autos_passenger' ? usPolicy().deals.vehicleQuota.find((d) => originIn(d.origins, origin)) : undefined;
  if (quota) {
    const programmeRate = section232Data().headings.get('autos_passenger')!.ratePct;
    out.push(claim('uk_vehicle_quota', `A passenger vehicle of the United Kingdom entered within the annual quota of U.S. note 33(i): +${quota.additionalPct} % instead of +${programmeRate} %.`, [quota.heading], quota.additionalPct, null,
      'That the vehicle is entered under the terms of U.S. note 33(i) (the quota\'s use is not in the data).'));
  }
  if (key) out.push(...usmcaClaim(key, origin));
  return out;
}

function partsClaims(match: Section232Match, origin: string | null): Claim[] {
  const out: Claim[] = [];
  out.push(...usmcaClaim('auto_parts', origin));
  const deal = partsDeal(origin);
  if (match.alsoMhdPart && deal) {
    const mhd = { heading: usPolicy().programmes.mhd_parts.heading, pct: section232Data().headings.get('mhd_parts')!.ratePct };
    out.push(claim('mhd_vehicle_part', `The part is also on the medium- and heavy-duty vehicle parts list (U.S. note 38(i)): entered as such a part, +${mhd.pct} % instead of the deal's rate.`, [mhd.heading], mhd.pct, null,
      'That the part is for a medium- or heavy-duty vehicle (its use decides which list applies; this answer takes the automobile parts deal).'));
  }
  return out;
}

/** Where a claim takes the goods out of one programme into another: that one's figure. */
export interface Fallback {
  figure: { additional: string | null };
  programme: string;
}

function semiconductorClaims(section122Pct: string | null, fallback: Fallback | null): Claim[] {
  const then = fallback ? ` no semiconductor duty; the goods then fall under ${fallback.programme}` : ' no Section 232 duty';
  const additional = fallback ? fallback.figure.additional : '0';
  const s122 = fallback ? null : section122Pct;
  return [
    claim('semiconductor_performance_threshold', `The article does not meet the performance thresholds of U.S. note 39(b) (U.S. note 39(c)):${then}.`, ['99037902'], additional, s122,
      'The technical parameters of the article (total processing performance, memory bandwidth) showing it is outside U.S. note 39(b).'),
    claim('semiconductor_end_use', `Semiconductor articles for a US end use of U.S. note 39(d) (data centers, repairs or replacement, research and development, startups, non-data-center consumer or civil industrial applications, the public sector):${then}.`,
      ['99037903', '99037904', '99037905', '99037906', '99037907', '99037908', '99037909'], additional, s122,
      'The end use as U.S. note 39(d) defines it, declared at entry under the heading for that use.'),
  ];
}

function annexClaims(match: Section232Match & { programme: { kind: 'annex' } }, origin: string | null, used: TariffRateRecord, section122Pct: string | null): Claim[] {
  const data = section232Data();
  const { annex, metalType } = match.programme;
  const chapter = match.prefix.slice(0, 2);
  const metalChapter = data.annexes.deMinimisExcludedChapters.includes(chapter);
  const out: Claim[] = [];
  if (data.annexes.removed.includes(annex)) return out;
  const certified = match.subdivisionR ? certifiedPartsDeal(origin) : null;
  if (certified && certified.origins.some((o) => data.subdivisionR.countries.includes(o))) {
    const deal = certified;
    const figure = floorFigure(deal, used, 'certified');
    out.push(claim('us_auto_production_certification', `An auto part of U.S. note 33(r) certified for US auto production or repair: ${deal.floorPct} % in all, and out of the metals annexes.`,
      [deal.atOrAbove && figure.heading === deal.atOrAbove ? deal.atOrAbove : deal.under], figure.additional, null,
      'The importer\'s certification that the parts will be used in the production or repair of automobiles in the United States (U.S. note 33(r)).'));
    if (origin === 'KR' || origin === 'JP') {
      const fta = origin === 'KR' ? 'the United States-Korea Free Trade Agreement (KORUS)' : 'the United States-Japan agreement (Executive Order 14345)';
      out.push(claim('fta_origin_with_certification', `Certified as above and qualifying under ${fta}: no Section 232 duty (U.S. note 33(r), as policy_params.yaml auto_parts_subdivision_r reads it).`,
        [deal.under], '0', null,
        `The certification above, and proof that the parts qualify under ${fta}${origin === 'KR' ? ' (a KORUS certification of origin)' : ''}.`));
    }
  }
  const steelDeal = metalType === 'steel' && (annex === '1b' || annex === '3') ? derivativeSteelDeal(origin) : null;
  if (steelDeal) {
    const figure = floorFigure(steelDeal, used, 'deal');
    out.push(claim('derivative_steel_c_xi', `A derivative steel article of U.S. note 16(c)(xi) of ${origin}: ${steelDeal.floorPct} % in all under ${printed(steelDeal.under)}.`, [steelDeal.under], figure.additional, null,
      'That the article is a derivative steel article of U.S. note 16(c)(xi) (which articles that subdivision lists is not in the data).'));
  }
  if (!metalChapter) {
    out.push(claim('no_metal_content', 'The article contains no aluminium, steel or copper: no Section 232 duty.', ['99038201'], '0', section122Pct,
      'That the article contains no aluminium, steel or copper (U.S. note 16(c)).'));
    if (data.annexes.deMinimisAnnexes.includes(annex)) {
      out.push(claim('metal_weight_under_15_percent', `The weight of the applicable metal is less than ${data.annexes.deMinimisWeightPct} % of the article's weight: no Section 232 duty.`, ['99038203'], '0', section122Pct,
        `The weights of the article and of its ${metalType} content (U.S. note 16(c)).`));
    }
  }
  if (data.annexes.motorcycleAnnexes.includes(annex) && data.annexes.motorcycleChapters.includes(chapter)) {
    out.push(claim('motorcycle_part', 'A motorcycle part of U.S. note 16(g): no Section 232 duty.', ['99038213'], '0', section122Pct,
      'That the article is a motorcycle part as U.S. note 16(g) describes.'));
  }
  return out;
}

/** The claims of a Section 232 match for goods of `origin`. */
export function section232Claims(match: Section232Match, origin: string | null, used: TariffRateRecord, section122Pct: string | null, fallback: Fallback | null): Claim[] {
  const p = match.programme;
  if (p.kind === 'heading') {
    if (p.key === 'auto_parts') return partsClaims(match, origin);
    if (p.key === 'semiconductors') return semiconductorClaims(section122Pct, fallback);
    return vehicleClaims(match, origin);
  }
  if (p.kind === 'annex') return annexClaims({ ...match, programme: p }, origin, used, section122Pct);
  return [];
}
