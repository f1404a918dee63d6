// The install commands of the clients, as the clients guide and the clients' READMEs write them,
// work: run in a new project with the placeholder of the checkout replaced by this repository,
// the Node.js client installs with no registry (--offline) and loads as ESM and CommonJS, the
// Go module builds a program that uses the client with no module download (GOPROXY=off), and pip
// installs the Python client with no index and leaves the checkout as it was.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/paths.js';
import { codeBlocks } from '../helpers/client-samples.js';

const exec = promisify(execFile);
const CHECKOUT = '/path/to/export-trade-api';
const DOCS = ['docs/guides/clients.md', 'clients/node/README.md', 'clients/go/README.md', 'clients/python/README.md'];

/** Every line of the docs' `sh`/`text` blocks that installs a client, without its comment. */
const installLines = DOCS.flatMap((doc) =>
  codeBlocks(readFileSync(projectPath(doc), 'utf8'))
    .filter((block) => block.lang === 'sh' || block.lang === 'text')
    .flatMap((block) => block.code.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => /^(npm install|pip install|go get|go mod edit) /.test(line))
    .map((line) => ({ doc, line })),
);
const commandsOf = (prefix: string) => [...new Set(installLines.filter((l) => l.line.startsWith(prefix)).map((l) => l.line))];

const dirs: string[] = [];
const scratch = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `install-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The words of a documented command, the checkout placeholder pointing at this repository. */
const words = (line: string) => line.replaceAll(CHECKOUT, projectPath()).split(/\s+/);

describe('the documented install commands', () => {
  it('name the local checkout, never a package that is not published', () => {
    expect(installLines.length).toBeGreaterThanOrEqual(6);
    for (const { doc, line } of installLines) {
      expect(line, doc).toContain(CHECKOUT);
      expect(line, doc).not.toMatch(/^go get|@export-trade\/client$/);
    }
    // Each doc says the same thing.
    expect(commandsOf('npm install')).toHaveLength(1);
    expect(commandsOf('go mod edit')).toHaveLength(1);
    expect(commandsOf('pip install')).toHaveLength(1);
  });

  it('Node.js: npm install of the client into a new project works offline, and it loads as ESM and CommonJS', { timeout: 180_000 }, async () => {
    const [command] = commandsOf('npm install');
    const project = scratch('node');
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'partner-app', version: '1.0.0', private: true, type: 'module' }));
    const [, ...args] = words(command!);
    await exec('npm', [...args, '--offline', '--no-audit', '--no-fund'], { cwd: project, timeout: 170_000 });
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual(['@export-trade/client']);
    const esm = await exec(process.execPath, ['--input-type=module', '-e', "import { createClient, VERSION } from '@export-trade/client'; console.log(typeof createClient, VERSION)"], { cwd: project });
    expect(esm.stdout.trim()).toBe('function 1.0.0');
    const cjs = await exec(process.execPath, ['-e', "console.log(typeof require('@export-trade/client').verifyWebhook)"], { cwd: project });
    expect(cjs.stdout.trim()).toBe('function');
  });

  it('Go: the go mod edit line makes a module that builds against the client, with no download', { timeout: 180_000 }, async (ctx) => {
    try {
      await exec('go', ['version']);
    } catch {
      // As the Go client's own suite does (test/clients/clients.test.ts).
      console.warn('Go install command not run: `go` is not installed here (.ci/run installs it).');
      return ctx.skip();
    }
    const [command] = commandsOf('go mod edit');
    const module = scratch('go');
    const env = { ...process.env, GOPROXY: 'off', GOFLAGS: '', GOWORK: 'off' };
    await exec('go', ['mod', 'init', 'example.com/partner'], { cwd: module, env });
    writeFileSync(
      join(module, 'main.go'),
      'package main\n\nimport (\n\t"fmt"\n\n\tetp "github.com/export-trade/etp-go"\n)\n\nfunc main() {\n\tc, err := etp.New(etp.Config{BaseURL: "http://127.0.0.1:1", APIKey: "etp_test_x"})\n\tfmt.Println(c != nil, err == nil)\n}\n',
    );
    const [go, ...args] = words(command!);
    await exec(go!, args, { cwd: module, env });
    await exec('go', ['build', '-o', 'partner', '.'], { cwd: module, env, timeout: 170_000 });
    expect((await exec(join(module, 'partner'), [])).stdout.trim()).toBe('true true');
  });

  it('Python: pip install builds the client with no index, from the checkout and from its sdist, and leaves the checkout as it was', { timeout: 180_000 }, async (ctx) => {
    try {
      await exec('python3', ['-m', 'pip', '--version']);
    } catch {
      console.warn('Python install command not run: `python3 -m pip` is not available here.');
      return ctx.skip();
    }
    // A copy of the client where the checkout would be: the install must not write into it (as the
    // setuptools build did: build/ and etp_client.egg-info), and other tests run Python there.
    const checkout = scratch('python');
    const client = join(checkout, 'clients', 'python');
    cpSync(projectPath('clients', 'python'), client, { recursive: true, filter: (path) => !path.includes('__pycache__') });
    const before = filesUnder(client);
    // No index, no configuration file and none of the caller's PIP_* settings: what a machine without
    // network has (a wheel of setuptools or wheel, found anywhere, would hide a build that needs one).
    const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PIP_')));
    Object.assign(env, { PIP_NO_INDEX: '1', PIP_CONFIG_FILE: devNull, PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_NO_CACHE_DIR: '1' });
    const [command] = commandsOf('pip install');
    const [, ...args] = command!.replaceAll(CHECKOUT, checkout).split(/\s+/);
    const site = scratch('python-site');
    await exec('python3', ['-m', 'pip', ...args, '--target', site], { cwd: scratch('python-project'), env, timeout: 170_000 });
    // Nothing written in the checkout but the bytecode cache of the imported build backend (which git ignores).
    expect(filesUnder(client).filter((path) => !path.includes('__pycache__/'))).toEqual(before);
    // The metadata pip installed is pyproject.toml's (python3 here has tomllib; the vendored backend reads it with tomli where it has not).
    const readProject = 'import tomllib, json; print(json.dumps(tomllib.load(open("pyproject.toml", "rb"))["project"]))';
    const project = JSON.parse((await exec('python3', ['-B', '-c', readProject], { cwd: client, env })).stdout) as Record<string, string>;
    const installed = 'import etp_client, importlib.metadata as m; print(etp_client.__version__, m.version("etp-client"), m.metadata("etp-client")["Requires-Python"])';
    const expected = `${project.version} ${project.version} ${project['requires-python']}`;
    const run = (python: string, target: string) => exec('python3', ['-c', python], { cwd: tmpdir(), env: { ...env, PYTHONPATH: target } });
    expect((await run(installed, site)).stdout.trim()).toBe(expected);
    // The sdist the backend makes (PEP 517 requires one) holds what a build needs: pip builds and installs it.
    const dist = scratch('python-sdist');
    const backend = `import sys; sys.path.insert(0, "_build"); import flit_core.buildapi as backend; print(backend.build_sdist(sys.argv[1]))`;
    const sdist = (await exec('python3', ['-B', '-c', backend, dist], { cwd: client, env })).stdout.trim();
    const fromSdist = scratch('python-site-sdist');
    await exec('python3', ['-m', 'pip', 'install', join(dist, sdist), '--target', fromSdist], { cwd: dist, env, timeout: 170_000 });
    expect((await run(installed, fromSdist)).stdout.trim()).toBe(expected);
    expect(filesUnder(client).filter((path) => !path.includes('__pycache__/'))).toEqual(before);
  });
});

/** Every file under a directory, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}
