import type { CostName, Incoterm, TransportMode } from './types.js';

// Who carries which cost under each Incoterms 2020 rule (ICC Publication 723E, the A4/A9/B4/B9
// articles on carriage, insurance and costs). The table is the default allocation; a contract may
// move a cost (e.g. unloading included in a CPT freight contract), which the caller models by
// leaving that cost out or giving it as 0.
//
// Assumptions where a rule depends on the named place:
// - FCA: delivery at the carrier's terminal in the origin country, so the seller carries the
//   origin inland carriage. (FCA at the seller's own premises would leave it to the buyer.)
// - DAP / DPU / DDP: the named place is the buyer's premises (or another place inland), so the
//   seller carries the destination inland carriage. Only DPU puts unloading at destination on the seller.
// - D rules: the seller bears the risk until delivery, so insurance, if bought, is the seller's.
//   CIF requires cover of at least 110 % on Institute Cargo Clauses (C), CIP on clauses (A).

const S = 'seller' as const;
const B = 'buyer' as const;
type Payer = typeof S | typeof B;

const ALLOCATION: Record<Incoterm, Record<CostName, Payer>> = {
  EXW: { export_clearance: B, origin_inland: B, main_freight: B, insurance: B, destination_unloading: B, destination_inland: B, import_clearance: B },
  FCA: { export_clearance: S, origin_inland: S, main_freight: B, insurance: B, destination_unloading: B, destination_inland: B, import_clearance: B },
  FAS: { export_clearance: S, origin_inland: S, main_freight: B, insurance: B, destination_unloading: B, destination_inland: B, import_clearance: B },
  FOB: { export_clearance: S, origin_inland: S, main_freight: B, insurance: B, destination_unloading: B, destination_inland: B, import_clearance: B },
  CFR: { export_clearance: S, origin_inland: S, main_freight: S, insurance: B, destination_unloading: B, destination_inland: B, import_clearance: B },
  CIF: { export_clearance: S, origin_inland: S, main_freight: S, insurance: S, destination_unloading: B, destination_inland: B, import_clearance: B },
  CPT: { export_clearance: S, origin_inland: S, main_freight: S, insurance: B, destination_unloading: B, destination_inland: B, import_clearance: B },
  CIP: { export_clearance: S, origin_inland: S, main_freight: S, insurance: S, destination_unloading: B, destination_inland: B, import_clearance: B },
  DAP: { export_clearance: S, origin_inland: S, main_freight: S, insurance: S, destination_unloading: B, destination_inland: S, import_clearance: B },
  DPU: { export_clearance: S, origin_inland: S, main_freight: S, insurance: S, destination_unloading: S, destination_inland: S, import_clearance: B },
  DDP: { export_clearance: S, origin_inland: S, main_freight: S, insurance: S, destination_unloading: B, destination_inland: S, import_clearance: S },
};

export function costPayer(incoterm: Incoterm, cost: CostName): Payer {
  return ALLOCATION[incoterm][cost];
}

/** Duty and import VAT are the seller's only under DDP. */
export function importTaxesPayer(incoterm: Incoterm): Payer {
  return incoterm === 'DDP' ? S : B;
}

/** FAS, FOB, CFR and CIF are for sea and inland waterway transport only (Incoterms 2020). */
export const SEA_ONLY: readonly Incoterm[] = ['FAS', 'FOB', 'CFR', 'CIF'];
const WATERBORNE: readonly TransportMode[] = ['sea', 'inland_waterway'];

export function fitsTransportMode(incoterm: Incoterm, mode: TransportMode): boolean {
  return !SEA_ONLY.includes(incoterm) || WATERBORNE.includes(mode);
}
