// The JSON text of an object that its maker already has (for example put together from parts it
// keeps serialised), so that the response is not serialised again: the HTTP layer sends this text
// where it would call JSON.stringify on the object. Nothing but JSON.stringify(value) may be given.
const known = new WeakMap<object, string>();

/** Records `json` as the JSON text of `value` (frozen: the text must stay true), and returns `value`. */
export function withKnownJson<T extends object>(value: Readonly<T>, json: string): Readonly<T> {
  known.set(Object.freeze(value), json);
  return value;
}

/** The JSON text recorded for `value`, if any. */
export function knownJson(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? known.get(value) : undefined;
}
