import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './ssrf.js';

// One POST of a signed payload to the checked address: redirects are not followed (a 3xx is a
// failure), the whole exchange has a deadline, and only the first KiB of the answer is kept.

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

export function postSigned(target: ResolvedTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
  const started = performance.now();
  // Connect to the address that was checked, whatever DNS says now.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
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
        agent: false,
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
    req.on('error', (error) => finish({ status: null, retryAfterMs: null, body: '', error: error.message }));
    req.end(body);
  });
}
