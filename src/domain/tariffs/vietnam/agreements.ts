import { isEuMember } from '../../reference/tariffs.js';
import { AGREEMENT_TEXT, RCEP_NAME, rcepProof } from '../agreement-proofs.js';
import type { TariffProofOfOrigin } from '../types.js';
import type { VnColumn } from './tariff-file.js';

// Viet Nam's preferential columns: which agreement each is, whose goods may claim it, and the proof
// of origin it needs. Every agreement here was in force for its partners before the data's day
// (2026-01-07), so no date is checked. The six RCEP columns are Viet Nam's schedules for the groups
// of members in the order of RCEP's Annex I (ASEAN, Australia, China, Japan, Korea, New Zealand):
// column E is Korea's (data/tariffs/SOURCE.md, file 9, says how the data confirms it). The proofs are
// stated from each agreement's rules-of-origin chapter; they are not in the tariff data. Not mapped:
// the UK's accession to CPTPP (the UK's goods are answered under UKVFTA) and Timor-Leste.

export interface VnAgreement {
  column: VnColumn;
  /** `program.symbol` of a record. */
  symbol: string;
  name: string;
  partners: (iso2: string) => boolean;
  proof: TariffProofOfOrigin;
}

/** Viet Nam's partners in ASEAN. */
const ASEAN = ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH'];

const among = (members: string[]) => (iso2: string) => members.includes(iso2);

/** A certificate of origin on the agreement's own form, issued in the exporting country. */
function certificate(agreement: string, form: string, extra: string[] = []): TariffProofOfOrigin {
  return {
    agreement,
    accepted: [`A Certificate of Origin (Form ${form}) issued by the issuing authority of the exporting Party`, ...extra],
    legal_basis: `${agreement}, rules of origin (operational certification procedures)`,
    source: AGREEMENT_TEXT,
  };
}

const RCEP_PROOF = rcepProof();

function rcep(column: VnColumn, group: string, partners: string[]): VnAgreement {
  return { column, symbol: 'RCEP', name: `${RCEP_NAME}: Viet Nam's schedule for goods of ${group} (column ${column.slice(-1)})`, partners: among(partners), proof: RCEP_PROOF };
}

/** In this order: on a tie between agreements the first is named (a bilateral agreement before a regional one). */
export const VN_AGREEMENTS: readonly VnAgreement[] = [
  { column: 'VKFTA', symbol: 'VKFTA', name: 'Viet Nam-Korea Free Trade Agreement (VKFTA)', partners: among(['KR']), proof: certificate('VKFTA', 'VK') },
  { column: 'VJEPA', symbol: 'VJEPA', name: 'Viet Nam-Japan Economic Partnership Agreement (VJEPA)', partners: among(['JP']), proof: certificate('VJEPA', 'VJ') },
  {
    column: 'EVFTA',
    symbol: 'EVFTA',
    name: 'EU-Viet Nam Free Trade Agreement (EVFTA)',
    partners: isEuMember,
    proof: {
      agreement: 'EVFTA',
      accepted: ['An origin declaration on the invoice or another commercial document by an exporter registered or approved under the agreement (by any exporter for a small consignment)'],
      legal_basis: 'EVFTA, Protocol 1 (rules of origin and methods of administrative cooperation), proof of origin',
      source: AGREEMENT_TEXT,
    },
  },
  {
    column: 'UKVFTA',
    symbol: 'UKVFTA',
    name: 'UK-Viet Nam Free Trade Agreement (UKVFTA)',
    partners: among(['GB']),
    proof: {
      agreement: 'UKVFTA',
      accepted: ['An origin declaration on the invoice or another commercial document by an approved exporter (by any exporter for a small consignment)'],
      legal_basis: 'UKVFTA, Protocol 1 (rules of origin and methods of administrative cooperation), proof of origin',
      source: AGREEMENT_TEXT,
    },
  },
  { column: 'VCFTA', symbol: 'VCFTA', name: 'Viet Nam-Chile Free Trade Agreement (VCFTA)', partners: among(['CL']), proof: certificate('VCFTA', 'VC') },
  { column: 'VN-EAEU', symbol: 'VN-EAEU', name: 'Viet Nam-Eurasian Economic Union Free Trade Agreement (VN-EAEU FTA)', partners: among(['RU', 'BY', 'KZ', 'KG', 'AM']), proof: certificate('VN-EAEU FTA', 'EAV') },
  { column: 'VIFTA', symbol: 'VIFTA', name: 'Viet Nam-Israel Free Trade Agreement (VIFTA)', partners: among(['IL']), proof: certificate('VIFTA', 'VI', ['An origin declaration by an approved exporter']) },
  {
    column: 'CPTPP',
    symbol: 'CPTPP',
    name: 'Comprehensive and Progressive Agreement for Trans-Pacific Partnership (CPTPP)',
    partners: among(['AU', 'BN', 'CA', 'CL', 'JP', 'MY', 'MX', 'NZ', 'PE', 'SG']),
    proof: {
      agreement: 'CPTPP',
      accepted: ['A certification of origin completed by the exporter or the producer'],
      legal_basis: 'CPTPP (incorporating TPP Chapter 3, Rules of Origin and Origin Procedures), Article 3.20 (Claims for Preferential Tariff Treatment)',
      source: AGREEMENT_TEXT,
    },
  },
  { column: 'ATIGA', symbol: 'ATIGA', name: 'ASEAN Trade in Goods Agreement (ATIGA)', partners: among(ASEAN), proof: certificate('ATIGA', 'D', ['A declaration of origin by a certified exporter (self-certification)']) },
  { column: 'AKFTA', symbol: 'AKFTA', name: 'ASEAN-Korea Free Trade Area (AKFTA)', partners: among([...ASEAN, 'KR']), proof: certificate('AKFTA', 'AK') },
  { column: 'AJCEP', symbol: 'AJCEP', name: 'ASEAN-Japan Comprehensive Economic Partnership (AJCEP)', partners: among([...ASEAN, 'JP']), proof: certificate('AJCEP', 'AJ') },
  { column: 'ACFTA', symbol: 'ACFTA', name: 'ASEAN-China Free Trade Area (ACFTA)', partners: among([...ASEAN, 'CN']), proof: certificate('ACFTA', 'E') },
  { column: 'AANZFTA', symbol: 'AANZFTA', name: 'ASEAN-Australia-New Zealand Free Trade Area (AANZFTA)', partners: among([...ASEAN, 'AU', 'NZ']), proof: certificate('AANZFTA', 'AANZ') },
  { column: 'AIFTA', symbol: 'AIFTA', name: 'ASEAN-India Free Trade Area (AIFTA)', partners: among([...ASEAN, 'IN']), proof: certificate('AIFTA', 'AI') },
  { column: 'AHKFTA', symbol: 'AHKFTA', name: 'ASEAN-Hong Kong, China Free Trade Area (AHKFTA)', partners: among([...ASEAN, 'HK']), proof: certificate('AHKFTA', 'AHK') },
  rcep('RCEPT A', 'ASEAN members', ASEAN),
  rcep('RCEPT B', 'Australia', ['AU']),
  rcep('RCEPT C', 'China', ['CN']),
  rcep('RCEPT D', 'Japan', ['JP']),
  rcep('RCEPT E', 'Korea', ['KR']),
  rcep('RCEPT F', 'New Zealand', ['NZ']),
];

/** The agreements goods of `origin` may claim into Viet Nam, in the order above. */
export function vnAgreementsFor(origin: string): readonly VnAgreement[] {
  return VN_AGREEMENTS.filter((a) => a.partners(origin));
}

