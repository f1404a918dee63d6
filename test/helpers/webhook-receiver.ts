import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local webhook receiver for tests: records every request per path; what it answers is decided
// per path by a behaviour function (default 200).

export interface ReceivedWebhook {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

export type Behaviour = (hit: ReceivedWebhook, count: number, res: ServerResponse) => void;

export interface Receiver {
  url(path: string): string;
  received(path: string): ReceivedWebhook[];
  on(path: string, behaviour: Behaviour): void;
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const hits = new Map<string, ReceivedWebhook[]>();
  const behaviours = new Map<string, Behaviour>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const hit = { path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      const list = hits.get(path) ?? [];
      list.push(hit);
      hits.set(path, list);
      const behaviour = behaviours.get(path);
      if (behaviour) behaviour(hit, list.length, res);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => hits.get(path) ?? [],
    on: (path, behaviour) => void behaviours.set(path, behaviour),
    async waitFor(path, count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while ((hits.get(path)?.length ?? 0) < count) {
        if (Date.now() > until) throw new Error(`expected ${count} webhooks at ${path}, got ${hits.get(path)?.length ?? 0}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return hits.get(path)!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
