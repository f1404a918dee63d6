import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Type packages are needed to type-check and build, never at run time: in `dependencies` they
// would be installed into the production image (`npm ci --omit=dev`) for nothing.
interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: { node?: string };
  hasInstallScript?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}
const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as unknown;
const pkg = read('package.json') as Manifest & { allowScripts: Record<string, boolean>; devEngines: { runtime: { version: string } } };
const lock = read('package-lock.json') as { packages: Record<string, Manifest> };

describe('package.json', () => {
  it('has no @types/* package in dependencies, and the lockfile agrees', () => {
    const runtimeTypes = Object.keys(pkg.dependencies ?? {}).filter((name) => name.startsWith('@types/'));
    expect(runtimeTypes).toEqual([]);
    const lockRoot = lock.packages['']!;
    expect(Object.keys(lockRoot.dependencies ?? {}).filter((name) => name.startsWith('@types/'))).toEqual([]);
    expect(lockRoot.devDependencies).toEqual(pkg.devDependencies);
    expect(lockRoot.dependencies).toEqual(pkg.dependencies);
  });
});

// npm runs on the machine's Node.js (devEngines) and checks every package's `engines` against it;
// the project runs on the Node.js of the `node` devDependency. npm cannot check against that one,
// and .npmrc keeps it to errors so an install on a supported Node is quiet: these checks are the
// ones npm would make, against the Node that really runs the code.
describe('package-lock.json, against the Node.js that runs it', () => {
  const packages = Object.entries(lock.packages).filter(([path]) => path !== '');
  const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const opts = { includePrerelease: true };

  it("every package accepts the runtime's Node.js (the node devDependency)", () => {
    const runtime = pkg.devDependencies!.node!;
    // Packages for other platforms are never installed here; the rest must run on the runtime.
    const refused = packages.filter(([, p]) => p.engines?.node && !semver.satisfies(runtime, p.engines.node, opts)).map(([path, p]) => `${nameOf(path)}: ${p.engines!.node}`);
    expect(refused).toEqual([]);
  });

  it('every install script is allowed or denied in allowScripts, and the allowed ones run on the Node.js that runs npm', () => {
    const withScripts = packages.filter(([, p]) => p.hasInstallScript).map(([path]) => nameOf(path));
    expect(withScripts.filter((name) => !(name in pkg.allowScripts))).toEqual([]);
    expect(Object.keys(pkg.allowScripts).filter((name) => !withScripts.includes(name))).toEqual([]);
    // An allowed script runs on npm's Node.js (the machine's): its package must accept every
    // version devEngines allows.
    for (const [path, p] of packages.filter(([path]) => pkg.allowScripts[nameOf(path)] === true)) {
      if (p.engines?.node) expect(semver.subset(pkg.devEngines.runtime.version, p.engines.node, opts), `${nameOf(path)}: ${p.engines.node}`).toBe(true);
    }
  });

  it('.npmrc keeps npm to errors, for the reason above', () => {
    expect(readFileSync(new URL('../../.npmrc', import.meta.url), 'utf8')).toMatch(/^loglevel=error$/m);
  });
});
