import { errors } from '../errors.js';
import { newId } from '../ids.js';
import type { AccountScope } from '../modes.js';
import { pageFields, pageWindow } from '../paging.js';
import { MAX_BUYER_ALERTS, normalizeAlertFilters, type BuyerAlert, type BuyerAlertCreateRequest } from './filters.js';
import type { BuyerAlertStore } from './store.js';

// Buyer alerts of an account and mode (POST/GET/DELETE /buyer-alerts). Matching them against
// added or changed buyers is ./matches.ts.

const notFound = (id: string) => errors.notFound(`Buyer alert ${id}`);

export class BuyerAlertService {
  constructor(private readonly store: BuyerAlertStore) {}

  async create(scope: AccountScope, input: BuyerAlertCreateRequest, now = new Date()): Promise<BuyerAlert> {
    const filters = normalizeAlertFilters(input);
    const id = newId('buyerAlert');
    const inserted = await this.store.insert(scope, { id, filters, description: input.description ?? null, createdAt: now }, MAX_BUYER_ALERTS);
    if (!inserted) throw errors.validationFailed(`An account keeps at most ${MAX_BUYER_ALERTS} buyer alerts per mode.`, [{ field: '/min_score', issue: `at most ${MAX_BUYER_ALERTS} alerts` }]);
    return this.get(scope, id);
  }

  async list(scope: AccountScope, page: { page?: number | undefined; limit?: number | undefined }) {
    const window = pageWindow(page.page, page.limit);
    const found = await this.store.list(scope, window.limit, window.offset);
    return { alerts: found.alerts, ...pageFields(window, found.total) };
  }

  async get(scope: AccountScope, id: string): Promise<BuyerAlert> {
    const alert = await this.store.find(scope, id);
    if (!alert) throw notFound(id);
    return alert;
  }

  async remove(scope: AccountScope, id: string): Promise<{ id: string; object: 'buyer_alert'; deleted: true }> {
    if (!(await this.store.remove(scope, id))) throw notFound(id);
    return { id, object: 'buyer_alert', deleted: true };
  }
}
