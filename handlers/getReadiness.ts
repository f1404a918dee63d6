import { ApiError } from '../src/domain/errors.js';
import type { Handler } from '../src/http/handler-types.js';

/** How soon a load balancer may ask again after "not ready". */
const RETRY_AFTER_SECONDS = 5;

export const getReadiness: Handler<'getReadiness'> = async (_ctx, { readiness }) => {
  const report = await readiness.check();
  if (!report.ready) {
    throw new ApiError('service_unavailable', 'This instance is not ready to serve.', report.issues, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  return { data: { status: 'ready', checks: report.checks.map(({ name, ok, ms }) => ({ name, ok, ms })) } };
};
