import { perDistinctText } from '../../reference/csv.js';
import { adValoremDuty, otherDuty } from '../rate-text.js';
import type { TariffDuty } from '../types.js';

// Reads one rate cell of Viet Nam's tariff (data/tariffs/SOURCE.md, file 9) into the contract's
// duty shape, for goods of one origin:
//   10, 7.5, 10,9 (a decimal comma)  ad valorem percent;
//   *                                the line is excluded from the agreement's concessions;
//   0(-KH, ID), 0 (-KR), 0(-KH, PH, )  the rate, except for goods of the members named (a trailing comma as printed);
//   25,4; M: 31,8                    a rate, and a second one for goods of Mexico (CPTPP);
//   40 (NHN: 80)                     a tariff-rate quota: in-quota and out-of-quota (ngoài hạn ngạch) rates;
//   0(-MM)(GIC)                      (GIC): on the agreement's list of goods of the Gaeseong Industrial Complex;
//   0/8, 7,5/10/7,5                  several rates for goods of the line (the agreement's schedule splits it):
//                                    one rate when every part is the same, else shown and not computed;
//   0 (-MM, TH)/0, 0/0(-LA, KR)      a split whose parts name their own exclusions: goods of a member
//                                    excluded from every part are excluded, from some parts not computed;
//   Q, and anything else             shown as published, never computed.
// An empty cell lists no rate for the line.

export interface TariffQuota {
  inQuota: string;
  outOfQuota: string;
}

export type VnReading =
  | { kind: 'none' }
  | { kind: 'excluded'; text: string }
  | { kind: 'origin_excluded'; text: string; origins: string[] }
  | { kind: 'rate'; text: string; duty: TariffDuty; quota: TariffQuota | null; notes: string[] };

/** Members named by a letter after ";" (CPTPP's second figure). */
const MEMBER_LETTERS: Record<string, string> = { M: 'MX' };

const NUMBER = /^\d+(?:[.,]\d+)?$/;
const pct = (text: string) => text.replace(',', '.').replace(/^(\d+)\.0+$/, '$1');

const SPLIT_NOTE = 'Several rates for goods of this line (the agreement\'s schedule splits it, "%s"): the rate depends on the goods, so it is not computed; see the text.';
const UNREAD_NOTE = 'A form of rate this API does not read ("%s"); see the published text.';
const SPLIT_EXCLUDED_NOTE = 'Several rates for goods of this line (the agreement\'s schedule splits it, "%s"), and goods of %o are excluded from some parts: the rate depends on the goods, so it is not computed; see the text.';
const GIC_NOTE = 'Marked (GIC): the line is on the agreement\'s list of goods of the Gaeseong Industrial Complex that may count as originating in Korea.';

/** A rate, a tariff-rate quota or a split rate: the part of a cell left after the origin's figure and its exclusions. */
function readRate(text: string, whole: string, notes: string[]): VnReading {
  if (text === '*') return { kind: 'excluded', text: whole };
  if (NUMBER.test(text)) return { kind: 'rate', text: whole, duty: adValoremDuty(whole, pct(text)), quota: null, notes };
  const quota = /^(\d+(?:[.,]\d+)?)\s*\(NHN:\s*(\d+(?:[.,]\d+)?)\)$/.exec(text);
  if (quota) {
    const inQuota = pct(quota[1]!);
    const outOfQuota = pct(quota[2]!);
    const duty = adValoremDuty(whole, inQuota);
    return { kind: 'rate', text: whole, duty: { ...duty, note: `In-quota rate ${inQuota} %; outside the tariff-rate quota ${outOfQuota} %.` }, quota: { inQuota, outOfQuota }, notes };
  }
  const parts = text.split('/').map((p) => p.trim());
  if (parts.length > 1) {
    if (parts.every((p) => p === parts[0]) && NUMBER.test(parts[0]!)) {
      return { kind: 'rate', text: whole, duty: adValoremDuty(whole, pct(parts[0]!)), quota: null, notes: [...notes, `Printed "${text}": every part of the line has this rate.`] };
    }
    if (parts.every((p) => p === '*')) return { kind: 'excluded', text: whole };
    return { kind: 'rate', text: whole, duty: otherDuty(whole, SPLIT_NOTE.replace('%s', text)), quota: null, notes };
  }
  return { kind: 'rate', text: whole, duty: otherDuty(whole, UNREAD_NOTE.replace('%s', text)), quota: null, notes };
}

const cellCache = new Map<string, VnReading>();

/** A preferential cell for goods of `origin` (ISO alpha-2); read once per distinct cell and origin (readings are never mutated). */
export function readVnCell(cell: string, origin: string): VnReading {
  const key = `${origin}\u0000${cell}`;
  let reading = cellCache.get(key);
  if (!reading) {
    reading = readCell(cell, origin);
    cellCache.set(key, reading);
  }
  return reading;
}

/** "0 (-KH, ID)", "0(-KH, MY, PH, )": a rate except for goods of the members named (a trailing comma as printed); one part of a split cell. */
const EXCEPT = /^(.*?)\s*\(-\s*([A-Z]{2}(?:\s*,\s*[A-Z]{2})*)\s*,?\s*\)$/;

function readCell(cell: string, origin: string): VnReading {
  let text = cell.trim();
  if (text === '') return { kind: 'none' };
  const notes: string[] = [];
  // "25,4; M: 31,8": the second figure is for the member named.
  const second = /^(.*?);\s*([A-Z]):\s*(.*)$/.exec(text);
  if (second) text = (MEMBER_LETTERS[second[2]!] === origin ? second[3]! : second[1]!).trim();
  if (/\(GIC\)/.test(text)) {
    notes.push(GIC_NOTE);
    text = text.replace(/\s*\(GIC\)\s*/g, '').trim();
  }
  // A split cell ("0 (-MM, TH)/0", "0(-KH, MY)/0(-LA, KR)") names its exclusions part by part.
  const parts = text.split('/').map((part) => {
    const except = EXCEPT.exec(part.trim());
    const origins = except ? except[2]!.split(',').map((c) => c.trim()) : [];
    return { text: except ? except[1]!.trim() : part.trim(), origins, excluded: origins.includes(origin) };
  });
  const shut = parts.filter((p) => p.excluded);
  if (shut.length === parts.length) return { kind: 'origin_excluded', text: cell, origins: [...new Set(shut.flatMap((p) => p.origins))] };
  if (shut.length > 0) {
    return { kind: 'rate', text: cell, duty: otherDuty(cell, SPLIT_EXCLUDED_NOTE.replace('%s', cell).replace('%o', origin)), quota: null, notes };
  }
  return readRate(parts.map((p) => p.text).join('/'), cell, notes);
}

const CHAPTER_98_NOTE =
  'The rate is set in chapter 98 of Viet Nam\'s tariff, under the conditions the text names ("%s": as guided in that provision of chapter 98); chapter 98 is not in the data, so it is not computed.';

export interface VnMfn {
  duty: TariffDuty;
  quota: TariffQuota | null;
  /** The cell is a text the data cannot turn into a rate (a reference to chapter 98). */
  requiresReview: boolean;
}

/**
 * The MFN cell: a percentage; a tariff-rate quota, whose out-of-quota rate is the duty (the rate
 * every importer without a quota allocation pays; the in-quota rate is in `quota`); or a reference to
 * chapter 98, shown and not computed.
 */
export const readVnMfn: (cell: string) => VnMfn = perDistinctText(readMfn);


function readMfn(cell: string): VnMfn {
  const text = cell.trim();
  if (NUMBER.test(text)) return { duty: adValoremDuty(cell, pct(text)), quota: null, requiresReview: false };
  const quota = /^(\d+(?:[.,]\d+)?)\s*\(NHN:\s*(\d+(?:[.,]\d+)?)\)$/.exec(text);
  if (quota) {
    const inQuota = pct(quota[1]!);
    const outOfQuota = pct(quota[2]!);
    const duty = adValoremDuty(cell, outOfQuota);
    return {
      duty: { ...duty, note: `Tariff-rate quota: ${inQuota} % within Viet Nam's quota (allocated to importers by licence), ${outOfQuota} % outside it (NHN, ngoài hạn ngạch); the out-of-quota rate is the duty.` },
      quota: { inQuota, outOfQuota },
      requiresReview: false,
    };
  }
  const note = /Chương 98/.test(text) ? CHAPTER_98_NOTE.replace('%s', text) : UNREAD_NOTE.replace('%s', text);
  return { duty: otherDuty(cell, note), quota: null, requiresReview: true };
}
