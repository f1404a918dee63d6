import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ExchangeRateFeedConfig } from '../config.js';
import type { FeedForce, RateFeedStore } from '../db/exchange-rate-feed-store.js';
import { latestPublishedDay, nextPublicationTime } from '../domain/exchange-rates/publication.js';
import { RATE_FILE_LIMITS, type RateFileError, type RateFileResult } from '../domain/exchange-rates/rate-files.js';
import type { ExchangeRateService } from '../domain/exchange-rates/service.js';
import { todayUtc } from '../domain/tariffs/as-of.js';
import type { RateFileSource } from './read-in-worker.js';

// The server keeps its reference rates current by itself: it fetches the ECB's daily file at start
// and after each business day's publication (src/domain/exchange-rates/publication.ts), reads it in
// a worker thread and imports it through ExchangeRateService.import, the path of npm run
// import:rates, which stores it, raises exchange_rates.updated and ticks the exchange_rates stream.
// Several instances share one claim in the database (src/db/exchange-rate-feed-store.ts): one
// fetches, the others load the new day through the change counter. Without network the last good
// day stays in use, with its age warning, and the fetch is retried with a growing delay.

/** The feed's name in exchange_rate_feed. */
const FEED = 'ecb_daily';
/** Retries wait at most this long; a publication is never waited for longer than this past its due time. */
const MAX_RETRY_MS = 3_600_000;
/** A claim outlives its fetch by this much (reading and importing one day takes well under it). */
const CLAIM_MARGIN_MS = 120_000;
/** An instance that holds no claim looks again at least this often (the claim may have been left by a killed instance). */
const MAX_SLEEP_MS = 10 * 60_000;
const MIN_SLEEP_MS = 1000;

export type FeedOutcome =
  /** A newer day was stored. */
  | { outcome: 'loaded'; date: string }
  /** The file's newest day is the stored newest (a weekend, a holiday, or not yet published). */
  | { outcome: 'unchanged'; date: string }
  /** The file's newest day is older than the stored newest (a mirror behind the ECB): nothing stored. */
  | { outcome: 'older'; date: string; stored: string }
  | { outcome: 'failed'; reason: string }
  /** Another instance holds the fetch, or none is due. */
  | { outcome: 'elsewhere' };

export interface RateFeedDeps {
  config: ExchangeRateFeedConfig & { url: string };
  store: RateFeedStore;
  rates: Pick<ExchangeRateService, 'current' | 'import' | 'refresh'>;
  read: (source: RateFileSource, today: string) => Promise<RateFileResult>;
  logger: Logger;
  /** Each attempt's outcome (the fetch counter of /metrics). */
  onAttempt?: (outcome: FeedOutcome['outcome']) => void;
  now?: () => Date;
}

class FeedFailure extends Error {}

const describeErrors = (errors: RateFileError[]) =>
  errors
    .slice(0, 3)
    .map((e) => (e.line > 0 ? `line ${e.line}: ${e.issue}` : e.issue))
    .join('; ') + (errors.length > 3 ? ` (and ${errors.length - 3} more)` : '');

export class RateFeed {
  /** This process's name in the claim. */
  private readonly owner = randomUUID();
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<FeedOutcome> | null = null;
  private stopped = false;
  /** Cuts a fetch under way when the server stops (the shutdown does not wait out its timeout). */
  private readonly stopping = new AbortController();
  private firstLookDone: () => void = () => undefined;
  /** Settles once the look at start has finished, whatever it did: an outcome to wait on, not a time. */
  readonly firstLook = new Promise<void>((resolve) => (this.firstLookDone = resolve));

  constructor(private readonly deps: RateFeedDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Looks at once, then after each publication (or sooner to retry). At start it fetches whenever
   * the day in use is older than the newest published, even before a retry planned by an earlier
   * run is due; another instance's fetch under way is still left to it.
   */
  start(): void {
    this.schedule(0, true);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopping.abort();
    await this.running?.catch(() => undefined);
  }

  /** One attempt now, if it is due (or forced) and no other instance holds it; what it did. */
  check(force: FeedForce = false): Promise<FeedOutcome> {
    this.running ??= this.attempt(force).finally(() => (this.running = null));
    return this.running;
  }

  private schedule(delayMs: number, starting = false): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.loop(starting), delayMs);
    this.timer.unref();
  }

  /** Whether the day in use (as stored now: another instance may have loaded one) is older than the newest published. */
  private async behind(): Promise<boolean> {
    await this.deps.rates.refresh();
    return this.deps.rates.current().date < latestPublishedDay(this.now());
  }

  private async loop(starting: boolean): Promise<void> {
    let next: Date;
    try {
      // Behind at start: fetch, unless another instance fetched the day since (the claim checks it).
      await this.check(starting && (await this.behind()) ? { lastDayBefore: latestPublishedDay(this.now()) } : false);
      next = await this.nextCheck();
    } catch (error) {
      // The database is unreachable (the claim could not be read): look again shortly.
      this.deps.logger.warn({ err: error }, 'exchange-rate feed: could not claim or release its fetch');
      next = new Date(this.now().getTime() + this.deps.config.retryMs);
    }
    const delay = next.getTime() - this.now().getTime();
    this.schedule(Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, delay)));
    if (starting) this.firstLookDone();
  }

  /** When this instance looks again: when the fetch is next due, or when another instance's claim ends. */
  private nextCheck(): Promise<Date> {
    return this.deps.store.nextCheck(FEED, this.deps.config.url, this.now());
  }

  private claimOptions() {
    return { name: FEED, url: this.deps.config.url, owner: this.owner, now: this.now(), leaseMs: this.deps.config.timeoutMs + CLAIM_MARGIN_MS };
  }

  private async attempt(force: FeedForce): Promise<FeedOutcome> {
    const started = this.now();
    const claim = await this.deps.store.claim({ ...this.claimOptions(), force });
    if (!claim.claimed) return { outcome: 'elsewhere' };
    let result: FeedOutcome;
    let day: string | null = null;
    try {
      result = await this.fetchAndImport();
      if (result.outcome !== 'failed' && result.outcome !== 'elsewhere') day = result.date;
    } catch (error) {
      result = { outcome: 'failed', reason: error instanceof FeedFailure ? error.message : `${(error as Error).name}: ${(error as Error).message}` };
    }
    const { nextFetchAt, failures } = this.nextFetch(result, claim.failures, started);
    await this.deps.store.release(FEED, this.owner, this.now(), { nextFetchAt, failures, outcome: result.outcome === 'failed' ? `failed: ${result.reason}` : result.outcome, day });
    this.deps.onAttempt?.(result.outcome);
    const log = { url: this.deps.config.url, ...result, next_fetch_at: nextFetchAt.toISOString() };
    if (result.outcome === 'failed') this.deps.logger.warn(log, 'exchange-rate feed: fetch failed; the last good day stays in use');
    else if (result.outcome === 'loaded') this.deps.logger.info(log, 'exchange-rate feed: loaded a newer day');
    else this.deps.logger.info(log, 'exchange-rate feed: no newer day');
    return result;
  }

  /** After a new day, or the day that is due: the next publication. A failure, or a day not yet there: a retry, sooner each time for the first few. */
  private nextFetch(result: FeedOutcome, failures: number, now: Date): { nextFetchAt: Date; failures: number } {
    const publication = nextPublicationTime(now);
    const current = result.outcome === 'loaded' || ((result.outcome === 'unchanged' || result.outcome === 'older') && this.deps.rates.current().date >= latestPublishedDay(now));
    if (current) return { nextFetchAt: publication, failures: 0 };
    const delay = Math.min(MAX_RETRY_MS, this.deps.config.retryMs * 2 ** Math.min(failures, 20));
    const retry = new Date(now.getTime() + delay);
    return { nextFetchAt: retry < publication ? retry : publication, failures: failures + 1 };
  }

  private async fetchAndImport(): Promise<FeedOutcome> {
    const { url, timeoutMs } = this.deps.config;
    const bytes = await fetchBounded(url, timeoutMs, RATE_FILE_LIMITS.maxBytes, this.stopping.signal);
    const parsed = await this.deps.read({ bytes }, todayUtc());
    if (parsed.errors.length > 0) throw new FeedFailure(`the file is not usable: ${describeErrors(parsed.errors)}`);
    // Another instance (or an import) may have stored a newer day since this one last looked.
    await this.deps.rates.refresh();
    const date = parsed.days[parsed.days.length - 1]!.date;
    const stored = this.deps.rates.current().date;
    if (date < stored) return { outcome: 'older', date, stored };
    if (date === stored) return { outcome: 'unchanged', date };
    const imported = await this.deps.rates.import(parsed, `${new URL(url).pathname.split('/').pop() || url} (feed)`, 'feed');
    if (!imported.ok) throw new FeedFailure(`the day was refused: ${describeErrors(imported.errors)}`);
    return { outcome: 'loaded', date };
  }
}

/** The body of `url`, refused past `maxBytes` (as declared or as received) and given up after `timeoutMs` in all. */
async function fetchBounded(url: string, timeoutMs: number, maxBytes: number, stopping: AbortSignal): Promise<Uint8Array> {
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping]);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/xml, text/xml;q=0.9, text/csv;q=0.5' } });
  } catch (error) {
    throw new FeedFailure(describeFetchError(error, timeoutMs));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedFailure(`the feed answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedFailure(`the feed's file is ${declared} bytes, more than the ${maxBytes} an import takes`);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for await (const chunk of response.body ?? []) {
      received += chunk.byteLength;
      if (received > maxBytes) throw new FeedFailure(`the feed's file is more than the ${maxBytes} bytes an import takes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FeedFailure) throw error;
    throw new FeedFailure(describeFetchError(error, timeoutMs));
  }
  return Buffer.concat(chunks);
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  const e = error as Error & { cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return `no complete answer within ${timeoutMs} ms`;
  if (e.name === 'AbortError') return 'the server is stopping';
  const cause = e.cause?.code ?? e.cause?.message;
  return `the feed could not be reached (${cause ?? e.message})`;
}
