import { randomBytes } from 'node:crypto';

// One table of id prefixes (API-CONVENTIONS: ids are opaque strings with a type prefix).
export const ID_PREFIX = {
  buyer: 'b',
  document: 'doc',
  order: 'ord',
  shipment: 'shp',
  event: 'evt',
  webhookEndpoint: 'whe',
  apiKey: 'key',
  oauthClient: 'cli',
  account: 'acct',
  request: 'req',
} as const;

export type IdKind = keyof typeof ID_PREFIX;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghijkmnopqrstuvwxyz';

/** Random, URL-safe, prefixed id: `doc_3kTq9...`. Buyers use `b_<digits>` instead (see buyerId). */
export function newId(kind: IdKind, length = 20): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${ID_PREFIX[kind]}_${out}`;
}

/** Buyer ids keep the specification's `b_<digits>` shape. */
export function buyerId(n: number): string {
  return `${ID_PREFIX.buyer}_${n}`;
}
