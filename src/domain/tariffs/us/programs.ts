// US HTS special-rate program indicators and the countries whose goods may use them.
//
// Source: Harmonized Tariff Schedule of the United States, General Note 3(c)(i) (the list of
// program indicators for the "Special" subcolumn) and the General Note of each agreement, which
// names the partner countries. Only agreements with a fixed list of partner countries are mapped.
// Not mapped, so never applied: A/A*/A+ (GSP: beneficiary list not in the data, and the program
// lapsed on 2020-12-31), B (automotive products), C (civil aircraft), D (AGOA), E/E* (CBERA),
// J/J*/J+ (ATPA, lapsed), K (pharmaceuticals), L (dye intermediates), NP (Nepal Preference Program,
// authorised only until 2025-12-31), R (CBTPA), and CA/MX (NAFTA, replaced by USMCA, symbol S, on 2020-07-01). A preferential rate also requires the goods to meet the
// agreement's rules of origin; this API assumes they do when asked to apply preferences.

export interface UsProgram {
  symbol: string;
  name: string;
  countries: string[];
}

const CAFTA_DR = ['CR', 'DO', 'GT', 'HN', 'NI', 'SV'];
const USMCA = ['CA', 'MX'];

export const US_PROGRAMS: UsProgram[] = [
  { symbol: 'AU', name: 'United States-Australia Free Trade Agreement', countries: ['AU'] },
  { symbol: 'BH', name: 'United States-Bahrain Free Trade Agreement', countries: ['BH'] },
  { symbol: 'CL', name: 'United States-Chile Free Trade Agreement', countries: ['CL'] },
  { symbol: 'CO', name: 'United States-Colombia Trade Promotion Agreement', countries: ['CO'] },
  { symbol: 'IL', name: 'United States-Israel Free Trade Area', countries: ['IL'] },
  { symbol: 'JO', name: 'United States-Jordan Free Trade Area', countries: ['JO'] },
  { symbol: 'JP', name: 'United States-Japan Trade Agreement', countries: ['JP'] },
  { symbol: 'KR', name: 'United States-Korea Free Trade Agreement (KORUS)', countries: ['KR'] },
  { symbol: 'MA', name: 'United States-Morocco Free Trade Agreement', countries: ['MA'] },
  { symbol: 'OM', name: 'United States-Oman Free Trade Agreement', countries: ['OM'] },
  { symbol: 'P', name: 'Dominican Republic-Central America-United States Free Trade Agreement (CAFTA-DR)', countries: CAFTA_DR },
  { symbol: 'P+', name: 'CAFTA-DR (goods subject to additional provisions)', countries: CAFTA_DR },
  { symbol: 'PA', name: 'United States-Panama Trade Promotion Agreement', countries: ['PA'] },
  { symbol: 'PE', name: 'United States-Peru Trade Promotion Agreement', countries: ['PE'] },
  { symbol: 'S', name: 'United States-Mexico-Canada Agreement (USMCA)', countries: USMCA },
  { symbol: 'S+', name: 'USMCA (goods subject to additional provisions)', countries: USMCA },
  { symbol: 'SG', name: 'United States-Singapore Free Trade Agreement', countries: ['SG'] },
];

const BY_SYMBOL = new Map(US_PROGRAMS.map((p) => [p.symbol, p]));

/** Programs of the mapped list that goods from `origin` may claim. */
export function usProgramsFor(origin: string): UsProgram[] {
  return US_PROGRAMS.filter((p) => p.countries.includes(origin));
}

export function usProgram(symbol: string): UsProgram | undefined {
  return BY_SYMBOL.get(symbol);
}

/** The proof of origin a US preference needs (a preferential rate's `condition`, and the KORUS claim of the MPF exemption). */
export function usProofCondition(symbol: string): string {
  return symbol === 'KR'
    ? 'Proof of origin: a certification of origin (by the importer, exporter or producer) supporting the KORUS claim at entry; the goods must meet the KORUS rules of origin.'
    : 'Proof of origin: the documentation the agreement requires for the preference claimed at entry; the goods must meet its rules of origin.';
}

/**
 * Column 2 applies to goods of these countries instead of column 1 (HTS General Note 3(b): Cuba and
 * North Korea; Russia and Belarus since Public Law 117-110 of 2022-04-08).
 */
export const US_COLUMN_2_COUNTRIES = ['BY', 'CU', 'KP', 'RU'];

/** One "rate (symbols)" group of a special-rate text. */
export interface SpecialRateGroup {
  rate: string;
  symbols: string[];
}

/** "Free (A+,AU,KR) 3.2% (JP) See 9822.05.20 (P+)" -> [{Free,[A+,AU,KR]}, {3.2%,[JP]}, {See 9822.05.20,[P+]}]. */
export function readSpecialRate(text: string): SpecialRateGroup[] {
  const groups: SpecialRateGroup[] = [];
  for (const m of text.matchAll(/([^()]+?)\s*\(([^)]*)\)/g)) {
    const symbols = m[2]!.split(/[,\s]+/).map((s) => s.replace(/^\.+/, '').trim()).filter((s) => /^[A-Z]{1,2}[+*]?$/.test(s));
    if (symbols.length > 0) groups.push({ rate: m[1]!.trim(), symbols });
  }
  return groups;
}
