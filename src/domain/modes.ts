import { modeValues, type components } from '../../generated/openapi.js';

/** live = production data; test = the sandbox. Every stored object belongs to exactly one. */
export type Mode = components['schemas']['Mode'];
export const MODES: readonly Mode[] = modeValues;

/**
 * The account and mode a caller acts in: what every stored object of an account belongs to, and
 * what every read and change of one is limited to. The authenticated caller (Principal) is one.
 */
export interface AccountScope {
  accountId: string;
  mode: Mode;
}

export function isMode(value: unknown): value is Mode {
  return MODES.some((mode) => mode === value);
}
