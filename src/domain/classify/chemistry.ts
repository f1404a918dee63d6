// Separate chemically defined organic compounds (HS chapter 29) are classified by their functional
// groups, which a systematic name spells inside its words ("4-amino-3-hydroxy...azo...sulfonic")
// where word search cannot see them. Chapter 29, Note 3: a compound that two or more headings could
// take goes in the one that comes last in numerical order. The table is the chapter's own structure
// (its heading texts and the Explanatory Notes' scope of each), written from chemistry, not from rulings.

import { normalise } from './text.js';

interface FunctionalGroup {
  heading: string;
  /** Name fragments of the group, matched in the lower-cased text. */
  pattern: RegExp;
}

/** Oxygen functions (2905-2918): with an amino group they make an oxygen-function amino-compound (2922). */
const OXYGEN_FUNCTIONS = new Set(['2905', '2906', '2907', '2909', '2912', '2914', '2915', '2916', '2917', '2918']);

const GROUPS: readonly FunctionalGroup[] = [
  { heading: '2903', pattern: /(?:chloro|bromo|fluoro|iodo)(?!form)|trichloro|perfluoro/ },
  { heading: '2904', pattern: /sul(?:f|ph)onic|nitro(?!gen|us|sam|sour|file|cellul)|nitroso/ },
  { heading: '2905', pattern: /glycol|glycerol|[a-z]{3}anol\b|[a-z]diol\b|triol\b|sorbitol|mannitol|xylitol|hydroxy(?!lamin)/ },
  { heading: '2906', pattern: /menthol|cyclohexanol|cholesterol|benzyl alcohol|inositol/ },
  { heading: '2907', pattern: /phenol(?!ic)|naphthol|cresol|hydroquinone|resorcinol|catechol/ },
  { heading: '2909', pattern: /(?:meth|eth|prop|but|phen|benzyl)oxy|\bethers?\b|oxybis|oxydi/ },
  { heading: '2910', pattern: /oxiran|epoxide|epoxy(?!\s*resin)/ },
  { heading: '2912', pattern: /aldehyde|formyl/ },
  { heading: '2914', pattern: /ketone|quinone(?!s? imine)|phenone\b|[a-z]{2}anone\b|[a-z]dione\b/ },
  { heading: '2915', pattern: /acetic|acetate|formic|formate|propionic|propionate|butyric|butyrate|stearic|stearate|palmitic|palmitate|[a-z]anoic|[a-z]anoate/ },
  { heading: '2916', pattern: /acrylic|acrylate|oleic|oleate|benzoic|benzoate|cinnamic|cinnamate|linoleic/ },
  { heading: '2917', pattern: /oxalic|oxalate|adipic|adipate|maleic|maleate|phthalic|phthalate|succinic|succinate|dioic|dicarboxyl|fumaric|fumarate|sebacic/ },
  { heading: '2918', pattern: /lactic|lactate|citric|citrate|tartaric|tartrate|gluconic|gluconate|salicyl/ },
  { heading: '2921', pattern: /amine\b|amines\b|amino|anilin|\bdiamin|ylamin/ },
  { heading: '2923', pattern: /[a-z]ammonium|choline|lecithin|betaine/ },
  { heading: '2924', pattern: /(?<![a-z]on|im)amide|amido|carbamate|carbamoyl|ureido|\burea\b|anilide/ },
  { heading: '2925', pattern: /imide|imine|imino|guanidin|amidin|saccharin/ },
  { heading: '2926', pattern: /nitrile|cyano/ },
  { heading: '2927', pattern: /(?:^|[^a-z])(?:di)?azo(?:[^a-z]|$)|azoxy|azobenz|diazonium/ },
  // Hydrazine and hydroxylamine themselves are inorganic (2825): only their organic derivatives.
  { heading: '2928', pattern: /[a-z]hydrazin|hydrazid|hydrazon|[a-z]hydroxylamin/ },
  { heading: '2929', pattern: /isocyanate/ },
  { heading: '2930', pattern: /sul(?:f|ph)(?:one|oxide|onyl|inyl|ide)(?!s? of)|mercapto|thio(?!phen|azol|xan)|thiol|methionine|cysteine/ },
  { heading: '2931', pattern: /silane|silyl|siloxy|phosphon(?:ic|ate)|phosphine|stannane|boronic/ },
  { heading: '2932', pattern: /furan|pyran|dioxol|dioxan|lactone|coumarin|chromen|flavon/ },
  {
    heading: '2933',
    pattern: /pyridin|pyrimidin|piperidin|piperazin|pyrrol|pyrazol|imidazol|triazin|triazol|tetrazol|quinolin|indol|carbazol|pteridin|purin|azepin|acridin|quinazolin|pyrazin|pyridazin|hydantoin|caprolactam|melamine|azabicyclo/,
  },
  { heading: '2934', pattern: /thiazol|thiophen|oxazol|morpholin|phenothiazin|oxazin|thiazin|thiadiazol|oxadiazol|nucleic|nucleotide|nucleoside/ },
  { heading: '2935', pattern: /sul(?:f|ph)onamide|sulfamoyl|sulphamoyl/ },
  { heading: '2936', pattern: /vitamin|tocopherol|ascorbic|retinol|thiamin|riboflavin|cobalamin|biotin|folic acid|pantothen/ },
  { heading: '2937', pattern: /hormone|estradiol|oestradiol|testosterone|cortisone|prednisolone|insulin|progesterone/ },
  { heading: '2938', pattern: /glycoside|rutoside|digoxin/ },
  { heading: '2939', pattern: /alkaloid|caffeine|nicotine|morphine|codeine|ephedrine|quinine|theobromine|theophylline/ },
  { heading: '2941', pattern: /antibiotic|penicillin|[a-z]cillin\b|[a-z]mycin\b|[a-z]cycline\b|cephalospor/ },
];

/** Headings a chemical name can point at (their markers are query terms: search-index.ts). */
export const FUNCTIONAL_GROUP_HEADINGS: readonly string[] = [...new Set([...GROUPS.map((g) => g.heading), '2908', '2922'])];

/** Systematic names: a CAS number, or locants before a group ("2,4-", "N-", "4-[", "p-"). */
const SYSTEMATIC_NAME = /\b\d{2,7}-\d{2}-\d\b|\b\d+'*(?:,\d+'*)*-[a-z([]|\b[nop]-[a-z([]|\([a-z]*\)-?[a-z]/;

/** Goods of other chapters that carry chemical names: polymers (39), preparations and mixtures (30, 38). */
const NOT_A_COMPOUND = /polymer|resin|\bpoly[\s(-]|preparation|mixture|solution|formulation|blend|medicament|tablet|capsule|dosage|adhesive|coating|paint|ink\b|fabric|fibre|fiber|film\b/;

export interface FunctionalGroupHit {
  heading: string;
  /** The fragment of the description that named the group. */
  fragment: string;
  /** Every group's fragment found, as letters ("phenol" of "methoxyphenol"): the subheadings use these words. */
  fragments: string[];
}

/**
 * The chapter 29 heading of a description naming one organic compound systematically, by its
 * functional group that comes last in numerical order; null when it does not read as one.
 */
export function organicCompoundHeading(description: string): FunctionalGroupHit | null {
  const text = normalise(description);
  if (!SYSTEMATIC_NAME.test(text) || NOT_A_COMPOUND.test(text)) return null;
  let best: Omit<FunctionalGroupHit, 'fragments'> | null = null;
  const fragments: string[] = [];
  let amine: string | null = null;
  let oxygen = false;
  for (const group of GROUPS) {
    const match = group.pattern.exec(text);
    if (!match) continue;
    fragments.push(match[0].replace(/[^a-z]/g, ''));
    if (group.heading === '2921') amine = match[0];
    if (OXYGEN_FUNCTIONS.has(group.heading)) oxygen = true;
    if (!best || group.heading > best.heading) best = { heading: group.heading, fragment: match[0] };
  }
  // A phenol with a halogen, sulpho, nitro or nitroso group has a heading of its own.
  if (best?.heading === '2907' && fragments.length > 1 && /chloro|bromo|fluoro|iodo|sul(?:f|ph)onic|nitro/.test(text)) best = { heading: '2908', fragment: best.fragment };
  // An amine with an oxygen function (an amino-alcohol, -phenol, -acid...) is an oxygen-function amino-compound.
  if (best && amine !== null && oxygen && best.heading < '2922') best = { heading: '2922', fragment: amine };
  return best && { ...best, fragments };
}
