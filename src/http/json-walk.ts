import type { FieldIssue } from '../domain/errors.js';

// Walks a parsed JSON value (a request body or query) without recursion, so that nesting costs no
// stack. The JSON Pointer (RFC 6901) of a value is built only for the one reported: building one
// for every key walked was about half of what the input checks cost on every request.

/** A value met in the walk, and how it was reached. */
export interface JsonPlace {
  value: unknown;
  /** 0 for the root. */
  depth: number;
  parent: JsonPlace | null;
  /** The key or array index under the parent ('' for the root). */
  key: string;
}

/** The JSON Pointer of a place ('/' for the root, as the error model writes it). */
export function pointerOf(place: JsonPlace): string {
  const tokens: string[] = [];
  for (let at: JsonPlace | null = place; at?.parent; at = at.parent) tokens.push(`/${at.key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  return tokens.reverse().join('') || '/';
}

/** Calls `visit` on every value, depth first; the first issue it returns ends the walk. */
export function firstJsonIssue(root: unknown, visit: (place: JsonPlace) => FieldIssue | null): FieldIssue | null {
  const stack: JsonPlace[] = [{ value: root, depth: 0, parent: null, key: '' }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const issue = visit(place);
    if (issue) return issue;
    const value = place.value;
    if (value === null || typeof value !== 'object') continue;
    const depth = place.depth + 1;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth, parent: place, key: String(i) });
    } else {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (value as Record<string, unknown>)[keys[i]!], depth, parent: place, key: keys[i]! });
    }
  }
  return null;
}
