import { languageValues, type components } from '../../generated/openapi.js';

/** Languages of labels (sector names, country names). English is the fallback. */
export type Lang = components['schemas']['Language'];
export const LANGS: readonly Lang[] = languageValues;

/**
 * Picks the best supported language from an Accept-Language header (RFC 9110 section 12.5.4):
 * highest q first, then header order; `*` or nothing usable gives English.
 */
export function negotiateLang(header: string | undefined): Lang {
  if (!header) return 'en';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0 && r.tag !== '')
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0] as Lang;
    if ((LANGS as readonly string[]).includes(primary)) return primary;
  }
  return 'en';
}
