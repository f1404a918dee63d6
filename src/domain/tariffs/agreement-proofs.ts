import type { TariffProofOfOrigin } from './types.js';

// What the agreements' modules of Japan, Viet Nam and China share: where a proof of origin is stated
// from, and RCEP's, the same agreement in each of them.

/** The `source` of every proof of origin: stated from the agreement, not read from the tariff data. */
export const AGREEMENT_TEXT = "stated from the agreement's rules-of-origin chapter (not part of the tariff data)";

export const RCEP_NAME = 'Regional Comprehensive Economic Partnership (RCEP)';

/** RCEP's proofs of origin (Article 3.16): a certificate or an approved exporter's declaration; `more`: what the importing Party accepts besides (Japan: the importer's declaration). */
export function rcepProof(more: string[] = []): TariffProofOfOrigin {
  return {
    agreement: RCEP_NAME,
    accepted: ['A Certificate of Origin issued by an issuing body of the exporting Party', 'A Declaration of Origin made by an approved exporter of the exporting Party', ...more],
    legal_basis: 'RCEP Agreement, Chapter 3 (Rules of Origin), Article 3.16 (Proof of Origin)',
    source: AGREEMENT_TEXT,
  };
}
