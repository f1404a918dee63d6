// Input and output of the classification of a product description. Output shapes are the API's
// JSON `data` (snake_case), for the contract schema of POST /customs/classify to mirror.
import type { Lang } from '../lang.js';
import type { ScheduleId } from '../reference/tariffs.js';

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

/** Where the national line of a candidate comes from: the tariff lookup's schedules, and Korea's HSK. */
export type NationalSchedule = ScheduleId | 'kr_hsk';

export interface ClassificationLevel {
  /** Section numeral (I-XXI) or HS 2022 code. */
  code: string;
  description: string;
  /** The language of `description`: Korean exists for headings and subheadings only, else English. */
  description_lang: Lang;
}

export interface ClassificationCandidate {
  /** HS 2022 subheading, 6 digits. */
  hs_code: string;
  /** The destination's national line (US HTS 8, EU CN 8 or 10, UK 8 or 10, Korean HSK 10 digits), or null. */
  national_code: string | null;
  national_description: string | null;
  section: ClassificationLevel;
  chapter: ClassificationLevel;
  heading: ClassificationLevel;
  subheading: ClassificationLevel;
  /** 0 to 1: the share of the description's evidence this candidate explains, relative to the best. */
  score: number;
  /** Words or phrases of the description that led to the candidate, strongest first. */
  why: string[];
}

export type ClassificationConfidence = 'high' | 'medium' | 'low' | 'none';

export interface ClassificationResult {
  /** Best first; empty when no word of the description is found in the nomenclature. */
  candidates: ClassificationCandidate[];
  /** How far the answer can be trusted: high (the best candidate explains most of the description and stands out), medium, low, none (nothing found). */
  confidence: ClassificationConfidence;
  /** The description's language, as given or detected. */
  description_language: Lang;
  /** The language asked for the path descriptions (levels fall back to English where no Korean exists). */
  response_language: Lang;
  destination: string | null;
  national_schedule: NationalSchedule | null;
  /** Part of the description left unread: only its first words are used. */
  truncated: boolean;
  /** Always: the answer is advice, a binding classification comes from the customs authority. */
  notice: string;
}
