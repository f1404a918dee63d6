import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { projectPath } from '../../src/paths.js';

// Runs code samples that use the official clients the way a reader would: Node.js samples import
// `@export-trade/client` (the client built and installed into a scratch node_modules), Python
// samples import `etp_client` (clients/python on the path), Go samples are `package main`
// programs in a module that requires the client (replaced by clients/go, no network).
const exec = promisify(execFile);

export const SAMPLE_LANGUAGES = ['ts', 'js', 'python', 'go'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export interface SampleRunner {
  /** Whether this machine has the runtime (python3, go). */
  available(lang: SampleLanguage): Promise<boolean>;
  /**
   * TypeScript samples run as a reader on Node.js 22.18+ runs them: saved as `.mts` and given to
   * `node`, which strips the types itself (so a sample may use erasable syntax only). With `node`,
   * another Node.js binary runs them through tsx, as the Node.js client's README says for Node.js 20.
   */
  run(lang: SampleLanguage, code: string, env: NodeJS.ProcessEnv, timeoutMs?: number, node?: string): Promise<{ stdout: string; stderr: string }>;
  close(): void;
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
  const pkg = join(dir, 'node_modules', '@export-trade', 'client');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@export-trade/client', type: 'module', exports: './index.js' }));
  await build({ entryPoints: [projectPath('clients', 'node', 'src', 'index.ts')], bundle: true, platform: 'node', target: 'node20', format: 'esm', external: ['ws'], outfile: join(pkg, 'index.js'), logLevel: 'silent' });
  symlinkSync(projectPath('node_modules', 'ws'), join(dir, 'node_modules', 'ws'), 'dir');
  const runtimes = new Map<string, Promise<boolean>>();
  let goSamples = 0;
  let tsSamples = 0;

  return {
    available(lang) {
      if (lang === 'python') return runtimes.get('python') ?? runtimes.set('python', has('python3', ['--version'])).get('python')!;
      if (lang === 'go') return runtimes.get('go') ?? runtimes.set('go', has('go', ['version'])).get('go')!;
      return Promise.resolve(true);
    },
    async run(lang, code, env, timeoutMs = 60_000, node) {
      if (lang === 'ts') {
        const file = join(dir, `sample-${++tsSamples}.mts`);
        writeFileSync(file, code);
        const args = node ? [projectPath('node_modules', 'tsx', 'dist', 'cli.mjs'), file] : [file];
        return exec(node ?? process.execPath, args, { cwd: dir, env, timeout: timeoutMs });
      }
      if (lang === 'js') return exec(process.execPath, ['--input-type=module', '-e', code], { cwd: dir, env, timeout: timeoutMs });
      if (lang === 'python') {
        return exec('python3', ['-c', code], { cwd: dir, env: { ...env, PYTHONPATH: projectPath('clients', 'python') }, timeout: timeoutMs });
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
