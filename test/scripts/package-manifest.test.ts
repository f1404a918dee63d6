import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Type packages are needed to type-check and build, never at run time: in `dependencies` they
// would be installed into the production image (`npm ci --omit=dev`) for nothing.
interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as unknown;
const pkg = read('package.json') as Manifest;
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
