import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, operations, type Client, type OperationId } from '../../clients/node/src/index.js';
import { loadAll } from '../../src/domain/reference/load-all.js';
import { loadContract } from '../../src/http/contract.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

// Every operation of the contract, called through the Node.js client against the real server, with
// the contract's request examples. The last test fails when an operation was never called
// successfully, so an operation added to the contract must be added here too.
let app: TestApp;
let client: Client;
let receiver: Receiver;
const called = new Set<string>();

/** The contract, read once for the file (each example is cloned from it). */
const doc = loadContract() as any;

function example(operationId: OperationId): any {
  for (const item of Object.values<any>(doc.paths)) {
    for (const op of Object.values<any>(item)) {
      if (op?.operationId !== operationId) continue;
      const first = Object.values<any>(op.requestBody.content['application/json'].examples)[0];
      return structuredClone(first.$ref ? doc.components.examples[first.$ref.split('/').pop()].value : first.value);
    }
  }
  throw new Error(`no example for ${operationId}`);
}

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ WEBHOOK_POLL_MS: '20' });
  // The server loads reference data just after it starts; the readiness probe the clients call reports it.
  loadAll();
  client = createClient({ baseUrl: app.baseUrl, apiKey: app.testKey });
  // Count an operation once it answered successfully.
  const call = client.call.bind(client);
  client.call = (async (id: OperationId, args?: object) => {
    const result = await call(id, args as never);
    called.add(id);
    return result;
  }) as typeof client.call;
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe('Node.js client: every operation against the real server', () => {
  it('reference data, buyers, pricing, classification, tariffs', { timeout: 120_000 }, async () => {
    const buyers = await client.searchBuyers({ query: { country: 'US', limit: 2 } });
    expect((await client.getBuyer({ path: { id: buyers.buyers[0]!.id } })).id).toBe(buyers.buyers[0]!.id);
    expect((await client.listMarkets({ query: { limit: 2 } })).markets).toHaveLength(2);
    expect((await client.getMarket({ path: { country: 'US' } })).country).toBeDefined();
    expect((await client.listExchangeRates()).rates).toBeDefined();
    expect((await client.searchHsCodes({ query: { q: 'lipstick' } })).hs_codes.length).toBeGreaterThan(0);
    expect((await client.listCustomsTariffs({ query: { hs_code: '330410', destination: 'US' } })).rates.length).toBeGreaterThan(0);
    expect((await client.calculatePrice({ body: example('calculatePrice') })).landed_cost).toBeDefined();
    const quote = await client.createQuote({ body: { ...example('createQuote'), buyer_id: buyers.buyers[0]!.id } });
    expect((await client.getQuote({ path: { id: quote.id } })).price).toEqual(quote.price);
    expect((await client.updateQuote({ path: { id: quote.id }, body: example('updateQuote') })).status).toBe('accepted');
    expect((await client.listQuotes({ query: { status: 'accepted' } })).quotes.some((q) => q.id === quote.id)).toBe(true);
    expect((await client.classifyProduct({ body: example('classifyProduct') })).candidates.length).toBeGreaterThan(0);
    expect((await client.getJsonWebKeySet()).keys.length).toBeGreaterThan(0);
    expect((await client.getHealth()).status).toBe('alive');
    expect((await client.getReadiness()).status).toBe('ready');
    const alert = await client.createBuyerAlert({ body: example('createBuyerAlert') });
    expect((await client.getBuyerAlert({ path: { id: alert.id } })).id).toBe(alert.id);
    expect((await client.listBuyerAlerts()).alerts.some((a) => a.id === alert.id)).toBe(true);
    await client.deleteBuyerAlert({ path: { id: alert.id } });
  });

  it('account profile, API keys, OAuth clients and tokens, stream tickets', { timeout: 120_000 }, async () => {
    // The profile exists once it was written.
    expect((await client.updateExporterProfile({ body: example('updateExporterProfile') })).company_name).toBe(example('updateExporterProfile').company_name);
    expect((await client.getExporterProfile()).company_name).toBe(example('updateExporterProfile').company_name);
    const key = await client.createApiKey({ body: example('createApiKey') });
    expect((await client.listApiKeys()).api_keys.some((k) => k.id === key.id)).toBe(true);
    expect((await client.rotateApiKey({ path: { id: key.id }, body: example('rotateApiKey') })).replaced_key.id).toBe(key.id);
    await client.revokeApiKey({ path: { id: key.id } });
    const oauth = await client.createOAuthClient({ body: { ...example('createOAuthClient'), allowed_cidrs: undefined } });
    expect((await client.listOAuthClients()).oauth_clients.some((c) => c.id === oauth.id)).toBe(true);
    const rotated = await client.rotateOAuthClientSecret({ path: { id: oauth.id }, body: example('rotateOAuthClientSecret') });
    const token = await client.createAccessToken({ body: { grant_type: 'client_credentials', client_id: oauth.id, client_secret: rotated.client_secret, scope: 'buyers:read' } });
    expect(token.access_token).toBeTruthy();
    await client.revokeOAuthClient({ path: { id: oauth.id } });
    expect((await client.createStreamTicket()).ticket).toMatch(/^stt_/);
  });

  it('orders, shipments, history, events, documents and the PDF', { timeout: 120_000 }, async () => {
    const [buyer] = (await client.searchBuyers({ query: { limit: 1 } })).buyers;
    const order = await client.createOrder({ body: { ...example('createOrder'), buyer_id: buyer!.id } });
    expect((await client.getOrder({ path: { id: order.id } })).id).toBe(order.id);
    expect((await client.updateOrder({ path: { id: order.id }, body: example('updateOrder') })).status).toBe('confirmed');
    expect((await client.listOrders()).orders.some((o) => o.id === order.id)).toBe(true);
    expect((await client.listOrderHistory({ path: { id: order.id } })).history.length).toBeGreaterThan(0);
    const shipment = await client.createShipment({ path: { id: order.id }, body: example('createShipment') });
    expect((await client.getShipment({ path: { id: order.id, shipment_id: shipment.id } })).id).toBe(shipment.id);
    expect((await client.listShipments({ path: { id: order.id } })).shipments).toHaveLength(1);
    await client.createShipmentEvent({ path: { id: order.id, shipment_id: shipment.id }, body: { ...example('createShipmentEvent'), occurred_at: new Date().toISOString() } });
    const events = await client.listEvents();
    expect((await client.getEvent({ path: { id: events.events[0]!.id } })).id).toBe(events.events[0]!.id);
    const document = await client.createDocument({ body: example('createDocument') });
    expect((await client.getDocument({ path: { id: document.id } })).id).toBe(document.id);
    expect((await client.listDocuments()).documents.some((d) => d.id === document.id)).toBe(true);
    const pdf = await client.getDocumentFile({ path: { id: document.id } });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('webhook endpoints and deliveries', { timeout: 120_000 }, async () => {
    const endpoint = await client.createWebhookEndpoint({ body: { ...example('createWebhookEndpoint'), url: receiver.url('/all-operations') } });
    expect((await client.listWebhookEndpoints()).endpoints.some((e) => e.id === endpoint.id)).toBe(true);
    expect((await client.getWebhookEndpoint({ path: { id: endpoint.id } })).id).toBe(endpoint.id);
    expect((await client.updateWebhookEndpoint({ path: { id: endpoint.id }, body: { description: 'renamed' } })).description).toBe('renamed');
    expect((await client.rotateWebhookEndpointSecret({ path: { id: endpoint.id } })).secret).toMatch(/^whsec_/);
    await client.testWebhookEndpoint({ path: { id: endpoint.id } });
    await receiver.waitFor('/all-operations', 1);
    const [delivery] = (await client.listWebhookDeliveries({ path: { id: endpoint.id } })).deliveries;
    expect((await client.retryWebhookDelivery({ path: { id: endpoint.id, delivery_id: delivery!.id } })).id).toBe(delivery!.id);
    await client.deleteWebhookEndpoint({ path: { id: endpoint.id } });
  });

  it('called every operation of the contract successfully', () => {
    expect(Object.keys(operations).filter((id) => !called.has(id))).toEqual([]);
  });
});
