import { lazy } from '../../reference/csv.js';
import { computeChapterAverages } from '../chapter-averages.js';
import { appliedMfn } from './applied-rate.js';
import { jpTariffFile } from './tariff-file.js';
import { JP_SOURCE, JP_VINTAGE } from './vintage.js';

// Chapter averages of Japan's applied MFN rates, computed from the schedule itself at load time
// (chapter-averages.ts): lines with specific, compound, alternative, seasonal or conditional duties
// are left out and counted.

export const jpChapterAverages = lazy(() =>
  computeChapterAverages(
    jpTariffFile().all().map((line) => ({ code: line.code, duty: appliedMfn(line).duty })),
    { ...JP_SOURCE, name: `${JP_SOURCE.name}; chapter averages of the applied MFN rates computed from it` },
    JP_VINTAGE,
    'specific, compound or conditional duties',
  ),
);
