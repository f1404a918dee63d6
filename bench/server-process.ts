import { spawn, type ChildProcess } from 'node:child_process';
import { projectPath } from '../src/paths.js';

// The real server in a child process, as in production (`server.ts` through tsx): for the soak, the
// shutdown test and the multi-instance test. PORT=0 picks a free port, read back from the
// "listening" log line; the sandbox test key is read from the first start's output.

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The sandbox test key, printed by the start that seeded the database (null on later starts). */
  testKey: string | null;
  /** Everything the process wrote so far (log lines are JSON). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Resolves once GET /readyz answers 200 (reference data loaded). */
  ready(timeoutMs?: number): Promise<void>;
}

export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('server.ts')], {
    cwd: projectPath(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + timeoutMs;
  let port = 0;
  while (Date.now() < until && !gone) {
    const match = /"url":"https?:\/\/[^"]*:(\d+)"[^\n]*"msg":"listening"/.exec(output);
    if (match) {
      port = Number(match[1]);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!port) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output.slice(-3000)}`);
  }
  // Printed right after the listening line.
  await new Promise((r) => setTimeout(r, 200));
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    baseUrl,
    testKey: /Sandbox test key \(shown once, keep it\): (etp_test_\S+)/.exec(output)?.[1] ?? null,
    output: () => output,
    exited,
    async ready(readyTimeoutMs = 60_000) {
      const deadline = Date.now() + readyTimeoutMs;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${baseUrl}/readyz`)).status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the server at ${baseUrl} did not become ready:\n${output.slice(-3000)}`);
    },
  };
}
