// Saving the exporter profile rescores every buyer of the mode. The rescoring runs in batches
// beside other requests: while it is in progress the API answers searches, buyer details and the
// profile from the previous scores, and switches to the new ones all at once when they are complete.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseRescoring } from '../helpers/rescoring.js';
import { startTestApp, TEST_SANDBOX_BUYERS, type TestApp } from '../helpers/app.js';

type Json = Record<string, any>;

// Two server instances over one database, as behind a load balancer: `other` has its own caches,
// so what it answers during a rescoring comes from the database, not from pages cached before.
let app: TestApp;
let other: TestApp;
beforeAll(async () => {
  const env = { SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  app = await startTestApp(env);
  other = await startTestApp(env, { shareDatabaseWith: app });
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const COSMETICS = { company_name: 'Hanbit Cosmetics', origin_country: 'KR', products: [{ name: 'Sheet mask', hs_code: '330499' }], sectors: ['cosmetics'], target_countries: ['US'] };
const MACHINERY = { company_name: 'Daejin Machinery', origin_country: 'KR', products: [{ name: 'Drill', hs_code: '846721' }], sectors: ['industrial_machinery'], target_countries: ['DE'] };

async function page(instance: TestApp, query: Record<string, string | number>): Promise<Json[]> {
  const res = await instance.request('GET', '/api/v1/buyers', { query });
  expect(res.status, res.text).toBe(200);
  return (res.body as Json).data.buyers.map((b: Json) => ({ id: b.id, ai_score: b.ai_score }));
}

async function scoreRows(): Promise<Array<{ generation: number; n: number }>> {
  const { rows } = await sql<{ generation: number; n: number }>`
    SELECT generation, count(*)::int AS n FROM buyer_scores WHERE account_id = ${app.accountId} AND mode = 'test' GROUP BY generation`.execute(app.services.database.db);
  return rows.map((r) => ({ generation: Number(r.generation), n: Number(r.n) }));
}

describe('rescoring on profile save', () => {
  it('answers other requests while it runs, from the scores that were there before', async () => {
    const genericTop = await page(app, { limit: 15 });
    const genericUs = await page(app, { country: 'US', limit: 15, page: 2 });
    const { paused, release } = pauseRescoring(app);
    const put = app.request('PUT', '/api/v1/account/profile', { body: COSMETICS });
    await paused;
    // Half of the new scores are written: nothing of them is visible yet, on either instance.
    expect(await page(other, { limit: 15 })).toEqual(genericTop);
    expect(await page(other, { country: 'US', limit: 15, page: 2 })).toEqual(genericUs);
    expect((await other.request('GET', '/api/v1/account/profile')).status).toBe(404);
    const detail = (await other.request('GET', `/api/v1/buyers/${genericTop[0]!.id}`)).body as Json;
    expect(detail.data.score_basis).toBe('generic');
    release();
    expect((await put).status).toBe(200);

    const profiled = await page(app, { limit: 15 });
    expect(profiled).not.toEqual(genericTop);
    const best = (await app.request('GET', `/api/v1/buyers/${profiled[0]!.id}`)).body as Json;
    expect(best.data).toMatchObject({ score_basis: 'profile', ai_score: profiled[0]!.ai_score, sector_code: 'cosmetics' });
    expect((await scoreRows()).map((r) => r.n)).toEqual([TEST_SANDBOX_BUYERS]);
  });

  it('keeps the previous profile and its scores until the new ones are complete', async () => {
    // The other instance learns of the first save when its caches poll (within a second): now.
    await other.services.buyers.refresh();
    const before = await page(app, { sector: 'cosmetics', limit: 12 });
    const { paused, release } = pauseRescoring(app);
    const put = app.request('PUT', '/api/v1/account/profile', { body: MACHINERY });
    await paused;
    expect(await page(other, { sector: 'cosmetics', limit: 12 })).toEqual(before);
    expect(((await other.request('GET', '/api/v1/account/profile')).body as Json).data.company_name).toBe(COSMETICS.company_name);
    // Both generations are stored at this moment; searches read only the active one.
    expect((await scoreRows()).length).toBe(2);
    release();
    expect((await put).status).toBe(200);
    expect(await page(app, { sector: 'cosmetics', limit: 12 })).not.toEqual(before);
    expect((await scoreRows()).map((r) => r.n)).toEqual([TEST_SANDBOX_BUYERS]);
  });

  it('lets the later of two concurrent saves win, and leaves the scores of that one only', async () => {
    const { paused, release } = pauseRescoring(app);
    const first = app.request('PUT', '/api/v1/account/profile', { body: COSMETICS });
    await paused;
    // Another instance saves a profile after the first save began, and finishes first.
    expect((await other.request('PUT', '/api/v1/account/profile', { body: MACHINERY })).status).toBe(200);
    release();
    expect((await first).status).toBe(200);
    await app.services.buyers.refresh();
    await other.services.buyers.refresh();
    for (const instance of [app, other]) {
      expect(((await instance.request('GET', '/api/v1/account/profile')).body as Json).data.company_name).toBe(MACHINERY.company_name);
      const [top] = await page(instance, { limit: 9 });
      const detail = (await instance.request('GET', `/api/v1/buyers/${top!.id}`)).body as Json;
      expect(detail.data).toMatchObject({ score_basis: 'profile', ai_score: top!.ai_score, sector_code: 'industrial_machinery' });
    }
    expect((await scoreRows()).map((r) => r.n)).toEqual([TEST_SANDBOX_BUYERS]);
  });
});
