import { AGREEMENT_TEXT, RCEP_NAME, rcepProof } from '../agreement-proofs.js';
import type { TariffProofOfOrigin } from '../types.js';
import type { CnCells } from './tariff-file.js';

// China's preferential columns in the data: both are for goods of Korea (the China-Korea FTA in force
// since 2015-12-20, RCEP between China and Korea since 2022-02-01, both before the data's day), so no
// date is checked. The proofs are stated from each agreement's rules-of-origin chapter; they are not
// in the tariff data. China's preferences for goods of other origins are not in the data.

export interface CnAgreement {
  column: keyof Pick<CnCells, 'krFta' | 'rcepKr'>;
  /** `program.symbol` of a record. */
  symbol: string;
  name: string;
  /** The agreement's name in a sentence, with its article where it takes one ("the China-Korea FTA", "RCEP"). */
  short: string;
  proof: TariffProofOfOrigin;
}

/** In this order: on a tie the first is named (the bilateral agreement before the regional one). */
export const CN_AGREEMENTS: readonly CnAgreement[] = [
  {
    column: 'krFta',
    symbol: 'CKFTA',
    name: 'China-Korea Free Trade Agreement (China-Korea FTA)',
    short: 'the China-Korea FTA',
    proof: {
      agreement: 'China-Korea FTA',
      accepted: [
        'A Certificate of Origin under the China-Korea FTA, in English, issued by an authorized body of Korea (the Korea Customs Service or the Korea Chamber of Commerce and Industry) before or at shipment or within seven working days after it; valid for one year',
      ],
      legal_basis: 'China-Korea FTA, Chapter 3 (Rules of Origin and Origin Implementation Procedures), Article 3.15 (Certificate of Origin)',
      source: AGREEMENT_TEXT,
    },
  },
  {
    column: 'rcepKr',
    symbol: 'RCEP',
    name: `${RCEP_NAME}: China's schedule for goods of Korea`,
    short: 'RCEP',
    proof: rcepProof(),
  },
];

/** The agreements goods of `origin` may claim into China in the data: both for goods of Korea, none for any other origin. */
export function cnAgreementsFor(origin: string): readonly CnAgreement[] {
  return origin === 'KR' ? CN_AGREEMENTS : [];
}
