import { ApiError } from '../errors.js';
import type { AccountScope, Mode } from '../modes.js';
import { apiKeyMode, hashesMatch, hashSecret } from '../../security/secrets.js';
import { isAllowed, toCidrRanges, type CidrRange } from '../../security/ip-allowlist.js';
import type { VerifiedAccessToken } from '../../security/access-token-claims.js';
import { LRUCache } from 'lru-cache';
import { API_PLAN } from './scopes.js';

// Turns a bearer credential into the caller's identity. API keys are looked up by the SHA-256
// of the secret (the secret itself is never stored); OAuth clients by id. Lookups are cached in
// memory, with their allowlists compiled, and the caches are dropped whenever the credentials
// change counter moves (revocation, rotation, plan change): at once in the process that made the
// change (it calls refresh()), within a second elsewhere.

export interface StoredApiKey {
  id: string;
  accountId: string;
  mode: Mode;
  keyHash: string;
  scopes: string[];
  allowedCidrs: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  plan: string;
}

export interface StoredOAuthClient {
  id: string;
  accountId: string;
  mode: Mode;
  secretHash: string;
  previousSecretHash: string | null;
  previousSecretExpiresAt: Date | null;
  scopes: string[];
  allowedCidrs: string[];
  revokedAt: Date | null;
  plan: string;
}

export interface CredentialStore {
  findApiKeyByHash(hash: string): Promise<StoredApiKey | undefined>;
  findApiKeyById(id: string): Promise<StoredApiKey | undefined>;
  markUsed(keyId: string, at: Date): Promise<void>;
  findOAuthClient(clientId: string): Promise<StoredOAuthClient | undefined>;
  markClientUsed(clientId: string, at: Date): Promise<void>;
  changeCounter(): Promise<number>;
}

/** An authenticated credential: the account and mode it acts in, and what it may do. */
export interface Identity extends AccountScope {
  plan: string;
  scopes: string[];
  allowedCidrs: string[];
  credentialType: 'api_key' | 'oauth_token';
  /** The API key id, or the OAuth client id for access tokens (what rate limits are counted by). */
  credentialId: string;
}

/** An OAuth client whose secret checked out. */
export interface AuthenticatedClient {
  id: string;
  accountId: string;
  mode: Mode;
  scopes: string[];
}

/** Outcome of client authentication at the token endpoint, in RFC 6749 terms. */
export type ClientAuthentication =
  | { ok: true; client: AuthenticatedClient }
  | { ok: false; error: 'invalid_client' | 'unauthorized_client'; description: string };

type Cached<T> = (T & { ranges: readonly CidrRange[] }) | false;

const LAST_USED_RESOLUTION_MS = 60_000;
const CLIENT_ID = /^cli_[0-9A-Za-z]{20}$/;
const PLAN_MESSAGE = 'API access requires the Pro Max plan. Upgrade the account to use the API.';
const CLIENT_AUTH_FAILED: ClientAuthentication = { ok: false, error: 'invalid_client', description: 'Client authentication failed.' };

function compiled<T extends { allowedCidrs: string[] }>(row: T | undefined): Cached<T> {
  return row ? { ...row, ranges: toCidrRanges(row.allowedCidrs) } : false;
}

export class CredentialService {
  private readonly keys = new LRUCache<string, Cached<StoredApiKey>>({ max: 10_000 });
  private readonly clients = new LRUCache<string, Cached<StoredOAuthClient>>({ max: 10_000 });
  private readonly keysById = new LRUCache<string, Cached<StoredApiKey>>({ max: 10_000 });
  private readonly changeListeners = new Set<() => void>();
  private readonly lastMarked = new Map<string, number>();
  private counter = -1;

  constructor(private readonly store: CredentialStore) {}

  async refresh(): Promise<void> {
    const counter = await this.store.changeCounter();
    if (counter !== this.counter) {
      this.keys.clear();
      this.clients.clear();
      this.keysById.clear();
      this.counter = counter;
      for (const listener of this.changeListeners) listener();
    }
  }

  /** Called after the credentials changed (revocation, rotation, allowlist, plan), as refresh() sees it. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /**
   * The identity an earlier authentication established, as its credential stands now, for
   * connections that outlive a request (streams): throws the error a new request would get when
   * the API key was revoked, expired or rotated past its overlap, the OAuth client was revoked, the
   * address left the allowlist or the plan changed. Access-token expiry is the caller's to watch.
   */
  async recheck(identity: Identity, clientIp: string, now = new Date()): Promise<Identity> {
    if (identity.credentialType === 'api_key') {
      let key = this.keysById.get(identity.credentialId);
      if (key === undefined) {
        key = compiled(await this.store.findApiKeyById(identity.credentialId));
        this.keysById.set(identity.credentialId, key);
      }
      if (key === false || key.accountId !== identity.accountId) throw new ApiError('invalid_api_key', 'The API key is not valid.');
      if (key.revokedAt && key.revokedAt <= now) throw new ApiError('invalid_api_key', 'The API key has been revoked.');
      if (key.expiresAt && key.expiresAt <= now) throw new ApiError('invalid_api_key', 'The API key has expired (or was rotated and its overlap ended).');
      if (!isAllowed(clientIp, key.ranges)) throw new ApiError('ip_not_allowed', `Requests from ${clientIp} are not allowed for this key.`);
      if (key.plan !== API_PLAN) throw new ApiError('plan_upgrade_required', PLAN_MESSAGE);
      return { ...identity, plan: key.plan, scopes: key.scopes, allowedCidrs: key.allowedCidrs };
    }
    const client = await this.client(identity.credentialId);
    if (client === false || client.revokedAt || client.accountId !== identity.accountId || client.mode !== identity.mode) {
      throw new ApiError('invalid_token', "The access token's client has been revoked.");
    }
    if (!isAllowed(clientIp, client.ranges)) throw new ApiError('ip_not_allowed', `Requests from ${clientIp} are not allowed for this client.`);
    if (client.plan !== API_PLAN) throw new ApiError('plan_upgrade_required', PLAN_MESSAGE);
    return { ...identity, plan: client.plan, scopes: identity.scopes.filter((scope) => client.scopes.includes(scope)), allowedCidrs: client.allowedCidrs };
  }

  /** Resolves an API key, or throws 401/403 with the precise reason. */
  async authenticateApiKey(secret: string, clientIp: string, now = new Date()): Promise<Identity> {
    if (apiKeyMode(secret) === null) throw new ApiError('invalid_api_key', 'The API key is not valid.');
    const hash = hashSecret(secret);
    let key = this.keys.get(hash);
    if (key === undefined) {
      key = compiled(await this.store.findApiKeyByHash(hash));
      this.keys.set(hash, key);
    }
    if (key === false || !hashesMatch(hash, key.keyHash)) throw new ApiError('invalid_api_key', 'The API key is not valid.');
    if (key.revokedAt && key.revokedAt <= now) throw new ApiError('invalid_api_key', 'The API key has been revoked.');
    if (key.expiresAt && key.expiresAt <= now) throw new ApiError('invalid_api_key', 'The API key has expired.');
    if (!isAllowed(clientIp, key.ranges)) throw new ApiError('ip_not_allowed', `Requests from ${clientIp} are not allowed for this key.`);
    if (key.plan !== API_PLAN) throw new ApiError('plan_upgrade_required', PLAN_MESSAGE);
    this.noteUse(key.id, now, (id, at) => this.store.markUsed(id, at));
    return {
      accountId: key.accountId,
      mode: key.mode,
      plan: key.plan,
      scopes: key.scopes,
      allowedCidrs: key.allowedCidrs,
      credentialType: 'api_key',
      credentialId: key.id,
    };
  }

  /**
   * Client authentication for the token endpoint: the current secret, or the previous one until
   * it expires (rotation), compared in constant time; then revocation, allowlist and plan.
   */
  async authenticateClient(clientId: string, secret: string, clientIp: string, now = new Date()): Promise<ClientAuthentication> {
    if (!CLIENT_ID.test(clientId)) return CLIENT_AUTH_FAILED;
    const client = await this.client(clientId);
    if (client === false || client.revokedAt) return CLIENT_AUTH_FAILED;
    const hash = hashSecret(secret);
    const current = hashesMatch(hash, client.secretHash);
    const previous =
      client.previousSecretHash !== null && client.previousSecretExpiresAt !== null && client.previousSecretExpiresAt > now && hashesMatch(hash, client.previousSecretHash);
    if (!current && !previous) return CLIENT_AUTH_FAILED;
    if (!isAllowed(clientIp, client.ranges)) {
      return { ok: false, error: 'unauthorized_client', description: `Token requests from ${clientIp} are not allowed for this client.` };
    }
    if (client.plan !== API_PLAN) return { ok: false, error: 'unauthorized_client', description: 'API access requires the Pro Max plan.' };
    this.noteUse(client.id, now, (id, at) => this.store.markClientUsed(id, at));
    return { ok: true, client: { id: client.id, accountId: client.accountId, mode: client.mode, scopes: client.scopes } };
  }

  /**
   * The identity of a verified access token, checked against its client as it is now: revoked
   * clients' tokens stop at once, the plan and the allowlist apply on every request, and scopes
   * the client has lost since are dropped.
   */
  async resolveAccessToken(token: VerifiedAccessToken, clientIp: string): Promise<Identity> {
    const client = await this.client(token.clientId);
    if (client === false || client.revokedAt || client.accountId !== token.accountId || client.mode !== token.mode) {
      throw new ApiError('invalid_token', "The access token's client has been revoked.", [], { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    if (!isAllowed(clientIp, client.ranges)) throw new ApiError('ip_not_allowed', `Requests from ${clientIp} are not allowed for this client.`);
    if (client.plan !== API_PLAN) throw new ApiError('plan_upgrade_required', PLAN_MESSAGE);
    return {
      accountId: client.accountId,
      mode: client.mode,
      plan: client.plan,
      scopes: token.scopes.filter((scope) => client.scopes.includes(scope)),
      allowedCidrs: client.allowedCidrs,
      credentialType: 'oauth_token',
      credentialId: client.id,
    };
  }

  private async client(clientId: string): Promise<Cached<StoredOAuthClient>> {
    let client = this.clients.get(clientId);
    if (client === undefined) {
      client = compiled(await this.store.findOAuthClient(clientId));
      this.clients.set(clientId, client);
    }
    return client;
  }

  /** Records last use at most once a minute per credential, off the request path. */
  private noteUse(id: string, now: Date, mark: (id: string, at: Date) => Promise<void>): void {
    const last = this.lastMarked.get(id) ?? 0;
    if (now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
    this.lastMarked.set(id, now.getTime());
    void mark(id, now).catch(() => undefined);
  }
}
