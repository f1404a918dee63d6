import type { Handler } from '../src/http/handler-types.js';
import { timestamp } from '../src/domain/time.js';

export const createStreamTicket: Handler<'createStreamTicket'> = async (ctx, { streamTickets }) => {
  const identity = { ...ctx.principal, allowedCidrs: [] };
  const { ticket, expiresAt } = await streamTickets.issue({ identity, clientIp: ctx.clientIp });
  return {
    data: { object: 'stream_ticket', ticket, expires_at: timestamp(expiresAt), livemode: ctx.principal.mode === 'live' },
    location: `/stream?ticket=${ticket}`,
  };
};
