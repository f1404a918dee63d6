import type { ExporterProfile } from './profile.js';

// Saves of one account's profile coalesce. Each save rescores every buyer of the mode (50,000 in
// production), so a burst of saves must not turn into a queue of full rescorings:
// - the latest save wins: a new save cancels the rescoring of the one before it (at its next
//   batch) or, when that one has not started, keeps it from starting;
// - a superseded save is answered at once with the profile that is stored at that moment; only when
//   none is stored yet does it wait for what the save that superseded it stores;
// - a rescoring no request waits for any longer (every client that would get its answer has gone)
//   is cancelled too;
// - at most one rescoring of an account runs in this process at a time (one after the other, so the
//   later one takes the higher score generation).
// Across processes the store keeps the latest generation (activateProfile refuses an older one).

/** Runs one save: rescores and stores the profile; stops with an error once `signal` is aborted. */
export type RunSave = (profile: ExporterProfile, signal: AbortSignal) => Promise<ExporterProfile>;
/** The profile stored now, if any. */
export type StoredProfile = () => Promise<ExporterProfile | undefined>;

/** A request waiting for a save: its signal (null: a caller that never goes away). */
interface Waiter {
  readonly signal: AbortSignal | null;
}

interface Save {
  readonly profile: ExporterProfile;
  /** Aborted when the save is superseded or no request waits for it: its rescoring stops. */
  readonly cancel: AbortController;
  /** The requests whose answer is this save's outcome, one token each (see wait()). */
  readonly waiting: Set<Waiter>;
  readonly result: Promise<ExporterProfile>;
  readonly settle: { resolve: (profile: ExporterProfile) => void; reject: (error: unknown) => void };
  /** Set when a later save took its place: its answer comes from supersede(), not from its run. */
  superseded: boolean;
}

function newSave(profile: ExporterProfile): Save {
  const settle = {} as Save['settle'];
  const result = new Promise<ExporterProfile>((resolve, reject) => Object.assign(settle, { resolve, reject }));
  return { profile, cancel: new AbortController(), waiting: new Set(), result, settle, superseded: false };
}

export class ProfileSaves {
  /** Per key, the newest save (running or waiting to run). */
  private readonly latest = new Map<string, Save>();
  /** Per key, the end of the chain of runs: a save runs after the one before it has stopped. */
  private readonly tail = new Map<string, Promise<void>>();
  /** How many rescorings started (a coalesced burst starts far fewer than it has saves). */
  runs = 0;

  /**
   * Saves `profile` under `key`; resolves with the profile stored for this request (its own, or,
   * when a later save superseded it, the stored one). `signal` aborts when the client goes away.
   */
  save(key: string, profile: ExporterProfile, run: RunSave, stored: StoredProfile, signal?: AbortSignal): Promise<ExporterProfile> {
    // A client gone before its save began supersedes nothing.
    if (signal?.aborted) return Promise.reject(signal.reason);
    const save = newSave(profile);
    this.wait(save, signal ?? null);
    const previous = this.latest.get(key);
    this.latest.set(key, save);
    if (previous) this.supersede(previous, save, stored);
    const tail = (this.tail.get(key) ?? Promise.resolve()).then(() => this.execute(save, run));
    this.tail.set(key, tail);
    void tail.then(() => {
      if (this.tail.get(key) === tail) this.tail.delete(key);
      if (this.latest.get(key) === save) this.latest.delete(key);
    });
    return save.result;
  }

  /** Whether a save of `key` is running or waiting to run. */
  busy(key: string): boolean {
    return this.tail.has(key);
  }

  /** How many requests wait for the newest save of `key` (0 once every one of them has gone). */
  waitingFor(key: string): number {
    return this.latest.get(key)?.waiting.size ?? 0;
  }

  private async execute(save: Save, run: RunSave): Promise<void> {
    if (save.cancel.signal.aborted) return; // superseded or abandoned before its turn
    this.runs += 1;
    try {
      save.settle.resolve(await run(save.profile, save.cancel.signal));
    } catch (error) {
      // A superseded save is answered by supersede(); this reaches a save that failed or was abandoned.
      if (!save.superseded) save.settle.reject(error);
    }
  }

  /**
   * Counts a request as waiting for `save`; when the last one goes away (its signal aborts, or
   * release() takes it back), the save is cancelled. Returns release().
   */
  private wait(save: Save, signal: AbortSignal | null): () => void {
    const waiter: Waiter = { signal };
    save.waiting.add(waiter);
    const leave = (reason: unknown) => {
      if (!save.waiting.delete(waiter)) return;
      signal?.removeEventListener('abort', onAbort);
      if (save.waiting.size === 0) {
        save.cancel.abort(reason);
        save.settle.reject(reason);
      }
    };
    const onAbort = () => leave(signal!.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    return () => leave(new Error('no request waits for this save'));
  }

  private supersede(previous: Save, by: Save, stored: StoredProfile): void {
    previous.superseded = true;
    previous.cancel.abort(new Error('superseded by a later save'));
    // Until it is known whether a profile is stored, the requests still waiting for `previous` wait
    // for `by` too: its rescoring goes on while any of them is connected, even if its own client goes.
    const moved = [...previous.waiting].filter((w) => !w.signal?.aborted).map((w) => this.wait(by, w.signal));
    stored()
      .then((profile) => {
        if (!profile) return by.result; // nothing stored yet: they are answered with what `by` stores
        for (const release of moved) release();
        return profile;
      })
      .then(previous.settle.resolve, previous.settle.reject);
  }
}
