import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyProduct } from '../../../src/domain/classify/classify.js';
import { buildIndex, readSnapshot, snapshotIsCurrent, writeSnapshot } from '../../../src/domain/classify/search-index.js';

const dir = mkdtempSync(join(tmpdir(), 'classifier-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the index snapshot', () => {
  it('answers exactly as the index it was written from', () => {
    const built = buildIndex();
    const path = join(dir, 'index.json');
    writeSnapshot(path);
    expect(snapshotIsCurrent(path)).toBe(true);
    const loaded = readSnapshot(path);
    expect(loaded?.origin).toBe('snapshot');
    for (const description of ['lipstick', 'knitted cotton sweater for women', '냉동 새우', 'aluminium frames for bicycles']) {
      const input = { description, destination: 'US', limit: 10 };
      expect(classifyProduct(input, loaded!)).toEqual(classifyProduct(input, built));
    }
  });

  it('is not used when it was built from other data or code', () => {
    const path = join(dir, 'stale.json');
    writeSnapshot(path);
    expect(readSnapshot(path, 'another fingerprint')).toBeNull();
    expect(readSnapshot(join(dir, 'absent.json'))).toBeNull();
    expect(snapshotIsCurrent(join(dir, 'absent.json'))).toBe(false);
  });
});
