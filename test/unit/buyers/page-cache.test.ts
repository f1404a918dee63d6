// The buyer service's page cache keeps a page only when it is asked for again soon: a one-off
// search is computed and answered but does not displace the pages that are asked for often.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyerStore } from '../../../src/db/buyer-store.js';
import { BuyerService } from '../../../src/domain/buyers/service.js';
import type { BuyerStore } from '../../../src/domain/buyers/store.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(async () => app?.close());

/** A service over the real store that counts the pages it computes (searchIndex off: each one is an SQL search). */
async function countingService(cacheEntries = 10) {
  const store: BuyerStore = createBuyerStore(app.services.database.db);
  const counted = { searches: 0 };
  const service = new BuyerService({ ...store, search: (query) => (counted.searches++, store.search(query)) }, { searchIndex: false, cacheEntries });
  await service.refresh();
  return { service, counted };
}

const page = (country: string, page = 1) => ({ country, limit: 5, page });

describe('buyer page cache', () => {
  it('keeps a page the second time it is computed, then answers it from the cache', async () => {
    const { service, counted } = await countingService();
    const first = await service.search(app.accountId, 'test', page('US'), 'en');
    expect(counted.searches).toBe(1);
    const second = await service.search(app.accountId, 'test', page('US'), 'en');
    expect(counted.searches).toBe(2);
    expect(second).toEqual(first);
    const third = await service.search(app.accountId, 'test', page('US'), 'en');
    expect(counted.searches).toBe(2);
    // The very object the cache holds: the HTTP layer reuses its serialised bytes.
    expect(third).toBe(second);
  });

  it('lets one-off searches pass without displacing the pages that are asked for again', async () => {
    const { service, counted } = await countingService(2);
    for (let i = 0; i < 2; i++) await service.search(app.accountId, 'test', page('DE'), 'en');
    const searches = counted.searches;
    // Many more distinct pages than the cache holds, each asked for once.
    for (let n = 1; n <= 20; n++) await service.search(app.accountId, 'test', page('US', n), 'en');
    expect(counted.searches).toBe(searches + 20);
    await service.search(app.accountId, 'test', page('DE'), 'en');
    expect(counted.searches).toBe(searches + 20);
  });
});
