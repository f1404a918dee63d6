// The coalescing of one account's profile saves (src/domain/buyers/profile-saves.ts), on its own:
// which save runs, what each request is answered, and when a rescoring is cancelled. The same
// behaviour through HTTP and both databases is test/reliability/profile-saves.test.ts.
import { describe, expect, it } from 'vitest';
import { ProfileSaves, type RunSave } from '../../../src/domain/buyers/profile-saves.js';
import type { ExporterProfile } from '../../../src/domain/buyers/profile.js';

const profile = (name: string) => ({ company_name: name }) as unknown as ExporterProfile;

/** A rescoring that runs until released (or aborted), recording what it was asked to save. */
function controlledRun() {
  const started: string[] = [];
  const aborted: string[] = [];
  let release: (() => void) | undefined;
  const run: RunSave = (p, signal) =>
    new Promise((resolve, reject) => {
      const name = (p as unknown as { company_name: string }).company_name;
      started.push(name);
      release = () => resolve(p);
      signal.addEventListener('abort', () => {
        aborted.push(name);
        reject(signal.reason);
      });
    });
  return { run, started, aborted, finish: () => release?.() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('profile saves of one account', () => {
  it('keeps the later save running for an earlier request still waiting when the later client goes', async () => {
    const saves = new ProfileSaves();
    const { run, started, aborted, finish } = controlledRun();
    // The look-up of the stored profile answers (nothing) only after the later client has gone.
    let answerLookup: (p: undefined) => void = () => {};
    const nothingStored = () => new Promise<undefined>((resolve) => (answerLookup = resolve));
    const first = saves.save('acct', profile('first'), run, nothingStored, new AbortController().signal);
    await turn();
    const laterClient = new AbortController();
    const second = saves.save('acct', profile('second'), run, nothingStored, laterClient.signal);
    await turn();
    laterClient.abort(new Error('client closed the connection'));
    await turn();
    answerLookup(undefined);
    await turn();
    // The first request still waits for what the second save stores: that rescoring goes on.
    expect(started).toEqual(['first', 'second']);
    expect(aborted).toEqual(['first']);
    finish();
    await expect(first).resolves.toMatchObject({ company_name: 'second' });
    // Its own client has gone; the outcome it resolves with is answered to no one.
    await expect(second).resolves.toMatchObject({ company_name: 'second' });
  });

  it('cancels the later save when its client goes and the earlier request was answered with the stored profile', async () => {
    const saves = new ProfileSaves();
    const { run, aborted } = controlledRun();
    const storedBefore = async () => profile('stored');
    const first = saves.save('acct', profile('first'), run, storedBefore, new AbortController().signal);
    await turn();
    const laterClient = new AbortController();
    const second = saves.save('acct', profile('second'), run, storedBefore, laterClient.signal);
    await expect(first).resolves.toMatchObject({ company_name: 'stored' });
    laterClient.abort(new Error('client closed the connection'));
    await expect(second).rejects.toThrow('client closed the connection');
    await turn();
    // Either never started or stopped: no one waits for it.
    expect(saves.waitingFor('acct')).toBe(0);
    expect(aborted).toContain('first');
  });
});
