import { beforeAll, describe, expect, it } from 'vitest';
import { classifyProduct } from '../../../src/domain/classify/classify.js';
import { measureVerdicts } from '../../../src/domain/classify/measure-verdicts.js';
import { MAX_QUANTITIES, quantitiesOf, rangesOf } from '../../../src/domain/classify/measures.js';
import type { MeasuredRange } from '../../../src/domain/classify/measures.js';
import { analyseDescription } from '../../../src/domain/classify/query.js';
import { classifierIndex } from '../../../src/domain/classify/search-index.js';
import { koreanStem, termStrings } from '../../../src/domain/classify/text.js';

// Descriptions here are made up for the tests (or the issue's own examples), never rows of the
// development set of customs rulings.

const codes = (description: string, limit = 5) => classifyProduct({ description, limit }).candidates.map((c) => c.hs_code);
const range = (attribute: MeasuredRange['attribute'], min: number, max: number, minOpen = false, maxOpen = false): MeasuredRange => ({ dimension: 'length', attribute, min, max, minOpen, maxOpen });

beforeAll(() => {
  classifierIndex();
});

describe('ranges of the nomenclature', () => {
  it('reads both bounds, which are open, the unit given once and what is measured', () => {
    expect(rangesOf('Vehicles; with only spark-ignition internal combustion reciprocating piston engine, cylinder capacity over 1500 but not over 3000cc')).toEqual([
      { dimension: 'volume', attribute: 'capacity', min: 1500, max: 3000, minOpen: true, maxOpen: false },
    ]);
    expect(rangesOf('Iron or non-alloy steel; in coils, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of 4.75mm or more but not exceeding 10mm')).toEqual([
      range('width', 600, Number.POSITIVE_INFINITY),
      range('thickness', 4.75, 10),
    ]);
    expect(rangesOf('Tanks; of iron or steel, 50l or more capacity but not exceeding 300l')).toEqual([
      { dimension: 'volume', attribute: 'capacity', min: 50_000, max: 300_000, minOpen: false, maxOpen: false },
    ]);
  });

  it('reads spans, words between a comparison and its number, and a denied comparison', () => {
    expect(rangesOf('Paper; uncoated, weighing 40g/m2 to 150g/m2, in rolls')).toEqual([{ dimension: 'areal_mass', attribute: 'weight', min: 40, max: 150, minOpen: false, maxOpen: false }]);
    expect(rangesOf('Glues; put up for retail sale, not exceeding a net weight of 1kg')).toEqual([{ dimension: 'mass', attribute: 'weight', min: 0, max: 1000, minOpen: false, maxOpen: false }]);
    expect(rangesOf('Film; with no side exceeding 255mm')).toEqual([range(null, 0, 255)]);
  });

  it('reads no measure from rates, compound units or numbers without a comparison', () => {
    expect(rangesOf('Boilers; a steam production exceeding 45t per hour')).toEqual([]);
    expect(rangesOf('Polyesters; having a viscosity of less than 78ml/g')).toEqual([]);
    expect(rangesOf('Cameras; for roll film of a width of 35mm')).toEqual([]);
    expect(rangesOf('Chapter 61 goods, heading no. 6103')).toEqual([]);
  });

  it('holds ranges for the subheadings that are told apart by a measure', () => {
    const index = classifierIndex();
    expect(index.ranges[index.byCode.get('870323')!.id]).toHaveLength(1);
    expect(index.ranges[index.byCode.get('870310')!.id]).toEqual([]);
    expect(index.ranges[index.byCode.get('8703')!.id]).toEqual([]);
  });
});

describe("a description's quantities", () => {
  it('reads numbers with units, in their base unit, with what a word beside them says they measure', () => {
    expect(quantitiesOf('passenger car, 2.0 l petrol')).toEqual([{ dimension: 'volume', attribute: null, min: 2000, max: 2000, text: '2.0 l' }]);
    expect(quantitiesOf('steel sheet, 8 mm thick, 1,250 mm wide').map((q) => [q.attribute, q.min])).toEqual([['thickness', 8], ['width', 1250]]);
    expect(quantitiesOf('engine displacement 1,998 cc; output 110 kW').map((q) => [q.dimension, q.attribute, q.min])).toEqual([['volume', 'capacity', 1998], ['power', 'power', 110_000]]);
    expect(quantitiesOf('a bag of 3-5 kg')).toMatchObject([{ dimension: 'mass', min: 3000, max: 5000 }]);
    expect(quantitiesOf('2,5 l')).toMatchObject([{ min: 2500 }]);
  });

  it('gives a chain of dimensions the unit of its last number, without saying which is which', () => {
    expect(quantitiesOf('sheet, 12 x 1,500 mm').map((q) => [q.attribute, q.min])).toEqual([[null, 12], [null, 1500]]);
  });

  it('reads Korean words for what is measured and a particle after the unit', () => {
    expect(quantitiesOf('두께 12mm의 강판')).toMatchObject([{ dimension: 'length', attribute: 'thickness', min: 12 }]);
    expect(quantitiesOf('배기량 1,600cc인 승용차')).toMatchObject([{ dimension: 'volume', attribute: 'capacity', min: 1600 }]);
  });

  it('reads no quantity from codes, words that start with a unit letter or bare numbers', () => {
    expect(quantitiesOf('2 t-shirts in a box of 12')).toEqual([]);
    expect(quantitiesOf('model A4 and 8703.23')).toEqual([]);
  });

  it('reads each quantity once and at most a dozen, however many the description gives', () => {
    expect(quantitiesOf('12 mm x 12 mm x 12 mm')).toHaveLength(1);
    const many = Array.from({ length: 1000 }, (_, i) => `${i + 1} mm`).join(' x ');
    expect(quantitiesOf(many)).toHaveLength(MAX_QUANTITIES);
  });

  it('is part of the analysed description', () => {
    expect(analyseDescription('hot-rolled coil, 12 mm thick').quantities).toMatchObject([{ attribute: 'thickness', min: 12 }]);
  });
});

describe('which subheadings the quantities fit', () => {
  const siblings = [
    { id: 1, ranges: [range('width', 600, Infinity), range('thickness', 4.75, Infinity)], evidence: 1 },
    { id: 2, ranges: [range('width', 600, Infinity), range('thickness', 10, Infinity, true)], evidence: 1 },
    { id: 3, ranges: [range('width', 600, Infinity), range('thickness', 4.75, 10)], evidence: 1 },
    { id: 4, ranges: [range('width', 600, Infinity)], evidence: 1 },
  ];
  const verdicts = (quantities: Parameters<typeof measureVerdicts>[1], of = siblings) => Object.fromEntries(measureVerdicts(of, quantities));
  const length = (min: number, attribute: MeasuredRange['attribute'] = null) => ({ dimension: 'length' as const, attribute, min, max: min, text: '' });

  it('prefers the narrowest range that holds the quantity, and contradicts the siblings whose range does not', () => {
    expect(verdicts([length(12)])).toEqual({ 1: null, 2: 'fits', 3: 'contradicts', 4: null });
    expect(verdicts([length(6)])).toEqual({ 1: null, 2: 'contradicts', 3: 'fits', 4: null });
  });

  it('keeps a broader range when the narrower sibling matches fewer of the words', () => {
    const wordier = siblings.map((s) => (s.id === 1 ? { ...s, evidence: 2 } : s));
    expect(verdicts([length(12)], wordier)[1]).toBe('fits');
  });

  it('leaves a range every sibling shares alone, unless the description says it measures that', () => {
    const widths = [
      { id: 1, ranges: [range('width', 600, Infinity)], evidence: 1 },
      { id: 2, ranges: [range('width', 600, Infinity)], evidence: 1 },
    ];
    expect(verdicts([length(700)], widths)).toEqual({ 1: null, 2: null });
    expect(verdicts([length(300)], widths)).toEqual({ 1: null, 2: null });
    expect(verdicts([length(300, 'width')])).toEqual({ 1: 'contradicts', 2: 'contradicts', 3: 'contradicts', 4: 'contradicts' });
    // a thickness is not compared with a width
    expect(verdicts([length(900, 'thickness')])).toEqual({ 1: null, 2: 'fits', 3: 'contradicts', 4: null });
  });
});

describe("the issue's category errors, fixed by the model", () => {
  it('reads a cylinder capacity in litres and petrol as spark ignition: a 2.0 l petrol car is 8703.23, not a golf car', () => {
    expect(codes('passenger car, 2.0 l petrol')[0]).toBe('870323');
    expect(codes('diesel sport utility vehicle, 2,200 cc')[0]).toBe('870332');
    expect(codes('motorcycle with a 125 cc petrol engine')[0]).toBe('871120');
  });

  it('reads a thickness against the ranges of 7208: 12 mm is over 10 mm (7208.36)', () => {
    expect(codes('hot-rolled steel coil, 12 mm thick')[0]).toBe('720836');
    expect(codes('hot-rolled steel coil, 12 mm x 1,500 mm')[0]).toBe('720836');
    expect(codes('hot-rolled steel coil, 6 mm thick')[0]).toBe('720837');
    expect(codes('aluminium foil, not backed, rolled, 0.1 mm thick')[0]).toBe('760711');
  });

  it('reads the Korean for knitted as the nomenclature words it: chapter 61, not 62', () => {
    expect(codes('면 니트 남성 오버코트')[0]).toBe('610120');
    expect(codes('남성용 면 편직 코트')[0]).toBe('610120');
    // nitro- compounds are not knitted
    expect(codes('니트로벤젠')[0]!.slice(0, 2)).toBe('29');
  });

  it('reads a one-syllable material before 으로 ("면으로 만든 것", made of cotton)', () => {
    expect(koreanStem('면으로')).toBe('면');
    expect(termStrings('면으로 만든 것')).toContain('면');
  });
});
