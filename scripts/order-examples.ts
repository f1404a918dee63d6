// The contract's order and shipment examples, made by the services themselves: OrderService and
// ShipmentService on an in-memory embedded database, with the contract's request examples, a fixed
// clock and fixed ids, so the examples are stable and show exactly what the code answers (prices
// from the pricing engine, port names from the World Port Index, history as the store numbers it).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DEFAULT_SANDBOX_BUYERS } from '../src/config.js';
import { createAccountAdmin } from '../src/db/credential-store.js';
import { openDatabase } from '../src/db/database.js';
import { createOrderStore } from '../src/db/order-store.js';
import { API_PLAN } from '../src/domain/access/scopes.js';
import { type BuyerAddress, contactOf } from '../src/domain/buyers/contact.js';
import { generateSandboxBuyers } from '../src/domain/buyers/generate.js';
import { bundledReferenceRates } from '../src/domain/exchange-rates/bundled.js';
import { loadConfig } from '../src/config.js';
import { buyerId, type IdKind } from '../src/domain/ids.js';
import { OrderService, type OrderCaller } from '../src/domain/orders/service.js';
import { ShipmentService } from '../src/domain/orders/shipments.js';
import type { Order, OrderBuyer, OrderCreateRequest, OrderHistoryEntry, Shipment, ShipmentCreateRequest, ShipmentEvent, ShipmentEventInput } from '../src/domain/orders/types.js';
import { projectPath } from '../src/paths.js';

/** A request example of the contract, by its file name under contract/components/examples/. */
export function requestExample<T>(name: string): T {
  return (parse(readFileSync(projectPath('contract', 'components', 'examples', `${name}.yaml`), 'utf8')) as { value: T }).value;
}

/** The request example of POST /orders/{id}/shipments/{shipment_id}/events, kept inline in its path file. */
function shipmentEventExample(): ShipmentEventInput {
  const file = projectPath('contract', 'paths', 'orders_{id}_shipments_{shipment_id}_events.yaml');
  const path = parse(readFileSync(file, 'utf8')) as { post: { requestBody: { content: { 'application/json': { examples: { departed: { value: ShipmentEventInput } } } } } } };
  return path.post.requestBody.content['application/json'].examples.departed.value;
}

const IDS: Partial<Record<IdKind, string>> = {
  order: 'ord_7Hq2Vd9Lm3Xw1Pb6Ra4K',
  shipment: 'shp_3kTq9Zx2Lm8Wv5Rb1Nc7',
  shipmentEvent: 'sev_5Jm8Kp2Qw9Xr4Tz7Lb3N',
};
/** The API key the examples' history names as the actor. */
const ACTOR = 'key_4httH54smdR18HyYDSjB';
const CREATED = '2026-11-21T09:30:00Z';
const CONFIRMED = '2026-11-21T10:05:00Z';
const SHIPPED = '2026-11-28T08:00:00Z';
const EVENT_RECORDED = '2026-12-03T05:31:00Z';
/** The buyer the order request example names, as the sandbox every server generates has it and as the buyer lookup gives it to an order. */
function sandboxRecord(id: string) {
  const record = generateSandboxBuyers(DEFAULT_SANDBOX_BUYERS).find((buyer) => buyerId(buyer.number) === id);
  if (!record) throw new Error(`the example's buyer ${id} is not in the default sandbox`);
  return record;
}

export function sandboxBuyer(id: string): OrderBuyer {
  const record = sandboxRecord(id);
  return { id, name: record.companyName, country: record.country, city: record.city };
}

/** The postal address a sandbox buyer has (documents print it for the importer). */
export function sandboxBuyerAddress(id: string): BuyerAddress | null {
  return contactOf(sandboxRecord(id), undefined).address;
}

type Page = { total: number; page: number; limit: number; has_more: boolean };

interface Answers {
  draft: Order;
  confirmed: Order;
  /** GET /orders once the order is confirmed. */
  orders: Page & { orders: Order[] };
  /** GET /orders/{id}/history once the order is confirmed. */
  history: Page & { order_id: string; history: OrderHistoryEntry[] };
  planned: Shipment;
  departed: { event: ShipmentEvent; shipment: Shipment; order: Order };
  /** GET /orders/{id}/shipments after the event. */
  shipments: Page & { shipments: Shipment[] };
}

/** Each answer's `data`, ready to write as an example. */
export type OrderExamples = Record<keyof Answers, unknown>;

/**
 * `value` with the keys of each object in the order `template` has them (arrays item by item,
 * against the template's item at the same place, else its first; keys the template lacks keep
 * their place after). Orders and shipments read back from the database come in jsonb's key order
 * (shortest key first); the examples show them in the order the services build them, which is
 * the contract's.
 */
export function inOrderOf(template: unknown, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => inOrderOf(Array.isArray(template) ? (template[i] ?? template[0]) : undefined, item));
  if (value === null || typeof value !== 'object') return value;
  const model: Record<string, unknown> = template !== null && typeof template === 'object' && !Array.isArray(template) ? { ...template } : {};
  const entries = Object.entries(value);
  const rank = (key: string) => {
    const at = Object.keys(model).indexOf(key);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const sorted = entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index);
  return Object.fromEntries(sorted.map(({ entry: [key, item] }) => [key, inOrderOf(model[key], item)]));
}

/** The answers with orders and shipments keyed as built (`draft`, `planned` and the event are built by the services, not read back). */
function asBuilt(answers: Answers): OrderExamples {
  const order = answers.draft;
  const shipment = { ...answers.planned, events: [answers.departed.event] };
  return {
    draft: answers.draft,
    confirmed: inOrderOf(order, answers.confirmed),
    orders: inOrderOf({ orders: [order] }, answers.orders),
    history: answers.history,
    planned: answers.planned,
    departed: inOrderOf({ event: answers.departed.event, shipment, order }, answers.departed),
    shipments: inOrderOf({ shipments: [shipment] }, answers.shipments),
  };
}

/** Creates, confirms and ships the example order, the clock set to each step's time. */
async function run(): Promise<Answers> {
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  try {
    let now = new Date(CREATED);
    const clock = () => now;
    const newId = (kind: IdKind) => {
      const id = IDS[kind];
      if (!id) throw new Error(`the order examples have no fixed ${kind} id`);
      return id;
    };
    const store = createOrderStore(database.db);
    // What a fresh server converts with, at the default age limit.
    const rates = bundledReferenceRates(loadConfig({}).exchangeRateMaxAgeDays);
    const orders = new OrderService(store, {
      findBuyer: async (_mode, id) => sandboxBuyer(id),
      profileOrigin: async () => undefined,
      quotes: { usable: () => Promise.reject(new Error('the order examples make no order from a quote')) },
      exchangeRates: () => rates,
      now: clock,
      newId,
    });
    const shipments = new ShipmentService(store, { now: clock, newId });
    const accountId = await createAccountAdmin(database.db).createAccount({ name: 'Example exporter', plan: API_PLAN });
    const caller: OrderCaller = { accountId, mode: 'test', actor: ACTOR };

    const draft = await orders.create(caller, requestExample<OrderCreateRequest>('OrderCreateRequestExample'));
    now = new Date(CONFIRMED);
    const confirmed = await orders.update(caller, draft.id, { status: 'confirmed' });
    const list = await orders.list(caller, {});
    const history = await orders.history(caller, draft.id, {});
    now = new Date(SHIPPED);
    const planned = await shipments.create(caller, draft.id, requestExample<ShipmentCreateRequest>('ShipmentCreateRequestExample'));
    now = new Date(EVENT_RECORDED);
    const departed = await shipments.recordEvent(caller, draft.id, planned.id, shipmentEventExample());
    return { draft, confirmed, orders: list, history, planned, departed, shipments: await shipments.list(caller, draft.id, {}) };
  } finally {
    await database.close();
  }
}

let examples: Promise<OrderExamples> | undefined;

/** The examples, made once per process. */
export function orderExamples(): Promise<OrderExamples> {
  examples ??= run().then(asBuilt);
  return examples;
}
