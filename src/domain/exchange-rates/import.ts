import { edgeIssues } from './plausibility.js';
import type { RateFileError, RateFileFormat, RateFileResult } from './rate-files.js';
import type { ExchangeRateStore, RateImportOutcome } from './store.js';
import type { RatesLoadedFrom } from './types.js';

// One import of a rate file, wherever it runs: in npm run import:rates itself, in the server that
// holds the embedded database (src/db/rate-import-inbox.ts), or in the server's feed
// (src/exchange-rates/feed.ts). The file is checked whole first (rate-files.ts), then its edges
// against the stored days around it (plausibility.ts); a file with an error stores nothing.

export type RateFileImport =
  | { ok: false; errors: RateFileError[] }
  | { ok: true; format: RateFileFormat; days: number; first: string; last: string; outcome: RateImportOutcome };

const FORMAT_NAMES: Record<RateFileFormat, string> = {
  ecb_csv: 'ECB CSV, units per EUR',
  ecb_xml: 'ECB XML, units per EUR',
  derived_csv: 'the ECB-derived USD series',
};

export async function importRateFile(store: Pick<ExchangeRateStore, 'around' | 'save'>, parsed: RateFileResult, importedFrom: string, loadedFrom: RatesLoadedFrom): Promise<RateFileImport> {
  if (parsed.errors.length > 0 || !parsed.format) return { ok: false, errors: parsed.errors };
  const { before, after } = await store.around(parsed.days[0]!.date, parsed.days[parsed.days.length - 1]!.date);
  const implausible = edgeIssues(parsed.edges, before, after);
  if (implausible.length > 0) return { ok: false, errors: implausible.map((issue) => ({ line: 0, issue })) };
  const outcome = await store.save(parsed.days, importedFrom, loadedFrom);
  return { ok: true, format: parsed.format, days: parsed.days.length, first: parsed.days[0]!.date, last: parsed.days[parsed.days.length - 1]!.date, outcome };
}

/** What the command prints: the errors with their lines, or what changed. */
export function describeRateImport(file: string, result: RateFileImport): string[] {
  if (!result.ok) {
    return [...result.errors.map((e) => `${file}:${e.line}: ${e.issue}`), `${result.errors.length} problem(s); nothing was imported.`];
  }
  const { outcome } = result;
  const span = result.first === result.last ? result.first : `${result.first} to ${result.last}`;
  return [
    `Read ${result.days} day(s) of rates (${span}; ${FORMAT_NAMES[result.format]}) from ${file}.`,
    `Stored: ${outcome.added} new, ${outcome.replaced} replaced, ${outcome.unchanged} unchanged. Answers now convert with the rates of ${outcome.newest} (running servers within a second).`,
  ];
}
