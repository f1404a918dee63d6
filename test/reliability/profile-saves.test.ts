// Profile saves are bounded work. Each save rescores every buyer of the mode; a burst of saves of
// one account coalesces into the latest (superseded saves are answered with the profile stored at
// that moment), a rescoring stops when superseded or when its client has gone, and repeated saves
// rewrite the same space instead of growing the score table. The timing targets (30 parallel saves
// answered within 30 s, other accounts' requests meanwhile) are measured by `npm run bench`.
// Runs in both storage passes: the dead rows and their reuse are the database's own.
import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pauseRescoring } from '../helpers/rescoring.js';
import type { ExporterProfile } from '../../src/domain/buyers/profile.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, TEST_SANDBOX_BUYERS, type TestApp } from '../helpers/app.js';

type Json = Record<string, any>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const profile = (company: string) => ({ company_name: company, origin_country: 'KR', products: [{ name: 'Sheet mask', hs_code: '330499' }], sectors: ['cosmetics'], target_countries: ['US'] });
const keyOf = (accountId: string) => `test:${accountId}`;

/** The company names of the saves as the service received them, in order. */
function recordSaves(): { received: string[]; restore: () => void } {
  const saves = app.services.buyers.saves;
  const save = saves.save;
  const received: string[] = [];
  saves.save = (key: string, stored: ExporterProfile, ...rest) => {
    received.push(stored.company_name);
    return save.call(saves, key, stored, ...rest);
  };
  return { received, restore: () => (saves.save = save) };
}

async function put(body: unknown, key = app.testKey): Promise<Json> {
  const res = await app.request('PUT', '/api/v1/account/profile', { key, body });
  expect(res.status, res.text).toBe(200);
  return (res.body as Json).data;
}

async function storedCompany(key = app.testKey): Promise<string> {
  return ((await app.request('GET', '/api/v1/account/profile', { key })).body as Json).data.company_name;
}

async function scoreRows(accountId: string): Promise<Array<{ generation: number; n: number }>> {
  const { rows } = await sql<{ generation: number; n: number }>`
    SELECT generation, count(*)::int AS n FROM buyer_scores WHERE account_id = ${accountId} AND mode = 'test' GROUP BY generation`.execute(app.services.database.db);
  return rows.map((r) => ({ generation: Number(r.generation), n: Number(r.n) }));
}

describe('profile saves', () => {
  it('coalesces parallel saves of one account: all answered, the last wins, far fewer rescorings than saves', async () => {
    await put(profile('Stored Before'));
    const runsBefore = app.services.buyers.saves.runs;
    const { paused, release } = pauseRescoring(app);
    const { received, restore } = recordSaves();
    const saves = 12;
    const answers = [put(profile('Burst 0'))];
    await paused;
    for (let i = 1; i < saves; i += 1) answers.push(put(profile(`Burst ${i}`)));
    await vi.waitFor(() => expect(received.length).toBe(saves));
    restore();
    release();
    const answered = await Promise.all(answers);
    const last = received.at(-1)!;
    // The last save received is stored and answered with itself; every other one was superseded
    // and answered at once with the profile stored then, not queued behind the rest.
    expect(await storedCompany()).toBe(last);
    for (const [i, data] of answered.entries()) expect(data.company_name).toBe(`Burst ${i}` === last ? last : 'Stored Before');
    // The first save (cancelled at its next batch) and the last one ran; the ten between never started.
    expect(app.services.buyers.saves.runs - runsBefore).toBe(2);
    expect((await scoreRows(app.accountId)).map((r) => r.n)).toEqual([TEST_SANDBOX_BUYERS]);
  });

  it('answers a superseded first save with what the later one stores when nothing was stored before', async () => {
    const accountId = await app.services.accounts.createAccount({ name: 'Second exporter', plan: API_PLAN });
    const key = (await app.services.accounts.createApiKey(accountId, 'test', SCOPES)).secret;
    const { paused, release } = pauseRescoring(app);
    const first = put(profile('First Save'), key);
    await paused;
    const second = put(profile('Second Save'), key);
    await vi.waitFor(() => expect(app.services.buyers.saves.waitingFor(keyOf(accountId))).toBe(2));
    release();
    expect((await first).company_name).toBe('Second Save');
    expect((await second).company_name).toBe('Second Save');
    expect(await storedCompany(key)).toBe('Second Save');
    expect((await scoreRows(accountId)).map((r) => r.n)).toEqual([TEST_SANDBOX_BUYERS]);
  });

  it('cancels a rescoring when its client goes away, leaving the stored profile and scores as they were', async () => {
    const before = await storedCompany();
    const generations = await scoreRows(app.accountId);
    const runsBefore = app.services.buyers.saves.runs;
    const { paused, release } = pauseRescoring(app);
    const req = httpRequest(new URL('/api/v1/account/profile', app.baseUrl), {
      method: 'PUT',
      headers: { authorization: `Bearer ${app.testKey}`, 'content-type': 'application/json' },
    });
    req.on('error', () => {});
    req.end(JSON.stringify(profile('Abandoned')));
    await paused;
    req.destroy();
    await vi.waitFor(() => expect(app.services.buyers.saves.waitingFor(keyOf(app.accountId))).toBe(0));
    release();
    await vi.waitFor(() => expect(app.services.buyers.saves.busy(keyOf(app.accountId))).toBe(false));
    expect(app.services.buyers.saves.runs - runsBefore).toBe(1);
    expect(await storedCompany()).toBe(before);
    // The scores it had written are gone; the active generation is untouched.
    expect(await scoreRows(app.accountId)).toEqual(generations);
  });

  it('reuses the space of replaced scores: repeated saves do not grow the table', async () => {
    const size = async () => {
      const { rows } = await sql<{ bytes: number }>`SELECT pg_total_relation_size('buyer_scores') AS bytes`.execute(app.services.database.db);
      return Number(rows[0]!.bytes);
    };
    await put(profile('Repeat 0'));
    const afterOne = await size();
    for (let i = 1; i <= 8; i += 1) await put({ ...profile(`Repeat ${i}`), target_countries: i % 2 ? ['DE'] : ['US'] });
    // Without the space of each replaced generation made reusable the table would hold nine.
    expect(await size()).toBeLessThanOrEqual(2 * afterOne);
    expect((await scoreRows(app.accountId)).map((r) => r.n)).toEqual([TEST_SANDBOX_BUYERS]);
  });
});
