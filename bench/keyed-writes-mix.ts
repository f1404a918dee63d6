import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { projectPath } from '../src/paths.js';
import { requestExample } from './load-mix.js';

// Keyed writes (each with an Idempotency-Key of its own) of the four things clients create most:
// orders, documents (a PDF rendered in a worker thread), shipments of confirmed orders and quotes.
// Bodies are the contract's own request examples (openapi.yaml), with a real sandbox buyer and a
// reference naming the write, so every answer can be read back and matched. Used by the
// concurrent-writes test (test/reliability/keyed-writes.test.ts) and `npm run bench:writes`.

export const KEYED_KINDS = ['createOrder', 'createDocument', 'createShipment', 'createQuote'] as const;
export type KeyedKind = (typeof KEYED_KINDS)[number];

export interface KeyedWrite {
  kind: KeyedKind;
  path: string;
  body: Record<string, unknown>;
  /** Unique per write: a retry of the write sends the same key and body. */
  idempotencyKey: string;
}

/** Sends a JSON request to the server and gives back status and parsed body (the test and the bench each bring theirs). */
export type JsonSender = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => Promise<{ status: number; body: any }>;

type Json = Record<string, any>;

export interface KeyedWritesSetup {
  /** A sandbox buyer in the US (usBuyerId): the quotes' destination. */
  buyerId: string;
  /** Confirmed orders the shipments are added to (an order takes any number of shipments). */
  confirmedOrders: readonly string[];
  /** Distinguishes this run's keys and references from any earlier run's on the same storage. */
  run: string;
}

export function keyedWrites({ buyerId, confirmedOrders, run }: KeyedWritesSetup) {
  const contract = parse(readFileSync(projectPath('openapi.yaml'), 'utf8')) as Json;
  const order = { ...requestExample(contract, '/orders', 'cosmeticsToUs'), buyer_id: buyerId };
  const invoice = requestExample(contract, '/documents', 'commercialInvoice');
  const shipment = requestExample(contract, '/orders/{id}/shipments', 'busanToLosAngeles');
  const quote = { ...requestExample(contract, '/quotes', 'cifLongBeach'), buyer_id: buyerId };
  if (confirmedOrders.length === 0) throw new Error('keyed writes need at least one confirmed order for the shipments');

  /** Write `i` of the run: the kinds in turn. */
  function make(i: number): KeyedWrite {
    const kind = KEYED_KINDS[i % KEYED_KINDS.length]!;
    const idempotencyKey = `kw-${run}-${i}`;
    switch (kind) {
      case 'createOrder':
        return { kind, path: '/api/v1/orders', body: { ...order, reference: idempotencyKey }, idempotencyKey };
      case 'createDocument':
        return { kind, path: '/api/v1/documents', body: { ...invoice, reference: idempotencyKey }, idempotencyKey };
      case 'createShipment':
        return { kind, path: `/api/v1/orders/${confirmedOrders[i % confirmedOrders.length]}/shipments`, body: { ...shipment, booking_number: idempotencyKey }, idempotencyKey };
      case 'createQuote':
        return { kind, path: '/api/v1/quotes', body: { ...quote, reference: idempotencyKey }, idempotencyKey };
    }
  }
  return { make };
}

/** A sandbox buyer in the United States, where the quotes' example goes. */
export async function usBuyerId(send: JsonSender): Promise<string> {
  const found = await send('GET', '/api/v1/buyers?country=US&limit=1');
  const id = (found.body as { data?: { buyers?: Array<{ id: string }> } } | null)?.data?.buyers?.[0]?.id;
  if (found.status !== 200 || !id) throw new Error(`no sandbox buyer in the US: ${found.status}`);
  return id;
}

/** `count` orders of the sandbox buyer, confirmed (shipments need a confirmed order). */
export async function makeConfirmedOrders(send: JsonSender, buyerId: string, count: number): Promise<string[]> {
  const contract = parse(readFileSync(projectPath('openapi.yaml'), 'utf8')) as Json;
  const order = { ...requestExample(contract, '/orders', 'cosmeticsToUs'), buyer_id: buyerId };
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await send('POST', '/api/v1/orders', order);
    if (created.status !== 200) throw new Error(`an order for the shipments was refused: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
    const confirmed = await send('PATCH', `/api/v1/orders/${created.body.data.id}`, { status: 'confirmed' });
    if (confirmed.status !== 200) throw new Error(`an order was not confirmed: ${confirmed.status} ${JSON.stringify(confirmed.body).slice(0, 300)}`);
    ids.push(created.body.data.id as string);
  }
  return ids;
}

/**
 * What the server says when a transaction was ended by someone else's COMMIT or ROLLBACK, a
 * statement ran in another's transaction or a pooled client was released twice (PostgreSQL's and
 * pg's messages), and the query layer's own refusals of a connection used out of turn
 * (src/db/pglite-dialect.ts, src/db/unit-of-work.ts).
 */
export const TRANSACTION_STATE_ERROR =
  /can only be used in transaction blocks|no transaction in progress|already a transaction in progress|current transaction is aborted|savepoint "?\w+"? does not exist|already been released|SessionLeaseError|UnitOfWorkError|does not hold the embedded database session|lease already released|after its work ended/i;
