import type { components } from '../../../generated/openapi.js';

/**
 * One buyer as the data side hands it to storage: from the sandbox generator or a production import file.
 * The API id is `b_<number>` (see `buyerId` in ../ids.ts).
 */
export interface BuyerRecord {
  /** Positive integer, unique among buyers. */
  number: number;
  companyName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  city: string;
  /** A sector code from SECTORS (../sectors.ts). */
  sector: string;
  /** 4-digit HS 2022 headings, sorted, unique, 1..8 of them. */
  hsHeadings: string[];
  /** Whole US dollars per year (an integer, never a fraction). */
  annualImportUsd: number;
  foundedYear: number | null;
  employees: number | null;
  verified: boolean;
  source: BuyerOrigin;
  /**
   * Whether it has a website, an e-mail or a phone (the search filter `has_contact`). The contact
   * itself is not kept with the record, so the search index holds no contact text: it is read from
   * storage (imports) or made again from the record (sandbox) when a buyer is shown (./contact.ts).
   */
  hasContact: boolean;
}

/**
 * Where a buyer record comes from: the sandbox generator (synthetic: its figures imitate a real
 * statistic, `IMPORTS_STATISTIC` in ./markets.ts), or an operator's import, with the source it named.
 */
export type BuyerOrigin = { kind: Extract<SourceKind, 'sandbox_generator'> } | { kind: Extract<SourceKind, 'import'>; name: string | null; year: number | null };

type SourceKind = components['schemas']['BuyerSource']['kind'];

/** Every generated buyer's origin (one object: the search index holds 50,000 of them). */
export const SANDBOX_ORIGIN: BuyerOrigin = Object.freeze({ kind: 'sandbox_generator' });
