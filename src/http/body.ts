import type { NextFunction, Request, Response } from 'express';
import express from 'express';
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

function tooLarge(limitBytes: number): ApiError {
  return new ApiError('payload_too_large', `The request body exceeds ${limitBytes} bytes.`);
}

/**
 * Reads any body as bytes, under the size cap, on every method (the buyer search GET carries one).
 * A declared Content-Length past the cap is refused before a byte of the body is read (the body
 * parser would wait for the whole body to arrive before reporting it); with a Content-Encoding the
 * cap applies to the decoded body, so that case is left to the parser.
 */
export function rawBody(limitBytes: number) {
  const read = express.raw({ type: () => true, limit: limitBytes });
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers['content-length'];
    // Most requests have no body: skip the body parser's stream machinery for them.
    if (length === undefined && req.headers['transfer-encoding'] === undefined) return next();
    const encoding = req.headers['content-encoding'];
    if (length !== undefined && Number(length) > limitBytes && (encoding === undefined || encoding.toLowerCase() === 'identity')) return next(tooLarge(limitBytes));
    read(req, res, next);
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

/** Maps body-parser's own errors (size cap, bad encoding) into the error model. */
export function bodyParserError(error: unknown): ApiError | undefined {
  const e = error as { type?: string; limit?: number; status?: number };
  if (e?.type === 'entity.too.large') return tooLarge(e.limit ?? 0);
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return new ApiError('unsupported_media_type', 'The body encoding is not supported; send UTF-8 JSON.');
  }
  // A Content-Encoding body that does not decode (zlib's error, given status 400 by body-parser).
  if (e?.status === 400 && typeof (e as { code?: unknown }).code === 'string' && (e as { code: string }).code.startsWith('Z_')) {
    return new ApiError('invalid_request', 'The body does not decode with its Content-Encoding.', [{ field: '/', issue: (e as { code: string }).code }]);
  }
  if (e?.type === 'request.aborted' || e?.type === 'request.size.invalid') return new ApiError('invalid_request', 'The request body was incomplete.');
  return undefined;
}
