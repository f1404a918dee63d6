import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../src/paths.js';

// No module of the server imports itself through others (issue 38: the key administration's
// service and its rules imported each other). Type-only imports count: a circle of types is still
// two files that cannot be read, changed or moved one without the other. The imports are read by
// TypeScript's own pre-processor; relative specifiers name the .ts file by its .js output.

const ROOTS = ['src', 'handlers'];
const ENTRIES = ['server.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function relativeImports(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => join(file, '..', specifier.replace(/\.js$/, '.ts')))
    .filter((target) => known.has(target));
}

/** The strongly connected components of more than one module, and modules importing themselves (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('module imports', () => {
  it('form no circle in the server code (src/, handlers/, server.ts)', () => {
    const files = [...ROOTS.flatMap((root) => sourceFiles(projectPath(root))), ...ENTRIES.map((entry) => projectPath(entry))];
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, relativeImports(file, known)]));
    // The walk really sees the imports (a resolution that found nothing would pass vacuously).
    expect(graph.get(projectPath('src', 'services.ts'))).toContain(projectPath('src', 'domain', 'access', 'key-admin.ts'));
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    expect(circles(graph).map((component) => component.map((file) => relative(projectPath(), file)))).toEqual([]);
  });
});
