import { ApiError } from './errors.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** `page` is 1-based; `limit` 1..100, default 20 (API conventions). Out of range -> 400 validation_failed. */
export function pageWindow(page: number | undefined, limit: number | undefined): { page: number; limit: number; offset: number } {
  const p = page ?? 1;
  const l = limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(p) || p < 1) throw new ApiError('validation_failed', 'page must be a whole number from 1.', [{ field: '/page', issue: 'must be >= 1' }]);
  if (!Number.isInteger(l) || l < 1 || l > MAX_LIMIT) {
    throw new ApiError('validation_failed', `limit must be a whole number from 1 to ${MAX_LIMIT}.`, [{ field: '/limit', issue: `must be between 1 and ${MAX_LIMIT}` }]);
  }
  return { page: p, limit: l, offset: (p - 1) * l };
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/** The paging fields of every list answer (API conventions): `total`, `page`, `limit`, `has_more`. */
export function pageFields(window: PageWindow, total: number): { total: number; page: number; limit: number; has_more: boolean } {
  return { total, page: window.page, limit: window.limit, has_more: window.offset + window.limit < total };
}
