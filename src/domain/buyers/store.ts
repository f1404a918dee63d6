import type { Mode } from '../modes.js';
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
  limit: number;
  offset: number;
}

export interface StoredBuyer extends BuyerRecord {
  score: number;
}

export interface BuyerStore {
  search(query: BuyerSearchQuery): Promise<{ rows: StoredBuyer[]; total: number }>;
  get(mode: Mode, number: number, scoreAccountId: string | null): Promise<StoredBuyer | undefined>;
  /** Every buyer of a mode, for rescoring against a new profile. */
  allForScoring(mode: Mode): Promise<Array<Pick<BuyerRecord, 'number' | 'country' | 'sector' | 'hsHeadings' | 'annualImportUsd' | 'verified'>>>;
  getProfile(accountId: string, mode: Mode): Promise<ExporterProfile | undefined>;
  /** Saves the profile and its scores in one transaction. */
  saveProfile(accountId: string, mode: Mode, profile: ExporterProfile, numbers: number[], scores: number[]): Promise<void>;
  count(mode: Mode): Promise<number>;
  maxNumber(mode: Mode): Promise<number>;
  /** Which of these buyer numbers already exist in the mode. */
  existingNumbers(mode: Mode, numbers: number[]): Promise<number[]>;
  /** Adds buyers; with `replace`, a buyer whose number exists is updated instead (import --update). */
  insert(mode: Mode, buyers: BuyerRecord[], genericScores: number[], options?: { replace?: boolean }): Promise<void>;
  /** A counter that changes whenever buyers or profiles change, in this process or another. */
  changeCounter(): Promise<number>;
  bumpChangeCounter(): Promise<void>;
}
