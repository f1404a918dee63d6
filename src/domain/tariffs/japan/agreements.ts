import { isEuMember } from '../../reference/tariffs.js';
import { AGREEMENT_TEXT, RCEP_NAME, rcepProof } from '../agreement-proofs.js';
import type { TariffProofOfOrigin } from '../types.js';
import type { JpColumn } from './tariff-file.js';

// Japan's preferential columns: which agreement each is, whose goods may claim it from when, and
// which proofs of origin the agreement accepts. Partners and dates are the agreements' entry into
// force for Japan and each partner; the proofs are stated from each agreement's rules-of-origin
// chapter (they are not in the tariff data). Not mapped, so never applied: GSP (特恵) and LDC
// (特別特恵), whose beneficiary lists are not in the data. Myanmar is left out of RCEP: Japan has
// not applied the agreement to it.

export interface JpAgreement {
  column: JpColumn;
  /** `program.symbol` of a record. */
  symbol: string;
  name: string;
  /** Partner (ISO alpha-2) -> the day the agreement entered into force between Japan and it. */
  partners: (iso2: string) => string | null;
  proof: TariffProofOfOrigin;
}

function fixed(dates: Record<string, string>): (iso2: string) => string | null {
  return (iso2) => dates[iso2] ?? null;
}

/** Third-party certification, the form most of Japan's bilateral EPAs of 2002-2016 use. */
function certificate(agreement: string, extra: string[] = []): TariffProofOfOrigin {
  return {
    agreement,
    accepted: ['A certificate of origin issued by the designated authority of the exporting country', ...extra],
    legal_basis: `${agreement}, chapter on rules of origin (operational procedures)`,
    source: AGREEMENT_TEXT,
  };
}

const RCEP_PROOF = rcepProof(['A Declaration of Origin made by the importer (accepted by Japan)']);

export const JP_AGREEMENTS: JpAgreement[] = [
  { column: 'EPA_RCEP_韓国', symbol: 'RCEP', name: `${RCEP_NAME}: Japan's schedule for goods of Korea`, partners: fixed({ KR: '2022-02-01' }), proof: RCEP_PROOF },
  { column: 'EPA_RCEP_中国', symbol: 'RCEP', name: `${RCEP_NAME}: Japan's schedule for goods of China`, partners: fixed({ CN: '2022-01-01' }), proof: RCEP_PROOF },
  {
    column: 'EPA_RCEP_アセアン豪州NZ',
    symbol: 'RCEP',
    name: `${RCEP_NAME}: Japan's schedule for goods of ASEAN members, Australia and New Zealand`,
    partners: fixed({ BN: '2022-01-01', KH: '2022-01-01', LA: '2022-01-01', SG: '2022-01-01', TH: '2022-01-01', VN: '2022-01-01', AU: '2022-01-01', NZ: '2022-01-01', MY: '2022-03-18', ID: '2023-01-02', PH: '2023-06-02' }),
    proof: RCEP_PROOF,
  },
  {
    column: 'EPA_CPTPP',
    symbol: 'CPTPP',
    name: 'Comprehensive and Progressive Agreement for Trans-Pacific Partnership (CPTPP)',
    partners: fixed({ AU: '2018-12-30', CA: '2018-12-30', MX: '2018-12-30', NZ: '2018-12-30', SG: '2018-12-30', VN: '2019-01-14', PE: '2021-09-19', MY: '2022-11-29', CL: '2023-02-21', BN: '2023-07-12', GB: '2024-12-15' }),
    proof: {
      agreement: 'CPTPP',
      accepted: ['A certification of origin completed by the importer, the exporter or the producer'],
      legal_basis: 'CPTPP (incorporating TPP Chapter 3, Rules of Origin and Origin Procedures), Article 3.20 (Claims for Preferential Tariff Treatment)',
      source: AGREEMENT_TEXT,
    },
  },
  {
    column: 'EPA_欧州連合',
    symbol: 'JP-EU',
    name: 'EU-Japan Economic Partnership Agreement',
    partners: (iso2) => (isEuMember(iso2) ? '2019-02-01' : null),
    proof: {
      agreement: 'EU-Japan Economic Partnership Agreement',
      accepted: ['A statement on origin made out by the exporter (on an invoice or another commercial document)', "The importer's knowledge that the product is originating"],
      legal_basis: 'EU-Japan EPA, Chapter 3 (Rules of Origin and Origin Procedures), Article 3.16 (Claim for preferential tariff treatment)',
      source: AGREEMENT_TEXT,
    },
  },
  {
    column: 'EPA_英国',
    symbol: 'JP-UK',
    name: 'UK-Japan Comprehensive Economic Partnership Agreement',
    partners: fixed({ GB: '2021-01-01' }),
    proof: {
      agreement: 'UK-Japan Comprehensive Economic Partnership Agreement',
      accepted: ['A statement on origin made out by the exporter (on an invoice or another commercial document)', "The importer's knowledge that the product is originating"],
      legal_basis: 'UK-Japan CEPA, Chapter 3 (Rules of Origin and Origin Procedures), Article 3.16 (Claim for preferential tariff treatment)',
      source: AGREEMENT_TEXT,
    },
  },
  {
    column: 'EPA_日米貿易協定',
    symbol: 'JP-US',
    name: 'Trade Agreement between Japan and the United States of America',
    partners: fixed({ US: '2020-01-01' }),
    proof: {
      agreement: 'US-Japan Trade Agreement',
      accepted: ["A claim by the importer based on the importer's knowledge, including information from the exporter or producer (importer self-declaration)"],
      legal_basis: 'US-Japan Trade Agreement, Annex I (Japan), rules of origin and origin procedures',
      source: AGREEMENT_TEXT,
    },
  },
  {
    column: 'EPA_アセアン',
    symbol: 'AJCEP',
    name: 'ASEAN-Japan Comprehensive Economic Partnership (AJCEP)',
    partners: fixed({ SG: '2008-12-01', LA: '2008-12-01', VN: '2008-12-01', MM: '2008-12-01', BN: '2009-01-01', MY: '2009-02-01', TH: '2009-06-01', KH: '2009-12-01', PH: '2010-07-01', ID: '2018-03-01' }),
    proof: {
      agreement: 'AJCEP',
      accepted: ['A Certificate of Origin (Form AJ) issued by the issuing authority of the exporting Party'],
      legal_basis: 'AJCEP, Chapter 3 (Rules of Origin) and its Annex 4 (Operational Certification Procedures)',
      source: AGREEMENT_TEXT,
    },
  },
  { column: 'EPA_シンガポール', symbol: 'JP-SG', name: 'Japan-Singapore Economic Partnership Agreement', partners: fixed({ SG: '2002-11-30' }), proof: certificate('Japan-Singapore EPA') },
  { column: 'EPA_メキシコ', symbol: 'JP-MX', name: 'Japan-Mexico Economic Partnership Agreement', partners: fixed({ MX: '2005-04-01' }), proof: certificate('Japan-Mexico EPA', ['A declaration of origin by an approved exporter']) },
  { column: 'EPA_マレーシア', symbol: 'JP-MY', name: 'Japan-Malaysia Economic Partnership Agreement', partners: fixed({ MY: '2006-07-13' }), proof: certificate('Japan-Malaysia EPA') },
  { column: 'EPA_チリ', symbol: 'JP-CL', name: 'Japan-Chile Economic Partnership Agreement', partners: fixed({ CL: '2007-09-03' }), proof: certificate('Japan-Chile EPA') },
  { column: 'EPA_タイ', symbol: 'JP-TH', name: 'Japan-Thailand Economic Partnership Agreement', partners: fixed({ TH: '2007-11-01' }), proof: certificate('Japan-Thailand EPA') },
  { column: 'EPA_インドネシア', symbol: 'JP-ID', name: 'Japan-Indonesia Economic Partnership Agreement', partners: fixed({ ID: '2008-07-01' }), proof: certificate('Japan-Indonesia EPA') },
  { column: 'EPA_ブルネイ', symbol: 'JP-BN', name: 'Japan-Brunei Economic Partnership Agreement', partners: fixed({ BN: '2008-07-31' }), proof: certificate('Japan-Brunei EPA') },
  { column: 'EPA_フィリピン', symbol: 'JP-PH', name: 'Japan-Philippines Economic Partnership Agreement', partners: fixed({ PH: '2008-12-11' }), proof: certificate('Japan-Philippines EPA') },
  { column: 'EPA_スイス', symbol: 'JP-CH', name: 'Japan-Switzerland Economic Partnership Agreement', partners: fixed({ CH: '2009-09-01' }), proof: certificate('Japan-Switzerland EPA', ['A declaration of origin by an approved exporter']) },
  { column: 'EPA_ベトナム', symbol: 'JP-VN', name: 'Japan-Viet Nam Economic Partnership Agreement', partners: fixed({ VN: '2009-10-01' }), proof: certificate('Japan-Viet Nam EPA') },
  { column: 'EPA_インド', symbol: 'JP-IN', name: 'Japan-India Comprehensive Economic Partnership Agreement', partners: fixed({ IN: '2011-08-01' }), proof: certificate('Japan-India CEPA') },
  { column: 'EPA_ペルー', symbol: 'JP-PE', name: 'Japan-Peru Economic Partnership Agreement', partners: fixed({ PE: '2012-03-01' }), proof: certificate('Japan-Peru EPA', ['A declaration of origin by an approved exporter']) },
  {
    column: 'EPA_豪州',
    symbol: 'JP-AU',
    name: 'Japan-Australia Economic Partnership Agreement',
    partners: fixed({ AU: '2015-01-15' }),
    proof: certificate('Japan-Australia EPA', ['An origin certification document prepared by the exporter or producer']),
  },
  { column: 'EPA_モンゴル', symbol: 'JP-MN', name: 'Japan-Mongolia Economic Partnership Agreement', partners: fixed({ MN: '2016-06-07' }), proof: certificate('Japan-Mongolia EPA') },
];

/** The agreements goods of `origin` may claim into Japan, each with the day it entered into force for the origin. */
export function jpAgreementsFor(origin: string): { agreement: JpAgreement; inForceFrom: string }[] {
  const out: { agreement: JpAgreement; inForceFrom: string }[] = [];
  for (const agreement of JP_AGREEMENTS) {
    const from = agreement.partners(origin);
    if (from) out.push({ agreement, inForceFrom: from });
  }
  return out;
}
