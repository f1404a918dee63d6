import { resolveHsPath } from '../tariffs/hs-path.js';
import { destinationSchedule } from '../tariffs/schedules.js';
import type { DocumentCreateRequest } from './store.js';

/**
 * Items given inline print their HS codes on the document, which customs reads: each must be an HS
 * 2022 subheading, or a national line of the importer's schedule, as a priced item's code is
 * (`unknown_hs_code` naming the code sent; an order's and a quote's items were checked when they
 * were made). Runs on the main thread, which holds the nomenclature, before the rendering thread's job.
 */
export function checkItemCodes(items: NonNullable<DocumentCreateRequest['items']>, importerCountry: string | undefined): void {
  const schedule = importerCountry ? destinationSchedule(importerCountry) : null;
  items.forEach((item, index) => resolveHsPath(item.hs_code, `/items/${index}/hs_code`, { minLength: 6, schedule }));
}
