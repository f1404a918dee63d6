// Printed text is cleaned before it reaches a page: whatever a client sent (control characters,
// bidirectional overrides, 5,000-character names) must neither break the PDF nor the layout.

/** Longest printed value of each field, in characters; longer values end with an ellipsis. */
export const PRINTED_FIELD_LIMITS = {
  partyName: 200,
  address: 500,
  taxId: 50,
  contact: 200,
  description: 500,
  unit: 20,
  originCriterion: 40,
  packageKind: 40,
  packageDescription: 200,
  marks: 200,
  place: 100,
  paymentTerms: 300,
  portName: 100,
  vesselOrFlight: 100,
  reference: 200,
  agreementName: 200,
  remarks: 2000,
  signatoryName: 100,
  signatoryTitle: 100,
} as const;
export type PrintedField = keyof typeof PRINTED_FIELD_LIMITS;

/** Fields whose line breaks are kept (everything else is one line). */
const MULTILINE: ReadonlySet<PrintedField> = new Set<PrintedField>(['address', 'contact', 'marks', 'remarks', 'paymentTerms']);
const MAX_LINES = 12;
export const ELLIPSIS = '…';

// Controls (Cc), format characters (Cf: bidi overrides, zero-width marks, soft hyphens), lone
// surrogates (Cs), private use (Co) and unassigned code points (Cn) print nothing useful and can
// reorder or hide text.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085\v\f]/g;
const SPACES = /[\p{Zs}\t]+/gu;
/** Text the cleaning would leave as it is: printable ASCII, single spaces between words (most fields). */
const ALREADY_CLEAN = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

/**
 * The printable form of a field: well-formed Unicode in NFC, line breaks kept only where the field
 * has lines (at most 12, blank lines collapsed), other controls removed, spaces collapsed, and cut
 * to the field's limit with an ellipsis.
 */
export function printable(text: string | undefined, field: PrintedField): string {
  if (!text) return '';
  if (ALREADY_CLEAN.test(text)) return truncate(text, PRINTED_FIELD_LIMITS[field]);
  const multiline = MULTILINE.has(field);
  const lines = text
    .replace(LINE_BREAKS, '\n')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, (c) => (c === '\n' ? '\n' : ''))
    .normalize('NFC')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const joined = multiline ? capLines(lines).join('\n') : lines.join(' ');
  return truncate(joined, PRINTED_FIELD_LIMITS[field]);
}

function capLines(lines: string[]): string[] {
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]} ${ELLIPSIS}`;
  return kept;
}

/** Cuts to `limit` code points (never inside a surrogate pair), the last being an ellipsis. */
export function truncate(text: string, limit: number): string {
  // No more UTF-16 units than the limit means no more code points either.
  if (text.length <= limit) return text;
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, limit - 1).join('').trimEnd() + ELLIPSIS;
}
