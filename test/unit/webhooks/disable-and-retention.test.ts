// The five-day disable rule with the worker's clock moved a day per attempt, and the retention of
// events and deliveries.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { openDatabase } from '../../../src/db/database.js';
import { createEventStore, recordEvent } from '../../../src/db/event-store.js';
import { createWebhookDeliveryStore } from '../../../src/db/webhook-delivery-store.js';
import { createWebhookEndpointStore } from '../../../src/db/webhook-endpoint-store.js';
import { EventService } from '../../../src/domain/events/service.js';
import { DELIVERY_RETENTION_MS, EVENT_RETENTION_MS, purgeExpired } from '../../../src/domain/webhooks/retention.js';
import { WebhookEndpointService } from '../../../src/domain/webhooks/service.js';
import { createSecretBox } from '../../../src/security/encryption.js';
import { DeliveryWorker } from '../../../src/webhooks/worker.js';

const DAY = 86_400_000;
const scope = { accountId: 'acct_hooks', mode: 'test' as const };

async function withDatabase(run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  try {
    await database.db.insertInto('accounts').values({ id: scope.accountId, name: 'Hooks', plan: 'pro_max' } as never).execute();
    await run(database.db);
  } finally {
    await database.close();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the five-day disable rule', () => {
  it('keeps an endpoint that fails every attempt enabled for five days, then disables it and records when and why', async () => {
    const receiver: Server = createServer((req, res) => req.resume().on('end', () => res.writeHead(500).end('down')));
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      await withDatabase(async (db) => {
        const config = loadConfig({ WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'on', WEBHOOK_POLL_MS: '20', WEBHOOK_RETRY_SCHEDULE: Array(20).fill('3600').join(',') });
        const box = createSecretBox(randomBytes(32));
        const endpoints = new WebhookEndpointService(createWebhookEndpointStore(db), createWebhookDeliveryStore(db), box, config.webhooks);
        const endpoint = await endpoints.create(scope, { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, event_types: ['*'], enabled: true, ordered: true });
        await db.transaction().execute((trx) => recordEvent(trx, scope, 'order.updated', { order: { id: 'ord_1' } }));
        let offset = 0;
        const worker = new DeliveryWorker(db, box, config.webhooks, pino({ level: 'silent' }), { clock: () => new Date(Date.now() + offset) });
        const attempts = async () => Number((await db.selectFrom('webhook_deliveries').select('attempts').executeTakeFirstOrThrow()).attempts);
        worker.start();
        try {
          // Retries an hour apart on the worker's clock: nothing is due until the test moves it a day.
          // One failed attempt a day, days 0 to 4: still enabled.
          for (let day = 0; day < 5; day++) {
            await until(async () => (await attempts()) === day + 1);
            expect((await endpoints.get(scope, endpoint.id)).enabled, `day ${day}`).toBe(true);
            offset += DAY;
          }
          // Day 5: five days of nothing but failures.
          await until(async () => !(await endpoints.get(scope, endpoint.id)).enabled);
          const disabled = await endpoints.get(scope, endpoint.id);
          expect(disabled).toMatchObject({ enabled: false, disabled_reason: 'failing' });
          expect(Date.parse(disabled.disabled_at!) - Date.now()).toBeGreaterThan(5 * DAY - 60_000);
          expect(await attempts()).toBe(6);
        } finally {
          await worker.stop();
        }
      });
    } finally {
      receiver.close();
    }
  }, 120_000);
});

describe('retention', () => {
  it('purges finished deliveries after 30 days and events after 31 once no delivery refers to them; pending ones stay', async () => {
    await withDatabase(async (db) => {
      const now = new Date();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await db.insertInto('webhook_endpoints').values({ id: 'whe_r', account_id: scope.accountId, mode: 'test', url: 'http://x', event_types: ['*'], description: null, enabled: true, secret_sealed: 's', previous_secret_sealed: null, previous_secret_expires_at: null, disabled_reason: null, disabled_at: null, failing_since: null, created_at: ago(40 * DAY), updated_at: ago(40 * DAY) }).execute();
      const event = async (id: string, age: number) => db.insertInto('events').values({ id, account_id: scope.accountId, mode: 'test', type: 'order.updated', created_at: ago(age), data: JSON.stringify({ id, livemode: false }) }).execute();
      const delivery = async (id: string, eventId: string, status: 'pending' | 'succeeded' | 'failed', age: number) =>
        db.insertInto('webhook_deliveries').values({ id, endpoint_id: 'whe_r', event_id: eventId, status, next_attempt_at: status === 'pending' ? now : null, created_at: ago(age), updated_at: ago(age) }).execute();
      await event('evt_old_done', 40 * DAY);
      await delivery('whd_old_done', 'evt_old_done', 'succeeded', DELIVERY_RETENTION_MS + DAY);
      await db.insertInto('webhook_attempts').values({ delivery_id: 'whd_old_done', attempt: 1, started_at: ago(40 * DAY), outcome: 'succeeded', response_status: 200, latency_ms: 3, error: null, response_body: null }).execute();
      await event('evt_old_pending', 40 * DAY);
      await delivery('whd_old_pending', 'evt_old_pending', 'pending', 40 * DAY);
      await event('evt_old_failed_recently', 40 * DAY);
      await delivery('whd_recent_failed', 'evt_old_failed_recently', 'failed', DELIVERY_RETENTION_MS - DAY);
      await event('evt_old_alone', EVENT_RETENTION_MS + DAY);
      await event('evt_29_days', 29 * DAY);

      expect(await purgeExpired(createWebhookDeliveryStore(db), new EventService(createEventStore(db)), now)).toEqual({ deliveries: 1, events: 2 });
      expect((await db.selectFrom('webhook_deliveries').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['whd_old_pending', 'whd_recent_failed']);
      expect(await db.selectFrom('webhook_attempts').selectAll().execute()).toEqual([]);
      expect((await db.selectFrom('events').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['evt_29_days', 'evt_old_failed_recently', 'evt_old_pending']);
    });
  }, 120_000);
});
