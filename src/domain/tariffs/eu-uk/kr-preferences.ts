import { KR_FTA_LICENCE, KR_FTA_SOURCE, KR_FTA_VINTAGE, krPreferenceCovering, krPreferencesUnder, krQuotaFor } from './kr-fta-file.js';
import type { KrPreferenceRow } from './kr-fta-file.js';
import type { ScheduleInfo } from '../destination-schedule.js';
import type { TariffLine } from '../national-lines.js';
import { duty } from '../records.js';
import type { TariffDuty, TariffRateRecord } from '../types.js';

// Preferential duties for goods of Korean origin into the EU and the UK, from the EU-Korea FTA
// schedule as the UK carried it over in 2019 (data/trade-agreements/SOURCE.md). Every record made
// here is an estimate and says so: for the EU it is not TARIC, for the UK it predates the UK Global Tariff.

const AGREEMENT = {
  eu_cet: { name: 'EU-Korea Free Trade Agreement (in force 2011-07-01)', short: 'EU-Korea FTA' },
  uk_global_tariff: { name: 'UK-Korea Free Trade Agreement (in force 2021-01-01; carries over the EU-Korea FTA schedule)', short: 'UK-Korea FTA' },
} as const;

export const KR_EU_UK_CONDITION =
  'Proof of origin: an origin declaration on the invoice or another commercial document by an approved exporter (the origin protocol of the EU-Korea FTA, carried over by the UK-Korea FTA); the goods must meet its rules of origin.';

const ESTIMATE_NOTE = {
  eu_cet: 'Estimate: derived from the UK\'s 2019 copy of the EU-Korea FTA schedule, not from TARIC.',
  uk_global_tariff: 'Estimate: from the UK\'s 2019 reference document for the UK-Korea FTA, before the UK Global Tariff.',
} as const;

export type KrEuUkPreference =
  | { kind: 'preference'; record: TariffRateRecord }
  | { kind: 'excluded'; reason: string }
  | { kind: 'mfn_free' }
  | { kind: 'not_covered'; reason: string };

type EuUk = keyof typeof AGREEMENT;

/** "30/6/2026" -> "2026-06-30". */
function isoDate(d: string, m: string, y: string): string {
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

const ENTRY_PRICE = /^Entry Price - 0\.00% \+ Specific 100%$/;

interface Segment {
  text: string;
  validUntil: string | null;
  then: string | null;
}

/** The part of a dated preference text that applies on `asOf` ("To 30/6/2026: A From 1/7/2026: B"). */
export function preferenceSegment(text: string, asOf: string): Segment {
  const m = text.match(/^To (\d{1,2})\/(\d{1,2})\/(\d{4}):\s*(.*?)\s*From (\d{1,2})\/(\d{1,2})\/(\d{4}):\s*(.*)$/);
  if (!m) {
    // A branch of the text limited in time ("From 1/7/2021 to 30/6/2031: ... From 1/7/2031: 0.00%"): past its end, all branches are 0 %.
    const inner = text.match(/to (\d{1,2})\/(\d{1,2})\/(\d{4}):.*From (\d{1,2})\/(\d{1,2})\/(\d{4}): 0\.00%$/);
    if (!inner) return { text, validUntil: null, then: null };
    const end = isoDate(inner[1]!, inner[2]!, inner[3]!);
    return asOf <= end ? { text, validUntil: end, then: `from ${isoDate(inner[4]!, inner[5]!, inner[6]!)}: 0.00%` } : { text: '0.00%', validUntil: null, then: null };
  }
  const end = isoDate(m[1]!, m[2]!, m[3]!);
  if (asOf <= end) return { text: m[4]!, validUntil: end, then: `from ${isoDate(m[5]!, m[6]!, m[7]!)}: ${m[8]!}` };
  return preferenceSegment(m[8]!, asOf);
}

function segmentDuty(text: string): TariffDuty {
  if (text === '0.00%') return duty('0.00%');
  if (ENTRY_PRICE.test(text)) {
    return {
      kind: 'other',
      text,
      ad_valorem_pct: '0',
      specific: [],
      seasons: null,
      needs: [],
      computable: false,
      note: 'Entry price system: the ad valorem part of the MFN duty is 0 %; its specific part applies in full (100 %), depending on the entry price of the consignment. Not computed.',
    };
  }
  // Every percentage in the text is 0.00 %: the ad valorem part is 0 whichever branch applies.
  const percents = [...text.matchAll(/(\d+\.\d+)%/g)].map((m) => m[1]);
  return {
    kind: 'other',
    text,
    ad_valorem_pct: percents.length > 0 && percents.every((p) => p === '0.00') ? '0' : null,
    specific: [],
    seasons: null,
    needs: [],
    computable: false,
    note: 'The preferential duty depends on a condition of the goods (such as the variety, or which 10-digit line they fall under); see the text. Not computed.',
  };
}

function record(line: TariffLine, schedule: EuUk, row: KrPreferenceRow, asOf: string, fallback: string | null): TariffRateRecord {
  const segment = preferenceSegment(row.duty, asOf);
  const quota = krQuotaFor(line.code);
  const notes = [
    ESTIMATE_NOTE[schedule],
    row.code === line.code || fallback ? null : `Schedule row ${row.code} covers this line.`,
    fallback,
    segment.validUntil ? `This rate applies until ${segment.validUntil}; ${segment.then}.` : null,
    quota ? `Tariff quota ${quota.quota} (${quota.volume} a year at ${quota.duty}) covers this line; the preference as listed applies.` : null,
  ].filter((n): n is string => n !== null);
  return {
    type: 'preferential',
    basis: 'line',
    precision: 'estimate',
    national_code: line.code,
    description: line.description,
    duty: segmentDuty(segment.text),
    program: { symbol: 'KR', name: AGREEMENT[schedule].name },
    year: null,
    source: { name: KR_FTA_SOURCE, vintage: KR_FTA_VINTAGE, licence: KR_FTA_LICENCE },
    reason: null,
    note: notes.join(' '),
    condition: KR_EU_UK_CONDITION,
    valid_until: segment.validUntil,
  };
}

const RICE = /\brice\b/i;

/**
 * The preference of a Korean good on an EU or UK line on `asOf`: the schedule row whose prefix
 * covers the code (longest prefix); no row and the MFN is free: nothing to prefer; rice and rice
 * products: excluded by the agreement (MFN); no row for a dutiable line whose code changed since
 * 2019: the rate of the subheading or heading when every row of the schedule there is 0 %.
 */
export function krEuUkPreference(line: TariffLine, schedule: ScheduleInfo, mfnFree: boolean, asOf: string): KrEuUkPreference {
  const id = schedule.id as EuUk;
  const row = krPreferenceCovering(line.code);
  if (row) return { kind: 'preference', record: record(line, id, row, asOf, null) };
  const children = krPreferencesUnder(line.code);
  if (children.length > 0) return { kind: 'preference', record: splitRecord(line, id, children, asOf) };
  if (mfnFree) return { kind: 'mfn_free' };
  if (line.code.startsWith('1006') || RICE.test(line.description)) {
    return { kind: 'excluded', reason: `Rice and rice products are excluded from the ${AGREEMENT[id].short}: the MFN duty applies.` };
  }
  for (const level of [6, 4]) {
    const rows = krPreferencesUnder(line.code.slice(0, level));
    if (rows.length > 0 && rows.every((r) => r.duty === '0.00%')) {
      const fallback = `The 2019 schedule has no row for ${line.code} (its code changed since); every row of ${level === 6 ? 'subheading' : 'heading'} ${line.code.slice(0, level)} is 0 %, and that rate is used.`;
      return { kind: 'preference', record: record(line, id, rows[0]!, asOf, fallback) };
    }
  }
  return { kind: 'not_covered', reason: `The 2019 schedule of the ${AGREEMENT[id].short} has no row covering ${line.code}: the MFN duty is used.` };
}

/** A line whose 10-digit lines have rows of their own: one record if they agree on `asOf`, else their texts side by side. */
function splitRecord(line: TariffLine, schedule: EuUk, children: KrPreferenceRow[], asOf: string): TariffRateRecord {
  const segments = children.map((c) => ({ code: c.code, ...preferenceSegment(c.duty, asOf) }));
  const first = segments[0]!;
  if (segments.every((s) => s.text === first.text && s.validUntil === first.validUntil)) {
    return record(line, schedule, children[0]!, asOf, `Every 10-digit line under ${line.code} has this rate (rows ${children.map((c) => c.code).join(', ')}).`);
  }
  const text = segments.map((s) => `${s.code}: ${s.text}${s.validUntil ? ` (until ${s.validUntil})` : ''}`).join('; ');
  const base = record(line, schedule, children[0]!, asOf, `The 10-digit lines under ${line.code} have different preferential duties: give the 10-digit code.`);
  return { ...base, duty: segmentDuty(text), valid_until: null, note: base.note?.replace(/ This rate applies until [^;]*; [^.]*\./, '') ?? null };
}
