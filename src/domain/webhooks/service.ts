import type { SecretBox } from '../../security/encryption.js';
import { localTargetsFor, resolveTarget, TargetRefused, type LocalTargets } from '../../security/ssrf.js';
import { newSigningSecret, webhookSecretSealContext } from '../../security/webhook-signing.js';
import { errors, type FieldIssue } from '../errors.js';
import type { StoredEvent } from '../events/types.js';
import { newId } from '../ids.js';
import type { AccountScope } from '../modes.js';
import { pageFields, pageWindow } from '../paging.js';
import type { WebhookDeliveryStore, WebhookEndpointChange, WebhookEndpointStore } from './store.js';
import { MAX_ENDPOINTS, type DeliveryStatus, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointCreateRequest, type WebhookEndpointUpdateRequest } from './types.js';

// Webhook endpoints of an account and mode: registration (URL checked against SSRF rules in live
// mode), changes, deletion, secret rotation with an overlap, the test event, the deliveries list
// and a manual retry. Sending is src/webhooks/worker.ts.

/** The WEBHOOK_* settings endpoints follow (config.webhooks). */
export interface WebhookEndpointSettings {
  /** The non-public addresses sandbox endpoints may resolve to (live: none). */
  sandboxLocalTargets: LocalTargets;
  /** How long the previous secret keeps signing after a rotation. */
  secretOverlapMs: number;
}

interface Page {
  page?: number | undefined;
  limit?: number | undefined;
}

function notFound(id: string) {
  return errors.notFound(`Webhook endpoint ${id}`);
}

/** The previous secret's expiry is shown only while it still signs. */
function present(endpoint: WebhookEndpoint, now: Date): WebhookEndpoint {
  const expires = endpoint.previous_secret_expires_at;
  return expires !== null && Date.parse(expires) <= now.getTime() ? { ...endpoint, previous_secret_expires_at: null } : endpoint;
}

export class WebhookEndpointService {
  constructor(
    private readonly endpoints: WebhookEndpointStore,
    private readonly deliveryStore: WebhookDeliveryStore,
    private readonly secretBox: SecretBox,
    private readonly settings: WebhookEndpointSettings,
    /** Nudges the delivery worker (a re-enabled endpoint, a test event, a retry). */
    private readonly wake: () => void = () => {},
  ) {}

  /** Live: https and a public address only; sandbox: http allowed, local targets as the server allows (config). */
  private async checkUrl(scope: AccountScope, raw: string): Promise<void> {
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
        await resolveTarget(raw, localTargetsFor(scope.mode, this.settings.sandboxLocalTargets));
      } catch (error) {
        if (!(error instanceof TargetRefused)) throw error;
        // An unresolvable host may resolve later (DNS not yet published); a private one never may.
        if (error.reason !== 'unresolvable') issues.push({ field: '/url', issue: error.reason === 'private_address' ? 'resolves to a loopback, private, link-local or otherwise non-public address' : error.message });
      }
    }
    if (issues.length > 0) throw errors.validationFailed('The webhook URL is not accepted.', issues);
  }

  private seal(id: string, secret: string): string {
    return this.secretBox.seal(secret, webhookSecretSealContext(id));
  }

  async create(scope: AccountScope, input: WebhookEndpointCreateRequest): Promise<WebhookEndpoint & { secret: string }> {
    await this.checkUrl(scope, input.url);
    const secret = newSigningSecret();
    const id = newId('webhookEndpoint');
    const inserted = await this.endpoints.insert(
      scope,
      {
        id,
        url: input.url,
        eventTypes: [...new Set(input.event_types)],
        description: input.description ?? null,
        enabled: input.enabled ?? true,
        ordered: input.ordered ?? true,
        secretSealed: this.seal(id, secret),
        createdAt: new Date(),
      },
      MAX_ENDPOINTS,
    );
    if (!inserted) throw errors.validationFailed(`An account keeps at most ${MAX_ENDPOINTS} webhook endpoints per mode.`, [{ field: '/url', issue: `at most ${MAX_ENDPOINTS} endpoints` }]);
    return { ...(await this.get(scope, id)), secret };
  }

  async list(scope: AccountScope, page: Page) {
    const window = pageWindow(page.page, page.limit);
    const found = await this.endpoints.list(scope, window.limit, window.offset);
    const now = new Date();
    return { endpoints: found.endpoints.map((endpoint) => present(endpoint, now)), ...pageFields(window, found.total) };
  }

  async get(scope: AccountScope, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.find(scope, id);
    if (!endpoint) throw notFound(id);
    return present(endpoint, new Date());
  }

  async update(scope: AccountScope, id: string, patch: WebhookEndpointUpdateRequest): Promise<WebhookEndpoint> {
    const current = await this.get(scope, id);
    if (patch.url !== undefined) await this.checkUrl(scope, patch.url);
    const reenabled = patch.enabled === true && !current.enabled;
    const now = new Date();
    // Enabling again starts a fresh count towards the failure disable; disabling by hand says so.
    const disabled: WebhookEndpointChange['disabled'] = reenabled ? null : patch.enabled === false && current.enabled ? { reason: 'manual', at: now } : undefined;
    await this.endpoints.update(scope, id, {
      url: patch.url,
      eventTypes: patch.event_types === undefined ? undefined : [...new Set(patch.event_types)],
      description: patch.description,
      ordered: patch.ordered,
      enabled: patch.enabled,
      disabled,
      updatedAt: now,
    });
    if (reenabled) this.wake();
    return this.get(scope, id);
  }

  async remove(scope: AccountScope, id: string): Promise<{ id: string; object: 'webhook_endpoint'; deleted: true }> {
    if (!(await this.endpoints.remove(scope, id))) throw notFound(id);
    return { id, object: 'webhook_endpoint', deleted: true };
  }

  /** A new secret; the old one keeps signing (second signature) for the overlap. */
  async rotateSecret(scope: AccountScope, id: string): Promise<WebhookEndpoint & { secret: string }> {
    const secret = newSigningSecret();
    const now = new Date();
    if (!(await this.endpoints.rotateSecret(scope, id, this.seal(id, secret), new Date(now.getTime() + this.settings.secretOverlapMs), now))) throw notFound(id);
    return { ...(await this.get(scope, id)), secret };
  }

  /** Records a `webhook_endpoint.test` event delivered to this endpoint only. */
  async sendTest(scope: AccountScope, id: string): Promise<StoredEvent> {
    const endpoint = await this.get(scope, id);
    if (!endpoint.enabled) throw errors.validationFailed('The endpoint is disabled; enable it first.', [{ field: '/enabled', issue: 'the endpoint is disabled' }]);
    const event = await this.endpoints.recordTestEvent(scope, id);
    this.wake();
    return event;
  }

  async deliveries(scope: AccountScope, id: string, page: Page & { status?: DeliveryStatus | undefined }) {
    await this.get(scope, id);
    const window = pageWindow(page.page, page.limit);
    const found = await this.deliveryStore.list(id, { status: page.status || undefined, limit: window.limit, offset: window.offset });
    return { deliveries: found.deliveries, ...pageFields(window, found.total) };
  }

  /** Sends the delivery again now, whatever its state; a succeeded one is sent once more (same webhook-id). */
  async retry(scope: AccountScope, id: string, deliveryId: string): Promise<WebhookDelivery> {
    await this.get(scope, id);
    const delivery = await this.deliveryStore.retry(id, deliveryId, new Date());
    if (!delivery) throw errors.notFound(`Delivery ${deliveryId} of webhook endpoint ${id}`);
    this.wake();
    return delivery;
  }
}
