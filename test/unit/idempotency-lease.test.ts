import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createIdempotencyStore } from '../../src/db/idempotency-store.js';
import { IdempotencyService, type IdempotencyClaim, type IdempotencyScope, type IdempotencyStore, type StoredResponse } from '../../src/domain/idempotency.js';
import { ApiError } from '../../src/domain/errors.js';
import { openTemplateDatabase } from '../helpers/database-template.js';

// The lease on an Idempotency-Key's claim, on the real store (embedded, or PostgreSQL when
// DATABASE_URL is set): a running request keeps its key by renewing the lease; a claim whose process
// died is taken over once its lease ran out; a request that lost its claim can neither store its
// answer over the new holder's nor release the new holder's claim.

let database: Database;
let closeDatabase: (() => Promise<void>) | undefined;
let store: IdempotencyStore;
let accountId: string;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openTemplateDatabase());
  store = createIdempotencyStore(database.db, () => database.instanceLock.key);
  const account = await database.db.insertInto('accounts').values({ id: `acc_lease_${process.pid}`, name: 'Lease test', plan: 'pro_max' }).returning('id').executeTakeFirstOrThrow();
  accountId = account.id;
}, 60_000);

afterAll(async () => {
  await closeDatabase?.();
});

/** Seals nothing: these tests are about the claim, not the sealing. */
const plainSealer = { seal: (text: string) => text, open: (text: string) => text };
const answer = (id: string): StoredResponse => ({ status: 200, headers: {}, body: { data: { id } } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let sequence = 0;
const newScope = (): IdempotencyScope => ({ accountId, mode: 'test', credentialId: 'key_lease', key: `lease-${process.pid}-${++sequence}` });
const request = (scope: IdempotencyScope) => ({ scope, operationId: 'createApiKey', requestHash: 'hash-1' });

/** A claim as a process that died mid-request left it: in progress, lease `leaseAgeMs` ago ran out. */
function abandonedClaim(token: string, leaseAgeMs: number): IdempotencyClaim {
  const now = Date.now();
  return { operationId: 'createApiKey', requestHash: 'hash-1', token, expiresAt: new Date(now + 86_400_000), leaseUntil: new Date(now - leaseAgeMs) };
}

describe('Idempotency-Key claim lease', () => {
  it('keeps the key of a request that runs longer than the lease, by renewing it', async () => {
    const service = new IdempotencyService(store, plainSealer, database.unitOfWork, () => new Date(), { leaseMs: 600, renewMs: 100 });
    const scope = newScope();
    const first = service.run(request(scope), async () => {
      await sleep(1500);
      return answer('first');
    });
    await sleep(900); // well past the first lease: only the renewals keep the claim
    const repeat = service.run(request(scope), async () => answer('second'));
    await expect(repeat).rejects.toSatisfy((error: unknown) => error instanceof ApiError && error.code === 'conflict');
    expect((await first).response.body).toEqual({ data: { id: 'first' } });
    const replay = await service.run(request(scope), async () => answer('third'));
    expect(replay).toEqual({ response: answer('first'), replayed: true });
  });

  it('lets a repeat take over a claim whose lease ran out, and runs it', async () => {
    const service = new IdempotencyService(store, plainSealer, database.unitOfWork);
    const scope = newScope();
    expect(await store.claim(scope, abandonedClaim('dead-process', 1000), new Date())).toBe(true);
    let ran = 0;
    const outcome = await service.run(request(scope), async () => {
      ran++;
      return answer('after-crash');
    });
    expect(ran).toBe(1);
    expect(outcome.replayed).toBe(false);
    const replay = await service.run(request(scope), async () => answer('again'));
    expect(replay).toEqual({ response: answer('after-crash'), replayed: true });
  });

  it('does not take over a claim whose lease still runs', async () => {
    const service = new IdempotencyService(store, plainSealer, database.unitOfWork);
    const scope = newScope();
    expect(await store.claim(scope, abandonedClaim('live-process', -20_000), new Date())).toBe(true);
    await expect(service.run(request(scope), async () => answer('x'))).rejects.toSatisfy((error: unknown) => error instanceof ApiError && error.code === 'conflict');
  });

  it('refuses to complete, renew or release for a request whose claim was taken over', async () => {
    const scope = newScope();
    expect(await store.claim(scope, abandonedClaim('stalled', 1000), new Date())).toBe(true);
    const taker = { ...abandonedClaim('taker', -30_000) };
    expect(await store.claim(scope, taker, new Date())).toBe(true);
    expect(await store.renew(scope, 'stalled', new Date(Date.now() + 30_000))).toBe(false);
    await store.release(scope, 'stalled');
    expect((await store.find(scope))?.state).toBe('in_progress');
    expect(await store.complete(scope, 'stalled', 200, {}, 'stale answer')).toBe(false);
    expect(await store.complete(scope, 'taker', 200, {}, 'answer')).toBe(true);
    expect((await store.find(scope))?.sealedBody).toBe('answer');
  });
});
