import type { AdminCaller } from '../domain/access/key-admin.js';
import type { Principal, RequestContext } from './handler-types.js';

/** The calling API key as the key administration sees it: its account, mode and scopes, audited as itself. */
export function adminCaller(ctx: Pick<RequestContext, 'requestId' | 'clientIp'> & { principal: Principal }): AdminCaller {
  return {
    accountId: ctx.principal.accountId,
    mode: ctx.principal.mode,
    grantableScopes: ctx.principal.scopes,
    actor: { type: 'api_key', id: ctx.principal.credentialId, requestId: ctx.requestId, clientIp: ctx.clientIp },
  };
}
