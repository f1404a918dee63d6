import { randomFillSync } from 'node:crypto';

// One table of id prefixes (API-CONVENTIONS: ids are opaque strings with a type prefix).
export const ID_PREFIX = {
  buyer: 'b',
  document: 'doc',
  order: 'ord',
  quote: 'quo',
  shipment: 'shp',
  shipmentEvent: 'sev',
  event: 'evt',
  webhookEndpoint: 'whe',
  webhookDelivery: 'whd',
  buyerAlert: 'bal',
  apiKey: 'key',
  oauthClient: 'cli',
  account: 'acct',
  request: 'req',
} as const;

export type IdKind = keyof typeof ID_PREFIX;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghijkmnopqrstuvwxyz';
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

// Random bytes are drawn from a pooled buffer: one system call per 4 KiB instead of one per id
// (a request id is made for every request).
const POOL = Buffer.alloc(4096);
let poolOffset = POOL.length;

function randomByte(): number {
  if (poolOffset >= POOL.length) {
    randomFillSync(POOL);
    poolOffset = 0;
  }
  return POOL[poolOffset++]!;
}

/** Random, URL-safe, prefixed id: `doc_3kTq9...`. Buyers use `b_<digits>` instead (see buyerId). */
export function newId(kind: IdKind, length = 20): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    // Bytes past the largest multiple of the alphabet size are skipped so every character is equally likely.
    if (b < UNBIASED_LIMIT) out += ALPHABET[b % ALPHABET.length];
  }
  return `${ID_PREFIX[kind]}_${out}`;
}

/** Buyer ids keep the specification's `b_<digits>` shape. */
export function buyerId(n: number): string {
  return `${ID_PREFIX.buyer}_${n}`;
}
