import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateImportInbox, rateImportInbox } from '../../../src/db/rate-import-inbox.js';

// The server's side of the rate-import inbox (src/db/rate-import-inbox.ts): what a pass deletes as
// leftovers, by the files' age (older than ten minutes: stale) and the requests they belong to.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function inboxWith(files: Record<string, 'fresh' | 'stale'>): { dataDir: string; inbox: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'rate-inbox-'));
  dirs.push(dataDir);
  const inbox = rateImportInbox(dataDir);
  mkdirSync(inbox);
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const [name, age] of Object.entries(files)) {
    writeFileSync(join(inbox, name), name.endsWith('.rates') ? 'Date,USD\n2026-11-20,1.19\n' : '{}');
    if (age === 'stale') utimesSync(join(inbox, name), hourAgo, hourAgo);
  }
  return { dataDir, inbox };
}

describe('the rate-import inbox removes leftovers', () => {
  it('keeps the copy of a request still being written (ID.tmp) as it keeps a pending request; removes what is stale and belongs to no request', async () => {
    const { dataDir, inbox } = inboxWith({
      // A command writing its request now; its copy was made long ago (a slow copy of a large file).
      'writing.tmp': 'fresh',
      'writing.rates': 'stale',
      // A command killed while writing its request: both are leftovers.
      'killed.tmp': 'stale',
      'killed.rates': 'stale',
      // A copy without any request: stale, deleted; fresh, kept (its request may follow).
      'orphan.rates': 'stale',
      'recent.rates': 'fresh',
    });
    const imported: string[] = [];
    await createRateImportInbox(dataDir, async (path) => {
      imported.push(path);
      throw new Error('no request is whole: nothing is imported');
    }).poll();
    expect(imported).toEqual([]);
    expect(readdirSync(inbox).sort()).toEqual(['recent.rates', 'writing.rates', 'writing.tmp']);
  });
});
