// The checks of single values of a buyer import file that the record's columns and the contact's
// share (import-file.ts, import-contact.ts).

/** A value that failed its check, with the reason. */
export class Invalid {
  constructor(readonly issue: string) {}
}

export const MAX_TEXT_LENGTH = 200;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Text of one line: trimmed, not blank, at most `max` characters, no control characters. */
export function text(value: unknown, max = MAX_TEXT_LENGTH): string | Invalid {
  if (typeof value !== 'string') return new Invalid('must be text');
  const trimmed = value.trim();
  const length = [...trimmed].length;
  if (length === 0) return new Invalid('must not be blank');
  if (length > max) return new Invalid(`must be at most ${max} characters (has ${length})`);
  if (CONTROL_CHARACTERS.test(trimmed)) return new Invalid('must not contain line breaks or control characters');
  return trimmed;
}
