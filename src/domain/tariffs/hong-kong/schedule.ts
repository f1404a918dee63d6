import { dutiesByLaw } from '../duties-by-law.js';

// Hong Kong, a free port (data/tariffs/SOURCE.md, section 10): no import tariff; the Dutiable
// Commodities Ordinance (Cap. 109) levies duty on four groups only (liquor above 30 % alcohol,
// tobacco, hydrocarbon oil, methyl alcohol), listed by HS prefix in data/tariffs/hk_dutiable_groups.csv
// and answered "not computed". The groups as stated hold since 2008-02-27, when Hong Kong abolished
// its duty on wine, beer and the other liquors of at most 30 % alcohol. No VAT or GST.

const LAW = 'Dutiable Commodities Ordinance (Cap. 109)';

export const hongKongSchedule = dutiesByLaw({
  info: {
    id: 'hk_dutiable_commodities',
    name: `Hong Kong: no customs tariff (a free port); duty on four groups under the ${LAW}`,
    vintage: `Hong Kong's law as in force from 2008-02-27 (${LAW}, four dutiable groups)`,
    edition: `Hong Kong, ${LAW}, as in force from 2008-02-27`,
    effectiveDate: '2008-02-27',
    source: `Hong Kong's ${LAW} and its Schedule 1, which name the only dutiable groups (Hong Kong, a free port, has no import tariff), as amended in 2008 (duty on wine, beer and other liquor of at most 30 % alcohol abolished from 2008-02-27)`,
    licence: 'Facts of law (Hong Kong legislation); the dutiable groups by HS prefix are this project\'s reading of Cap. 109',
  },
  country: 'HK',
  firstDate: '2008-02-27',
  groupsFile: 'tariffs/hk_dutiable_groups.csv',
  freeBecause: `Hong Kong levies no customs duty on imports (a free port): duty is due only on the four groups of the ${LAW}, which these goods are not.`,
  notes: [
    `Hong Kong's lines are the HS 2022 subheadings: 0 % for goods of any origin, exact, except liquor above 30 % alcohol, tobacco, hydrocarbon oil and methyl alcohol (${LAW}), which are not computed (the rates of its Schedule 1 are not in the data). Liquor of at most 30 % alcohol (beer, wine) pays no duty.`,
  ],
  priceNote: `Hong Kong levies no customs duty except on the four groups of the ${LAW} (not computed), and no VAT or GST.`,
  notIncluded:
    'Charges on entry into Hong Kong besides duty (the import declaration charge, port, handling or inspection fees, the broker) are not in the data and not included: give them in import_clearance.',
  importVat: {
    tax: {
      iso2: 'HK',
      taxType: 'none',
      standardRatePct: '0',
      hasSubnationalRates: false,
      currency: 'HKD',
      source: "Hong Kong's laws: no ordinance levies a VAT, GST or sales tax",
      vintage: '2026',
      licence: 'Facts of law',
      correction: null,
    },
    note: 'Hong Kong levies no VAT, GST or sales tax: there is no import VAT.',
  },
});
