import { beforeAll, describe, expect, it } from 'vitest';
import { CLASSIFICATION_NOTICE, classifyProduct, DESCRIPTION_MAX_LENGTH } from '../../../src/domain/classify/classify.js';
import { classifierIndex } from '../../../src/domain/classify/search-index.js';
import { rankSubheadings } from '../../../src/domain/classify/engine.js';
import { prepareQuery } from '../../../src/domain/classify/prepared-query.js';
import { RANKING } from '../../../src/domain/classify/ranking-params.js';
import { hypernymTerms } from '../../../src/domain/classify/hypernyms.js';
import { analyseDescription } from '../../../src/domain/classify/query.js';
import { TRADE_NAMES } from '../../../src/domain/classify/synonyms.js';
import { findHs } from '../../../src/domain/reference/hs.js';
import { errorOf } from '../../helpers/errors.js';

const codes = (description: string, limit = 5) => classifyProduct({ description, limit }).candidates.map((c) => c.hs_code);

beforeAll(() => {
  classifierIndex();
});

describe('classifyProduct on everyday exports', () => {
  it('finds cosmetics by their trade names', () => {
    expect(codes('lipstick')[0]).toBe('330410');
    expect(codes('face cream')[0]).toBe('330499');
    expect(codes('hydrating sheet mask')[0]).toBe('330499');
    expect(codes('화장품').slice(0, 3).every((c) => c.startsWith('3304'))).toBe(true);
    expect(codes('립스틱')[0]).toBe('330410');
  });

  it('finds lithium batteries among primary cells and accumulators', () => {
    const top = codes('lithium battery', 3);
    expect(top.every((c) => c.startsWith('8506') || c.startsWith('8507'))).toBe(true);
    expect(codes('rechargeable lithium-ion battery pack')[0]).toBe('850760');
  });

  it('finds kimchi in Korean and English', () => {
    expect(codes('kimchi')[0]).toBe('200599');
    expect(codes('김치')[0]).toBe('200599');
  });

  it('puts an electric vehicle in chapter 87, not among vehicle locks', () => {
    const top = codes('electric vehicle');
    expect(top[0]).toBe('870380');
    expect(top.some((c) => c.startsWith('8301'))).toBe(false);
  });

  it('reads the nomenclature wording when no trade name is given', () => {
    expect(codes('frozen shrimps')[0]?.slice(0, 4)).toBe('0306');
    expect(codes("men's cotton t-shirts, knitted")[0]).toBe('610910');
    expect(codes('stainless steel kitchen sink').slice(0, 3).some((c) => c.startsWith('7324'))).toBe(true);
    expect(codes('냉동 새우')[0]?.slice(0, 4)).toBe('0306');
  });
});

describe('head nouns', () => {
  it('count for a Korean description when the Korean name of the heading or subheading has the whole word', () => {
    const index = classifierIndex();
    // a chair made of wood: 의자 (chair) is the head noun, and the Korean name of heading 9401
    const analysed = analyseDescription('나무로 만든 의자');
    expect(analysed.heads).toEqual(['의자']);
    expect(index.byCode.get('9401')!.heads).toContain('의자');
    const query = prepareQuery(index, analysed.terms);
    const score = (heads: string[]) => rankSubheadings(index, query, heads, 20).find((r) => r.document.code === '940161')!.score;
    expect(score(analysed.heads)).toBeCloseTo(score([]) * (1 + RANKING.headBonus));
    // a head noun whose syllable pairs the name has only in part does not count
    expect(score(['의자 자전'])).toBeCloseTo(score([]));
  });
});

describe("the nomenclature's exclusions", () => {
  it('lower a subheading whose path excludes what the leading phrase says the goods are', () => {
    const index = classifierIndex();
    const analysed = analyseDescription("a knitted women's swimsuit of polyester");
    const query = prepareQuery(index, [...analysed.terms, ...hypernymTerms(analysed.headWords)]);
    const ranked = (exclusionPenalty: number) => rankSubheadings(index, query, analysed.heads, 10, { ...RANKING, exclusionPenalty }).map((r) => r.document.code);
    // 6211: "not knitted or crocheted"
    expect(ranked(0).indexOf('621143')).toBe(1);
    expect(ranked(RANKING.exclusionPenalty).indexOf('621143')).toBeGreaterThan(1);
    expect(ranked(RANKING.exclusionPenalty)[1]!.slice(0, 2)).toBe('61');
  });
});

describe('where the goods come from', () => {
  it('is not read as what they are: a country after "from" or "made in" is left out, not in the leading phrase', () => {
    const termsOf = (description: string) => analyseDescription(description).terms.map((t) => t.term);
    expect(termsOf('ceramic mugs from China')).not.toContain('china');
    expect(termsOf('bamboo cutting boards made in Vietnam')).not.toContain('vietnam');
    expect(termsOf('stainless steel pots from South Korea')).not.toContain('korea');
    // the same word leading the description is the goods
    expect(termsOf('bone china tea cups')).toContain('china');
    expect(codes('ceramic mugs from China')[0]).toBe('691200');
  });
});

describe('what a head noun is a kind of (WordNet)', () => {
  it('stands in for a head noun the nomenclature does not use, weighted lower level by level', () => {
    const index = classifierIndex();
    const analysed = analyseDescription('a wooden rocker');
    expect(analysed.headWords).toEqual([{ word: 'rocker', weight: 2 }]);
    const broader = hypernymTerms(analysed.headWords);
    // rocker → rocking chair (synonym) → chair → seat
    expect(broader).toContainEqual({ term: 'chair', weight: 0.5, of: 'rocker' });
    expect(broader).toContainEqual({ term: 'seat', weight: 0.25, of: 'rocker' });
    // The broader words share the head noun's place: matching one covers it, and the query still names it.
    const query = prepareQuery(index, [...analysed.terms, ...broader]);
    expect(query.terms[query.position.get('chair')!]).toBe('rocker');
    expect(query.position.get('seat')).toBe(query.position.get('chair'));
    expect(query.terms).not.toContain('chair');
    expect(codes('a wooden rocker')[0]?.slice(0, 4)).toBe('9401');
    expect(classifyProduct({ description: 'a wooden rocker' }).candidates[0]!.why).toContain('rocker');
  });

  it('reads the next phrase as naming the goods too when the first ends in a name WordNet does not know', () => {
    expect(analyseDescription('the Zylotrax, a hand-held vacuum cleaner').headWords.map((h) => h.word)).toEqual(['zylotrax', 'cleaner']);
    expect(analyseDescription('a ceramic mug, white, 350 ml').headWords.map((h) => h.word)).toEqual(['mug']);
  });

  it('reads plurals and leaves Korean descriptions alone', () => {
    expect(hypernymTerms([{ word: 'loveseats', weight: 2 }]).some((t) => t.term === 'couch')).toBe(true);
    expect(hypernymTerms([{ word: 'qwxz', weight: 2 }])).toEqual([]);
    expect(analyseDescription('나무로 만든 의자').headWords).toEqual([]);
  });
});

describe('the answer', () => {
  it('gives the path, a score from 0 to 1, the reasons and the advice notice', () => {
    const result = classifyProduct({ description: 'lipstick', destination: 'US' });
    expect(result).toMatchObject({ confidence: 'high', description_language: 'en', response_language: 'en', destination: 'US', national_schedule: 'us_hts', truncated: false });
    expect(result.notice).toBe(CLASSIFICATION_NOTICE);
    const [best] = result.candidates;
    expect(best).toMatchObject({
      hs_code: '330410',
      national_code: '33041000',
      section: { code: 'VI', description_lang: 'en' },
      chapter: { code: '33', description_lang: 'en' },
      heading: { code: '3304', description_lang: 'en' },
      subheading: { code: '330410', description: 'Cosmetic and toilet preparations; lip make-up', description_lang: 'en' },
      why: ['lipstick'],
    });
    for (const c of result.candidates) {
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(1);
    }
    expect(result.candidates.map((c) => c.score)).toEqual([...result.candidates.map((c) => c.score)].sort((a, b) => b - a));
  });

  it('answers in Korean where the data has Korean (headings and subheadings), in English above', () => {
    const [best] = classifyProduct({ description: '립스틱' }).candidates;
    expect(best!.heading).toMatchObject({ code: '3304', description_lang: 'ko' });
    expect(best!.heading.description).toContain('메이크업');
    expect(best!.subheading).toEqual({ code: '330410', description: '입술화장용 제품류', description_lang: 'ko' });
    expect(best!.chapter.description_lang).toBe('en');
    const english = classifyProduct({ description: '립스틱', responseLanguage: 'en' }).candidates[0]!;
    expect(english.subheading.description_lang).toBe('en');
  });

  it('picks the national line of the destination where the data has one', () => {
    const line = (destination: string) => classifyProduct({ description: 'lipstick', destination, limit: 1 }).candidates[0]!;
    expect(line('KR')).toMatchObject({ national_code: '3304101000', national_description: '립스틱' });
    expect(line('DE').national_code).toMatch(/^33041000/);
    expect(line('GB').national_code).toMatch(/^33041000/);
    // Japan: the 9-digit line, its description in Japanese; none where a subheading's lines share no word with the description (6101.90).
    const japan = classifyProduct({ description: "men's knitted cotton overcoat", destination: 'JP', limit: 3 });
    expect(japan.national_schedule).toBe('jp_customs_tariff');
    expect(japan.candidates.map((c) => [c.hs_code, c.national_code])).toEqual([['610120', '610120000'], ['610130', '610130000'], ['610190', null]]);
    expect(japan.candidates[0]!.national_description).toContain('綿製のもの');
    // Viet Nam: its one 8-digit line under 3304.10, described in English with the texts above it.
    expect(line('VN')).toMatchObject({ national_code: '33041000', national_description: expect.stringContaining('Lip make-up preparations') });
    expect(line('TH')).toMatchObject({ national_code: null, national_description: null });
    expect(classifyProduct({ description: 'lipstick', destination: 'TH' }).national_schedule).toBeNull();
    expect(classifyProduct({ description: 'lipstick', destination: 'kor' }).destination).toBe('KR');
  });

  it('explains Korean matches with whole words, not syllable pairs', () => {
    const [best] = classifyProduct({ description: '냉동 새우' }).candidates;
    expect(best!.why).toEqual(expect.arrayContaining(['냉동', '새우']));
  });

  it('is deterministic', () => {
    const input = { description: 'knitted cotton sweater for women', destination: 'US', limit: 10 };
    expect(classifyProduct(input)).toEqual(classifyProduct(input));
  });

  it('honours the limit', () => {
    expect(codes('steel screws', 1)).toHaveLength(1);
    expect(codes('steel screws', 10)).toHaveLength(10);
  });
});

describe('bad input', () => {
  it('refuses an empty or 1-character description', () => {
    expect(errorOf(() => classifyProduct({ description: '' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/description' }] });
    expect(errorOf(() => classifyProduct({ description: '  a ' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/description' }] });
    expect(errorOf(() => classifyProduct({ description: 42 }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/description' }] });
  });

  it('answers 10,000 characters, only their first words being read, and refuses more', () => {
    const long = 'Frozen shrimps, peeled and deveined, packed in cartons. '.repeat(200).slice(0, DESCRIPTION_MAX_LENGTH);
    const result = classifyProduct({ description: long });
    expect(result.truncated).toBe(true);
    expect(result.candidates[0]?.hs_code.slice(0, 4)).toBe('0306');
    expect(errorOf(() => classifyProduct({ description: `${long}x` }))).toMatchObject({
      code: 'validation_failed',
      details: [{ field: '/description', issue: `must have at most ${DESCRIPTION_MAX_LENGTH} characters` }],
    });
  });

  it('refuses digits or punctuation only, pointing to the code search', () => {
    for (const description of ['330410', '3304.10', '?!... ---', '12 34 56']) {
      const error = errorOf(() => classifyProduct({ description }));
      expect(error).toMatchObject({ code: 'validation_failed', details: [{ field: '/description', issue: 'must contain words, not only digits or punctuation' }] });
      expect(error.message).toContain('/customs/hs-codes');
    }
  });

  it('ranks mixed scripts from the words of every script', () => {
    const result = classifyProduct({ description: 'Lipstick 립스틱 口紅' });
    expect(result.candidates[0]?.hs_code).toBe('330410');
  });

  it('answers with no candidate when no word is known', () => {
    const result = classifyProduct({ description: '口紅と香水' });
    expect(result).toMatchObject({ candidates: [], confidence: 'none' });
    expect(classifyProduct({ description: 'xqzvw blorft' }).candidates).toEqual([]);
  });

  it('refuses an unknown destination, a bad limit and an unsupported language', () => {
    expect(errorOf(() => classifyProduct({ description: 'lipstick', destination: 'ZZ' }))).toMatchObject({ code: 'unknown_country' });
    expect(errorOf(() => classifyProduct({ description: 'lipstick', destination: 'USA1' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/destination' }] });
    for (const limit of [0, 11, 2.5, '5']) {
      expect(errorOf(() => classifyProduct({ description: 'lipstick', limit }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/limit' }] });
    }
    expect(errorOf(() => classifyProduct({ description: 'lipstick', language: 'ja' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/language' }] });
  });
});

describe('the trade-name table', () => {
  it('points every entry at an HS 2022 heading or subheading, and stays small', () => {
    for (const entry of TRADE_NAMES) {
      expect(findHs(entry.code)?.level, entry.code).toBe(entry.code.length);
      expect([4, 6]).toContain(entry.code.length);
    }
    expect(TRADE_NAMES.length).toBeLessThanOrEqual(60);
  });
});
