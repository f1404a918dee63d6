import { LRUCache } from 'lru-cache';
import type { components } from '../../../generated/openapi.js';
import { ApiError, errors, type FieldIssue } from '../errors.js';
import { buyerId } from '../ids.js';
import type { Lang } from '../lang.js';
import type { Mode } from '../modes.js';
import { pageFields } from '../paging.js';
import { timestamp } from '../time.js';
import { isCountryCode } from '../reference/countries.js';
import { normalizeHsCode, unknownHsCodeIssue } from '../reference/hs.js';
import { findSector } from '../sectors.js';
import { type BuyerAddress, type BuyerContact, contactOf, storedContactNumbers } from './contact.js';
import { type BuyerPage, presentBuyer, presentPage } from './present.js';
import type { ExporterProfile, ExporterProfileInput } from './profile.js';
import { genericScore, prepareProfile, profileScore } from './score.js';
import { BuyerSearchIndex } from './search-index.js';
import type { BuyerSearchPage, BuyerSearchQuery, BuyerStore } from './store.js';
import type { BuyerRecord } from './types.js';
import { yieldToEventLoop } from '../event-loop.js';
import { ProfileSaves } from './profile-saves.js';

/** The JSON-body form of the search filters (the specification's form). */
export type BuyerSearchBody = components['schemas']['BuyerSearchBody'];
/** The search filters of GET /buyers, after query and body forms were merged (paging filled in). */
export type BuyerFilters = BuyerSearchBody & { limit: number; page: number };

const FILTER_FIELDS = ['country', 'sector', 'hs_code', 'min_score', 'q', 'has_contact', 'limit', 'page'] as const satisfies ReadonlyArray<keyof BuyerSearchBody>;

/**
 * Merges the query-string form and the JSON-body form of a buyer search. Both mean the same;
 * a field given in both with different values is a 400. `query` holds coerced values with
 * defaults; `queryGiven` says which ones the client really sent.
 */
export function mergeSearchForms(query: BuyerFilters, queryGiven: ReadonlySet<string>, body: BuyerSearchBody | undefined): BuyerFilters {
  const merged: BuyerFilters = { ...query };
  const conflicts: FieldIssue[] = [];
  for (const field of FILTER_FIELDS) {
    const value = body?.[field];
    if (value === undefined) continue;
    if (queryGiven.has(field) && String(query[field]) !== String(value)) {
      conflicts.push({ field: `/${field}`, issue: `given as ${JSON.stringify(query[field])} in the query and ${JSON.stringify(value)} in the body` });
    }
    Object.assign(merged, { [field]: value });
  }
  if (conflicts.length > 0) {
    throw errors.invalidRequest('A filter was given in both the query string and the body with different values.', conflicts);
  }
  return merged;
}

export type BuyerDetail = components['schemas']['BuyerDetail'];

/** Checks filter values the schema cannot (known country, known sector, existing HS code). */
export function validateBuyerFilters(filters: Pick<BuyerSearchBody, 'country' | 'sector' | 'hs_code'>): { country?: string; sector?: string; hsPrefix?: string } {
  const issues: FieldIssue[] = [];
  const country = filters.country?.toUpperCase();
  if (country !== undefined && !isCountryCode(country)) issues.push({ field: '/country', issue: `unknown ISO 3166-1 alpha-2 code "${filters.country}"` });
  const sector = filters.sector === undefined ? undefined : findSector(filters.sector)?.code;
  if (filters.sector !== undefined && sector === undefined) issues.push({ field: '/sector', issue: `unknown sector "${filters.sector}"` });
  let hsPrefix: string | undefined;
  if (filters.hs_code !== undefined) {
    // A buyer's import profile is kept at heading level: longer codes match on their heading.
    const digits = normalizeHsCode(filters.hs_code) as string;
    hsPrefix = digits.slice(0, 4);
    const unknown = /^\d+$/.test(digits) ? unknownHsCodeIssue(filters.hs_code, hsPrefix.length === 3 ? hsPrefix.slice(0, 2) : hsPrefix) : `${filters.hs_code} is not an HS code`;
    if (unknown !== null) issues.push({ field: '/hs_code', issue: unknown });
  }
  if (issues.length > 0) throw new ApiError('validation_failed', 'The search filters are not valid.', issues);
  return { country, sector, hsPrefix };
}

/**
 * A page is kept in the page cache only when it is asked for a second time within this many
 * uncached searches: one-off searches (a client walking through many filters) never displace the
 * pages that are asked for again and again, nor fill the heap with pages no one will ask for.
 * Keeping every page cost a fifth more server CPU per search, and 1.5-2 times the p99, in the
 * varied bench, where no page comes back soon enough to be served from a 2,000-page cache.
 */
const PAGE_ADMISSION_WINDOW = 500;

export interface BuyerServiceOptions {
  /** How many search pages to keep in memory. */
  cacheEntries?: number;
  /** Buyers rescored per statement when a profile is saved (each batch is one short query). */
  scoreBatch?: number;
  /** Search in memory (default); off, every page not in the page cache is an SQL query. */
  searchIndex?: boolean;
  /** Where failures of background index loads are reported. */
  onIndexError?: (error: unknown) => void;
}

/**
 * Buyer search and exporter profiles. Search pages are cached in memory and keyed by the
 * store's change counter, so an import or a profile change (here or in another process)
 * invalidates them; the read path then costs no database round trip when a page is hot.
 */
export class BuyerService {
  private readonly pages: LRUCache<string, BuyerSearchPage & { contactAt: (k: number) => BuyerContact; views: Partial<Record<Lang, BuyerPage>> }>;
  /** Keys of the pages computed lately but not kept: a page is kept when it is asked for again while its key is here. */
  private readonly seenOnce: LRUCache<string, true>;
  private readonly profiles = new Map<string, ExporterProfile | null>();
  private counter = -1;
  /** Profile saves, coalesced per `mode:account` (see profile-saves.ts). */
  readonly saves = new ProfileSaves();
  private readonly scoreBatch: number;

  constructor(
    private readonly store: BuyerStore,
    options: BuyerServiceOptions = {},
  ) {
    this.pages = new LRUCache({ max: options.cacheEntries ?? 2000 });
    this.seenOnce = new LRUCache({ max: PAGE_ADMISSION_WINDOW });
    this.scoreBatch = options.scoreBatch ?? 200;
    this.index = options.searchIndex === false ? null : new BuyerSearchIndex(store, options.onIndexError);
  }

  /** The in-memory search index, null when it is off. */
  readonly index: BuyerSearchIndex | null;

  /** Re-reads the change counter; caches are dropped when it moved. Called on a short timer. */
  async refresh(): Promise<void> {
    const counter = await this.store.changeCounter();
    if (counter !== this.counter) {
      await this.index?.refresh();
      this.pages.clear();
      this.seenOnce.clear();
      this.profiles.clear();
      this.counter = counter;
    }
  }

  private async profileOf(accountId: string, mode: Mode): Promise<ExporterProfile | null> {
    const key = `${mode}:${accountId}`;
    if (this.profiles.has(key)) return this.profiles.get(key) ?? null;
    const counter = this.counter;
    const profile = (await this.store.getProfile(accountId, mode)) ?? null;
    if (counter === this.counter) this.profiles.set(key, profile);
    return profile;
  }

  async search(accountId: string, mode: Mode, filters: BuyerFilters, lang: Lang): Promise<BuyerPage> {
    const { country, sector, hsPrefix } = validateBuyerFilters(filters);
    const profile = await this.profileOf(accountId, mode);
    const query: BuyerSearchQuery = {
      mode,
      scoreAccountId: profile ? accountId : null,
      ...(country ? { country } : {}),
      ...(sector ? { sector } : {}),
      ...(hsPrefix ? { hsPrefix } : {}),
      ...(filters.min_score !== undefined ? { minScore: filters.min_score } : {}),
      ...(filters.q ? { nameContains: filters.q.trim().toLowerCase() } : {}),
      ...(filters.has_contact !== undefined ? { hasContact: filters.has_contact } : {}),
      limit: filters.limit,
      offset: (filters.page - 1) * filters.limit,
    };
    const key = JSON.stringify(query);
    let result = this.pages.get(key);
    if (!result) {
      const counter = this.counter;
      const page = (await this.index?.search(query)) ?? (await this.store.search(query));
      result = { ...page, contactAt: await this.contactsOf(mode, page.buyers), views: {} };
      // A page read before a change that landed meanwhile is answered but not kept; nor is one asked
      // for the first time lately (see PAGE_ADMISSION_WINDOW).
      if (counter === this.counter) {
        if (this.seenOnce.has(key)) this.pages.set(key, result);
        else this.seenOnce.set(key, true);
      }
    }
    // The same frozen page object is returned while the cache holds it, so the HTTP layer can
    // reuse its serialised form too.
    return (result.views[lang] ??= presentPage(result.buyers, result.scores, result.contactAt, mode, lang, pageFields({ page: filters.page, limit: filters.limit, offset: query.offset }, result.total)));
  }

  async get(accountId: string, mode: Mode, id: string, lang: Lang): Promise<BuyerDetail> {
    const number = Number(id.slice(2));
    const profile = await this.profileOf(accountId, mode);
    const buyer = Number.isSafeInteger(number) ? await this.store.get(mode, number, profile ? accountId : null) : undefined;
    if (!buyer) throw errors.notFound(`Buyer ${id}`);
    const breakdown = profile ? profileScore(buyer, prepareProfile(profile)) : genericScore(buyer);
    const contactAt = await this.contactsOf(mode, [buyer]);
    return { ...presentBuyer(buyer, breakdown.score, contactAt(0), mode, lang), score_basis: breakdown.basis, score_factors: breakdown.factors };
  }

  /**
   * The contact of each of these buyers by position: imported buyers' read from storage now, in one
   * query; sandbox buyers' made from their records when asked (a page's kept JSON never asks).
   */
  private async contactsOf(mode: Mode, buyers: readonly BuyerRecord[]): Promise<(k: number) => BuyerContact> {
    const numbers = storedContactNumbers(buyers);
    const stored = numbers.length > 0 ? await this.store.contacts(mode, numbers) : undefined;
    return (k) => contactOf(buyers[k]!, stored?.get(buyers[k]!.number));
  }

  /** A buyer's postal address as its record has it now (documents print it for the importer); null when it has none or there is no such buyer. */
  async postalAddress(mode: Mode, id: string): Promise<BuyerAddress | null> {
    const number = Number(id.slice(2));
    const buyer = /^b_[0-9]+$/.test(id) && Number.isSafeInteger(number) ? await this.store.get(mode, number, null) : undefined;
    return buyer ? (await this.contactsOf(mode, [buyer]))(0).address : null;
  }

  async getProfile(accountId: string, mode: Mode): Promise<ExporterProfile> {
    const profile = await this.profileOf(accountId, mode);
    if (!profile) throw errors.notFound('An exporter profile for this account');
    return profile;
  }

  /** A buyer's identity (id, name, country, city), as orders keep it; undefined when the mode has no such buyer. */
  async summary(mode: Mode, id: string): Promise<components['schemas']['OrderBuyer'] | undefined> {
    const number = Number(id.slice(2));
    const buyer = /^b_[0-9]+$/.test(id) && Number.isSafeInteger(number) ? await this.store.get(mode, number, null) : undefined;
    return buyer && { id: buyerId(buyer.number), name: buyer.companyName, country: buyer.country, city: buyer.city };
  }

  /** The profile, or undefined when the account has none yet. */
  async findProfile(accountId: string, mode: Mode): Promise<ExporterProfile | undefined> {
    return (await this.profileOf(accountId, mode)) ?? undefined;
  }

  /**
   * Replaces the profile and rescores every buyer of the mode against it. The scores are written
   * in batches under a new generation, yielding between batches, so that other requests' queries
   * run in between (embedded PGlite runs every query on this thread, one at a time). Searches keep
   * reading the previous scores (or the generic ones when there was no profile) until all new
   * scores are written; one short transaction then switches the profile and its scores together.
   * Saves of one account coalesce (ProfileSaves): the latest wins, a superseded one is answered
   * with the profile stored, and a rescoring stops when superseded or when `signal` (its client)
   * and every other request waiting for it have gone.
   */
  async putProfile(accountId: string, mode: Mode, input: ExporterProfileInput, options: { signal?: AbortSignal; now?: Date } = {}): Promise<ExporterProfile> {
    const profile = normalizeProfile(input, options.now ?? new Date());
    return this.saves.save(
      `${mode}:${accountId}`,
      profile,
      (latest, cancelled) => this.rescore(accountId, mode, latest, cancelled),
      () => this.store.getProfile(accountId, mode),
      options.signal,
    );
  }

  private async rescore(accountId: string, mode: Mode, profile: ExporterProfile, cancelled: AbortSignal): Promise<ExporterProfile> {
    const prepared = prepareProfile(profile);
    const generation = await this.store.newScoreGeneration();
    let activated = false;
    try {
      for (let after = 0; ; ) {
        cancelled.throwIfAborted();
        const batch = await this.store.scoringBatch(mode, after, this.scoreBatch);
        if (batch.length === 0) break;
        await this.store.insertScores(accountId, mode, generation, batch.map((b) => b.number), batch.map((b) => profileScore(b, prepared).score));
        after = batch.at(-1)!.number;
        await yieldToEventLoop();
      }
      cancelled.throwIfAborted();
      activated = await this.store.activateProfile(accountId, mode, profile, generation);
    } finally {
      // A refused, failed or cancelled save removes what it wrote; a saved one removes the
      // generations it replaced. Then the space of the deleted rows is made reusable, so repeated
      // saves rewrite the same pages instead of growing the table (and the data directory).
      await this.deleteScores(accountId, mode, activated ? { olderThan: generation } : { generation });
      await this.store.reclaimScoreSpace();
    }
    await this.refresh();
    return profile;
  }

  private async deleteScores(accountId: string, mode: Mode, which: { generation: number } | { olderThan: number }): Promise<void> {
    while ((await this.store.deleteScores(accountId, mode, which, this.scoreBatch)) > 0) await yieldToEventLoop();
  }
}

function normalizeProfile(input: ExporterProfileInput, now: Date): ExporterProfile {
  const issues: FieldIssue[] = [];
  const origin = input.origin_country.toUpperCase();
  if (!isCountryCode(origin)) issues.push({ field: '/origin_country', issue: `unknown country "${input.origin_country}"` });
  const products = input.products.map((p) => ({ ...p, hs_code: normalizeHsCode(p.hs_code) as string }));
  products.forEach((p, i) => {
    const code = p.hs_code.length > 6 ? p.hs_code.slice(0, 6) : p.hs_code;
    const sent = input.products[i]!.hs_code;
    const unknown = /^(\d{2}|\d{4}|\d{6})$/.test(code) ? unknownHsCodeIssue(sent, code) : `${sent} is not an HS code: a chapter, heading or subheading has 2, 4 or 6 digits`;
    if (unknown !== null) issues.push({ field: `/products/${i}/hs_code`, issue: unknown });
  });
  const sectors = input.sectors.flatMap((s, i) => {
    const found = findSector(s);
    if (!found) issues.push({ field: `/sectors/${i}`, issue: `unknown sector "${s}"` });
    return found ? [found.code] : [];
  });
  const targets = input.target_countries.map((c, i) => {
    const upper = c.toUpperCase();
    if (!isCountryCode(upper)) issues.push({ field: `/target_countries/${i}`, issue: `unknown country "${c}"` });
    return upper;
  });
  if (issues.length > 0) throw new ApiError('validation_failed', 'The exporter profile is not valid.', issues);
  return {
    company_name: input.company_name,
    origin_country: origin,
    products,
    sectors: [...new Set(sectors)],
    target_countries: [...new Set(targets)],
    updated_at: timestamp(now),
  };
}
