import type { components } from '../../../generated/openapi.js';
import type { KeyStore } from '../../security/jwt.js';
import type { ClientAuthentication } from './credentials.js';

// The OAuth 2.0 client-credentials grant (RFC 6749 section 4.4): which client asks, whether it
// may, and the access token it gets. Errors are RFC 6749 section 5.2 codes, not API error codes;
// the HTTP layer writes them as `{"error","error_description"}`.

export type OAuthTokenRequest = components['schemas']['OAuthTokenRequest'];
export type OAuthTokenResponse = components['schemas']['OAuthTokenResponse'];
export type OAuthErrorCode = components['schemas']['OAuthErrorResponse']['error'];

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** RFC 6749 section 3.3 scope-token. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/** Form or JSON body to parameters; a repeated parameter is an error (RFC 6749 section 3.2). */
export function tokenParams(contentType: string | undefined, body: Buffer): Record<string, string> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const text = body.toString('utf8');
  const params: Record<string, string> = Object.create(null);
  const add = (name: string, value: string) => {
    if (name in params) throw new OAuthError('invalid_request', `The parameter ${name} is given more than once.`);
    params[name] = value;
  };
  if (type === FORM_TYPE) {
    for (const [name, value] of new URLSearchParams(text)) add(name, value);
    return { ...params };
  }
  if (JSON_TYPE.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new OAuthError('invalid_request', 'The body is not valid JSON.');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new OAuthError('invalid_request', 'The JSON body must be an object.');
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value !== 'string') throw new OAuthError('invalid_request', `The parameter ${name} must be a string.`);
      add(name, value);
    }
    return { ...params };
  }
  throw new OAuthError('invalid_request', `Send the parameters as ${FORM_TYPE} (or application/json).`);
}

/** RFC 6749 section 2.3.1: the client id and secret of an HTTP Basic header, each form-encoded; null without one. */
export function basicCredentials(authorization: string | undefined): { clientId: string; secret: string } | null {
  if (authorization === undefined || authorization === '') return null;
  const basic = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(authorization.trim());
  if (!basic) throw new OAuthError('invalid_client', 'Client authentication must use HTTP Basic or the client_id and client_secret parameters.');
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw new OAuthError('invalid_client', 'The Basic credentials must be client_id:client_secret.');
  const clientId = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  if (clientId === null || secret === null) throw new OAuthError('invalid_client', 'The Basic credentials are not form-encoded.');
  return { clientId, secret };
}

/** RFC 6749 section 2.3.1: HTTP Basic with the form-encoded client id and secret, or both in the body, never both ways. */
export function clientCredentials(authorization: string | undefined, params: OAuthTokenRequest): { clientId: string; secret: string } {
  const bodySecret = params.client_secret;
  const bodyId = params.client_id;
  const basic = basicCredentials(authorization);
  if (basic) {
    if (bodySecret !== undefined) throw new OAuthError('invalid_request', 'Authenticate the client with HTTP Basic or with body parameters, not both.');
    if (bodyId !== undefined && bodyId !== basic.clientId) throw new OAuthError('invalid_request', 'client_id in the body differs from the Basic credentials.');
    return basic;
  }
  if (bodyId === undefined || bodySecret === undefined || bodyId === '' || bodySecret === '') {
    throw new OAuthError('invalid_client', 'Authenticate the client with HTTP Basic or with client_id and client_secret.');
  }
  return { clientId: bodyId, secret: bodySecret };
}

function formDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The scopes to grant: all of the client's when none are asked for, else exactly those asked for. */
export function grantedScopes(requested: string | undefined, clientScopes: readonly string[]): string[] {
  if (requested === undefined || requested.trim() === '') return [...clientScopes];
  const asked = [...new Set(requested.split(' ').filter((s) => s !== ''))];
  const bad = asked.filter((scope) => !SCOPE_TOKEN.test(scope) || !clientScopes.includes(scope));
  if (bad.length > 0) throw new OAuthError('invalid_scope', `The client may not request: ${bad.join(' ')}.`);
  return asked;
}

export interface ClientAuthenticator {
  /** Checks the secret (current, or previous until its expiry), revocation, plan and the client's allowlist. */
  authenticateClient(clientId: string, secret: string, clientIp: string): Promise<ClientAuthentication>;
}

export interface TokenGrant {
  /**
   * The client of an HTTP Basic header, from the headers alone, so that a malformed or wrong one is
   * refused (invalid_client, or unauthorized_client) before the body is read; nothing without one.
   * issue() checks it again with the body's parameters.
   */
  authenticateBasic(authorization: string | undefined, clientIp: string): Promise<void>;
  issue(request: { params: OAuthTokenRequest; authorization: string | undefined; clientIp: string }): Promise<OAuthTokenResponse>;
}

export function createTokenGrant(deps: { clients: ClientAuthenticator; keyStore: KeyStore; audience: string }): TokenGrant {
  return {
    async authenticateBasic(authorization, clientIp) {
      const basic = basicCredentials(authorization);
      if (!basic) return;
      const outcome = await deps.clients.authenticateClient(basic.clientId, basic.secret, clientIp);
      if (!outcome.ok) throw new OAuthError(outcome.error, outcome.description);
    },
    async issue({ params, authorization, clientIp }) {
      if (params.grant_type === '') throw new OAuthError('invalid_request', 'grant_type is required.');
      const credentials = clientCredentials(authorization, params);
      const outcome = await deps.clients.authenticateClient(credentials.clientId, credentials.secret, clientIp);
      if (!outcome.ok) throw new OAuthError(outcome.error, outcome.description);
      if (params.grant_type !== 'client_credentials') throw new OAuthError('unsupported_grant_type', 'Only the client_credentials grant is supported.');
      const scopes = grantedScopes(params.scope, outcome.client.scopes);
      const signed = await deps.keyStore.signAccessToken({
        accountId: outcome.client.accountId,
        mode: outcome.client.mode,
        scopes,
        clientId: outcome.client.id,
        audience: deps.audience,
        ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
      });
      return { access_token: signed.token, token_type: 'Bearer', expires_in: signed.expiresInSeconds, scope: scopes.join(' ') };
    },
  };
}
