// The contract's examples of computed answers are what the code answers: `npm run examples`
// writes them, and this fails when one no longer matches (the code or the data changed).
import { describe, expect, it } from 'vitest';
import { COMPUTED_EXAMPLES, readExample, renderExample } from '../../scripts/examples.js';

describe('computed examples in the contract', () => {
  it.each(COMPUTED_EXAMPLES.map((example) => [example.name, example] as const))('%s equals what the code answers', async (_name, example) => {
    expect(readExample(example.name), 'run npm run examples, then npm run generate').toBe(await renderExample(example));
  }, 60_000);
});
