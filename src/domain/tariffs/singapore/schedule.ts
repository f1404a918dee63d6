import { dutiesByLaw } from '../duties-by-law.js';

// Singapore (data/tariffs/SOURCE.md, section 11): customs duty only on intoxicating liquors and
// tobacco products, excise duty on those, on motor vehicles and on petroleum products and biodiesel
// blends (Singapore Customs' dutiable goods), listed by HS prefix in data/tariffs/sg_dutiable_groups.csv
// and answered "not computed". GST 9 % on imports (since 2024-01-01) comes from the VAT data set.

const LAW = 'Customs Act 1960';

export const singaporeSchedule = dutiesByLaw({
  info: {
    id: 'sg_customs_duties',
    name: `Singapore: customs and excise duties on dutiable goods only (${LAW})`,
    vintage: "Singapore's law as in force from 2024-01-01 (its dutiable goods; GST 9 %)",
    edition: `Singapore, ${LAW}, the Customs (Dutiable Goods) Order and the Goods and Services Tax Act 1993, as in force from 2024-01-01`,
    effectiveDate: '2024-01-01',
    source: `Singapore's ${LAW} and its Customs (Dutiable Goods) Order (customs duty only on intoxicating liquors and tobacco products; excise duty on those, motor vehicles, petroleum products and biodiesel blends), and the Goods and Services Tax Act 1993 (GST 9 % from 2024-01-01)`,
    licence: "Facts of law (Singapore legislation); the dutiable goods by HS prefix are this project's reading of Singapore Customs' list",
  },
  country: 'SG',
  firstDate: '2024-01-01',
  groupsFile: 'tariffs/sg_dutiable_groups.csv',
  freeBecause: `Singapore levies customs or excise duty only on intoxicating liquors, tobacco products, motor vehicles and petroleum products and biodiesel blends (${LAW}; Singapore Customs' dutiable goods), which these goods are not.`,
  notes: [
    "Singapore's lines are the HS 2022 subheadings: 0 % for goods of any origin, exact, except intoxicating liquors, tobacco products, motor vehicles and petroleum products and biodiesel blends, which are not computed (Singapore Customs' rates are not in the data). GST on imports is in the vat record.",
  ],
  priceNote: "Singapore levies no customs duty except on its dutiable goods (liquors, tobacco, motor vehicles, petroleum products and biodiesel blends: not computed); GST on imports is charged on the customs value plus duty.",
  notIncluded:
    'Charges on entry into Singapore besides duty and GST (permit fees, port, handling or inspection fees, the broker) are not in the data and not included: give them in import_clearance.',
  importVat: { note: "Singapore's GST on imports, 9 % since 2024-01-01." },
});
