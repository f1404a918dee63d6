// Customs value basis by importing country. The WTO Customs Valuation Agreement (Art. 8.2) lets each
// member include or exclude the cost of transport and insurance to the place of importation:
// - FOB basis (excluded): United States (19 U.S.C. 1401a: transaction value excludes international
//   freight and insurance), Canada (value for duty at the place of direct shipment), Australia and
//   New Zealand (FOB valuation), and the Southern African Customs Union members (South Africa,
//   Botswana, Lesotho, Namibia, Eswatini).
// - CIF basis (included): the EU (Union Customs Code Art. 71), the United Kingdom and most other
//   countries. Every country not listed here is treated as CIF basis.

export type CustomsValueBasis = 'fob' | 'cif';

const FOB_BASIS = new Set(['US', 'CA', 'AU', 'NZ', 'ZA', 'BW', 'LS', 'NA', 'SZ']);

export function customsValueBasis(destination: string): CustomsValueBasis {
  return FOB_BASIS.has(destination) ? 'fob' : 'cif';
}

export const CUSTOMS_VALUE_DESCRIPTION: Record<CustomsValueBasis, string> = {
  fob: 'FOB basis: goods (with margin) + export clearance + origin inland carriage, whoever pays them; international freight and insurance are excluded.',
  cif: 'CIF basis: goods (with margin) + export clearance + origin inland carriage + main freight + insurance to the border of the importing country, whoever pays them.',
};
