/** live = production data; test = the sandbox. Every stored object belongs to exactly one. */
export type Mode = 'live' | 'test';
export const MODES: readonly Mode[] = ['live', 'test'];
