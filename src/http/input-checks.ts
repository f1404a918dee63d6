import { ApiError, errors, type FieldIssue } from '../domain/errors.js';
import { firstJsonIssue, pointerOf } from './json-walk.js';
import type { OperationFacts } from './operations.js';

// Checks every operation's input passes before validation, in one place: text the databases
// cannot store (NUL, unpaired UTF-16 surrogates; PostgreSQL and PGlite fail with 500 on NUL),
// integers in the query written other than as decimal digits (Ajv's coercion reads `0x10` as 16),
// and a body sent to an operation that takes none (its filters would silently not apply). An empty
// JSON object is no body: many HTTP clients send `{}` with every POST, and it asks for nothing.

/** Why a string cannot be stored as text, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (U+0000)';
  // Native (ES2024): false when a UTF-16 surrogate is unpaired.
  if (!(value as string & { isWellFormed(): boolean }).isWellFormed()) return 'contains an unpaired UTF-16 surrogate';
  return null;
}

/** The first string (value or key) in a JSON value that cannot be stored as text. */
export function textIssue(value: unknown): FieldIssue | null {
  return firstJsonIssue(value, (place) => {
    if (typeof place.value === 'string') {
      const problem = textProblem(place.value);
      return problem ? { field: pointerOf(place), issue: problem } : null;
    }
    if (place.value === null || typeof place.value !== 'object' || Array.isArray(place.value)) return null;
    for (const key of Object.keys(place.value)) {
      const problem = textProblem(key);
      if (problem) return { field: pointerOf(place), issue: `has a key that ${problem}` };
    }
    return null;
  });
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape: left for routing and validation to refuse
  }
}

/** `{}`: taken as no body by an operation that takes none. */
export function isEmptyObject(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
}

const DECIMAL_INTEGER = /^-?\d+$/;

export interface RequestInput {
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  /** The request carried body bytes (even when they did not parse). */
  hasBody: boolean;
}

/** Throws 400 invalid_request for input no operation can take (see the header comment). */
export function checkInput(operation: OperationFacts, input: RequestInput): void {
  for (const segment of input.path.split('/')) {
    const problem = segment.includes('%') ? textProblem(decodedSegment(segment)) : null;
    if (problem) throw new ApiError('invalid_request', 'The path has text that cannot be stored.', [{ field: 'path', issue: problem }]);
  }
  const queryIssue = textIssue(input.query);
  if (queryIssue) throw new ApiError('invalid_request', 'A query parameter has text that cannot be stored.', [queryIssue]);
  for (const name of operation.integerQueryNames) {
    const given = input.query[name];
    const values = Array.isArray(given) ? given : given === undefined ? [] : [given];
    for (const value of values) {
      if (typeof value === 'string' && !DECIMAL_INTEGER.test(value)) {
        // The contract's type is what is broken: the same code as the validator's.
        throw errors.validationFailed('Integers in the query are decimal digits.', [{ field: `/${name}`, issue: `"${value.slice(0, 40)}" is not a decimal integer` }]);
      }
    }
  }
  if (input.hasBody && !operation.takesBody && !isEmptyObject(input.body)) {
    throw new ApiError('invalid_request', `${operation.method.toUpperCase()} ${operation.path} takes no request body; send its filters in the query.`, [
      { field: '/', issue: 'a body was sent to an operation that takes none' },
    ]);
  }
  const bodyIssue = textIssue(input.body);
  if (bodyIssue) throw new ApiError('invalid_request', 'The body has text that cannot be stored.', [bodyIssue]);
}
