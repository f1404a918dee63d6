// The exporter profile: what the caller sells, from where, and where it wants to sell.
// It drives the buyers' match scores.

export interface ExporterProduct {
  name: string;
  /** HS code, 2 to 10 digits. */
  hs_code: string;
  description?: string;
}

export interface ExporterProfile {
  company_name: string;
  origin_country: string;
  products: ExporterProduct[];
  /** Sector codes (labels are accepted on input and normalised to codes). */
  sectors: string[];
  target_countries: string[];
  updated_at?: string;
}
