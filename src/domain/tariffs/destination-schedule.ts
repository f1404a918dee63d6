import { ApiError } from '../errors.js';
import type { Country } from '../reference/countries.js';
import type { VatRate } from '../reference/vat.js';
import type { ChapterAverages } from './chapter-averages.js';
import type { TariffLookupResult, TariffMeasure, TariffPreference, TariffProgram, TariffRateRecord, TariffWarning } from './types.js';

/** A schedule's id, as the contract lists them (`TariffResult.schedule.id`). */
export type ScheduleId = NonNullable<TariffLookupResult['schedule']>['id'];

/** What names a schedule and its data in every answer (`schedule`, each line rate's `source`). */
export interface ScheduleInfo {
  readonly id: ScheduleId;
  readonly name: string;
  /** Edition and date of the rates, as answers print it. */
  readonly vintage: string;
  readonly edition: string;
  readonly effectiveDate: string;
  readonly source: string;
  readonly licence: string;
}

/**
 * One importing market's customs schedule. Lookup, the applicable duty of a price, markets and
 * the data check ask only these questions, so the next country is a new module registered in
 * `schedules.ts` (CONTRIBUTING.md, "How to add a destination"), never a new branch in its callers.
 *
 * The contract every schedule keeps:
 * - `load()`: parses and checks the schedule's data files (its loader lives in its module) and
 *   says what was loaded, for `npm run check:data` and the warm-up after start.
 * - `lines(code, ctx)`: the national lines under a code of digits (already normalised). Up to 6
 *   digits: every line under the prefix, possibly none (the caller falls back to the chapter
 *   average). Longer: the line itself, else its parent line, else its children; a national code the
 *   schedule does not have throws `not_found`. Each line is answered whole for `ctx`: its rate
 *   records (base rate, the preferences the origin may claim with the proof of origin each needs,
 *   column 2...), exactly one `used` with its `use_reason`, and its dated `measures` (additional
 *   duties: heading, legal basis, rate, dates; an applied one adds `additional_pct`, on `value_share`
 *   of the value when it has one; conditions the request does not carry are `claims` beside the
 *   figure). Duties that need quantity or weight are `TariffDuty` parts that `computeDuty` computes.
 * - `firstDate`: the first day the data answers for; `checkDate` refuses earlier days with 422
 *   `date_not_covered`, the same way for every schedule. `exactThrough`: line rates are `exact`
 *   through this day and `estimate` after it, with a warning naming the schedule's date and why
 *   (`pastVintage`: amended since; Japan's rates change on 1 April) (null: the schedule is the last
 *   known state, and `warnings` say what it cannot know).
 * - `warnings(asOf)`, `notes(ctx)`, `priceNote()`: what an answer must say beside its figures.
 * - `chapterAverages()`: estimates by HS chapter, each with its own source and vintage (never
 *   presented as a line rate).
 * - `entryFees(ctx)`: the fees an entry pays besides duty (percentages of the customs value, with
 *   their legal basis, limits and exemptions), and the entry costs a landed cost does not include.
 */
export interface DestinationSchedule extends ScheduleInfo {
  /** The first day the data answers for. */
  readonly firstDate: string;
  /** Line rates are exact through this day (null: no end known; see the schedule's warnings). */
  readonly exactThrough: string | null;
  /** Why a rate past `exactThrough` is an estimate, one clause for the warning (null with `exactThrough`). */
  readonly pastVintage: string | null;
  /** Lengths of the national codes the schedule prints (HS subheadings are always taken). */
  readonly nationalCodeLengths: readonly number[];
  /** National chapters outside HS 2022 that the schedule has lines in (US chapter 98). */
  readonly nationalChapters: readonly string[];
  /** Loads and checks the schedule's data (once; later calls return at once): what was loaded, in a few words. */
  load(): string;
  /** Whether this schedule applies to goods entering `destination` (ISO alpha-2). */
  covers(destination: string): boolean;
  /** The national lines of an HS subheading, unanswered (code and description), in code order. */
  nationalLines(hs6: string): { code: string; description: string }[];
  /** The lines under `code` answered for `ctx`: how many there are, and the first `limit`. */
  lines(code: string, ctx: ScheduleContext, limit?: number): ScheduleLines;
  /** The title of a national line in a national chapter (chapter 98), for the path of the answer. */
  nationalTitle(code: string): string | null;
  /** Whether the data has a preferential schedule for goods of `origin` here. */
  hasPreferencesFor(origin: Country): boolean;
  warnings(asOf: string): TariffWarning[];
  notes(ctx: ScheduleContext & { code: string }): string[];
  /** What a price's notes say of this schedule's duties (null: nothing beyond the duty records). */
  priceNote(): string | null;
  chapterAverages(): ChapterAverages;
  /** The fees of an entry that a landed cost adds (US: MPF, HMF), and what it does not include. */
  entryFees(ctx: EntryFeeContext): EntryFees;
  /** What the module says of the destination's tax on imports beside the VAT data set (import-vat.ts); absent: the data set alone. */
  readonly importVat?: ScheduleImportVat;
  /** Goods of `origin` cross no customs border into this destination (a customs union: the EU): what each answer says; absent or null: a border. */
  customsUnion?(origin: Country): CustomsUnion | null;
}

/** No customs border between origin and destination: no customs value, duty, import VAT or entry fee; the sentence each answer gives. */
export interface CustomsUnion {
  /** Why a price has no customs value and no entry fee. */
  border: string;
  /** The note of an item's duty (0, exact). */
  duty: string;
  /** The note of a price's import VAT (0). */
  vat: string;
  /** The note of a tariff answer. */
  lookup: string;
}

/** A destination's word on its tax on imports (import-vat.ts reads it with the VAT data set). */
export interface ScheduleImportVat {
  /** The tax itself, where the VAT data set lacks the country. */
  tax?: VatRate;
  /** A sentence every answer adds to the rate (for `none`: why there is no tax on imports). */
  note?: string;
}

export interface EntryFeeContext {
  origin: Country;
  transportMode: string;
  applyPreferences: boolean;
  asOf: string;
}

/** A fee charged on an entry as a percentage of the customs value. */
export interface EntryFeeRule {
  fee: string;
  name: string;
  legalBasis: string;
  /** Percent of the customs value, a decimal string. */
  ratePct: string;
  /** Per-entry minimum and maximum in USD; null where the data does not have them (`limitsNote` says so). */
  minimum: string | null;
  maximum: string | null;
  limitsNote: string | null;
  /** False when the fee is not due on this entry (an exemption, the transport mode): `reason` says why. */
  due: boolean;
  reason: string;
  /** The preference the exemption rests on, to be claimed at entry with its proof of origin (`condition`); absent when none. */
  claim?: { program: TariffProgram; condition: string };
  /** `estimate` where the amount may differ from the fee charged (limits not applied). */
  precision: 'exact' | 'estimate';
}

export interface EntryFees {
  rules: EntryFeeRule[];
  /** The entry costs of this destination that a landed cost does not include; null when none. */
  notIncluded: string | null;
}

export interface ScheduleContext {
  origin: Country | null;
  /** YYYY-MM-DD, already checked by checkDate. */
  asOf: string;
  /** YYYY-MM-DD: the day the goods are imported (a price's import_date), whose import period a seasonal line's rates are of; absent: asOf. */
  seasonDate?: string;
  applyPreferences: boolean;
}

export interface ScheduleLineAnswer {
  code: string;
  description: string;
  records: TariffRateRecord[];
  /** The record of `records` marked `used`. */
  used: TariffRateRecord;
  measures: TariffMeasure[];
  /** Set when the line's duty depends on a finer national code the request did not give (a measure on some statistical lines only). */
  needsFinerCode: string | null;
  /** The agreements open to the origin that give nothing on this line (preferences.ts lists them beside the records). */
  closed?: ClosedPreference[];
}

/** An agreement open to the origin that gives nothing on a line (excluded, no rate listed, not yet in force), or whose rate the data lost (unknown). */
export interface ClosedPreference {
  program: NonNullable<TariffRateRecord['program']>;
  status: Extract<TariffPreference['status'], 'excluded' | 'no_rate' | 'not_in_force' | 'unknown'>;
  reason: string;
  proofOfOrigin: NonNullable<TariffRateRecord['proof_of_origin']> | null;
}

export interface ScheduleLines {
  total: number;
  answers: ScheduleLineAnswer[];
}

/** 422 date_not_covered before a schedule's data begin: the same rule for every destination. */
export function checkScheduleDate(schedule: DestinationSchedule, asOf: string, field: string): void {
  if (asOf < schedule.firstDate) {
    throw new ApiError(
      'date_not_covered',
      `The data for ${schedule.name} answers from ${schedule.firstDate} (${schedule.vintage}); ${asOf} is before it.`,
      [{ field, issue: `the first date the ${schedule.id} data answers for is ${schedule.firstDate}` }],
    );
  }
}

/** Whether a line rate of `schedule` is an estimate on `asOf` (the date is past what the schedule's edition is known for). */
export function isPastVintage(schedule: DestinationSchedule, asOf: string): boolean {
  return schedule.exactThrough !== null && asOf > schedule.exactThrough;
}

/** A line's records on a date past the schedule's vintage: estimates, saying so (the record used stays the one used). */
export function asVintageEstimates(schedule: DestinationSchedule, asOf: string, records: TariffRateRecord[], used: TariffRateRecord): { records: TariffRateRecord[]; used: TariffRateRecord } {
  if (!isPastVintage(schedule, asOf)) return { records, used };
  const note = `The ${schedule.vintage} rate, known through ${schedule.exactThrough}: an estimate for ${asOf}.`;
  const mark = (r: TariffRateRecord): TariffRateRecord =>
    r.precision === 'estimate' ? r : { ...r, precision: 'estimate', note: r.note ? `${note} ${r.note}` : note };
  const marked = records.map(mark);
  return { records: marked, used: marked[records.indexOf(used)]! };
}

/**
 * What a schedule taken on one day (`dataDate`) cannot know for `asOf`: past `exactThrough` the
 * vintage warning; after the data's day and before then, that later changes are not in the data
 * (`message` says when the destination's rates normally change).
 */
export function editionWarnings(schedule: DestinationSchedule, asOf: string, dataDate: string, message: string): TariffWarning[] {
  if (isPastVintage(schedule, asOf)) return vintageWarnings(schedule, asOf);
  if (asOf <= dataDate) return [];
  return [{ code: 'schedule_edition', measure: schedule.edition, date: dataDate, message }];
}

/** The warning of a schedule older than `asOf`. */
export function vintageWarnings(schedule: DestinationSchedule, asOf: string): TariffWarning[] {
  if (!isPastVintage(schedule, asOf)) return [];
  return [
    {
      code: 'schedule_vintage',
      measure: `${schedule.edition} (the line rates)`,
      date: schedule.exactThrough!,
      message: `The line rates are the ${schedule.vintage}, known to hold through ${schedule.exactThrough}; ${schedule.pastVintage}, so the rates for ${asOf} are estimates (precision: estimate).`,
    },
  ];
}
