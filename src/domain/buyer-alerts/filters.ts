import type { components } from '../../../generated/openapi.js';
import type { BuyerRecord } from '../buyers/types.js';
import { validateBuyerFilters } from '../buyers/service.js';

// Buyer alerts: saved buyer-search filters with a minimum score. `alertMatches` is the search's
// filter logic (src/db/buyer-store.ts) for one buyer, applied when buyers are added or change.

export type BuyerAlert = components['schemas']['BuyerAlert'];
export type BuyerAlertCreateRequest = components['schemas']['BuyerAlertCreateRequest'];

/** Alerts one account keeps per mode. */
export const MAX_BUYER_ALERTS = 50;

/** The filters as stored and matched: codes resolved, the name fragment lower-cased. */
export interface AlertFilters {
  country: string | null;
  sector: string | null;
  /** 2 to 4 digits. */
  hsPrefix: string | null;
  /** Lower-cased, trimmed. */
  nameQuery: string | null;
  minScore: number;
}

/** Checks and resolves the filters (unknown country, sector or HS code: validation_failed, as in search). */
export function normalizeAlertFilters(input: BuyerAlertCreateRequest): AlertFilters {
  const { country, sector, hsPrefix } = validateBuyerFilters(input);
  const q = input.q?.trim().toLowerCase();
  return { country: country ?? null, sector: sector ?? null, hsPrefix: hsPrefix ?? null, nameQuery: q ? q : null, minScore: input.min_score };
}

/** Whether a buyer with this score (for the alert's account) matches the alert's filters. */
export function alertMatches(filters: AlertFilters, buyer: Pick<BuyerRecord, 'country' | 'sector' | 'hsHeadings' | 'companyName'>, score: number): boolean {
  if (score < filters.minScore) return false;
  if (filters.country !== null && buyer.country !== filters.country) return false;
  if (filters.sector !== null && buyer.sector !== filters.sector) return false;
  const prefix = filters.hsPrefix;
  if (prefix !== null && !buyer.hsHeadings.some((h) => h.startsWith(prefix))) return false;
  if (filters.nameQuery !== null && !buyer.companyName.toLowerCase().includes(filters.nameQuery)) return false;
  return true;
}
