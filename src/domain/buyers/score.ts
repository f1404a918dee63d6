import type { ExporterProfile } from './profile.js';

// ai_score: an explainable 0-100 match. Each factor gives points up to a maximum and says why;
// the score is the sum, so a caller can always see where every point came from.
//
// With an exporter profile (maximum 40 + 25 + 20 + 15 = 100):
//   hs_overlap      40 if the buyer imports a heading (4 digits) of one of the profile's products,
//                   20 if only a chapter (2 digits) matches, else 0.
//   sector_match    25 if the buyer's sector is one of the profile's sectors, else 0.
//   target_country  20 if the buyer's country is a target country; 10 when the profile names no
//                   target countries (no preference), else 0.
//   import_scale    0-15 on a log scale of annual imports: 50,000 USD -> 0, 500,000,000 USD -> 15.
// Without a profile (the generic score, maximum 60 + 20 + 20 = 100):
//   import_scale    0-60 on the same log scale,
//   verified        20 if the buyer's identity was verified,
//   product_breadth 0-20: 2.5 per imported heading, up to 8 headings.

export interface ScorableBuyer {
  country: string;
  sector: string;
  hsHeadings: string[];
  annualImportUsd: number;
  verified: boolean;
}

export interface ScoreFactor {
  factor: 'hs_overlap' | 'sector_match' | 'target_country' | 'import_scale' | 'verified' | 'product_breadth';
  points: number;
  max_points: number;
  detail: string;
}

export interface ScoreBreakdown {
  basis: 'profile' | 'generic';
  score: number;
  factors: ScoreFactor[];
}

const SCALE_MIN_LOG = Math.log10(50_000);
const SCALE_MAX_LOG = Math.log10(500_000_000);

/** 0..1 position of an import volume on the log scale used by import_scale. */
export function importScale(annualImportUsd: number): number {
  if (annualImportUsd <= 0) return 0;
  const position = (Math.log10(annualImportUsd) - SCALE_MIN_LOG) / (SCALE_MAX_LOG - SCALE_MIN_LOG);
  return Math.min(1, Math.max(0, position));
}

function usdShort(amount: number): string {
  return `${(amount / 1_000_000).toFixed(1)}M USD`;
}

export function genericScore(buyer: ScorableBuyer): ScoreBreakdown {
  const scale = Math.round(60 * importScale(buyer.annualImportUsd));
  const verified = buyer.verified ? 20 : 0;
  const breadth = Math.round(2.5 * Math.min(8, buyer.hsHeadings.length));
  const factors: ScoreFactor[] = [
    { factor: 'import_scale', points: scale, max_points: 60, detail: `annual imports of ${usdShort(buyer.annualImportUsd)}` },
    { factor: 'verified', points: verified, max_points: 20, detail: buyer.verified ? 'identity verified' : 'identity not verified' },
    { factor: 'product_breadth', points: breadth, max_points: 20, detail: `imports ${buyer.hsHeadings.length} HS heading(s)` },
  ];
  return { basis: 'generic', score: scale + verified + breadth, factors };
}

/** Precomputed parts of a profile, so scoring 50,000 buyers does not redo them. */
export interface PreparedProfile {
  headings: Set<string>;
  chapters: Set<string>;
  sectors: Set<string>;
  targets: Set<string>;
}

export function prepareProfile(profile: ExporterProfile): PreparedProfile {
  const codes = profile.products.map((p) => p.hs_code);
  return {
    headings: new Set(codes.filter((c) => c.length >= 4).map((c) => c.slice(0, 4))),
    chapters: new Set(codes.map((c) => c.slice(0, 2))),
    sectors: new Set(profile.sectors),
    targets: new Set(profile.target_countries),
  };
}

export function profileScore(buyer: ScorableBuyer, profile: PreparedProfile): ScoreBreakdown {
  const heading = buyer.hsHeadings.find((h) => profile.headings.has(h));
  const chapter = heading ? undefined : buyer.hsHeadings.find((h) => profile.chapters.has(h.slice(0, 2)));
  const hs = heading ? 40 : chapter ? 20 : 0;
  const sector = profile.sectors.has(buyer.sector) ? 25 : 0;
  const target = profile.targets.size === 0 ? 10 : profile.targets.has(buyer.country) ? 20 : 0;
  const scale = Math.round(15 * importScale(buyer.annualImportUsd));
  const factors: ScoreFactor[] = [
    {
      factor: 'hs_overlap',
      points: hs,
      max_points: 40,
      detail: heading
        ? `imports heading ${heading}, which you export`
        : chapter
          ? `imports in chapter ${chapter.slice(0, 2)}, which you export`
          : 'no overlap with your HS codes',
    },
    {
      factor: 'sector_match',
      points: sector,
      max_points: 25,
      detail: sector ? `sector ${buyer.sector} is one of yours` : `sector ${buyer.sector} is not one of yours`,
    },
    {
      factor: 'target_country',
      points: target,
      max_points: 20,
      detail:
        profile.targets.size === 0
          ? 'your profile names no target countries'
          : target
            ? `${buyer.country} is one of your target countries`
            : `${buyer.country} is not one of your target countries`,
    },
    { factor: 'import_scale', points: scale, max_points: 15, detail: `annual imports of ${usdShort(buyer.annualImportUsd)}` },
  ];
  return { basis: 'profile', score: hs + sector + target + scale, factors };
}
