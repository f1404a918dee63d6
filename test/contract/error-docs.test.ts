// Every error code is explained in the reference, and every doc_url (the service's and the
// contract's examples, which the mock serves) points at that explanation in one form.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/domain/errors.js';
import { loadContract } from '../../src/http/contract.js';
import { docUrl } from '../../src/domain/errors.js';

type Json = Record<string, any>;
const contract = loadContract() as Json;

/** Every `{code, doc_url}` pair in the contract's examples. */
function exampleErrors(node: unknown, found: Array<{ code: string; doc_url: string }> = []) {
  if (Array.isArray(node)) node.forEach((item) => exampleErrors(item, found));
  else if (node && typeof node === 'object') {
    const record = node as Json;
    if (typeof record.code === 'string' && typeof record.doc_url === 'string') found.push({ code: record.code, doc_url: record.doc_url });
    Object.values(record).forEach((value) => exampleErrors(value, found));
  }
  return found;
}

describe('error documentation', () => {
  it('has one section per error code in the reference, and no other', () => {
    const description = contract.info.description as string;
    const errorsSection = description.slice(description.indexOf('## Errors'));
    const headings = [...errorsSection.matchAll(/^### ([a-z_]+)$/gm)].map((m) => m[1]);
    expect([...headings].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('answers doc_url as the section anchor of the code', () => {
    expect(docUrl('https://api.example', 'rate_limited')).toBe('https://api.example/docs#/section/rate_limited');
  });

  it('uses the same form in every error example of the contract', () => {
    const found = exampleErrors(contract);
    expect(found.length).toBeGreaterThan(20);
    for (const { code, doc_url } of found) expect(doc_url).toBe(docUrl('https://api.export-trade.example', code));
  });
});
