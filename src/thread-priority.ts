import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';

// Worker threads whose work can wait for requests (rendering documents, reading rate files) run
// under Linux's SCHED_IDLE policy: they get a core only when no ordinary thread wants it, and an
// ordinary thread that wakes (the event loop with a request to read) takes the core from them at
// once. A nice value does not do that on Linux 6.6 and later (EEVDF): it changes a thread's share
// of the CPU, not how soon a waking thread is run, so the event loop still waited out a background
// thread's slice (docs/design/performance.md, 2026-11-28: search's p99 beside
// documents at full speed 10-26 ms with nice +5, 6-9 ms with SCHED_IDLE).

/** How the calling thread ended up scheduled: `idle` (SCHED_IDLE), or `nice` (the pool's nice increment only). */
export type ThreadScheduling = 'idle' | 'nice';

/**
 * Puts the calling thread under SCHED_IDLE with util-linux's `chrt`, which Node cannot do itself
 * (sched_setscheduler takes a thread id; /proc/thread-self names it). Lowering a thread's own
 * policy needs no privilege. Where that is not possible (not Linux, no `chrt`), the thread keeps
 * the nice increment the pool gave it.
 */
export function scheduleThreadAsIdle(): ThreadScheduling {
  if (process.platform !== 'linux') return 'nice';
  try {
    const threadId = readlinkSync('/proc/thread-self').split('/').pop()!;
    execFileSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 5000 });
    return 'idle';
  } catch {
    return 'nice';
  }
}
