import type { Db } from '../db/database.js';
import { errors, type FieldIssue } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { pageFields, pageWindow } from '../domain/paging.js';
import { nullableTimestamp, timestamp } from '../domain/time.js';
import { recordEvent, type EventScope, type StoredEvent } from '../events/record.js';
import type { WebhookConfig } from '../config.js';
import type { SecretBox } from '../security/encryption.js';
import { newSigningSecret } from './signing.js';
import { resolveTarget, TargetRefused } from './ssrf.js';
import { toDelivery, type WebhookDelivery } from './deliveries.js';
import type { components } from '../../generated/openapi.js';

// Webhook endpoints of an account and mode: registration (URL checked against SSRF rules in live
// mode), changes, deletion, secret rotation with an overlap, the test event, the deliveries list
// and a manual retry.

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointCreateRequest = components['schemas']['WebhookEndpointCreateRequest'];
export type WebhookEndpointUpdateRequest = components['schemas']['WebhookEndpointUpdateRequest'];

/** Endpoints one account keeps per mode. */
export const MAX_ENDPOINTS = 20;
export const SECRET_CONTEXT = 'webhook-endpoint-secret';

type EndpointRow = {
  id: string;
  mode: 'live' | 'test';
  url: string;
  event_types: string[];
  description: string | null;
  enabled: boolean;
  ordered: boolean;
  disabled_reason: string | null;
  disabled_at: Date | string | null;
  previous_secret_expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = ['id', 'mode', 'url', 'event_types', 'description', 'enabled', 'ordered', 'disabled_reason', 'disabled_at', 'previous_secret_expires_at', 'created_at', 'updated_at'] as const;

function date(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  const expires = date(row.previous_secret_expires_at);
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    event_types: row.event_types as WebhookEndpoint['event_types'],
    description: row.description,
    enabled: row.enabled,
    ordered: row.ordered,
    disabled_reason: row.disabled_reason as WebhookEndpoint['disabled_reason'],
    disabled_at: nullableTimestamp(date(row.disabled_at)),
    previous_secret_expires_at: expires && expires.getTime() > Date.now() ? timestamp(expires) : null,
    created_at: timestamp(new Date(row.created_at)),
    updated_at: timestamp(new Date(row.updated_at)),
    livemode: row.mode === 'live',
  };
}

function notFound(id: string) {
  return errors.notFound(`Webhook endpoint ${id}`);
}

export class WebhookEndpointService {
  constructor(
    private readonly db: Db,
    private readonly secretBox: SecretBox,
    private readonly config: Pick<WebhookConfig, 'sandboxAllowPrivate' | 'secretOverlapMs'>,
    private readonly wake: () => void = () => {},
  ) {}

  /** Live: https and a public address only; sandbox: http allowed, local targets only when configured. */
  private async checkUrl(scope: EventScope, raw: string): Promise<void> {
    const issues: FieldIssue[] = [];
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      issues.push({ field: '/url', issue: 'must be an absolute http(s) URL' });
    }
    if (url) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') issues.push({ field: '/url', issue: 'must use https (or http in the sandbox)' });
      else if (scope.mode === 'live' && url.protocol !== 'https:') issues.push({ field: '/url', issue: 'must use https in live mode' });
      if (url.username || url.password) issues.push({ field: '/url', issue: 'must not carry credentials' });
    }
    if (issues.length === 0) {
      try {
        await resolveTarget(raw, scope.mode === 'test' && this.config.sandboxAllowPrivate);
      } catch (error) {
        if (!(error instanceof TargetRefused)) throw error;
        // An unresolvable host may resolve later (DNS not yet published); a private one never may.
        if (error.reason !== 'unresolvable') issues.push({ field: '/url', issue: error.reason === 'private_address' ? 'resolves to a loopback, private, link-local or otherwise non-public address' : error.message });
      }
    }
    if (issues.length > 0) throw errors.validationFailed('The webhook URL is not accepted.', issues);
  }

  private async row(scope: EventScope, id: string): Promise<EndpointRow> {
    const row = await this.db.selectFrom('webhook_endpoints').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select(COLUMNS).executeTakeFirst();
    if (!row) throw notFound(id);
    return row;
  }

  async create(scope: EventScope, input: WebhookEndpointCreateRequest): Promise<WebhookEndpoint & { secret: string }> {
    await this.checkUrl(scope, input.url);
    const count = await this.db.selectFrom('webhook_endpoints').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_ENDPOINTS) throw errors.validationFailed(`An account keeps at most ${MAX_ENDPOINTS} webhook endpoints per mode.`, [{ field: '/url', issue: `at most ${MAX_ENDPOINTS} endpoints` }]);
    const secret = newSigningSecret();
    const now = new Date();
    const id = newId('webhookEndpoint');
    await this.db
      .insertInto('webhook_endpoints')
      .values({
        id,
        account_id: scope.accountId,
        mode: scope.mode,
        url: input.url,
        event_types: [...new Set(input.event_types)],
        description: input.description ?? null,
        enabled: input.enabled ?? true,
        ordered: input.ordered ?? true,
        secret_sealed: this.secretBox.seal(secret, `${SECRET_CONTEXT}:${id}`),
        previous_secret_sealed: null,
        previous_secret_expires_at: null,
        disabled_reason: null,
        disabled_at: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { ...toEndpoint(await this.row(scope, id)), secret };
  }

  async list(scope: EventScope, page: { page?: number | undefined; limit?: number | undefined }) {
    const window = pageWindow(page.page, page.limit);
    const base = this.db.selectFrom('webhook_endpoints').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
    const [rows, count] = await Promise.all([
      base.select(COLUMNS).orderBy('created_at').orderBy('id').limit(window.limit).offset(window.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { endpoints: rows.map(toEndpoint), ...pageFields(window, Number(count.n)) };
  }

  async get(scope: EventScope, id: string): Promise<WebhookEndpoint> {
    return toEndpoint(await this.row(scope, id));
  }

  async update(scope: EventScope, id: string, patch: WebhookEndpointUpdateRequest): Promise<WebhookEndpoint> {
    const current = await this.row(scope, id);
    if (patch.url !== undefined) await this.checkUrl(scope, patch.url);
    const reenabled = patch.enabled === true && !current.enabled;
    await this.db
      .updateTable('webhook_endpoints')
      .set({
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.event_types !== undefined ? { event_types: [...new Set(patch.event_types)] } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.ordered !== undefined ? { ordered: patch.ordered } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
        // Enabling again starts a fresh count towards the failure disable; disabling by hand says so.
        ...(reenabled ? { disabled_reason: null, disabled_at: null, failing_since: null } : {}),
        ...(patch.enabled === false && current.enabled ? { disabled_reason: 'manual', disabled_at: new Date() } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    if (reenabled) this.wake();
    return toEndpoint(await this.row(scope, id));
  }

  async remove(scope: EventScope, id: string): Promise<{ id: string; object: 'webhook_endpoint'; deleted: true }> {
    const result = await this.db.deleteFrom('webhook_endpoints').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(id);
    return { id, object: 'webhook_endpoint', deleted: true };
  }

  /** A new secret; the old one keeps signing (second signature) for the overlap. */
  async rotateSecret(scope: EventScope, id: string): Promise<WebhookEndpoint & { secret: string }> {
    const secret = newSigningSecret();
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('webhook_endpoints').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select('secret_sealed').forUpdate().executeTakeFirst();
      if (!row) throw notFound(id);
      await trx
        .updateTable('webhook_endpoints')
        .set({
          secret_sealed: this.secretBox.seal(secret, `${SECRET_CONTEXT}:${id}`),
          previous_secret_sealed: row.secret_sealed,
          previous_secret_expires_at: new Date(now.getTime() + this.config.secretOverlapMs),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    });
    return { ...toEndpoint(await this.row(scope, id)), secret };
  }

  /** Records a `webhook_endpoint.test` event delivered to this endpoint only. */
  async sendTest(scope: EventScope, id: string): Promise<StoredEvent> {
    const row = await this.row(scope, id);
    if (!row.enabled) throw errors.validationFailed('The endpoint is disabled; enable it first.', [{ field: '/enabled', issue: 'the endpoint is disabled' }]);
    const event = await this.db.transaction().execute((trx) => recordEvent(trx, scope, 'webhook_endpoint.test', { endpoint_id: id }, { only: id }));
    this.wake();
    return event;
  }

  async deliveries(scope: EventScope, id: string, page: { page?: number | undefined; limit?: number | undefined; status?: string | undefined }) {
    await this.row(scope, id);
    const window = pageWindow(page.page, page.limit);
    let base = this.db.selectFrom('webhook_deliveries as d').innerJoin('events as e', 'e.id', 'd.event_id').where('d.endpoint_id', '=', id);
    if (page.status) base = base.where('d.status', '=', page.status as 'pending');
    const [rows, count] = await Promise.all([
      base.select(['d.id', 'd.endpoint_id', 'd.event_id', 'e.type', 'd.status', 'd.attempts', 'd.next_attempt_at', 'd.created_at', 'd.updated_at', 'd.seq']).orderBy('d.seq', 'desc').limit(window.limit).offset(window.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((r) => r.id);
    const attempts = ids.length === 0 ? [] : await this.db.selectFrom('webhook_attempts').where('delivery_id', 'in', ids).selectAll().orderBy('delivery_id').orderBy('attempt').execute();
    const deliveries: WebhookDelivery[] = rows.map((r) => toDelivery(r, attempts.filter((a) => a.delivery_id === r.id)));
    return { deliveries, ...pageFields(window, Number(count.n)) };
  }

  /** Sends the delivery again now, whatever its state; a succeeded one is sent once more (same webhook-id). */
  async retry(scope: EventScope, id: string, deliveryId: string): Promise<WebhookDelivery> {
    await this.row(scope, id);
    const now = new Date();
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now, updated_at: now })
      .where('id', '=', deliveryId)
      .where('endpoint_id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw errors.notFound(`Delivery ${deliveryId} of webhook endpoint ${id}`);
    this.wake();
    const row = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .where('d.id', '=', deliveryId)
      .select(['d.id', 'd.endpoint_id', 'd.event_id', 'e.type', 'd.status', 'd.attempts', 'd.next_attempt_at', 'd.created_at', 'd.updated_at', 'd.seq'])
      .executeTakeFirstOrThrow();
    const attempts = await this.db.selectFrom('webhook_attempts').where('delivery_id', '=', deliveryId).selectAll().orderBy('attempt').execute();
    return toDelivery(row, attempts);
  }
}
