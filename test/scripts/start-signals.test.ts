import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ownStorage } from '../helpers/own-storage.js';

// The README's start command must stop on SIGTERM and SIGINT sent to it (a process manager, a
// container runtime or a terminal signals `npm start`, not the node process npm runs).

const port = 3650 + Number(process.env.VITEST_POOL_ID ?? 0);

/**
 * Whether the server answers. The connection is closed after the answer: an idle kept-alive
 * connection would be given its grace to send another request when the server stops (3 s).
 */
async function listening(): Promise<boolean> {
  try {
    await (await fetch(`http://127.0.0.1:${port}/openapi.yaml`, { headers: { connection: 'close' } })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

describe('npm start and signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('stops the server when npm start gets %s', async (signal) => {
    const storage = await ownStorage('signals');
    const env = { ...process.env, ...storage.env, PORT: String(port), SANDBOX_BUYERS: '100' };
    const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 1200 && !/"msg":"listening"/.test(output); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await listening(), output).toBe(true);
      npm.kill(signal);
      await exited;
      let stillUp = true;
      for (let i = 0; i < 50 && stillUp; i++) {
        await new Promise((r) => setTimeout(r, 100));
        stillUp = await listening();
      }
      expect(stillUp, 'the server kept running after npm start was signalled').toBe(false);
      expect(output).toMatch(new RegExp(`"signal":"${signal}".*"msg":"shutting down"`));
    } finally {
      npm.kill('SIGKILL');
      await storage.close();
    }
  }, 180_000);
});
