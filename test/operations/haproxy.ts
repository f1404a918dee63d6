import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../bench/server-process.js';

// HAProxy (Debian's package) in front of several instances, for the multi-instance test: round
// robin, health checks on GET /readyz twice a second, connection failures retried on another
// instance (a request that reached a killed instance is not retried: it may have been a write).

export function haproxyAvailable(): boolean {
  return spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0;
}

export interface Proxy {
  baseUrl: string;
  child: ChildProcess;
  stop(): void;
}

export async function startHaproxy(dir: string, backends: readonly number[]): Promise<Proxy> {
  const port = await freePort();
  const config = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 120s',
    '  retries 3',
    '  option redispatch',
    '  retry-on conn-failure',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server check inter 500 fall 2 rise 2',
    ...backends.map((p, i) => `  server instance${i + 1} 127.0.0.1:${p}`),
    '',
  ].join('\n');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Ready once every backend has passed its checks: readyz answers through it consistently.
  const until = Date.now() + 20_000;
  let healthy = 0;
  while (healthy < backends.length * 2) {
    if (Date.now() > until) throw new Error(`haproxy did not come up:\n${output}`);
    try {
      healthy = (await fetch(`${baseUrl}/readyz`)).status === 200 ? healthy + 1 : 0;
    } catch {
      healthy = 0;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, child, stop: () => child.kill('SIGTERM') };
}
