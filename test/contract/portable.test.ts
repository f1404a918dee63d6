// The published contracts must load in every YAML parser: PyYAML and the Go and Python client
// generators refuse duplicate anchors, and aliases hide shared objects from tools that copy them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlias, parseDocument, visit } from 'yaml';
import { PROJECT_ROOT, projectPath } from '../../src/paths.js';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? yamlFiles(join(dir, entry.name)) : entry.name.endsWith('.yaml') ? [join(dir, entry.name)] : [],
  );
}

/** Anchors (&name) and aliases (*name) in a YAML text, as "line: what". */
export function anchorsAndAliases(text: string): string[] {
  const found: string[] = [];
  const document = parseDocument(text, { keepSourceTokens: true });
  visit(document, (_key, node) => {
    if (isAlias(node)) found.push(`alias *${node.source}`);
    else if (node && typeof node === 'object' && 'anchor' in node && node.anchor) found.push(`anchor &${String(node.anchor)}`);
  });
  return found;
}

describe('portable contracts', () => {
  const files = [projectPath('openapi.yaml'), projectPath('asyncapi.yaml'), ...yamlFiles(projectPath('contract'))];

  it('finds an anchor or an alias when there is one (the check itself)', () => {
    expect(anchorsAndAliases('a: &x {b: 1}\nc: *x\n')).toEqual(['anchor &x', 'alias *x']);
    expect(anchorsAndAliases('a: {b: 1}\nc: {b: 1}\n')).toEqual([]);
  });

  it('have no YAML anchors or aliases in any published or source file', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(anchorsAndAliases(readFileSync(file, 'utf8')), relative(PROJECT_ROOT, file)).toEqual([]);
  });
});
