import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { parse } from 'yaml';
import { projectPath } from '../../src/paths.js';

// A WebSocket client for stream tests. Every message it receives is checked against the payload
// schema asyncapi.yaml gives for its `type` (compiled here, independently of the server's copy).

const SERVER_MESSAGES: Record<string, string> = {
  subscribed: 'SubscribedMessage',
  unsubscribed: 'UnsubscribedMessage',
  error: 'ErrorMessage',
  heartbeat: 'HeartbeatMessage',
  market_price: 'MarketPriceMessage',
  exchange_rate: 'ExchangeRateMessage',
  logistics_status: 'LogisticsStatusMessage',
};

const document = parse(readFileSync(projectPath('asyncapi.yaml'), 'utf8')) as { components: { schemas: Record<string, unknown> } };
const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true });
ajvFormats.default(ajv);
ajv.addSchema({ $id: 'streams-contract', components: { schemas: document.components.schemas } });
const validators = new Map<string, ValidateFunction>(
  Object.entries(SERVER_MESSAGES).map(([type, schema]) => [type, ajv.compile({ $ref: `streams-contract#/components/schemas/${schema}` })]),
);

export type StreamMessage = Record<string, unknown> & { type: string };

export function contractProblems(message: unknown): string[] {
  const type = (message as { type?: unknown }).type;
  const validate = typeof type === 'string' ? validators.get(type) : undefined;
  if (!validate) return [`unknown message type ${String(type)}`];
  return validate(message) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export interface StreamClient {
  ws: WebSocket;
  messages: StreamMessage[];
  send(message: unknown): void;
  /** Resolves with the first received message (from `from` on) that matches. */
  next(match: (m: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function streamUrl(baseUrl: string, path = '/api/v1/stream'): string {
  return baseUrl.replace(/^http/, 'ws') + path;
}

export function connect(baseUrl: string, key: string | null, options: { path?: string; headers?: Record<string, string> } = {}): Promise<StreamClient> {
  const headers = { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...options.headers };
  const ws = new WebSocket(streamUrl(baseUrl, options.path), { headers });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    const message = JSON.parse(String(data)) as StreamMessage;
    expect(contractProblems(message), JSON.stringify(message)).toEqual([]);
    messages.push(message);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const client: StreamClient = {
    ws,
    messages,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < messages.length; seen++) {
            if (match(messages[seen]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              return resolve(messages[seen]!);
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages.slice(-5))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** An upgrade the server refuses: its HTTP status and JSON body. */
export function refusedUpgrade(baseUrl: string, headers: Record<string, string>, path = '/api/v1/stream'): Promise<{ status: number; body: { status: string; error: { code: string; message: string; request_id: string } } }> {
  const ws = new WebSocket(streamUrl(baseUrl, path), { headers });
  return new Promise((resolve, reject) => {
    ws.once('open', () => reject(new Error('the upgrade was accepted')));
    ws.once('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    ws.once('error', () => {});
  });
}
