// How the MCP server reaches the API: every tool call is an ordinary HTTP request to the API, so the
// same pipeline checks it (credential, scopes, plan, allowlist, rate limit, sandbox isolation).
// Over stdio the server is a client of a running API (URL and credential from the environment);
// inside the API server (/mcp) the request goes back into the same server over its own socket,
// carrying the caller's own bearer token and address.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { INTERNAL_CLIENT_IP_HEADER, INTERNAL_FORWARD_HEADER } from './internal-forward.js';

export interface ApiRequest {
  method: string;
  /** Path and query, from the API prefix on (`/api/v1/orders?status=draft`). */
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface ApiResponse {
  status: number;
  contentType: string;
  /** Parsed JSON, or undefined for other content. */
  json: unknown;
  /** Where the response can be fetched again (for non-JSON content such as a PDF). */
  url: string;
  bytes: number;
}

export type ApiCaller = (request: ApiRequest) => Promise<ApiResponse>;

function parse(contentType: string, text: string): unknown {
  if (!/json/i.test(contentType) || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface LoopbackTarget {
  /** This server's own listening address and port (the socket the MCP request came in on). */
  host: string;
  port: number;
  tls: boolean;
  /** Proves to this process that the request is its own (see ./internal-forward.ts). */
  forwardToken: string;
  /** The MCP caller's address, so allowlists and rate limits see the agent, not the loopback. */
  clientIp: string;
  publicBaseUrl: string;
}

/** Back into this server over its own socket, with the caller's Authorization header and address. */
export function loopbackCaller(target: LoopbackTarget, authorization: string): ApiCaller {
  return (request) =>
    new Promise<ApiResponse>((resolve, reject) => {
      const payload = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body));
      const headers: Record<string, string | number> = { ...request.headers, authorization, [INTERNAL_FORWARD_HEADER]: target.forwardToken, [INTERNAL_CLIENT_IP_HEADER]: target.clientIp };
      if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
      // Our own certificate on our own socket: nothing to verify against a name.
      const send = target.tls ? httpsRequest : httpRequest;
      const req = send({ host: target.host, port: target.port, method: request.method, path: request.url, headers, ...(target.tls ? { rejectUnauthorized: false } : {}) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const contentType = String(res.headers['content-type'] ?? '');
          resolve({ status: res.statusCode ?? 0, contentType, json: parse(contentType, buffer.toString('utf8')), url: new URL(request.url, target.publicBaseUrl).toString(), bytes: buffer.length });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
}

export interface RemoteCredential {
  apiKey?: string;
  clientId?: string;
  clientSecret?: string;
}

/** Over the network to a running API, with an API key or an OAuth client (token fetched and renewed before it expires). */
export function remoteCaller(baseUrl: string, credential: RemoteCredential): ApiCaller {
  const origin = new URL(baseUrl).origin;
  let token: { value: string; renewAt: number } | undefined;

  async function authorization(): Promise<string> {
    if (credential.apiKey) return `Bearer ${credential.apiKey}`;
    if (!credential.clientId || !credential.clientSecret) throw new Error('Set ETP_KEY, or ETP_CLIENT_ID and ETP_CLIENT_SECRET.');
    if (token && Date.now() < token.renewAt) return `Bearer ${token.value}`;
    const basic = Buffer.from(`${encodeURIComponent(credential.clientId)}:${encodeURIComponent(credential.clientSecret)}`).toString('base64');
    const res = await fetch(`${origin}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await res.json()) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (!res.ok || !body.access_token) throw new Error(`The token endpoint refused the client: ${body.error ?? res.status} ${body.error_description ?? ''}`.trim());
    // Renewed a minute before it expires.
    token = { value: body.access_token, renewAt: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000 };
    return `Bearer ${token.value}`;
  }

  return async (request) => {
    const url = new URL(request.url, origin).toString();
    const res = await fetch(url, {
      method: request.method,
      headers: { ...request.headers, authorization: await authorization(), ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const contentType = res.headers.get('content-type') ?? '';
    const buffer = Buffer.from(await res.arrayBuffer());
    return { status: res.status, contentType, json: parse(contentType, buffer.toString('utf8')), url, bytes: buffer.length };
  };
}
