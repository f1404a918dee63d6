import { findHs } from '../../reference/hs.js';
import type { ClosedPreference, ScheduleContext } from '../destination-schedule.js';
import { FREE_ANYWAY, closedPreference, lowestBelowMfn, markUsed, proofCondition } from '../records.js';
import type { LineRates } from '../records.js';
import type { TariffDuty, TariffRateRecord, TariffSource } from '../types.js';
import { cnAgreementsFor } from './agreements.js';
import type { CnAgreement } from './agreements.js';
import { readCnMfn, readCnPreference } from './rate-text.js';
import { cnCells } from './tariff-file.js';
import type { CnLine } from './tariff-file.js';

// The rate records of one line of China's 2026 tariff for goods of an origin. For goods of Korea: the
// applied MFN rate (the provisional rate where there is one) and the China-Korea FTA and RCEP rates,
// the lowest below the MFN rate used, never one above it; an agreement without a rate on the line is
// `closed`: `no_rate` where the source lists none, `unknown` where the source's text was cut (`odd`)
// and the rate lost. The rate used is exact only when no agreement's rate is unknown or a footnote
// that could be lower, or when it is free. For goods of any other origin the applied MFN rate, an
// estimate: the data has neither their preferences nor China's additional tariffs by origin.

/** Why a rate for goods of another origin than Korea is an estimate (shared with the schedule's notes). */
export function otherOriginNote(iso2: string): string {
  return `An estimate for goods of ${iso2}: the data carries China's preferences for goods of Korea only, and none of China's additional tariffs on goods of particular origins (goods of the United States among them); the applied MFN rate is shown.`;
}

function record(line: CnLine, source: TariffSource, type: TariffRateRecord['type'], duty: TariffDuty, program: TariffRateRecord['program'], note: string | null): TariffRateRecord {
  return {
    type,
    basis: 'line',
    precision: 'exact',
    national_code: line.code,
    description: findHs(line.code.slice(0, 6))?.description ?? null,
    duty,
    program,
    year: null,
    source,
    reason: null,
    note,
  };
}

export function cnMfnRecord(line: CnLine, source: TariffSource): TariffRateRecord {
  const mfn = readCnMfn(cnCells(line).mfn);
  return { ...record(line, source, 'mfn', mfn.duty, null, mfn.duty.note), requires_review: mfn.requiresReview };
}

function preferentialRecord(line: CnLine, source: TariffSource, agreement: CnAgreement, duty: TariffDuty): TariffRateRecord {
  const note = [duty.note, "Applies only to goods that meet the agreement's rules of origin, with the preference claimed at import."].filter((n) => n).join(' ');
  return {
    ...record(line, source, 'preferential', duty, { symbol: agreement.symbol, name: agreement.name }, note),
    condition: proofCondition(agreement.proof),
    proof_of_origin: agreement.proof,
    requires_review: !duty.computable,
  };
}

/** A rate as a sentence shows it: "6 %", or the text as printed. */
function shown(duty: TariffDuty): string {
  return duty.computable && duty.ad_valorem_pct !== null ? `${duty.ad_valorem_pct} %` : `"${duty.text}"`;
}

const cutReason = (agreement: CnAgreement) =>
  `The source's text was cut on this line when China's tariff was parsed from its PDF (the data marks it odd), and the rate of ${agreement.short} for goods of Korea with it: whether the agreement gives one here, and how low, is unknown${agreement.column === 'krFta' ? ' (the lost text is usually where Korea stands in the 0 % group)' : ''}. It is never guessed.`;

/** The used record as an estimate, saying why. */
function estimate(result: LineRates, why: string): LineRates {
  const used: TariffRateRecord = { ...result.used, precision: 'estimate', note: result.used.note ? `${why} ${result.used.note}` : why };
  return { ...result, records: result.records.map((r) => (r === result.used ? used : r)), used };
}

/** The records of a line for `ctx`, one used, and the agreements of the origin that give nothing (or an unknown rate) on it. */
export function cnLineRates(line: CnLine, ctx: ScheduleContext, source: TariffSource): LineRates {
  const mfn = cnMfnRecord(line, source);
  const { origin } = ctx;
  if (!origin) return markUsed([mfn], mfn, 'No origin given: the applied MFN rate.');
  const agreements = cnAgreementsFor(origin.iso2);
  if (agreements.length === 0) {
    const other = { ...mfn, precision: 'estimate' as const, note: [otherOriginNote(origin.iso2), mfn.note].filter((n) => n).join(' ') };
    return markUsed([other], other, `The data has no preferential rate of China for goods of ${origin.iso2}: the applied MFN rate, an estimate (its additional tariffs on goods of particular origins are not in the data either).`);
  }

  const cells = cnCells(line);
  const records: TariffRateRecord[] = [mfn];
  const shut: ClosedPreference[] = [];
  for (const agreement of agreements) {
    const duty = readCnPreference(cells[agreement.column], agreement.short);
    if (duty) records.push(preferentialRecord(line, source, agreement, duty));
    else if (cells.cut) shut.push(closedPreference(agreement, 'unknown', cutReason(agreement)));
    else shut.push(closedPreference(agreement, 'no_rate', `China's 2026 tariff gives goods of Korea no rate of ${agreement.short} on this line.`));
  }
  const unknown = shut.filter((c) => c.status === 'unknown').map((c) => c.program.symbol);
  const done = (result: LineRates): LineRates => ({ ...result, closed: shut });
  const mfnDuty = mfn.duty!;
  // The MFN rate used where it is printed as a footnote: said, as its duty is not computed.
  const mfnUsed = (reason: string) => markUsed(records, mfn, mfn.requires_review ? `${reason} It is printed as a footnote of the schedule, so it is not computed (see its duty's note).` : reason);
  if (mfnDuty.kind === 'free') return done(markUsed(records, mfn, FREE_ANYWAY));
  if (!ctx.applyPreferences) return done(mfnUsed('Preferences are not applied (apply_preferential_rates is false): the applied MFN rate.'));

  const candidates = records.filter((r) => r.type === 'preferential' && r.duty!.computable);
  // Where MFN cannot be computed (a footnote), the agreement's rate applies when claimed.
  const best = lowestBelowMfn(mfn, candidates);
  let result: LineRates;
  if (best) {
    const others = candidates.filter((c) => c !== best).map((c) => `${c.program!.symbol} ${shown(c.duty!)}`);
    const against = mfn.requires_review ? ' (the applied MFN rate is a footnote, not computed)' : ` against the applied MFN rate ${shown(mfnDuty)}`;
    result = markUsed(
      records,
      best,
      `${best.program!.name}: the lowest rate open to goods of Korea, ${shown(best.duty!)}${against}${others.length > 0 ? ` (also open: ${others.join(', ')})` : ''}, on condition of the proof of origin (${best.proof_of_origin!.accepted.join('; or ')}).`,
    );
  } else if (candidates.length > 0) {
    result = mfnUsed("No agreement's rate is lower than the applied MFN rate: the MFN rate, which needs no proof of origin.");
  } else if (records.length > 1) {
    result = mfnUsed("The agreements' rates on this line are footnotes the data does not carry (see preferences): the applied MFN rate.");
  } else {
    result = mfnUsed(unknown.length > 0 ? 'No agreement gives a rate known from the data on this line (see preferences): the applied MFN rate.' : 'No agreement gives goods of Korea a rate on this line (see preferences): the applied MFN rate.');
  }
  // Whether a rate the data lacks could be lower than the one used: an agreement's rate lost with the
  // cut text or printed as a footnote, or, beside an agreement's rate used, an MFN rate printed as one.
  const footnotes = records.filter((r) => r.type === 'preferential' && !r.duty!.computable).map((r) => r.program!.symbol);
  const mfnFootnote = mfn.requires_review && result.used.type === 'preferential';
  if (result.used.duty?.kind === 'free' || (unknown.length === 0 && footnotes.length === 0 && !mfnFootnote)) return done(result);
  const why = [
    unknown.length > 0 ? `the source lost the rate of ${unknown.join(' and ')} on this line (its text was cut)` : null,
    footnotes.length > 0 ? `the rate of ${footnotes.join(' and ')} is a footnote the data does not carry` : null,
    mfnFootnote ? 'the applied MFN rate is a footnote the data does not carry' : null,
  ].filter((w): w is string => w !== null);
  return done(estimate(result, `An estimate: ${why.join(', and ')}, so a lower rate may apply to goods of Korea; none is guessed.`));
}
