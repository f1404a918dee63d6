import type { Mode } from '../modes.js';
import type { StoredBuyerContact } from './contact.js';
import type { BuyerRecord } from './types.js';
import type { ExporterProfile } from './profile.js';

// What the buyer domain needs from storage. src/db/buyer-store.ts implements it with SQL.

export interface BuyerSearchQuery {
  mode: Mode;
  /** Set when the account has a profile: order by its precomputed profile scores. */
  scoreAccountId: string | null;
  country?: string;
  sector?: string;
  /** 2 to 4 digits (longer codes are cut to their heading before they reach the store). */
  hsPrefix?: string;
  minScore?: number;
  /** Lower-cased name fragment. */
  nameContains?: string;
  /** Only buyers with (true) or without (false) a website, an e-mail or a phone. */
  hasContact?: boolean;
  limit: number;
  offset: number;
}

export interface StoredBuyer extends BuyerRecord {
  score: number;
}

/**
 * A page of a search: the buyers' records in rank order, their scores (the generic ones, or the
 * account's), and how many buyers match in all. The in-memory search hands out the same record
 * objects until buyer records change, so what is made of a record once can be kept beside it.
 */
export interface BuyerSearchPage {
  buyers: BuyerRecord[];
  scores: number[];
  total: number;
}

/** Buyers to add with their generic scores, position by position. */
export interface ScoredBuyers {
  buyers: BuyerRecord[];
  genericScores: number[];
}

/** What scoring reads of a buyer. */
export type ScoringBuyer = Pick<BuyerRecord, 'number' | 'country' | 'sector' | 'hsHeadings' | 'annualImportUsd' | 'verified'>;

export interface BuyerStore {
  search(query: BuyerSearchQuery): Promise<BuyerSearchPage>;
  get(mode: Mode, number: number, scoreAccountId: string | null): Promise<StoredBuyer | undefined>;
  /** The next buyers of a mode by number after `afterNumber`, for rescoring in batches. */
  scoringBatch(mode: Mode, afterNumber: number, limit: number): Promise<ScoringBuyer[]>;
  /** A new score generation, higher than every one handed out before (in any process). */
  newScoreGeneration(): Promise<number>;
  /** Writes scores under a generation that searches do not read until it is activated. */
  insertScores(accountId: string, mode: Mode, generation: number, numbers: number[], scores: number[]): Promise<void>;
  /**
   * Saves the profile with `generation` as its active score generation, in one transaction with
   * the change counter; refused (false) when a newer generation is already active (a later save won).
   */
  activateProfile(accountId: string, mode: Mode, profile: ExporterProfile, generation: number): Promise<boolean>;
  /** Deletes up to `limit` score rows of one generation, or of every generation older than one; returns how many. */
  deleteScores(accountId: string, mode: Mode, which: { generation: number } | { olderThan: number }, limit: number): Promise<number>;
  /**
   * Makes the space of deleted score rows reusable (VACUUM), so that repeated rescorings do not
   * grow the table; skipped when another process is doing it at the moment.
   */
  reclaimScoreSpace(): Promise<void>;
  getProfile(accountId: string, mode: Mode): Promise<ExporterProfile | undefined>;
  count(mode: Mode): Promise<number>;
  maxNumber(mode: Mode): Promise<number>;
  /** Which of these buyer numbers already exist in the mode. */
  existingNumbers(mode: Mode, numbers: number[]): Promise<number[]>;
  /**
   * Adds buyers, batch after batch in one transaction; with `replace`, a buyer whose number exists
   * is updated instead (import --update), its contact too (none when `contacts` has none for it).
   * Batches are taken as they are written, so a caller that makes them one at a time (the first
   * start's seed) never holds them all.
   */
  insert(mode: Mode, batches: Iterable<ScoredBuyers> | AsyncIterable<ScoredBuyers>, options?: { replace?: boolean; contacts?: ReadonlyMap<number, StoredBuyerContact> }): Promise<void>;
  /** The stored contacts of these buyers (imported ones; a buyer without one is not in the map). */
  contacts(mode: Mode, numbers: readonly number[]): Promise<Map<number, StoredBuyerContact>>;
  /** Every buyer of a mode after `afterNumber` by number, with its generic score and lower-cased name, for the in-memory search index. */
  indexBatch(mode: Mode, afterNumber: number, limit: number): Promise<Array<{ buyer: BuyerRecord; genericScore: number; nameLower: string }>>;
  /** The active score generation of each `mode:accountId` that has a profile. */
  activeScoreGenerations(keys: Array<{ mode: Mode; accountId: string }>): Promise<Map<string, number>>;
  /** Scores of one generation after `afterNumber`, by buyer number. */
  scoreBatch(accountId: string, mode: Mode, generation: number, afterNumber: number, limit: number): Promise<{ numbers: number[]; scores: number[] }>;
  /** A counter that changes whenever buyer records are added (imports, seeding), in this process or another. */
  recordsCounter(): Promise<number>;
  /** A counter that changes whenever buyers or profiles change, in this process or another. */
  changeCounter(): Promise<number>;
  bumpChangeCounter(): Promise<void>;
}
