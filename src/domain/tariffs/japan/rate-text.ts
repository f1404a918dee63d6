import { perDistinctText } from '../../reference/csv.js';
import { NUM, alternativeDuty, decimalText as num, dutyInEnglish, otherDuty as other, partsDuty } from '../rate-text.js';
import type { DutyParts as Parts } from '../rate-text.js';
import type { TariffDuty, TariffSpecificDuty } from '../types.js';

// Reads one rate cell of Japan's schedule into the contract's duty shape:
//   無税 (free), 10.9%, 361円/kg, 25%＋63円/kg (compound), 6.40円/l, 934円/kl, 4,800円/足 (per pair),
//   45,000円/頭 (per head), 290.70円/1,000本, 930円/MT, and "A又はBのうちいずれか高い税率" (A or B,
//   whichever is higher; or lower), whose parts are any of the above.
// A cell in parentheses is listed but not applied, because a lower rate applies (the schedule's
// convention); it is read all the same, so the reason can name it. Everything else is kept as
// published, never computed: a mark whose meaning the data does not give (*, **, ◎, ※, ●, ◆n), a
// range over the goods of the line (〜), "非譲許" (not conceded), texts with conditions on several
// lines (tariff quotas, a description of the goods, the country treated), reference prices
// (課税価格: the customs value enters the formula) and duties per square metre (the API takes no area).
// Each duty answered carries its English rendering beside the Japanese text (withEnglish).

export interface JpRateReading {
  /** The cell as published. */
  text: string;
  /** Printed in parentheses: listed, not applied. */
  parenthesised: boolean;
  /** Marks before the rate or after it (◆3), which the data does not explain. */
  marks: string[];
  duty: TariffDuty;
}

/** 円/ unit -> [per, unit] of the contract. */
const YEN_UNITS: Record<string, [string, TariffSpecificDuty['unit']]> = {
  kg: ['1', 'kg'],
  l: ['1', 'liter'],
  kl: ['1000', 'liter'],
  MT: ['1', 'tonne'],
  頭: ['1', 'item'],
  本: ['1', 'item'],
  '1,000本': ['1000', 'item'],
  枚: ['1', 'item'],
  足: ['1', 'pair'],
};

/** One part: 無税, N%, N円/unit. */
function readPart(part: string): Parts | 'area' | null {
  if (part === '無税') return { adValorem: '0', specific: [] };
  let m = new RegExp(`^${NUM}%$`).exec(part);
  if (m) return { adValorem: num(m[1]!), specific: [] };
  m = new RegExp(`^${NUM}円/(.+)$`).exec(part);
  if (!m) return null;
  if (m[2] === '㎡') return 'area';
  const unit = YEN_UNITS[m[2]!];
  if (!unit) return null;
  return { adValorem: null, specific: [{ amount: num(m[1]!), currency: 'JPY', per: unit[0], unit: unit[1], text: part }] };
}

/** Parts joined by ＋ (at most one ad valorem part). */
function readSum(text: string): Parts | 'area' | null {
  const out: Parts = { adValorem: null, specific: [] };
  for (const piece of text.split('+')) {
    const part = readPart(piece);
    if (part === null || part === 'area') return part;
    if (part.adValorem !== null) {
      if (out.adValorem !== null) return null;
      out.adValorem = part.adValorem;
    }
    out.specific.push(...part.specific);
  }
  return out;
}

const AREA_NOTE = 'Part of this duty is per square metre (円/㎡); the API takes no area, so it is not computed: see the text.';
const MARK_NOTE = 'The schedule marks this rate (%s); the data does not say what the mark means (a tariff quota, a special provision), so it is not computed: see the text and check with Japan Customs.';
const CONDITION_NOTE =
  'The rate depends on a condition stated in the text (a tariff quota, a description of the goods, the country treated, a period or a formula on the customs value), so it is not computed: see the text.';
const RANGE_NOTE =
  'A range over the goods of this line (the agreement\'s schedule is finer than the line) or "not conceded" (非譲許) for some of them: the rate depends on the goods, so it is not computed.';

/** Reads a cell (cached per distinct text; readings are never mutated). */
export const readJpRate: (text: string) => JpRateReading = perDistinctText(read);

function read(text: string): JpRateReading {
  let core = text.trim();
  const marks: string[] = [];
  const lead = /^([*＊※◎●]+)/.exec(core);
  if (lead) {
    marks.push(lead[1]!);
    core = core.slice(lead[1]!.length).trim();
  }
  const note = /\s*(◆\d+)$/.exec(core);
  if (note) {
    marks.push(note[1]!);
    core = core.slice(0, note.index).trim();
  }
  // Whole cell in parentheses (half- or full-width, sometimes mixed).
  const whole = /^[(（].*[)）]$/s.test(core) && !/[)）].*[(（]/s.test(core.slice(1, -1));
  // A range whose every rate is in parentheses ("(無税)〜(12%)", "(3%)〜(6%)又は(8.8円/kg)") is listed, not applied, too.
  const parenthesised = whole || (/[(（]/.test(core) && core.replace(/[(（][^()（）]*[)）]/g, '').replace(/[\s〜、]|又は/g, '') === '');
  if (whole) core = core.slice(1, -1).trim();
  const reading = (duty: TariffDuty): JpRateReading => ({ text, parenthesised, marks, duty });
  if (marks.length > 0) return reading(other(text, MARK_NOTE.replace('%s', marks.join(' '))));
  if (/〜|非譲許/.test(core)) return reading(other(text, RANGE_NOTE));
  // Line breaks and spaces inside a plain rate ("29.8%+\n915円/kg") carry nothing.
  const flat = core.replace(/\s+/g, '').replace(/＋/g, '+');
  if (/課税価格|[^\x00-\x7F円㎡頭本枚足又はのうちいずれか高低い税率]/.test(flat.replace(/無税/g, ''))) return reading(other(text, CONDITION_NOTE));
  const choice = /^(.+)又は(.+)のうちいずれか(高|低)い税率$/.exec(flat);
  if (choice) {
    const options = [readSum(choice[1]!), readSum(choice[2]!)];
    if (options.includes('area')) return reading(other(text, AREA_NOTE));
    if (options.some((o) => o === null)) return reading(other(text, CONDITION_NOTE));
    const rule = choice[3] === '高' ? 'higher' : 'lower';
    return reading(alternativeDuty(text, options as Parts[], rule, rule === 'higher' ? 'The higher of the rates applies ("whichever is higher").' : 'The lower of the rates applies ("whichever is lower").'));
  }
  const parts = readSum(flat);
  if (parts === 'area') return reading(other(text, AREA_NOTE));
  if (parts === null) return reading(other(text, CONDITION_NOTE));
  return reading(partsDuty(text, parts));
}

/**
 * A duty of Japan's schedule as answered: `text` stays the schedule's Japanese wording (the source),
 * `text_en` says the same in English from the parts read (tariffs/rate-text.ts dutyInEnglish), in
 * parentheses when the cell is printed so (listed, not applied).
 */
export function withEnglish(duty: TariffDuty, parenthesised = false): TariffDuty {
  const { kind, text, ...parts } = duty;
  return { kind, text, text_en: inEnglish(duty, parenthesised), ...parts };
}

/** A cell's rate in English (a rate column's `text_en`); null for a text not read into parts. */
export function inEnglish(duty: TariffDuty, parenthesised: boolean): string | null {
  const english = dutyInEnglish(duty);
  return english !== null && parenthesised ? `(${english})` : english;
}
