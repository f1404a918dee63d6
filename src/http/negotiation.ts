import type { Request } from 'express';
import { ApiError } from '../domain/errors.js';
import type { OperationFacts } from './operations.js';

// Content negotiation (RFC 9110 section 12.5.1): an operation answers with the media types its
// success responses list in the contract; an Accept header that allows none of them is 406
// not_acceptable, before the operation runs. Ranges (`*/*`, `application/*`) and q-values
// (`;q=0` excludes) are read by `accepts`, the negotiator express uses (req.accepts). No Accept
// header, or an empty one, accepts anything. Errors are JSON whatever Accept says.

/** Throws 406 not_acceptable when the request's Accept header allows none of the operation's media types. */
export function checkAccept(operation: OperationFacts, req: Request): void {
  const accept = req.headers.accept;
  if (accept === undefined || accept.trim() === '' || operation.answers.length === 0) return;
  if (req.accepts([...operation.answers]) !== false) return;
  const answers = operation.answers.join(' or ');
  throw new ApiError('not_acceptable', `This operation answers with ${answers}, which the Accept header (${accept.slice(0, 100)}) does not allow.`);
}
