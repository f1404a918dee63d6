import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../../bench/server-process.js';
import { COMMANDS, launcher } from '../../scripts/bundle.js';
import { projectPath } from '../../src/paths.js';

// `node dist/server.js` (and each operator's command) on a Node.js older than package.json's engines
// says so in one line and exits 1, instead of a SyntaxError about createZstdDecompress: the launcher
// of scripts/bundle.ts checks the version before the bundle is loaded (issue 48).

const engines = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
const minimum = semver.minVersion(engines)!.version;
const dir = mkdtempSync(join(tmpdir(), 'node-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A `node` on PATH, outside node_modules, older than the one running the tests: the machine's own. */
function olderNode(): { path: string; version: string } | undefined {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (folder === '' || folder.includes('node_modules')) continue;
    const path = join(folder, 'node');
    try {
      accessSync(path, constants.X_OK);
    } catch {
      continue;
    }
    if (realpathSync(path) === realpathSync(process.execPath)) continue;
    const version = spawnSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    if (Number(version.split('.')[0]) < Number(process.versions.node.split('.')[0])) return { path, version };
  }
  return undefined;
}

describe('the bundles on an older Node.js', () => {
  const older = olderNode();
  for (const name of COMMANDS) {
    it(`node dist/${name}.js says in one line which Node.js it needs, and exits 1`, (ctx) => {
      if (!older) {
        console.warn('No Node.js older than the project\'s on PATH (outside node_modules): the bundles were not run on one.');
        return ctx.skip();
      }
      const run = spawnSync(older.path, [builtEntry(name)], { cwd: projectPath(), encoding: 'utf8', timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `dist/${name}.js needs Node.js ${minimum} or later (package.json engines: ${engines}); this is Node.js ${older.version} (${older.path}). ` +
          "npm start and the npm scripts run it on the project's own Node.js 24.\n",
      );
    });
  }
});

describe('the launcher', () => {
  // On the tests' own Node.js: the same check against a version above it and one below it.
  writeFileSync(join(dir, 'probe.main.js'), "console.log('loaded');\n");
  const run = (range: string) => {
    writeFileSync(join(dir, 'probe.js'), launcher('probe', range));
    return spawnSync(process.execPath, [join(dir, 'probe.js')], { encoding: 'utf8' });
  };
  const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];

  it('loads the bundle on the Node.js it needs or a later one', () => {
    for (const range of [`^${major}.${minor}.0`, `^${major}.0.0`, `>=${major - 1}`]) {
      const loaded = run(range);
      expect([loaded.status, loaded.stdout, loaded.stderr], range).toEqual([0, 'loaded\n', '']);
    }
  });

  it('refuses an older one in one line, before the bundle is loaded', () => {
    for (const range of [`^${major}.${minor + 1}.0`, `^${major + 1}.0.0`]) {
      const refused = run(range);
      expect(refused.status, range).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.split('\n')).toEqual([expect.stringContaining(`(package.json engines: ${range}); this is Node.js ${process.versions.node} (`), '']);
      expect(refused.stderr).toMatch(/^dist\/probe\.js needs Node\.js /);
    }
  });
});
