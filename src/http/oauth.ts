import express, { type NextFunction, type Request, type Response } from 'express';
import type { ClientAuthentication } from '../domain/access/credentials.js';
import type { KeyStore } from '../security/jwt.js';

// The OAuth 2.0 token endpoint (client-credentials grant, RFC 6749 section 4.4) and the JSON Web
// Key Set that verifies its tokens. Both live at the root of the host, outside /api/v1, and
// answer in the formats their RFCs define rather than in the API envelope: token errors are
// `{"error","error_description"}` (RFC 6749 section 5.2), the key set is `{"keys":[...]}` (RFC 7517).

export const TOKEN_PATH = '/oauth/token';
export const JWKS_PATH = '/.well-known/jwks.json';
/** The contract's operations served here rather than by the /api/v1 pipeline. */
export const ROOT_OPERATIONS: Readonly<Record<string, string>> = Object.freeze({
  [TOKEN_PATH]: 'createAccessToken',
  [JWKS_PATH]: 'getJsonWebKeySet',
});

/** Token requests are a few hundred bytes; anything near this is not one. */
export const TOKEN_BODY_LIMIT_BYTES = 16 * 1024;
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const JWKS_MAX_AGE_SECONDS = 300;

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope';

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
    readonly status = code === 'invalid_client' ? 401 : 400,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export interface ClientAuthenticator {
  /** Checks the secret (current, or previous until its expiry), revocation, plan and the client's allowlist. */
  authenticateClient(clientId: string, secret: string, clientIp: string): Promise<ClientAuthentication>;
}

export interface TokenEndpointDeps {
  clients: ClientAuthenticator;
  keyStore: KeyStore;
  audience: string;
  /** The caller's address after TRUSTED_PROXIES handling. */
  clientIp(req: Request): string;
}

type Params = Map<string, string>;

/** RFC 6749 section 3.3 scope-token. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/** Form or JSON body to parameters; a repeated parameter is an error (RFC 6749 section 3.2). */
export function tokenParams(contentType: string | undefined, body: Buffer): Params {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const text = body.toString('utf8');
  const params: Params = new Map();
  const add = (name: string, value: string) => {
    if (params.has(name)) throw new OAuthError('invalid_request', `The parameter ${name} is given more than once.`);
    params.set(name, value);
  };
  if (type === FORM_TYPE) {
    for (const [name, value] of new URLSearchParams(text)) add(name, value);
    return params;
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
    return params;
  }
  throw new OAuthError('invalid_request', `Send the parameters as ${FORM_TYPE} (or application/json).`);
}

/** RFC 6749 section 2.3.1: HTTP Basic with the form-encoded client id and secret, or both in the body, never both ways. */
export function clientCredentials(authorization: string | undefined, params: Params): { clientId: string; secret: string; basic: boolean } {
  const bodySecret = params.get('client_secret');
  const bodyId = params.get('client_id');
  if (authorization !== undefined && authorization !== '') {
    const basic = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(authorization.trim());
    if (!basic) throw new OAuthError('invalid_client', 'Client authentication must use HTTP Basic or the client_id and client_secret parameters.');
    if (bodySecret !== undefined) throw new OAuthError('invalid_request', 'Authenticate the client with HTTP Basic or with body parameters, not both.');
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 1) throw new OAuthError('invalid_client', 'The Basic credentials must be client_id:client_secret.');
    const clientId = formDecode(decoded.slice(0, colon));
    const secret = formDecode(decoded.slice(colon + 1));
    if (clientId === null || secret === null) throw new OAuthError('invalid_client', 'The Basic credentials are not form-encoded.');
    if (bodyId !== undefined && bodyId !== clientId) throw new OAuthError('invalid_request', 'client_id in the body differs from the Basic credentials.');
    return { clientId, secret, basic: true };
  }
  if (bodyId === undefined || bodySecret === undefined || bodyId === '' || bodySecret === '') {
    throw new OAuthError('invalid_client', 'Authenticate the client with HTTP Basic or with client_id and client_secret.');
  }
  return { clientId: bodyId, secret: bodySecret, basic: false };
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

function sendOAuthError(res: Response, error: OAuthError, basicUsed: boolean): void {
  if (error.code === 'invalid_client' && basicUsed) res.setHeader('WWW-Authenticate', 'Basic realm="oauth", charset="UTF-8"');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  res.status(error.status).json({ error: error.code, error_description: error.description });
}

async function issueToken(deps: TokenEndpointDeps, req: Request, body: Buffer) {
  const params = tokenParams(req.headers['content-type'], body);
  const grantType = params.get('grant_type');
  if (grantType === undefined || grantType === '') throw new OAuthError('invalid_request', 'grant_type is required.');
  const credentials = clientCredentials(req.headers.authorization, params);
  const outcome = await deps.clients.authenticateClient(credentials.clientId, credentials.secret, deps.clientIp(req));
  if (!outcome.ok) throw new OAuthError(outcome.error, outcome.description);
  if (grantType !== 'client_credentials') throw new OAuthError('unsupported_grant_type', 'Only the client_credentials grant is supported.');
  const scopes = grantedScopes(params.get('scope'), outcome.client.scopes);
  const signed = await deps.keyStore.signAccessToken({
    accountId: outcome.client.accountId,
    mode: outcome.client.mode,
    scopes,
    clientId: outcome.client.id,
    audience: deps.audience,
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
  });
  return { access_token: signed.token, token_type: 'Bearer', expires_in: signed.expiresInSeconds, scope: scopes.join(' ') };
}

/** POST /oauth/token. */
export function tokenEndpoint(deps: TokenEndpointDeps) {
  const readBody = express.raw({ type: () => true, limit: TOKEN_BODY_LIMIT_BYTES });
  return (req: Request, res: Response, next: NextFunction): void => {
    const basicUsed = /^Basic /i.test(req.headers.authorization ?? '');
    readBody(req, res, (parseError?: unknown) => {
      if (parseError) {
        const tooLarge = (parseError as { type?: string }).type === 'entity.too.large';
        const description = tooLarge ? `The request body exceeds ${TOKEN_BODY_LIMIT_BYTES} bytes.` : 'The request body could not be read.';
        return sendOAuthError(res, new OAuthError('invalid_request', description, tooLarge ? 413 : 400), basicUsed);
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      issueToken(deps, req, body).then(
        (token) => {
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('Pragma', 'no-cache');
          res.status(200).json(token);
        },
        (error: unknown) => (error instanceof OAuthError ? sendOAuthError(res, error, basicUsed) : next(error)),
      );
    });
  };
}

/** GET /.well-known/jwks.json: the keys that verify access tokens, the signing one first. */
export function jwksEndpoint(keyStore: KeyStore) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    keyStore.jwks().then((set) => {
      res.setHeader('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
      res.status(200).json(set);
    }, next);
  };
}
