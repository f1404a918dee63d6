// A value may carry its JSON bytes, made on demand from parts kept between requests (a buyer page
// joins each buyer's kept bytes). Whoever writes the value as JSON (the HTTP layer) takes those
// bytes instead of serialising the value. They are exactly what JSON.stringify(value) gives.
// The maker is a symbol-keyed property, which JSON.stringify and object spreads leave out.

const PREPARED_JSON = Symbol('preparedJson');

interface Prepared {
  [PREPARED_JSON]?: () => Buffer;
}

/** Gives `value` (not yet frozen) the maker of its JSON bytes; returns the value. */
export function prepareJson<T extends object>(value: T, bytes: () => Buffer): T {
  Object.defineProperty(value, PREPARED_JSON, { value: bytes });
  return value;
}

export function hasPreparedJson(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as Prepared)[PREPARED_JSON] === 'function';
}

/** The value's prepared JSON bytes, or undefined when it has none. */
export function preparedJson(value: unknown): Buffer | undefined {
  return typeof value === 'object' && value !== null ? (value as Prepared)[PREPARED_JSON]?.() : undefined;
}
