import type { Handler } from '../src/http/handler-types.js';

/** Alive while the process answers at all: no dependency is asked (that is readiness). */
export const getHealth: Handler<'getHealth'> = async () => ({
  data: { status: 'alive', uptime_seconds: Math.floor(process.uptime()) },
});
