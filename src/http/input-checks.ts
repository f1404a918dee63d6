import { ApiError, errors, type FieldIssue } from '../domain/errors.js';
import type { OperationFacts } from './operations.js';

// Checks every operation's input passes before validation, in one place: text the databases
// cannot store (NUL, unpaired UTF-16 surrogates; PostgreSQL and PGlite fail with 500 on NUL),
// integers in the query written other than as decimal digits (Ajv's coercion reads `0x10` as 16),
// and a body sent to an operation that takes none (its filters would silently not apply).

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (U+0000)';
  if (LONE_SURROGATE.test(value)) return 'contains an unpaired UTF-16 surrogate';
  return null;
}

function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The first string (value or key) in a JSON value that cannot be stored as text. Iterative. */
export function textIssue(value: unknown, root = ''): FieldIssue | null {
  const stack: Array<{ value: unknown; pointer: string }> = [{ value, pointer: root }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { field: item.pointer || '/', issue: problem };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, pointer: `${item.pointer}/${index}` }));
      continue;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const problem = textProblem(key);
      if (problem) return { field: item.pointer || '/', issue: `has a key that ${problem}` };
      stack.push({ value: child, pointer: `${item.pointer}/${pointerToken(key)}` });
    }
  }
  return null;
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape: left for routing and validation to refuse
  }
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
  if (input.hasBody && !operation.takesBody) {
    throw new ApiError('invalid_request', `${operation.method.toUpperCase()} ${operation.path} takes no request body; send its filters in the query.`, [
      { field: '/', issue: 'a body was sent to an operation that takes none' },
    ]);
  }
  const bodyIssue = textIssue(input.body);
  if (bodyIssue) throw new ApiError('invalid_request', 'The body has text that cannot be stored.', [bodyIssue]);
}
