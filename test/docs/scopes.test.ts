// The authentication guide's table of scopes says what the contract says: every scope of `Scope`
// once, each OAuth scope in the words of the OAuth2 scheme, and `keys:manage` (which the OAuth2
// scheme does not offer) as for API keys only.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/http/contract.js';
import { projectPath } from '../../src/paths.js';

type Json = Record<string, any>;
const contract = loadContract() as Json;
const guide = readFileSync(projectPath('docs', 'guides', 'authentication.md'), 'utf8');
const rows = new Map([...guide.matchAll(/^\| `([a-z]+:[a-z]+)` \| (.+) \|$/gm)].map((m) => [m[1]!, m[2]!]));

describe('the scopes of the authentication guide', () => {
  it('are the contract\'s, each once, in its words', () => {
    const scopes = contract.components.schemas.Scope.enum as string[];
    const oauth = contract.components.securitySchemes.OAuth2.flows.clientCredentials.scopes as Record<string, string>;
    expect([...rows.keys()].sort()).toEqual([...scopes].sort());
    expect([...guide.matchAll(/^\| `[a-z]+:[a-z]+` \|/gm)]).toHaveLength(scopes.length);
    for (const [scope, words] of Object.entries(oauth)) expect(rows.get(scope), scope).toBe(words);
    expect(Object.keys(oauth)).not.toContain('keys:manage');
    expect(rows.get('keys:manage')).toMatch(/API keys only/);
  });
});
