import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { LRUCache } from 'lru-cache';
import type { ResolvedTarget } from '../security/ssrf.js';

// One POST of a signed payload to the checked address: redirects are not followed (a 3xx is a
// failure), the whole exchange has a deadline, and only the first KiB of the answer is kept.
// Connections are kept alive per checked address: a connection is only ever reused for requests
// to the address it was opened to, so the SSRF check of every delivery still holds, and a busy
// endpoint is not paid a TCP (and TLS) handshake per delivery.

/** Keep-alive agents by protocol and checked address; the least recently used are closed beyond this many. */
const AGENTS = 256;
const agents = new LRUCache<string, http.Agent>({ max: AGENTS, dispose: (agent) => agent.destroy() });

function agentFor(target: ResolvedTarget): http.Agent {
  const key = `${target.url.protocol}//${target.address}`;
  let agent = agents.get(key);
  if (!agent) {
    // A free connection is kept for as long as the receiver's Keep-Alive hint (less a second), at most 4 s.
    const options = { keepAlive: true, maxSockets: 32, maxFreeSockets: 8, timeout: 4_000, scheduling: 'lifo' as const };
    agent = target.url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** Closes the kept-alive connections not in use (the worker stops; another worker of the process may still be sending). */
export function closeIdleConnections(): void {
  for (const agent of agents.values()) {
    for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
  }
}

export const RESPONSE_BODY_KEPT = 1024;

export interface SendResult {
  status: number | null;
  /** Milliseconds from Retry-After (seconds or HTTP date) on 429 and 503. */
  retryAfterMs: number | null;
  body: string;
  latencyMs: number;
  error: string | null;
}

function retryAfter(value: string | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export async function postSigned(target: ResolvedTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
  const started = performance.now();
  const first = await postOnce(target, headers, body, timeoutMs, started);
  // A kept-alive connection the receiver closed as we wrote to it: the request never arrived, so
  // it is sent once more on a new connection (Node's documented pattern, request.reusedSocket).
  if (first.staleConnection) return postOnce(target, headers, body, timeoutMs, started);
  return first;
}

function postOnce(target: ResolvedTarget, headers: Record<string, string>, body: string, timeoutMs: number, started: number): Promise<SendResult & { staleConnection?: boolean }> {
  // Connect to the address that was checked, whatever DNS says now.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'> & { staleConnection?: boolean }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    };
    const req = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: agentFor(target),
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Export-Trade-Webhooks/1.0' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_BODY_KEPT) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        res.on('end', () => {
          const status = res.statusCode ?? null;
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_KEPT).toString('utf8');
          const ra = status === 429 || status === 503 ? retryAfter(res.headers['retry-after'], Date.now()) : null;
          finish({ status, retryAfterMs: ra, body: text, error: null });
        });
        res.on('error', (error) => finish({ status: res.statusCode ?? null, retryAfterMs: null, body: '', error: error.message }));
      },
    );
    const deadline = setTimeout(() => {
      req.destroy(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && error.code === 'ECONNRESET';
      finish({ status: null, retryAfterMs: null, body: '', error: error.message, ...(stale ? { staleConnection: true } : {}) });
    });
    req.end(body);
  });
}
