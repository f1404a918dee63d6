import type { Handler } from '../src/http/handler-types.js';
import { timestamp } from '../src/domain/time.js';
import { bearerExpiry } from '../src/streams/auth.js';

export const createStreamTicket: Handler<'createStreamTicket'> = async (ctx, { streamTickets }) => {
  const identity = { ...ctx.principal, allowedCidrs: [] };
  const tokenExpiry = bearerExpiry(ctx.headers.authorization);
  const { ticket, expiresAt } = await streamTickets.issue({ identity, clientIp: ctx.clientIp, credentialExpiresAt: tokenExpiry && tokenExpiry.toISOString() });
  return {
    data: { object: 'stream_ticket', ticket, expires_at: timestamp(expiresAt), livemode: ctx.principal.mode === 'live' },
    location: `/stream?ticket=${ticket}`,
  };
};
