import { describe, expect, it } from 'vitest';
import { analyseDescription, leadingNouns } from '../../../src/domain/classify/query.js';
import { detectLanguage, excludedTerms, stem, stripExclusions, termStrings } from '../../../src/domain/classify/text.js';
import { findTradeNames } from '../../../src/domain/classify/trade-names.js';

describe('terms of a text', () => {
  it('stems English words and leaves out stopwords, numbers and single letters', () => {
    expect(termStrings('Batteries for the electric vehicles, 12 V')).toEqual(['batteri', 'electr', 'vehicl']);
  });

  it('gives the parts and the joined word of a hyphenated word', () => {
    expect(termStrings('make-up')).toEqual(['make', 'up', 'makeup']);
  });

  it('folds British and American spellings together', () => {
    expect(stem('aluminium')).toBe(stem('aluminum'));
    expect(stem('vulcanised')).toBe(stem('vulcanized'));
    expect(stem('fibres')).toBe(stem('fibers'));
    expect(stem('colour')).toBe(stem('color'));
  });

  it('also reads the monomer in a poly- word', () => {
    expect(termStrings('polyethylene')).toEqual(['polyethylen', 'ethylen']);
  });

  it('cuts Korean into syllable pairs, so words meet without spaces', () => {
    expect(termStrings('화장품')).toEqual(['화장', '장품']);
    // Particles and endings are left off the word: they would pair with its last syllable.
    expect(termStrings('화장품을')).toEqual(['화장', '장품']);
    expect(termStrings('플라스틱으로 제조하는')).toEqual(['플라', '라스', '스틱', '제조']);
    // 제 "made of": the material alone.
    expect(termStrings('플라스틱제')).toEqual(['플라', '라스', '스틱']);
    expect(termStrings('면제의')).toEqual(['면', '면제']);
    expect(termStrings('기초화장용')).toContain('화장');
    expect(termStrings('차')).toEqual(['차']);
  });

  it('reads mixed scripts word by word', () => {
    expect(termStrings('PET 필름')).toEqual(['pet', '필름']);
  });

  it('drops what a text says the goods are not', () => {
    expect(stripExclusions('Jackets; of cotton (not knitted or crocheted)')).not.toContain('knitted');
    expect(stripExclusions('Horses; live, other than pure-bred breeding animals')).not.toContain('breeding');
    expect(stripExclusions('Tools, whether or not power-operated; parts')).not.toContain('power');
    expect(stripExclusions('Roasted nuts (excl. groundnuts, almonds)')).not.toContain('groundnuts');
    expect(stripExclusions('미용 제품류[의약품은 제외하며, 선스크린 제품류를 포함한다]')).not.toContain('의약품');
  });
});

describe('what a nomenclature text excludes', () => {
  it('is the words after not, other than, excluding, except: not "whether or not", not n.e.c., not the goods named outside', () => {
    expect(excludedTerms("Jerseys, pullovers; of wool (not knitted or crocheted)")).toEqual(['knit', 'crochet']);
    expect(excludedTerms('Tools; other than of paper, whether or not power-operated')).toEqual(['paper']);
    expect(excludedTerms('Machines; not elsewhere specified or included')).toEqual([]);
    expect(excludedTerms('Fish fillets; excluding fillets of salmon')).toEqual(['salmon']);
  });
});

describe('language detection', () => {
  it('tells Korean from English, Korean winning when Hangul is a good share', () => {
    expect(detectLanguage('face cream')).toBe('en');
    expect(detectLanguage('화장품')).toBe('ko');
    expect(detectLanguage('GREEN TEA 20 BAGS; 녹차 잎을 종이 티백에 담은 것')).toBe('ko');
    expect(detectLanguage('Stainless steel bolts (볼트)')).toBe('en');
    expect(detectLanguage('口紅')).toBeNull();
  });
});

describe('description analysis', () => {
  it('weighs the head noun of the leading phrase most, purpose words least', () => {
    const { terms, heads } = analyseDescription('ceramic coffee mug with a bamboo lid, used for hot drinks');
    const weight = (t: string) => terms.find((w) => w.term === stem(t))?.weight;
    expect(heads).toEqual([stem('mug')]);
    expect(weight('mug')).toBeGreaterThan(weight('ceramic')!);
    expect(weight('ceramic')).toBeGreaterThan(weight('bamboo')!);
    expect(weight('bamboo')).toBeGreaterThan(weight('drinks')!);
  });

  it('skips generic heads: "a pair of socks" is socks, "a piston part" is a piston', () => {
    expect(analyseDescription('a pair of wool socks').heads).toContain(stem('socks'));
    expect(analyseDescription('an engine piston part').heads).toEqual([stem('piston')]);
  });

  it('takes a Korean head noun whole: the syllable pairs of the last word of a sentence', () => {
    // a tray made of stainless steel; a plastic chopping board (with the polite copula); a wheel for bicycles
    expect(analyseDescription('스테인리스강으로 만든 쟁반').heads).toEqual(['쟁반']);
    expect(analyseDescription('주방에서 쓰는 플라스틱 도마입니다').heads).toEqual(['도마']);
    expect(analyseDescription('알루미늄 합금으로 만든 자전거용 바퀴').heads).toEqual(['바퀴']);
  });

  it('leaves a one-syllable particle off long Korean words only, and off a head noun always', () => {
    const pairs = (text: string) => termStrings(text);
    // a bucket (양동이) keeps its last syllable; plastic with the subject particle loses it
    expect(pairs('양동이')).toEqual(['양동', '동이']);
    expect(pairs('플라스틱이')).toEqual(['플라', '라스', '스틱']);
    // "of cotton": the material alone
    expect(pairs('면제의')).toContain('면');
    expect(pairs('면제의')).not.toContain('제의');
    // "this is a wooden chair": the head noun without its particle
    expect(analyseDescription('나무로 만든 의자가').heads).toEqual(['의자']);
  });

  it('leaves out the labels of the parts of a Korean description', () => {
    // "overview: a tray made of stainless steel; use: for serving food"
    const { terms, heads } = analyseDescription('ㅇ 물품 개요 - 스테인리스강으로 만든 쟁반 - (용도) 음식 서빙');
    expect(heads).toEqual(['쟁반', '서빙']);
    expect(terms.map((t) => t.term)).not.toContain('개요');
    expect(terms.map((t) => t.term)).not.toContain('용도');
  });

  it('adds the nomenclature wording of materials and abbreviations', () => {
    const { terms } = analyseDescription('PVC tablecloth');
    expect(terms.map((t) => t.term)).toEqual(expect.arrayContaining([stem('vinyl'), stem('chloride')]));
  });

  it('reads long texts up to a limit and says so', () => {
    const long = 'woven cotton fabric '.repeat(400);
    expect(analyseDescription(long, 50).truncated).toBe(true);
    expect(analyseDescription('woven cotton fabric', 50).truncated).toBe(false);
  });

  it('finds the nouns a nomenclature text names its goods with', () => {
    expect(leadingNouns('Tools, hand; pliers (including cutting pliers), pincers, tweezers and similar tools')).toEqual(
      ['tool', 'hand', 'plier', 'pincer', 'tweezer'].map((w) => stem(w)),
    );
  });
});

describe('trade names', () => {
  it('are found as whole phrases only', () => {
    const found = (text: string) => findTradeNames(termStrings(text)).map(({ code, name }) => ({ code, name }));
    expect(found('hydrating sheet mask with aloe')).toEqual([{ code: '330499', name: 'sheet mask' }]);
    expect(found('mask for welding, steel sheet')).toEqual([]);
    expect(found('수분 마스크팩을 수출')).toEqual([{ code: '330499', name: '마스크팩' }]);
  });
});

describe('irregular plurals', () => {
  it('meet their singular', () => {
    for (const [plural, singular] of [['knives', 'knife'], ['shelves', 'shelf'], ['teeth', 'tooth'], ['geese', 'goose']]) expect(stem(plural!)).toBe(stem(singular!));
    // -ves plurals of -ve nouns keep theirs
    expect(stem('gloves')).toBe(stem('glove'));
    expect(stem('valves')).toBe(stem('valve'));
    // "men's" garments are not the "man" of man-made fibres
    expect(stem('men')).not.toBe(stem('man'));
  });
});
