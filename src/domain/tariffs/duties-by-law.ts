import { ApiError } from '../errors.js';
import type { CodeIndex } from '../reference/code-index.js';
import { codeIndex } from '../reference/code-index.js';
import { check, lazy, readCsv } from '../reference/csv.js';
import { allHsEntries, findHs } from '../reference/hs.js';
import type { HsEntry } from '../reference/hs.js';
import { computeChapterAverages } from './chapter-averages.js';
import type { DestinationSchedule, ScheduleImportVat, ScheduleInfo, ScheduleLineAnswer } from './destination-schedule.js';
import { editionWarnings } from './destination-schedule.js';
import { adValoremDuty, otherDuty } from './rate-text.js';
import { markUsed } from './records.js';
import type { TariffDuty, TariffRateRecord, TariffSource } from './types.js';

// A destination whose law levies no customs duty on most goods and has no tariff file (Hong Kong,
// Singapore): its lines are the HS 2022 subheadings (the nomenclature of data/hs-nomenclature), each
// 0 %, exact, with the law named; the subheadings of the dutiable groups its law names (a data file
// of HS prefixes per destination) answer "not computed" with the law and what the duty needs, never a
// figure the data does not hold. An 8- or 10-digit national code is read as its subheading.

/** One dutiable group of a destination's law, by HS prefix (a row of its data file). */
export interface DutiableGroup {
  prefix: string;
  group: string;
  law: string;
  /** What computing the duty needs (the rate of the law, a quantity, a strength...). */
  needs: string;
}

export interface DutiesByLaw {
  info: ScheduleInfo;
  /** ISO alpha-2 of the destination. */
  country: string;
  /** The first day the statement of the law holds for (the last amendment it rests on): after it, a warning that later amendments are not in the data. */
  firstDate: string;
  /** The data file of the dutiable groups (under data/). */
  groupsFile: string;
  /** Why every other line is 0 %: the law, in one sentence. */
  freeBecause: string;
  notes: string[];
  priceNote: string;
  notIncluded: string;
  importVat?: ScheduleImportVat;
}

/** The dutiable groups of a file: hs_prefix (2, 4 or 6 digits of HS 2022), group, law, needs. */
function loadGroups(file: string): DutiableGroup[] {
  const rows = readCsv(file);
  check(rows.length > 0, `${file} has no rows`);
  const groups = rows.map((r): DutiableGroup => {
    const prefix = r.hs_prefix ?? '';
    check(/^(\d{2}|\d{4}|\d{6})$/.test(prefix) && findHs(prefix) !== undefined, `${file}: "${prefix}" is not an HS 2022 chapter, heading or subheading`);
    check((r.group ?? '') !== '' && (r.law ?? '') !== '' && (r.needs ?? '') !== '', `${file}: ${prefix} lacks its group, law or what the duty needs`);
    return { prefix, group: r.group!, law: r.law!, needs: r.needs! };
  });
  for (const g of groups) check(!groups.some((o) => o !== g && g.prefix.startsWith(o.prefix)), `${file}: ${g.prefix} is inside another row's prefix`);
  return groups;
}

export function dutiesByLaw(config: DutiesByLaw): DestinationSchedule {
  const { info } = config;
  const source: TariffSource = { name: info.source, vintage: info.vintage, licence: info.licence, edition: info.edition, effective_date: info.effectiveDate };
  const data = lazy(() => {
    const groups = loadGroups(config.groupsFile);
    const subheadings: CodeIndex<HsEntry> = codeIndex(
      allHsEntries().filter((e) => e.level === 6),
      `${config.groupsFile} (HS 2022 subheadings)`,
    );
    return { groups, subheadings };
  });
  const groupOf = (hs6: string) => data().groups.find((g) => hs6.startsWith(g.prefix)) ?? null;

  function duty(hs6: string): { duty: TariffDuty; group: DutiableGroup | null } {
    const group = groupOf(hs6);
    if (!group) return { duty: adValoremDuty('0%', '0'), group: null };
    return {
      duty: otherDuty(`Dutiable: ${group.group}`, `Not computed: ${group.group} is dutiable under ${group.law}; the duty needs ${group.needs}, which the data does not hold.`),
      group,
    };
  }

  function record(entry: HsEntry): TariffRateRecord {
    const { duty: d, group } = duty(entry.code);
    return {
      type: 'mfn',
      basis: 'line',
      precision: 'exact',
      national_code: null,
      description: entry.description,
      duty: d,
      program: null,
      year: null,
      source,
      reason: null,
      note: group ? null : config.freeBecause,
      requires_review: group !== null,
    };
  }

  function answer(entry: HsEntry): ScheduleLineAnswer {
    const mfn = record(entry);
    const why = mfn.requires_review ? `The duty of this group is not computed (see the note): ${mfn.duty!.note}` : `${config.freeBecause} Preferences do not matter: the duty is 0 % for goods of any origin.`;
    const { records, used } = markUsed([mfn], mfn, why);
    return { code: entry.code, description: entry.description, records, used, measures: [], needsFinerCode: null, closed: [] };
  }

  function lines(code: string): HsEntry[] {
    const { subheadings } = data();
    if (code.length <= 6) return subheadings.withPrefix(code);
    const entry = subheadings.get(code.slice(0, 6));
    if (entry) return [entry];
    throw new ApiError('not_found', `${code} is not under an HS 2022 subheading.`, [{ field: '/hs_code', issue: `no HS 2022 subheading ${code.slice(0, 6)}` }]);
  }

  const chapterAverages = lazy(() =>
    computeChapterAverages(
      data().subheadings.all().map((e) => ({ code: e.code, duty: duty(e.code).duty })),
      { ...source, name: `${info.source}; chapter averages over the HS 2022 subheadings` },
      info.vintage,
      'duties of the dutiable groups (not computed)',
    ),
  );

  const schedule: DestinationSchedule = {
    ...info,
    firstDate: config.firstDate,
    // The law holds until it changes: no end is known; past firstDate the warning says so.
    exactThrough: null,
    pastVintage: null,
    nationalCodeLengths: [8, 10],
    nationalChapters: [],
    load() {
      const { groups, subheadings } = data();
      const dutiable = subheadings.all().filter((e) => groupOf(e.code)).length;
      return `${config.country} by law ${subheadings.size} HS 2022 subheadings (${dutiable} in ${new Set(groups.map((g) => g.group)).size} dutiable groups)`;
    },
    covers: (destination) => destination === config.country,
    lines(code, _ctx, limit = Infinity) {
      const found = lines(code);
      return { total: found.length, answers: found.slice(0, limit).map(answer) };
    },
    nationalLines: () => [],
    nationalTitle: () => null,
    hasPreferencesFor: () => false,
    warnings: (asOf) =>
      editionWarnings(
        schedule,
        asOf,
        config.firstDate,
        `The data states the law of ${config.country} as in force from ${config.firstDate}; amendments after that day are not in it, so the answer is the last known state: check the law in force on ${asOf}.`,
      ),
    notes(ctx) {
      const notes = [...config.notes];
      if (ctx.code.length > 6) notes.push(`${ctx.code} is read as its HS 2022 subheading ${ctx.code.slice(0, 6)}: the duty does not depend on the national digits.`);
      return notes;
    },
    priceNote: () => config.priceNote,
    chapterAverages,
    entryFees: () => ({ rules: [], notIncluded: config.notIncluded }),
    ...(config.importVat ? { importVat: config.importVat } : {}),
  };
  return schedule;
}
