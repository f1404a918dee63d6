import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm scripts run on the Node.js of the `node` devDependency (node_modules/.bin comes first on
// their PATH), not on the machine's. If its install script was skipped, they silently fall back
// to the system Node: this file fails then. Its test title carries the version, which .ci/run
// reads from the report to print the runtime the suite ran on.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the runtime of npm scripts', () => {
  it(`runs on Node.js ${process.version}, the version pinned in devDependencies`, () => {
    expect(process.version).toBe(`v${pkg.devDependencies.node}`);
    // engines names the supported major as a caret range (^24.x.y).
    expect(pkg.engines.node.startsWith(`^${process.versions.node.split('.')[0]}.`)).toBe(true);
  });

  it('is the `node` that tools started by name find on PATH (tsx, npm, redocly: #!/usr/bin/env node)', () => {
    const child = spawnSync('node', ['-p', 'process.execPath + " " + process.version'], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe(`${process.execPath} ${process.version}`);
  });
});
