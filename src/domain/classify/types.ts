// Input and output of the classification of a product description. Output shapes are the API's
// JSON `data` (snake_case), for the contract schema of POST /customs/classify to mirror.
import type { components } from '../../../generated/openapi.js';
import type { Lang } from '../lang.js';
import type { DestinationSchedule } from '../tariffs/destination-schedule.js';

type Schemas = components['schemas'];

export interface ClassifyInput {
  /** The product as a broker would describe it: 2 to 10,000 characters, with at least one letter. */
  description: unknown;
  /** Importing country (ISO 3166-1 alpha-2 or alpha-3): picks the national line of each candidate. */
  destination?: unknown;
  /** Language of the description; detected when absent. */
  language?: unknown;
  /** Language of the path descriptions in the answer; the description's language when absent. */
  responseLanguage?: Lang | undefined;
  /** Candidates to return, 1 to 10 (default 5). */
  limit?: unknown;
}

/** A query term and how much it counts (1 = normal). */
export interface WeightedTerm {
  term: string;
  weight: number;
  /** Set for another wording of a term of the description (its hypernym...): the term it stands for. */
  of?: string;
}

/** Where the national line of a candidate comes from: the tariff lookup's schedules, and Korea's HSK. */
export type NationalSchedule = DestinationSchedule | 'kr_hsk';

// The API-facing shapes are the contract's (contract/components/schemas/Classification*.yaml).
export type ClassificationLevel = Schemas['ClassificationLevel'];
export type ClassificationCandidate = Schemas['ClassificationCandidate'];
export type ClassificationConfidence = Schemas['ClassificationResult']['confidence'];
export type ClassificationResult = Schemas['ClassificationResult'];
export type ConfidencePrecision = Schemas['ClassificationConfidencePrecision'];
