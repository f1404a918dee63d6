import type { RequestHandler } from 'express';
import type { Document } from 'openapi-backend';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ApiError } from '../domain/errors.js';
import { loopbackCaller } from '../mcp/api-caller.js';
import { createMcpServer } from '../mcp/server.js';
import { readBearer } from '../domain/access/bearer.js';
import { INTERNAL_FORWARD_TOKEN } from '../mcp/internal-forward.js';

// POST /mcp: the MCP server over Streamable HTTP, stateless (no session to keep between
// instances). Every tool call is a request back into this server over its own socket, with the
// caller's bearer token (API key or OAuth access token) and address, so the API pipeline checks
// it like any request; listing the tools needs a bearer but reveals nothing the public contract
// does not.

export const MCP_PATH = '/mcp';

/** The method and the bearer, from the headers: run before the body is read. */
export const mcpHeaderChecks: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${MCP_PATH}: this server is stateless, POST each message.`));
  }
  const bearer = readBearer(req.headers.authorization);
  if (bearer.kind === 'missing' || bearer.kind === 'malformed') {
    res.setHeader('WWW-Authenticate', 'Bearer realm="export-trade-api"');
    return next(new ApiError('unauthenticated', 'Send your API key or access token as `Authorization: Bearer ...`.'));
  }
  next();
};

/** After mcpHeaderChecks and the body steps. */
export function mcpRoute(contract: Document, publicBaseUrl: string, tls: boolean, version: string): RequestHandler {
  return (req, res, next) => {
    if (req.bodyError !== undefined) return next(req.bodyError);
    const target = { host: req.socket.localAddress ?? '127.0.0.1', port: req.socket.localPort ?? 0, tls, forwardToken: INTERNAL_FORWARD_TOKEN, clientIp: req.clientIp, publicBaseUrl };
    const server = createMcpServer(contract as Record<string, any>, { version, caller: loopbackCaller(target, req.headers.authorization!) });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // Closing after a finished answer would destroy the kept-alive socket under the client's next
    // request; a finished per-request server holds nothing else. Only an abandoned answer is closed.
    res.on('close', () => {
      if (res.writableFinished) return;
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res, req.parsedBody))
      .catch(next);
  };
}
