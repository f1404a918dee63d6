import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, createZstdDecompress } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import getRawBody from 'raw-body';
import { ApiError } from '../domain/errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The parsed body (JSON, or the token endpoint's form), or undefined when the request had none. */
    parsedBody: unknown;
    /**
     * Reads and parses the body (into `parsedBody`, or `bodyError`), for the pipeline to call once the
     * caller is authenticated (src/http/pipeline.ts); undefined where the body was read already.
     */
    readBody?: () => Promise<void>;
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/**
 * Bodies past this size are handled in parts with the event loop given back between them (parse,
 * input checks, validation, the operation, the answer): each part of a 1 MB body then holds other
 * requests up for a few milliseconds instead of the whole for tens. Smaller bodies go straight through.
 */
export const LARGE_BODY_BYTES = 64 * 1024;

export function hasLargeBody(req: Request): boolean {
  return Buffer.isBuffer(req.body) && req.body.length >= LARGE_BODY_BYTES;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The body has not been read to its end (an answer now leaves the rest of it on the connection). */
export function bodyUnread(req: Request): boolean {
  if (req.complete) return false;
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * After an answer sent with the body unread, the connection keeps reading (and dropping) what the
 * client still sends, then closes: a lingering close, as web servers do (RFC 9112 section 9.6).
 * Closing with the client's bytes unread makes the kernel reset the connection, and a client still
 * uploading (one that sends the whole body before it reads, as a blocking `sendall` does) then gets
 * ECONNRESET instead of the 401 or 413. So the answer is followed by a FIN, and the rest is read
 * until the client closes, goes quiet for LINGER_IDLE_MS, or has sent LINGER_BYTES more or for
 * LINGER_MS: then the socket is destroyed, whatever is still coming. (A drain of 1 MiB lost the
 * answer of 3 of 10 uploads of 3-4 MiB and of every upload of 8 MiB.)
 */
export const LINGER_MS = 5000;
export const LINGER_IDLE_MS = 1000;
export const LINGER_BYTES = 32 * 1024 * 1024;
/** How often a lingering connection's bounds are checked (the byte bound also on every chunk). */
const LINGER_CHECK_MS = 100;

/** Answers with `Connection: close` and closes after the answer, lingering over the unread body (LINGER_MS, LINGER_IDLE_MS, LINGER_BYTES). */
export function closeOverUnreadBody(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // Node calls destroySoon once a `Connection: close` answer is written (and destroys the socket when it is flushed).
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const readBefore = socket.bytesRead;
    const started = Date.now();
    let lastRead = readBefore;
    let quietChecks = 0;
    const pastBytes = () => socket.bytesRead - readBefore > LINGER_BYTES;
    // Polled from the socket's count rather than the request's chunks: a request parsed behind the
    // refused one (skipRequestsAfterClose) reads from the same connection. Quiet is counted in
    // checks, not in time: a process that was descheduled for a second has not read what arrived
    // meanwhile when its first timer fires.
    const check = setInterval(() => {
      if (socket.bytesRead !== lastRead) {
        lastRead = socket.bytesRead;
        quietChecks = 0;
      } else quietChecks += 1;
      if (pastBytes() || Date.now() - started >= LINGER_MS || quietChecks * LINGER_CHECK_MS >= LINGER_IDLE_MS) socket.destroy();
    }, LINGER_CHECK_MS);
    check.unref();
    socket.once('close', () => clearInterval(check));
    req.removeAllListeners('data');
    req.on('data', () => {
      if (pastBytes()) socket.destroy();
    });
    req.resume();
  };
}

/**
 * A request parsed after an answer that closed its connection (one pipelined behind a refused body)
 * is not processed (RFC 9112 section 9.6: the server must not act on further requests once it sent
 * `close`); its bytes are drained with the rest while the connection lingers.
 */
export function skipRequestsAfterClose(req: Request, _res: Response, next: NextFunction): void {
  if (!req.socket.writableEnded) return next();
  req.resume();
}

function tooLarge(limitBytes: number): ApiError {
  return new ApiError('payload_too_large', `The request body exceeds ${limitBytes} bytes.`);
}

/**
 * The Content-Encodings a body may arrive in, each with its decoder (those body-parser read before:
 * zlib's three and zstd); any other is 415. A decoder's every error is the client's: 400.
 */
const DECODERS: Readonly<Record<string, () => Transform>> = {
  gzip: () => createGunzip(),
  deflate: () => createInflate(),
  br: () => createBrotliDecompress(),
  zstd: () => createZstdDecompress(),
};

export const BODY_ENCODINGS = Object.freeze(Object.keys(DECODERS));

export interface BodyBounds {
  /** The cap on the body, decoded and as received alike. */
  limitBytes: number;
  /** The body must have arrived this long after it is first waited for (the token endpoint's form); none: the server's body timeout. */
  deadlineMs?: number;
}

/**
 * Reads any body as bytes into req.body (a Buffer), on every method (the buyer search GET carries
 * one), with its bound enforced while it is read: a declared Content-Length past the cap is refused
 * before a byte is read, and a body (chunked, or longer than declared) is refused with 413 as soon
 * as its bytes pass the cap, the rest never read. The error handler then answers with
 * `Connection: close` (bodyUnread), so nothing more of it is waited for. (body-parser read a
 * refused body to its end before answering: 2 GB of chunks were taken in 40 s.) With a
 * Content-Encoding, the bytes received and the decoded bytes are each capped: a stream that decodes
 * to little (skippable zstd frames, empty gzip members) stops at the cap as well as a bomb does.
 */
export function boundedBody(bounds: BodyBounds) {
  const { limitBytes, deadlineMs } = bounds;
  return (req: Request, _res: Response, next: NextFunction) => {
    const length = req.headers['content-length'];
    // Most requests have no body: nothing to wait for.
    if (length === undefined && req.headers['transfer-encoding'] === undefined) return next();
    if (length !== undefined && Number(length) > limitBytes) return next(tooLarge(limitBytes));
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    const identity = encoding === 'identity' || encoding === '';
    const makeDecoder = identity ? undefined : DECODERS[encoding];
    if (!identity && makeDecoder === undefined) {
      return next(new ApiError('unsupported_media_type', `The body's Content-Encoding is not one this service reads (${BODY_ENCODINGS.join(', ')}).`, [{ field: '/', issue: `Content-Encoding "${encoding.slice(0, 40)}" is not supported` }]));
    }
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const decoder = makeDecoder?.();
    const finish = (error: unknown, body?: Buffer) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      req.removeListener('data', countReceived);
      req.removeListener('error', onRequestError);
      if (decoder) {
        req.unpipe(decoder);
        decoder.destroy();
      }
      if (error !== undefined) {
        // The rest of the body stays unread: the answer closes the connection.
        req.pause();
        return next(error);
      }
      req.body = body;
      next();
    };
    // The bytes as received, when they are decoded (raw-body counts the decoded ones).
    let received = 0;
    const countReceived = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) finish(tooLarge(limitBytes));
    };
    const onRequestError = () => finish(new ApiError('invalid_request', 'The request body was incomplete.'));
    if (deadlineMs !== undefined) {
      timer = setTimeout(() => finish(new ApiError('request_timeout', `The request body did not arrive within ${Math.ceil(deadlineMs / 1000)} seconds; send the whole request without pauses.`)), deadlineMs);
      timer.unref();
    }
    let source: Readable = req;
    if (decoder) {
      decoder.once('error', (error: Error & { code?: string }) =>
        finish(new ApiError('invalid_request', `The body does not decode as ${encoding}.`, [{ field: '/', issue: String(error.code ?? error.message).slice(0, 100) }])),
      );
      req.on('data', countReceived);
      req.on('error', onRequestError);
      req.pipe(decoder);
      source = decoder;
    }
    getRawBody(source, { limit: limitBytes, length: decoder ? null : length }, (error, body) => {
      if (!error) return finish(undefined, body);
      if (error.type === 'entity.too.large') return finish(tooLarge(limitBytes));
      if (error.type === 'request.aborted' || error.type === 'request.size.invalid') return onRequestError();
      // A decoder's error arrives here too, after its own listener above has answered it.
      finish(error);
    });
  };
}

/** Turns the bytes into JSON: empty means no body; anything but JSON is 415; broken JSON is 400. */
export function jsonBody(req: Request, _res: Response, next: NextFunction): void {
  const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  req.parsedBody = undefined;
  if (bytes.length === 0) return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim();
  if (!JSON_TYPE.test(type)) {
    return next(new ApiError('unsupported_media_type', 'Send the body as application/json.', [{ field: '/', issue: `content type "${type || 'none'}" is not JSON` }]));
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return next(new ApiError('unsupported_media_type', 'Send the body as UTF-8 JSON.', [{ field: '/', issue: `charset "${charset.slice(0, 40)}" is not UTF-8` }]));
  }
  let text: string;
  try {
    text = STRICT_UTF8.decode(bytes);
  } catch {
    // Decoding leniently would store U+FFFD in place of the bytes the client meant.
    return next(new ApiError('invalid_request', 'The body is not valid UTF-8.', [{ field: '/', issue: 'has a byte sequence that is not UTF-8' }]));
  }
  try {
    req.parsedBody = JSON.parse(text);
  } catch (error) {
    return next(new ApiError('invalid_request', 'The body is not valid JSON.', [{ field: '/', issue: (error as Error).message }]));
  }
  next();
}
