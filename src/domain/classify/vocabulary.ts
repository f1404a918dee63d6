// Two small tables that bridge how products are described and how the nomenclature words them,
// written from general knowledge of English spelling and of materials (not from any ruling).

/**
 * English plurals that Porter does not bring to their singular's stem ("knives" → knive, "knife" →
 * knife), as lower-case words: the -f/-fe nouns and the vowel-change plurals. Not men/women: "men's"
 * must not meet the "man" of "man-made fibres".
 */
export const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  knives: 'knife',
  leaves: 'leaf',
  shelves: 'shelf',
  halves: 'half',
  calves: 'calf',
  loaves: 'loaf',
  hooves: 'hoof',
  scarves: 'scarf',
  wolves: 'wolf',
  wives: 'wife',
  lives: 'life',
  thieves: 'thief',
  sheaves: 'sheaf',
  teeth: 'tooth',
  feet: 'foot',
  geese: 'goose',
  mice: 'mouse',
  lice: 'louse',
  children: 'child',
  oxen: 'ox',
};

/**
 * British and American spellings of the same word, as Porter stems (British → American). The HS
 * text (UN Comtrade) is British, the US HTS and most descriptions American. The -ise/-ize and
 * -yse/-yze endings are handled by a rule in text.ts.
 */
export const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  aluminium: 'aluminum',
  colour: 'color',
  fibr: 'fiber',
  centr: 'center',
  jewelleri: 'jewelri',
  tyre: 'tire',
  mould: 'mold',
  sulphur: 'sulfur',
  sulphat: 'sulfat',
  sulphid: 'sulfid',
  sulphit: 'sulfit',
  sulphon: 'sulfon',
  grei: 'grai',
  litr: 'liter',
  metr: 'meter',
  plough: 'plow',
  pyjama: 'pajama',
  vapour: 'vapor',
  odour: 'odor',
  flavour: 'flavor',
  labour: 'labor',
  harbour: 'harbor',
  armour: 'armor',
  catalogu: 'catalog',
  programm: 'program',
  whiskei: 'whiski',
  haemoglobin: 'hemoglobin',
  anaesthet: 'anesthet',
  orthopaed: 'orthoped',
  paediatr: 'pediatr',
  oestrogen: 'estrogen',
  licenc: 'licens',
  defenc: 'defens',
};

/**
 * Abbreviations and material names that the nomenclature words differently, with the words it
 * uses. A description's word adds these words to the query at a lower weight (see query.ts).
 */
export const EXPANSIONS: Readonly<Record<string, string>> = {
  pvc: 'polyvinyl chloride polymers of vinyl chloride',
  pe: 'polyethylene polymers of ethylene',
  hdpe: 'polyethylene polymers of ethylene',
  ldpe: 'polyethylene polymers of ethylene',
  pp: 'polypropylene polymers of propylene',
  ps: 'polystyrene polymers of styrene',
  eps: 'expanded polystyrene polymers of styrene cellular',
  pet: 'polyethylene terephthalate polyesters',
  pu: 'polyurethanes',
  ptfe: 'polytetrafluoroethylene fluoro-polymers',
  abs: 'acrylonitrile-butadiene-styrene copolymers',
  pmma: 'polymethyl methacrylate acrylic polymers',
  eva: 'ethylene-vinyl acetate copolymers',
  nylon: 'polyamides synthetic fibres man-made',
  polyester: 'polyesters synthetic fibres man-made',
  acrylic: 'acrylic synthetic fibres man-made',
  spandex: 'elastomeric synthetic fibres man-made',
  elastane: 'elastomeric synthetic fibres man-made',
  rayon: 'viscose artificial fibres man-made',
  viscose: 'viscose artificial fibres man-made',
  lyocell: 'artificial fibres man-made',
  led: 'light-emitting diode',
  lcd: 'liquid crystal',
  oled: 'organic light-emitting diode',
  pcb: 'printed circuit',
  cnc: 'numerically controlled',
  // Engines: the nomenclature names them by how the fuel is ignited (8407, 8408, 8703).
  petrol: 'spark-ignition',
  gasoline: 'spark-ignition',
  // Garments: the words of chapters 61 and 62 (babies' garments, swimwear, women's or girls').
  infant: "babies'",
  infants: "babies'",
  baby: "babies'",
  toddler: "babies'",
  toddlers: "babies'",
  newborn: "babies'",
  swimsuit: 'swimwear',
  swimsuits: 'swimwear',
  bikini: 'swimwear',
  swim: 'swimwear',
  ladies: "women's",
  lady: "women's",
};

/**
 * Korean words for what the nomenclature words otherwise, with its wording in Korean (the HSK) and
 * English (the HS). Knitted goods: Korean says 니트 or 편직(물); the HSK says 메리야스 편물 and 뜨개질
 * 편물, the HS "knitted or crocheted" (chapters 60 and 61), and chapter 62 "not knitted or
 * crocheted", which the exclusions then read. 니트로 followed by more syllables is nitro-, a chemical.
 */
const KOREAN_WORDINGS: readonly { word: RegExp; wording: string }[] = [
  { word: /니트(?!로[\uAC00-\uD7A3])|편직(?!기)/, wording: '메리야스 편물 뜨개질 편물 knitted or crocheted' },
];

/** The nomenclature's wording of a Korean word, or null. */
export function koreanWording(word: string): string | null {
  return KOREAN_WORDINGS.find((k) => k.word.test(word))?.wording ?? null;
}
