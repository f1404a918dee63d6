import { ApiError } from '../errors.js';
import type { Quote, QuoteStatus } from './types.js';

// A quote's state machine, as the contract's QuoteStatus describes it: open until the buyer's
// answer is recorded; an open quote past its last valid day reads `expired`, decided when it is
// read, so nothing has to run at midnight for it.

const MOVES: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  open: ['accepted', 'cancelled'],
  expired: ['cancelled'],
  accepted: ['cancelled'],
  cancelled: [],
};

/** The status as of `today` (YYYY-MM-DD, UTC): an open quote valid until before today has expired. */
export function statusOn(quote: Quote, today: string): QuoteStatus {
  return quote.status === 'open' && quote.valid_until < today ? 'expired' : quote.status;
}

/** The quote as the API shows it on `today`. */
export function asOf(quote: Quote, today: string): Quote {
  const status = statusOn(quote, today);
  return status === quote.status ? quote : { ...quote, status };
}

/** Throws 409 invalid_state_transition, naming the allowed states, unless `from` may move to `to`. */
export function checkQuoteTransition(from: QuoteStatus, to: QuoteStatus): void {
  const allowed = MOVES[from];
  if (allowed.includes(to)) return;
  const options = allowed.length > 0 ? allowed.join(' or ') : 'nothing (it is final)';
  throw new ApiError('invalid_state_transition', `A quote in status ${from} can move to ${options}, not to ${to}.`, [
    { field: '/status', issue: `allowed from ${from}: ${allowed.join(', ') || 'none'}` },
  ]);
}
