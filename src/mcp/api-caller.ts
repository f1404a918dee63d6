// How the MCP server reaches the API: every tool call is an ordinary request to the API, so the
// same pipeline checks it (credential, scopes, plan, allowlist, rate limit, sandbox isolation).
// Over stdio the server is a client of a running API (URL and credential from the environment);
// inside the API server (/mcp) the request goes to this server's own request handler in process,
// over an in-memory stream pair that Node's HTTP server takes as a connection (its documented way to
// inject one), with the caller's own bearer token and address. No socket: a tenant's tool calls
// never count against the connections of the server's own loopback address, which every tenant
// shared when they were sent over it (issue 38, finding 8), and they pass Node's own HTTP parser
// and the whole pipeline as any request does.
import { request as httpRequest, type Server as HttpServer } from 'node:http';
import { duplexPair } from 'node:stream';

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

export interface InProcessTarget {
  /** An HTTP server over this app's request handler (never listening: it only takes the streams given to it). */
  server: HttpServer;
  /** The MCP caller's Authorization header, sent with every call. */
  authorization: string;
  /** The MCP caller's address: allowlists and the rate limit see the agent. */
  clientIp: string;
  /** The address the caller reached the server at: sent as each call's Host, so the answers' links name it too. */
  publicBaseUrl: string;
}

/** Into this server's request handler in process, as the MCP caller: its Authorization header and its address. */
export function inProcessCaller(target: InProcessTarget): ApiCaller {
  return (request) =>
    new Promise<ApiResponse>((resolve, reject) => {
      const [clientSide, serverSide] = duplexPair();
      // What the client-address step reads as the peer.
      Object.defineProperty(serverSide, 'remoteAddress', { value: target.clientIp });
      target.server.emit('connection', serverSide);
      const payload = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body));
      const headers: Record<string, string | number> = { ...request.headers, authorization: target.authorization, host: new URL(target.publicBaseUrl).host };
      if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
      const req = httpRequest({ createConnection: () => clientSide, method: request.method, path: request.url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          clientSide.destroy();
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
