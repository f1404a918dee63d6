import type { Server as HttpServer } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { authenticateBearer, type AccessTokenVerifier } from '../domain/access/bearer.js';
import type { CredentialService } from '../domain/access/credentials.js';
import { ApiError } from '../domain/errors.js';
import { inProcessCaller } from '../mcp/api-caller.js';
import type { McpEndpoint } from '../mcp/endpoint.js';
import type { RateLimitGate } from './rate-limits.js';

// POST /mcp: the MCP server over Streamable HTTP (src/mcp/endpoint.ts), an API surface like any
// other. In order, as for an operation: the credential from the headers (API key or access token,
// with revocation, expiry, allowlist and plan; src/domain/access/bearer.ts), one unit of its rate
// limit, and only then the body, under the API's cap. A made-up bearer is answered 401 at once,
// its body never waited for. Each tool call is then a request to the API in process, with the
// caller's own credential and address (src/mcp/api-caller.ts): it is authorized, limited and
// validated by the pipeline like any request, and no socket of the server's own is used.

export const MCP_PATH = '/mcp';

export interface McpRouteDeps {
  credentials: Pick<CredentialService, 'authenticateApiKey'>;
  accessTokens: AccessTokenVerifier;
  gate: RateLimitGate;
  endpoint: McpEndpoint;
  /** Reads and parses the JSON body into req.parsedBody (or req.bodyError), bounded while it is read. */
  readBody: (req: Request, res: Response) => Promise<void>;
  /** An HTTP server over this app that never listens, for the tool calls (src/mcp/api-caller.ts). */
  api: HttpServer;
  /** The address the MCP caller reached this server at (src/http/own-address.ts): the tools' links and `doc_url`s use it. */
  baseUrl: (req: Request) => string;
}

export function mcpRoute(deps: McpRouteDeps): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${MCP_PATH}: this server is stateless, POST each message.`));
    }
    const answer = async () => {
      const identity = await authenticateBearer(req.headers.authorization, req.clientIp, deps.credentials, deps.accessTokens);
      res.locals.credentialId = identity.credentialId;
      res.locals.mode = identity.mode;
      await deps.gate.forCredential(res, identity);
      // The answer is JSON (no event stream): a client must accept it.
      if (req.headers.accept !== undefined && req.headers.accept.trim() !== '' && req.accepts('application/json') === false) {
        throw new ApiError('not_acceptable', `${MCP_PATH} answers with application/json, which the Accept header does not allow.`);
      }
      await deps.readBody(req, res);
      if (req.bodyError !== undefined) throw req.bodyError;
      const caller = inProcessCaller({ server: deps.api, authorization: req.headers.authorization!, clientIp: req.clientIp, publicBaseUrl: deps.baseUrl(req) });
      const protocolVersion = req.headers['mcp-protocol-version'];
      const result = await deps.endpoint.answer({ body: req.parsedBody, protocolVersion: typeof protocolVersion === 'string' ? protocolVersion : undefined, caller });
      // Answers hold account data.
      res.setHeader('Cache-Control', 'no-store');
      if (result.body === undefined) res.status(result.status).end();
      else res.status(result.status).type('application/json').send(result.body);
    };
    answer().catch(next);
  };
}
