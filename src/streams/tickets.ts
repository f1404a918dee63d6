import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Identity } from '../domain/access/credentials.js';

// One-time stream tickets for browsers, which cannot send Authorization on a WebSocket: issued by
// POST /stream/tickets to an authenticated caller, valid for TICKET_TTL_SECONDS and one upgrade,
// from the address that asked for it. Only the SHA-256 of a ticket is stored; with REDIS_URL in
// Redis (GETDEL makes the redemption atomic across instances), otherwise in memory.

export const TICKET_TTL_SECONDS = 60;

export interface TicketGrant {
  identity: Identity;
  clientIp: string;
  /** RFC 3339: the expiry of the access token that created the ticket (its connection ends then); null for an API key. */
  credentialExpiresAt: string | null;
}

export interface TicketStore {
  issue(grant: TicketGrant, now?: Date): Promise<{ ticket: string; expiresAt: Date }>;
  /** The grant, once; undefined for an unknown, used or expired ticket. */
  redeem(ticket: string): Promise<TicketGrant | undefined>;
  close(): Promise<void>;
}

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const newTicket = () => `stt_${randomBytes(24).toString('base64url')}`;

export function memoryTicketStore(ttlSeconds = TICKET_TTL_SECONDS): TicketStore {
  const tickets = new Map<string, { grant: TicketGrant; expiresAt: number }>();
  return {
    async issue(grant, now = new Date()) {
      const cutoff = now.getTime();
      for (const [key, entry] of tickets) if (entry.expiresAt <= cutoff) tickets.delete(key);
      const ticket = newTicket();
      const expiresAt = new Date(cutoff + ttlSeconds * 1000);
      tickets.set(hash(ticket), { grant, expiresAt: expiresAt.getTime() });
      return { ticket, expiresAt };
    },
    async redeem(ticket) {
      const key = hash(ticket);
      const entry = tickets.get(key);
      tickets.delete(key);
      return entry && entry.expiresAt > Date.now() ? entry.grant : undefined;
    },
    close: async () => {},
  };
}

export function redisTicketStore(url: string, ttlSeconds = TICKET_TTL_SECONDS): TicketStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', () => {});
  const key = (ticket: string) => `streams:ticket:${hash(ticket)}`;
  return {
    async issue(grant, now = new Date()) {
      const ticket = newTicket();
      await redis.set(key(ticket), JSON.stringify(grant), 'EX', ttlSeconds);
      return { ticket, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) };
    },
    async redeem(ticket) {
      const stored = await redis.getdel(key(ticket));
      return stored === null ? undefined : (JSON.parse(stored) as TicketGrant);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createTicketStore(redisUrl: string | null, ttlSeconds = TICKET_TTL_SECONDS): TicketStore {
  return redisUrl ? redisTicketStore(redisUrl, ttlSeconds) : memoryTicketStore(ttlSeconds);
}
