import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { projectPath } from '../../src/paths.js';

// Runs code samples the way a reader would, whatever shell or environment the tests run from:
// `sh` through bash with no startup file (no profile, no rc file, no BASH_ENV or ENV) and `-euo
// pipefail`; Node.js samples import `@export-trade/client` (the client built and installed into a
// scratch node_modules); Python samples import `etp_client` (clients/python on the path); Go samples
// are `package main` programs in a module that requires the client (replaced by clients/go, no
// network). Every sample gets a small environment of its own (sampleEnvironment) with a scratch
// HOME, so no user rc file (~/.bashrc, ~/.curlrc) and no variable of the caller (NODE_OPTIONS,
// PYTHONSTARTUP, BASH_ENV) changes what it does.
const exec = promisify(execFile);

export const SAMPLE_LANGUAGES = ['sh', 'ts', 'js', 'python', 'go'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export interface SampleRunner {
  /** Whether this machine has the runtime (python3, go). */
  available(lang: SampleLanguage): Promise<boolean>;
  /**
   * Runs a sample with `vars` (ETP_API, ETP_KEY...) on top of the small environment of samples.
   * TypeScript samples run as a reader on Node.js 22.18+ runs them: saved as `.mts` and given to
   * `node`, which strips the types itself (so a sample may use erasable syntax only). With `node`,
   * another Node.js binary runs them through tsx, as the Node.js client's README says for Node.js 20.
   */
  run(lang: SampleLanguage, code: string, vars: Record<string, string | undefined>, timeoutMs?: number, node?: string): Promise<{ stdout: string; stderr: string }>;
  close(): void;
}

/** bash for shell samples: no login profile, no rc file (BASH_ENV and ENV are not in the environment). */
export const SHELL_SAMPLE = { command: 'bash', args: (code: string) => ['--noprofile', '--norc', '-euo', 'pipefail', '-c', code] } as const;

/**
 * The whole environment of a sample: PATH, a HOME of its own, a UTF-8 locale, the Go caches of the
 * user who runs the tests (so Go samples do not compile the standard library each time), and `vars`.
 */
export function sampleEnvironment(home: string, vars: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const userHome = process.env.HOME || homedir();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: home,
    LANG: 'C.UTF-8',
    TMPDIR: process.env.TMPDIR || tmpdir(),
    GOCACHE: process.env.GOCACHE || join(userHome, '.cache', 'go-build'),
    GOPATH: process.env.GOPATH || join(userHome, 'go'),
  };
  for (const [name, value] of Object.entries(vars)) if (value !== undefined) env[name] = value;
  return env;
}

/** A `node` on PATH outside any node_modules (the machine's own, not the project's) of this major version, or null. */
export async function machineNode(major: number): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '' || dir.includes('node_modules')) continue;
    const node = join(dir, 'node');
    try {
      const { stdout } = await exec(node, ['--version']);
      if (stdout.trim().startsWith(`v${major}.`)) return node;
    } catch {
      // no node here
    }
  }
  return null;
}

async function has(command: string, args: string[]): Promise<boolean> {
  try {
    await exec(command, args);
    return true;
  } catch {
    return false;
  }
}

export async function clientSampleRunner(): Promise<SampleRunner> {
  const dir = mkdtempSync(join(tmpdir(), 'client-samples-'));
  const home = join(dir, 'home');
  mkdirSync(home);
  const pkg = join(dir, 'node_modules', '@export-trade', 'client');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@export-trade/client', type: 'module', exports: './index.js' }));
  await build({ entryPoints: [projectPath('clients', 'node', 'src', 'index.ts')], bundle: true, platform: 'node', target: 'node20', format: 'esm', external: ['ws'], outfile: join(pkg, 'index.js'), logLevel: 'silent' });
  // What the samples tell a reader to install beside the client: ws (streams), standardwebhooks (webhooks guide).
  for (const name of ['ws', 'standardwebhooks']) symlinkSync(projectPath('node_modules', name), join(dir, 'node_modules', name), 'dir');
  const runtimes = new Map<string, Promise<boolean>>();
  let goSamples = 0;
  let tsSamples = 0;

  return {
    available(lang) {
      if (lang === 'python') return runtimes.get('python') ?? runtimes.set('python', has('python3', ['--version'])).get('python')!;
      if (lang === 'go') return runtimes.get('go') ?? runtimes.set('go', has('go', ['version'])).get('go')!;
      return Promise.resolve(true);
    },
    async run(lang, code, vars, timeoutMs = 60_000, node) {
      const env = sampleEnvironment(home, vars);
      if (lang === 'sh') return exec(SHELL_SAMPLE.command, SHELL_SAMPLE.args(code), { cwd: dir, env, timeout: timeoutMs });
      if (lang === 'ts') {
        const file = join(dir, `sample-${++tsSamples}.mts`);
        writeFileSync(file, code);
        const args = node ? [projectPath('node_modules', 'tsx', 'dist', 'cli.mjs'), file] : [file];
        return exec(node ?? process.execPath, args, { cwd: dir, env, timeout: timeoutMs });
      }
      if (lang === 'js') return exec(process.execPath, ['--input-type=module', '-e', code], { cwd: dir, env, timeout: timeoutMs });
      if (lang === 'python') {
        // No bytecode written into clients/python.
        return exec('python3', ['-c', code], { cwd: dir, env: { ...env, PYTHONPATH: projectPath('clients', 'python'), PYTHONDONTWRITEBYTECODE: '1' }, timeout: timeoutMs });
      }
      const module = join(dir, `go-${++goSamples}`);
      mkdirSync(module);
      writeFileSync(join(module, 'go.mod'), `module sample\n\ngo 1.19\n\nrequire github.com/export-trade/etp-go v0.0.0\n\nreplace github.com/export-trade/etp-go => ${projectPath('clients', 'go')}\n`);
      writeFileSync(join(module, 'main.go'), code);
      return exec('go', ['run', '.'], { cwd: module, env: { ...env, GOFLAGS: '-mod=mod', GOPROXY: 'off' }, timeout: timeoutMs * 3 });
    },
    close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The fenced code blocks of a Markdown text, in order. */
export function codeBlocks(markdown: string): { lang: string; code: string }[] {
  return [...markdown.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}
