// Long work is cut into parts with the event loop given back between them, so that other requests
// (their I/O callbacks and queries) run in between instead of waiting for the whole.

/** Resolves after the I/O callbacks already waiting have run (setImmediate, not a microtask). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
