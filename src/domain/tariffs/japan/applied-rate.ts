import type { TariffDuty, TariffRateColumn } from '../types.js';
import { lowerOf } from '../duty-compare.js';
import { otherDuty as other, quotedDuty } from '../rate-text.js';
import { inEnglish, readJpRate } from './rate-text.js';
import type { JpRateReading } from './rate-text.js';
import type { JpColumn, JpLine, JpRates, JpSeasonPart } from './tariff-file.js';

// The MFN rate Japan applies to a line (Japan Customs' notes to the schedule; Customs Tariff Act,
// Temporary Tariff Measures Act):
//   - the temporary rate (暫定) applies instead of the general rate (基本) while it is in force;
//   - the WTO rate (WTO協定) applies where it is lower than the general or temporary rate;
//   - a rate printed in parentheses is listed but not applied (a lower rate applies).
// Which of two rates of different forms (10 % and 361円/kg) is lower depends on the consignment:
// both are kept, as an `alternative` duty with the rule "lower", computed at entry.

type NationalColumn = TariffRateColumn['column'];

const KEY: Record<NationalColumn, JpColumn> = { general: '基本', temporary: '暫定', wto: 'WTO協定' };
const LABEL: Record<NationalColumn, string> = { general: 'general rate (基本)', temporary: 'temporary rate (暫定)', wto: 'WTO rate (WTO協定)' };

export interface AppliedMfn {
  duty: TariffDuty;
  columns: TariffRateColumn[];
  /** Which column applies and why, in one sentence. */
  reason: string;
  /** A column's text carries a mark or a condition the data does not explain. */
  requiresReview: boolean;
}

const PARENTHESISED = 'Printed in parentheses: listed, not applied (a lower rate applies).';

/** A cell quoted in a reason, with its English beside it: `"無税" (Free)`. */
const quoted = (reading: JpRateReading): string => quotedDuty({ text: reading.text, text_en: inEnglish(reading.duty, reading.parenthesised) });

function appliedFromRates(rates: JpRates): AppliedMfn {
  const read = (c: NationalColumn) => (rates[KEY[c]] === undefined ? null : { column: c, reading: readJpRate(rates[KEY[c]]!) });
  const present = (['general', 'temporary', 'wto'] as const).map(read).filter((x): x is { column: NationalColumn; reading: JpRateReading } => x !== null);
  const live = present.filter((p) => !p.reading.parenthesised);
  const temporary = live.find((p) => p.column === 'temporary');
  const national = temporary ?? live.find((p) => p.column === 'general') ?? null;
  const wto = live.find((p) => p.column === 'wto') ?? null;
  const columns = (applied: NationalColumn[], why: Partial<Record<NationalColumn, string>>): TariffRateColumn[] =>
    present.map((p) => ({
      column: p.column,
      text: p.reading.text,
      text_en: inEnglish(p.reading.duty, p.reading.parenthesised),
      applied: applied.includes(p.column),
      reason: why[p.column] ?? (p.reading.parenthesised ? PARENTHESISED : p.column === 'general' && temporary ? 'The temporary rate applies instead while it is in force.' : 'Not applied.'),
    }));
  const review = (duty: TariffDuty, reason: string, applied: NationalColumn[]): AppliedMfn => ({ duty, columns: columns(applied, {}), reason, requiresReview: true });

  if (!national && !wto) {
    // Every column is in parentheses: the schedule names no applied rate (not seen in the 2026-07-09 data).
    const first = present[0];
    if (!first) return review(other('', 'The line has no rate.'), 'The line has no general, temporary or WTO rate.', []);
    return review(other(first.reading.text, 'Every rate of the line is printed in parentheses; the applied rate cannot be told from the data.'), 'No column without parentheses.', []);
  }
  const nationalWhy = national?.column === 'temporary' ? 'Applied: the temporary rate applies instead of the general rate.' : 'Applied: the general rate.';
  if (!wto || !national) {
    const only = (national ?? wto)!;
    const duty = only.reading.duty;
    const why = only.column === 'wto' ? 'Applied: the WTO rate (the general rate is not applied).' : nationalWhy;
    return { duty, columns: columns([only.column], { [only.column]: why }), reason: `The ${LABEL[only.column]} ${quoted(only.reading)}.`, requiresReview: !duty.computable };
  }
  const text = `${national.reading.text} or ${wto.reading.text}, whichever is lower`;
  const lower = lowerOf(national.reading.duty, wto.reading.duty, text, `The ${LABEL.wto} applies where it is lower than the ${LABEL[national.column]}: the lower of the two at entry.`);
  switch (lower.kind) {
    case 'first':
      return {
        duty: lower.duty,
        columns: columns([national.column], { [national.column]: nationalWhy, wto: 'Applies only where lower than the general or temporary rate; it is not lower here.' }),
        reason: `The ${LABEL[national.column]} ${quoted(national.reading)} (the WTO rate ${quoted(wto.reading)} is not lower).`,
        requiresReview: false,
      };
    case 'second':
      return {
        duty: lower.duty,
        columns: columns(['wto'], { wto: `Applied: the WTO rate is lower than the ${LABEL[national.column]}.` }),
        reason: `The ${LABEL.wto} ${quoted(wto.reading)}, lower than the ${LABEL[national.column]} ${quoted(national.reading)}.`,
        requiresReview: false,
      };
    case 'at_entry':
      return {
        duty: lower.duty,
        columns: columns([national.column, 'wto'], { [national.column]: 'Applied where it is the lower of the two.', wto: 'Applied where it is the lower of the two.' }),
        reason: `The lower of the ${LABEL[national.column]} ${quoted(national.reading)} and the ${LABEL.wto} ${quoted(wto.reading)} (which is lower depends on the consignment).`,
        requiresReview: false,
      };
    case 'unknown':
      return review(
        other(text, 'The WTO rate applies where it is lower than the national rate, and which one is lower cannot be read from these texts; see them.'),
        `The lower of the ${LABEL[national.column]} ${quoted(national.reading)} and the ${LABEL.wto} ${quoted(wto.reading)}, which the data cannot compare.`,
        [],
      );
  }
}

function periodLabel(season: JpSeasonPart): string {
  return season.from && season.to ? `${season.from} to ${season.to}` : season.text;
}

/** One duty from a duty per import period: `seasonal` when every period is ad valorem (or free), else `other`. */
export function seasonalDuty(parts: { season: JpSeasonPart; duty: TariffDuty }[]): TariffDuty {
  const text = parts.map((p) => `${periodLabel(p.season)}: ${p.duty.text}`).join('; ');
  const plain = parts.every((p) => p.season.from && p.season.to && (p.duty.kind === 'free' || p.duty.kind === 'ad_valorem'));
  if (!plain) return other(text, 'The rate depends on the date of import, and not every period\'s rate is a plain percentage; see the text.');
  return {
    kind: 'seasonal',
    text,
    ad_valorem_pct: null,
    specific: [],
    seasons: parts.map((p) => ({ ad_valorem_pct: p.duty.ad_valorem_pct!, periods: [{ from: p.season.from!, to: p.season.to! }] })),
    needs: ['import_date'],
    computable: true,
    note: 'The rate depends on the date of import: the schedule prints this line once per import period.',
  };
}

/** The applied MFN rate of a line, with its columns as published. */
export function appliedMfn(line: JpLine): AppliedMfn {
  if (!line.seasons) return appliedFromRates(line.rates);
  const parts = line.seasons.map((season) => ({ season, applied: appliedFromRates(season.rates) }));
  return {
    duty: seasonalDuty(parts.map((p) => ({ season: p.season, duty: p.applied.duty }))),
    columns: parts.flatMap((p) => p.applied.columns.map((c) => ({ ...c, text: `${periodLabel(p.season)}: ${c.text}`, text_en: c.text_en == null || !(p.season.from && p.season.to) ? null : `${periodLabel(p.season)}: ${c.text_en}` }))),
    reason: parts.map((p) => `${periodLabel(p.season)}: ${p.applied.reason}`).join(' '),
    requiresReview: parts.some((p) => p.applied.requiresReview),
  };
}
