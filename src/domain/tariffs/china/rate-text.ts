import { perDistinctText } from '../../reference/csv.js';
import { adValoremDuty, decimalText, otherDuty } from '../rate-text.js';
import type { TariffDuty } from '../types.js';
import { MARKER } from './tariff-file.js';

// Reads one rate cell of China's 2026 tariff (data/tariffs/SOURCE.md, file 12) into the contract's
// duty shape:
//   6, 1.2          ad valorem percent (0: free);
//   8∆6             the MFN rate 8 with the provisional rate (暂定税率) 6, which applies in its place;
//   ①, 65①, 20∆①    a footnote marker of the schedule (its footnotes set tariff-rate quotas and
//                   specific or compound duties): the footnote's text is not in the data, so the rate
//                   is shown as printed and never computed, saying what it needs.
// An empty preferential cell lists no rate (records.ts tells an absent rate from one the source lost).

const NUMBER = /^\d+(?:\.\d+)?$/;
const MARKERS = new RegExp(MARKER, 'g');
const PROVISIONAL = '\u2206';

const NEEDS =
  "The schedule's footnotes set tariff-rate quotas and specific or compound duties; their text is not in the data, so the rate is not computed. It needs the footnote's text from the published tariff: for a tariff-rate quota, the in-quota rate and the importer's quota allocation; for a specific or compound duty, the amount per unit and the quantity or weight of the goods.";

function markersOf(text: string): string {
  return (text.match(MARKERS) ?? []).join(' and ');
}

/** A rate written with a footnote marker: shown, not computed, with the marker and what it needs. */
function footnoteDuty(text: string, what: string): TariffDuty {
  const markers = markersOf(text);
  return otherDuty(text, `${what} ("${text}": footnote ${markers} of China's 2026 tariff). ${NEEDS}`);
}

export interface CnMfn {
  /** The applied MFN duty: the provisional rate where the line has one. */
  duty: TariffDuty;
  /** A footnote marker stands for the applied rate: shown, not computed. */
  requiresReview: boolean;
}

/** The MFN cell, read once per distinct text (readings are never mutated). */
export const readCnMfn: (cell: string) => CnMfn = perDistinctText(readMfn);

function readMfn(text: string): CnMfn {
  const [mfn = '', provisional = null] = text.split(PROVISIONAL);
  if (provisional === null) {
    if (NUMBER.test(mfn)) return { duty: adValoremDuty(text, decimalText(mfn)), requiresReview: false };
    const printed = /^(\d+(?:\.\d+)?)/.exec(mfn)?.[1];
    return { duty: footnoteDuty(text, printed === undefined ? 'The MFN rate is a footnote' : `The MFN rate is printed ${printed} with a footnote`), requiresReview: true };
  }
  if (NUMBER.test(provisional)) {
    const duty = adValoremDuty(text, decimalText(provisional));
    return { duty: { ...duty, note: `The MFN rate ${NUMBER.test(mfn) ? `${mfn} %` : `"${mfn}"`} with the provisional rate (暂定税率) ${provisional} %, which applies in its place.` }, requiresReview: false };
  }
  const what = NUMBER.test(mfn) ? `The MFN rate is ${mfn} %, and the provisional rate that applies in its place is a footnote` : 'The MFN rate and the provisional rate that applies in its place are footnotes';
  return { duty: footnoteDuty(text, what), requiresReview: true };
}

const preferenceCache = new Map<string, TariffDuty | null>();

/** An agreement's cell (`agreement` names it in a note, "the China-Korea FTA"): its duty, or null when the cell is empty. */
export function readCnPreference(cell: string, agreement: string): TariffDuty | null {
  const key = `${agreement}\u0000${cell}`;
  let duty = preferenceCache.get(key);
  if (duty === undefined) {
    duty = cell === '' ? null : NUMBER.test(cell) ? adValoremDuty(cell, decimalText(cell)) : footnoteDuty(cell, `The rate of ${agreement} is a footnote`);
    preferenceCache.set(key, duty);
  }
  return duty;
}
