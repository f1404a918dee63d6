import { ApiError } from '../errors.js';
import type { Mode } from '../modes.js';
import { apiKeyMode, hashesMatch, hashSecret } from '../../security/secrets.js';
import { LRUCache } from 'lru-cache';
import { API_PLAN } from './scopes.js';

// Turns a bearer credential into the caller's identity. API keys are looked up by the SHA-256
// of the secret (the secret itself is never stored); the lookup is cached in memory and the cache
// is dropped whenever the credentials change counter moves (revocation, rotation, plan change).

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

export interface CredentialStore {
  findApiKeyByHash(hash: string): Promise<StoredApiKey | undefined>;
  markUsed(keyId: string, at: Date): Promise<void>;
  changeCounter(): Promise<number>;
}

export interface Identity {
  accountId: string;
  mode: Mode;
  plan: string;
  scopes: string[];
  allowedCidrs: string[];
  credentialType: 'api_key' | 'oauth_token';
  credentialId: string;
}

const LAST_USED_RESOLUTION_MS = 60_000;

export class CredentialService {
  private readonly keys = new LRUCache<string, StoredApiKey | false>({ max: 10_000 });
  private readonly lastMarked = new Map<string, number>();
  private counter = -1;

  constructor(private readonly store: CredentialStore) {}

  async refresh(): Promise<void> {
    const counter = await this.store.changeCounter();
    if (counter !== this.counter) {
      this.keys.clear();
      this.counter = counter;
    }
  }

  /** Resolves an API key, or throws 401/403 with the precise reason. */
  async authenticateApiKey(secret: string, now = new Date()): Promise<Identity> {
    if (apiKeyMode(secret) === null) throw new ApiError('invalid_api_key', 'The API key is not valid.');
    const hash = hashSecret(secret);
    let key = this.keys.get(hash);
    if (key === undefined) {
      key = (await this.store.findApiKeyByHash(hash)) ?? false;
      this.keys.set(hash, key);
    }
    if (key === false || !hashesMatch(hash, key.keyHash)) throw new ApiError('invalid_api_key', 'The API key is not valid.');
    if (key.revokedAt && key.revokedAt <= now) throw new ApiError('invalid_api_key', 'The API key has been revoked.');
    if (key.expiresAt && key.expiresAt <= now) throw new ApiError('invalid_api_key', 'The API key has expired.');
    if (key.plan !== API_PLAN) {
      throw new ApiError('plan_upgrade_required', 'API access requires the Pro Max plan. Upgrade the account to use the API.');
    }
    this.noteUse(key.id, now);
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

  /** Records last use at most once a minute per key, off the request path. */
  private noteUse(keyId: string, now: Date): void {
    const last = this.lastMarked.get(keyId) ?? 0;
    if (now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
    this.lastMarked.set(keyId, now.getTime());
    void this.store.markUsed(keyId, now).catch(() => undefined);
  }
}
