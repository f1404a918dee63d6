import { randomBytes, timingSafeEqual } from 'node:crypto';

// Requests this process sends to itself (the MCP endpoint's tool calls) carry the address of the
// agent that asked, so allowlists and rate limits apply to the agent and not to the loopback. The
// address header is believed only with this process's random token, compared in constant time;
// from anyone else both headers are ignored.

export const INTERNAL_FORWARD_HEADER = 'x-etp-internal-forward';
export const INTERNAL_CLIENT_IP_HEADER = 'x-etp-internal-client-ip';

/** New at every start, never stored or logged. */
export const INTERNAL_FORWARD_TOKEN = randomBytes(32).toString('base64url');
const expected = Buffer.from(INTERNAL_FORWARD_TOKEN);

export function isInternalForward(token: string | string[] | undefined): boolean {
  if (typeof token !== 'string') return false;
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
