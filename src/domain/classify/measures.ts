import { normalise } from './text.js';

// Numbers with units. Many subheadings differ only by a measure ("cylinder capacity over 1500 but
// not over 3000cc", "of a thickness exceeding 10mm"): words cannot tell them apart, the measure can.
// The nomenclature's texts give ranges (rangesOf), a description gives quantities (quantitiesOf);
// measure-verdicts.ts says which subheadings of a heading the description's quantities fit.

export type Dimension = 'length' | 'volume' | 'mass' | 'power' | 'apparent_power' | 'voltage' | 'areal_mass' | 'linear_density';

/** What a measure is of: two lengths (a thickness and a width) are not compared with each other. */
export type Attribute = 'thickness' | 'width' | 'length' | 'height' | 'diameter' | 'circumference' | 'capacity' | 'weight' | 'power' | 'voltage';

export interface Interval {
  /** In the dimension's base unit (mm, cm3, g, W, VA, V, g/m2, decitex). */
  min: number;
  max: number;
  minOpen: boolean;
  maxOpen: boolean;
}

/** A range of a nomenclature text ("of a thickness of 4.75mm or more but not exceeding 10mm"). */
export interface MeasuredRange extends Interval {
  dimension: Dimension;
  attribute: Attribute | null;
}

/** A quantity of a description ("2.0 l", "12 mm thick", "3-5 kg": an interval when a span is given). */
export interface Quantity {
  dimension: Dimension;
  attribute: Attribute | null;
  min: number;
  max: number;
  /** The words of the description it was read from. */
  text: string;
}

/** Units (lower case, after NFKC: ㎜ → mm, m² → m2) with their dimension and size in its base unit. */
const UNITS: Readonly<Record<string, readonly [Dimension, number]>> = Object.fromEntries(
  (
    [
      [['µm', 'μm', 'um', 'micron', 'microns', 'micrometre', 'micrometres', 'micrometer', 'micrometers'], 'length', 0.001],
      [['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'], 'length', 1],
      [['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'], 'length', 10],
      [['m', 'metre', 'metres', 'meter', 'meters'], 'length', 1000],
      [['inch', 'inches'], 'length', 25.4],
      [['cc', 'cm3', 'ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'], 'volume', 1],
      [['l', 'litre', 'litres', 'liter', 'liters', 'ltr'], 'volume', 1000],
      [['m3'], 'volume', 1e6],
      [['g', 'gram', 'grams', 'gramme', 'grammes'], 'mass', 1],
      [['kg', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kgs'], 'mass', 1000],
      [['t', 'tonne', 'tonnes'], 'mass', 1e6],
      [['w', 'watt', 'watts'], 'power', 1],
      [['kw', 'kilowatt', 'kilowatts'], 'power', 1000],
      [['hp'], 'power', 745.7],
      [['va'], 'apparent_power', 1],
      [['kva'], 'apparent_power', 1000],
      [['mva'], 'apparent_power', 1e6],
      [['v', 'volt', 'volts'], 'voltage', 1],
      [['kv', 'kilovolt', 'kilovolts'], 'voltage', 1000],
      [['g/m2', 'gsm'], 'areal_mass', 1],
      [['decitex', 'dtex'], 'linear_density', 1],
      [['tex'], 'linear_density', 10],
    ] as const
  ).flatMap(([names, dimension, size]) => names.map((n) => [n, [dimension, size] as const])),
);

const UNIT = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[/]/g, '\\/'))
  .join('|');
/** 1,250 (thousands) and 2,0 (a decimal comma) are told apart by the three digits after the comma. */
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
/**
 * A unit ends where no Latin letter, digit, slash or word-joining hyphen follows ("2 t-shirts" has
 * no tonnes, "78ml/g" is no volume); a Korean particle may follow ("12mm의").
 */
const UNIT_END = String.raw`(?![\p{Script=Latin}\d/]|-\p{L})`;

function parseNumber(text: string): number {
  return Number(/^\d{1,3}(?:,\d{3})+/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.'));
}

/** Words that say what a measure is of, as descriptions and the nomenclature write them. */
const ATTRIBUTE_WORDS: Readonly<Record<string, Attribute>> = {
  thickness: 'thickness', thick: 'thickness', thicker: 'thickness', thinner: 'thickness',
  width: 'width', wide: 'width',
  length: 'length', long: 'length',
  height: 'height', high: 'height', tall: 'height',
  diameter: 'diameter', dia: 'diameter', bore: 'diameter',
  circumference: 'circumference',
  capacity: 'capacity', displacement: 'capacity', cylinder: 'capacity', engine: 'capacity', holding: 'capacity', content: 'capacity', volume: 'capacity',
  weight: 'weight', weighing: 'weight', weighs: 'weight', weigh: 'weight', gvw: 'weight', mass: 'weight',
  power: 'power', output: 'power', rated: 'power',
  voltage: 'voltage',
};

/** The same in Korean (두께 thickness, 폭 width, 배기량 engine displacement...), read at the start of a word, before its particle. */
const KOREAN_ATTRIBUTE_WORDS: readonly (readonly [string, Attribute])[] = [
  ['두께', 'thickness'], ['폭', 'width'], ['너비', 'width'], ['길이', 'length'], ['높이', 'height'], ['지름', 'diameter'], ['직경', 'diameter'],
  ['둘레', 'circumference'], ['배기량', 'capacity'], ['용량', 'capacity'], ['용적', 'capacity'], ['무게', 'weight'], ['중량', 'weight'],
  ['출력', 'power'], ['전압', 'voltage'],
];

function attributeOf(word: string): Attribute | null {
  return ATTRIBUTE_WORDS[word] ?? KOREAN_ATTRIBUTE_WORDS.find(([k]) => word.startsWith(k) && word.length <= k.length + 2)?.[1] ?? null;
}

/** What each dimension can measure: an "output" next to a volume says nothing about the volume. */
const ATTRIBUTES_OF: Readonly<Record<Dimension, readonly Attribute[]>> = {
  length: ['thickness', 'width', 'length', 'height', 'diameter', 'circumference'],
  volume: ['capacity'],
  mass: ['weight', 'capacity'],
  power: ['power'],
  apparent_power: ['power'],
  voltage: ['voltage'],
  areal_mass: ['weight'],
  linear_density: [],
};

/** Words that say what a measure is of when they follow it ("8 mm thick", "50l capacity"). */
const AFTER_WORDS = new Set(['thick', 'wide', 'long', 'high', 'tall', 'diameter', 'capacity', 'in']);

function attributeIn(words: string[], dimension: Dimension): Attribute | null {
  for (let i = words.length - 1; i >= 0; i--) {
    const attribute = attributeOf(words[i]!);
    if (attribute && ATTRIBUTES_OF[dimension].includes(attribute)) return attribute;
  }
  return null;
}

/** The attribute named by the first words after a measure ("12 mm thick", "5 cm in diameter"). */
function attributeAfter(words: string[], dimension: Dimension): Attribute | null {
  const first = words[0] === 'in' ? words.slice(0, 2) : words.slice(0, 1);
  return first.every((w) => AFTER_WORDS.has(w) || attributeOf(w) === 'diameter') ? attributeIn(first, dimension) : null;
}

const words = (text: string) => text.match(/[\p{L}]+/gu) ?? [];

// --- The nomenclature's ranges ---

/** Comparisons before a number: [phrase, which bound it sets, whether the bound itself is out]. */
const BEFORE: readonly (readonly [string, 'min' | 'max', boolean])[] = [
  ['not exceeding', 'max', false], ['not over', 'max', false], ['not more than', 'max', false], ['not greater than', 'max', false],
  ['not thicker than', 'max', false], ['not less than', 'min', false], ['not under', 'min', false], ['at least', 'min', false],
  ['exceeding', 'min', true], ['exceeds', 'min', true], ['over', 'min', true], ['more than', 'min', true], ['greater than', 'min', true],
  ['thicker than', 'min', true], ['above', 'min', true], ['less than', 'max', true], ['under', 'max', true], ['below', 'max', true],
  ['thinner than', 'max', true], ['smaller than', 'max', true], ['larger than', 'min', true], ['up to', 'max', false],
];
const AFTER: readonly (readonly [string, 'min' | 'max'])[] = [
  ['or more', 'min'], ['or over', 'min'], ['or greater', 'min'], ['or thicker', 'min'], ['and over', 'min'], ['and more', 'min'], ['and above', 'min'],
  ['or less', 'max'], ['or thinner', 'max'], ['and under', 'max'], ['and less', 'max'],
];

const alternatives = (phrases: readonly (readonly [string, ...unknown[]])[]) => phrases.map(([p]) => p.replace(/ /g, '\\s+')).join('|');
/**
 * One bound: a comparison (a few words may follow it: "not exceeding a net weight of 1kg"), a
 * number, perhaps a unit, perhaps "or more"; "per" makes it a rate, not a measure.
 */
const BOUND = new RegExp(
  String.raw`(?:\b(${alternatives(BEFORE)})\s+((?:[\p{L}]+\s+){0,4}?))?(${NUMBER})\s*(?:(${UNIT})${UNIT_END})?(?!\s*per\b)(?:,?\s*(?:[\p{L}]+\s+)?\b(${alternatives(AFTER)})\b)?`,
  'gu',
);

/** A span: "weighing 40g/m2 to 150g/m2", "weight 40-150g/m2", "between 150 and 225g/m2". */
const SPAN = new RegExp(String.raw`(?:\bbetween\s+(${NUMBER})\s*(?:(${UNIT})${UNIT_END})?\s*and|(${NUMBER})\s*(?:(${UNIT})${UNIT_END})?\s*(?:-|–|\bto\b))\s*(${NUMBER})\s*(${UNIT})${UNIT_END}(?!\s*per\b)`, 'gu');

interface Bound {
  start: number;
  end: number;
  side: 'min' | 'max';
  value: number;
  open: boolean;
  unit: string | undefined;
  /** The comparison and the words after it ("not exceeding a net weight of"). */
  before: string;
}

function boundsOf(text: string): Bound[] {
  const out: Bound[] = [];
  for (const m of text.matchAll(BOUND)) {
    const [, beforeWords, between, number, unit, afterWords] = m;
    const before = beforeWords?.replace(/\s+/g, ' ');
    const after = afterWords?.replace(/\s+/g, ' ');
    const rule = before !== undefined ? BEFORE.find(([p]) => p === before) : undefined;
    const post = after !== undefined ? AFTER.find(([p]) => p === after) : undefined;
    if (!rule && !post) continue;
    let side = rule ? rule[1] : post![1];
    let open = rule ? rule[2] : false;
    // "with no side exceeding 255mm": the comparison is denied.
    if (rule && /\bno\s+[\p{L}]+\s+$/u.test(text.slice(Math.max(0, m.index - 20), m.index))) [side, open] = [side === 'min' ? 'max' : 'min', !open];
    out.push({ start: m.index, end: m.index + m[0].length, side, value: parseNumber(number!), open, unit, before: `${before ?? ''} ${between ?? ''}` });
  }
  return out;
}

/** The measured ranges of a nomenclature text, each with what it measures when the text says so. */
export function rangesOf(text: string): MeasuredRange[] {
  const plain = normalise(text);
  if (!/\d/.test(plain)) return [];
  const out: MeasuredRange[] = [];
  const attributeAt = (dimension: Dimension, start: number, end: number, extra = '') => {
    const clauseStart = Math.max(0, ...[',', ';', ':', '('].map((c) => plain.lastIndexOf(c, start)));
    return attributeIn(words(plain.slice(clauseStart, start)), dimension) ?? attributeIn(words(extra), dimension) ?? attributeIn(words(plain.slice(end, end + 20)).slice(0, 2), dimension);
  };
  // Spans first; their text is then blanked, so that their numbers are not read again as bounds.
  let rest = plain;
  for (const m of plain.matchAll(SPAN)) {
    const [whole, betweenLow, betweenUnit, low, lowUnit, high, unitName] = m;
    const unit = UNITS[unitName!]!;
    const first = UNITS[betweenUnit ?? lowUnit ?? unitName!] ?? unit;
    if (first[0] !== unit[0]) continue;
    const a = parseNumber((betweenLow ?? low)!) * first[1];
    const b = parseNumber(high!) * unit[1];
    out.push({ dimension: unit[0], attribute: attributeAt(unit[0], m.index, m.index + whole!.length), min: Math.min(a, b), max: Math.max(a, b), minOpen: false, maxOpen: false });
    rest = rest.slice(0, m.index) + ' '.repeat(whole!.length) + rest.slice(m.index + whole!.length);
  }
  const bounds = boundsOf(rest);
  for (let i = 0; i < bounds.length; i++) {
    const first = bounds[i]!;
    const next = bounds[i + 1];
    // "over 1500 but not over 3000cc", "50l or more capacity but not exceeding 300l": one range.
    const paired = next !== undefined && next.side !== first.side && /^\s*(?:[\p{L}]+\s+){0,2}(?:but|and)\s*$/u.test(plain.slice(first.end, next.start));
    const unitName = first.unit ?? (paired ? next.unit : undefined);
    const unit = unitName === undefined ? undefined : UNITS[unitName];
    if (!unit) continue;
    const range: MeasuredRange = { dimension: unit[0], attribute: null, min: 0, max: Number.POSITIVE_INFINITY, minOpen: false, maxOpen: false };
    for (const bound of paired ? [first, next] : [first]) {
      const boundUnit = UNITS[bound.unit ?? unitName!] ?? unit;
      if (boundUnit[0] !== unit[0]) continue;
      if (bound.side === 'min') [range.min, range.minOpen] = [bound.value * boundUnit[1], bound.open];
      else [range.max, range.maxOpen] = [bound.value * boundUnit[1], bound.open];
    }
    // What it measures: the words of its clause before it ("of a thickness of"), else those after ("50l or more capacity").
    range.attribute = attributeAt(unit[0], first.start, first.end, first.before);
    out.push(range);
    if (paired) i++;
  }
  return out;
}

// --- A description's quantities ---

/** "12 mm", "2.0 l", "1,250mm", "3-5 kg", "12 x 1,500 mm" (the unit of the last number goes to those before it). */
const QUANTITY = new RegExp(String.raw`(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?\s*-?\s*(?:(${UNIT})${UNIT_END})?(\s*[x×*]\s*)?`, 'gu');

/** At most this many distinct quantities are read: a description gives a few, and each is compared with every range of a heading. */
export const MAX_QUANTITIES = 12;

/**
 * The quantities a description gives, with what each is of when a word beside it says so ("8 mm
 * thick", "width 1,250 mm"): the first MAX_QUANTITIES distinct ones.
 */
export function quantitiesOf(description: string): Quantity[] {
  const text = normalise(description);
  if (!/\d/.test(text)) return [];
  const out: Quantity[] = [];
  /** Numbers of a "12 x 1,500 mm" chain still waiting for their unit. */
  let waiting: { min: number; max: number; start: number; end: number }[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const [whole, low, high, unitName, times] = m;
    // A number inside a word or a code ("a4", "8703.23") is no quantity.
    if (m.index > 0 && /[\p{Script=Latin}\d.]/u.test(text[m.index - 1]!)) {
      waiting = [];
      continue;
    }
    const a = parseNumber(low!);
    const b = high === undefined ? a : parseNumber(high);
    const item = { min: Math.min(a, b), max: Math.max(a, b), start: m.index, end: m.index + whole!.length - (times?.length ?? 0) };
    const unit = unitName === undefined ? undefined : UNITS[unitName];
    if (!unit) {
      if (times) waiting.push(item);
      else waiting = [];
      continue;
    }
    for (const q of [...waiting, item]) {
      if (out.length >= MAX_QUANTITIES) return out;
      const before = words(text.slice(Math.max(q.start - 40, text.lastIndexOf(',', q.start - 1) + 1), q.start)).slice(-3);
      const after = words(text.slice(q.end, q.end + 16));
      const attribute = waiting.length > 0 ? null : (attributeAfter(after, unit[0]) ?? attributeIn(before, unit[0]));
      const quantity: Quantity = { dimension: unit[0], attribute, min: q.min * unit[1], max: q.max * unit[1], text: text.slice(q.start, Math.min(item.end, q.start + 40)).trim() };
      const same = (o: Quantity) => o.dimension === quantity.dimension && o.attribute === quantity.attribute && o.min === quantity.min && o.max === quantity.max;
      if (!out.some(same)) out.push(quantity);
    }
    waiting = [];
  }
  return out;
}
