// The DocumentHost across threads: a rendering thread calls it over the MessagePort that came with
// its job, and the main thread answers with the host the document service gave. A refusal (an
// ApiError) crosses as data and is thrown again on the other side, so it reaches the client with
// its code, message and fields; any other failure of the host stays on the main thread, which
// throws it once the job has ended (the thread is told only that the call failed).
import { AsyncResource } from 'node:async_hooks';
import type { MessagePort } from 'node:worker_threads';
import type { DocumentHost } from '../domain/documents/job.js';
import type { CostsPricing } from '../domain/documents/price.js';
import { ApiError, type ErrorCode, type FieldIssue } from '../domain/errors.js';

/** An ApiError as data (an ApiError does not survive the trip between threads). */
export interface Refusal {
  code: ErrorCode;
  message: string;
  details: FieldIssue[];
  headers: Record<string, string>;
}

export function refusalOf(error: ApiError): Refusal {
  return { code: error.code, message: error.message, details: error.details, headers: error.headers };
}

export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(refusal.code, refusal.message, refusal.details, refusal.headers);
}

type HostRequest = { call: 'takeNumber' } | { call: 'priceWithCosts'; input: CostsPricing };
type HostCall = HostRequest & { id: number };
type HostAnswer = { id: number; value: unknown } | { id: number; refusal: Refusal } | { id: number; failed: true };

/** Thrown in the rendering thread when a host call failed on the main thread for another reason than a refusal. */
export class HostCallFailed extends Error {
  constructor() {
    super('a call to the main thread failed');
    this.name = 'HostCallFailed';
  }
}

/**
 * Main thread: answers one job's calls on `port` with `host`, in the caller's async context (a
 * request's unit of work sees the number's statement as its own). `failure()` is the first failure
 * that was not a refusal, to throw when the thread reports it.
 */
export function serveHost(port: MessagePort, host: DocumentHost): { failure(): unknown } {
  let failure: unknown;
  const answer = async (message: HostCall): Promise<void> => {
    let reply: HostAnswer;
    try {
      const value = message.call === 'takeNumber' ? await host.takeNumber() : await host.priceWithCosts(message.input);
      reply = { id: message.id, value };
    } catch (error) {
      if (error instanceof ApiError) reply = { id: message.id, refusal: refusalOf(error) };
      else {
        failure ??= error;
        reply = { id: message.id, failed: true };
      }
    }
    port.postMessage(reply);
  };
  port.on('message', AsyncResource.bind((message: HostCall) => void answer(message)));
  return { failure: () => failure };
}

/** Rendering thread: the host, called over `port`. */
export function hostOverPort(port: MessagePort): DocumentHost {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  port.on('message', (answer: HostAnswer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if ('value' in answer) call.resolve(answer.value as never);
    else if ('refusal' in answer) call.reject(refusalError(answer.refusal));
    else call.reject(new HostCallFailed());
  });
  const call = <T>(message: HostRequest): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      port.postMessage({ ...message, id });
    });
  return {
    takeNumber: () => call<string>({ call: 'takeNumber' }),
    priceWithCosts: (input) => call({ call: 'priceWithCosts', input }),
  };
}
