// The MCP server's Streamable HTTP endpoint (POST /mcp), stateless and in JSON response mode: a POST
// carries one JSON-RPC message or a batch, and its answer is one JSON document (202 and no body when
// it held no request). The SDK's Server speaks the protocol (initialize, tools, resources, prompts);
// this file takes the place of the SDK's HTTP transport so that the work one request can cause is
// bounded (issue 38: a batch of 100 tools/list took 36.7 MB, 64 of them at once ended the process):
// - a batch holds at most MCP_MAX_BATCH messages;
// - tools/list is answered with the bytes prepared once (McpCatalog.listJson), never rebuilt or
//   serialised again;
// - an answer holds at most MCP_MAX_ANSWER_BYTES: a response that would take it past the cap is
//   replaced by a JSON-RPC error saying so (creations are safe to send again: their Idempotency-Key
//   replays).
// The HTTP side (credential, rate limit, body) is src/http/mcp-route.ts.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  isInitializeRequest,
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type JSONRPCResultResponse,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { ApiError } from '../domain/errors.js';
import type { ApiCaller } from './api-caller.js';
import { createMcpServer, type McpCatalog } from './server.js';

/** Messages in one JSON-RPC batch (docs/guides/mcp.md). Assistants send one message per POST. */
export const MCP_MAX_BATCH = 10;

/** Bytes of one answer (docs/guides/mcp.md): the tool list is about a third of it, a page of 100 buyers less. */
export const MCP_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** JSON-RPC's implementation-defined server error, for a response left out for the answer's size. */
const ANSWER_TOO_LARGE = -32000;

export interface McpAnswer {
  status: 200 | 202;
  /** The JSON answer; none with 202. */
  body?: Buffer;
}

export interface McpExchange {
  /** The parsed JSON body: a message or a batch. */
  body: unknown;
  /** The MCP-Protocol-Version header, if sent. */
  protocolVersion: string | undefined;
  /** How tool calls and resources reach the API, as the caller. */
  caller: ApiCaller;
}

type RpcResponse = JSONRPCResultResponse | JSONRPCErrorResponse;

function refused(message: string, issue: string, field = '/'): ApiError {
  return new ApiError('invalid_request', message, [{ field, issue }]);
}

/** The messages of the body, checked as a whole before any is handled. */
function messagesOf(body: unknown, protocolVersion: string | undefined): { messages: JSONRPCMessage[]; batch: boolean } {
  if (body === undefined) throw refused('Send a JSON-RPC message (or a batch of them) as the body.', 'is empty');
  const batch = Array.isArray(body);
  const raw = batch ? (body as unknown[]) : [body];
  if (raw.length === 0) throw refused('A JSON-RPC batch holds at least one message.', 'is an empty batch');
  if (raw.length > MCP_MAX_BATCH) throw refused(`A JSON-RPC batch holds at most ${MCP_MAX_BATCH} messages.`, `is a batch of ${raw.length} messages; at most ${MCP_MAX_BATCH}`);
  const messages = raw.map((message, index) => {
    const parsed = JSONRPCMessageSchema.safeParse(message);
    if (!parsed.success) throw refused('The body is not a JSON-RPC 2.0 message.', 'is not a JSON-RPC 2.0 message', batch ? `/${index}` : '/');
    return parsed.data;
  });
  const initializing = messages.some(isInitializeRequest);
  if (initializing && messages.length > 1) throw refused('initialize is sent on its own, not in a batch.', 'has initialize among other messages');
  if (!initializing && protocolVersion !== undefined && !(SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(protocolVersion)) {
    throw refused(`MCP-Protocol-Version ${protocolVersion.slice(0, 40)} is not one this server speaks (${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}).`, 'unsupported protocol version', '/MCP-Protocol-Version');
  }
  const ids = messages.filter(isJSONRPCRequest).map((request) => request.id);
  if (new Set(ids).size !== ids.length) throw refused('The requests of a batch need distinct ids.', 'repeats a request id');
  return { messages, batch };
}

/** The transport between one POST and a Server: responses come back through send(). */
class OneExchange implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly waiting = new Map<RequestId, (response: RpcResponse) => void>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** Responses settle their request; the server's own requests and notifications have no stream to go to. */
  async send(message: JSONRPCMessage): Promise<void> {
    if ((isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) && message.id !== undefined) this.waiting.get(message.id)?.(message);
  }

  handle(request: JSONRPCRequest): Promise<RpcResponse> {
    const answered = new Promise<RpcResponse>((resolve) => this.waiting.set(request.id, resolve));
    this.onmessage?.(request);
    return answered;
  }

  notify(message: JSONRPCMessage): void {
    this.onmessage?.(message);
  }
}

/** The answer's parts, within the cap: a response past it is replaced by an error of a few bytes. */
class AnswerParts {
  private readonly parts: Buffer[][] = [];
  private bytes = 2; // the batch's brackets

  constructor(private readonly cap: number) {}

  /** A response as its pieces (a tools/list response is the prepared list between two short ones). */
  add(id: RequestId, pieces: Buffer[]): void {
    const separator = this.parts.length > 0 ? 1 : 0;
    const size = pieces.reduce((sum, piece) => sum + piece.length, 0);
    if (this.bytes + separator + size > this.cap) {
      const message = `The answer would pass ${this.cap} bytes with this response (${size} bytes): send this message again on its own, or ask for less.`;
      pieces = [Buffer.from(JSON.stringify({ jsonrpc: '2.0', id, error: { code: ANSWER_TOO_LARGE, message } }))];
    }
    this.bytes += separator + pieces.reduce((sum, piece) => sum + piece.length, 0);
    this.parts.push(pieces);
  }

  /** The answer in one copy: the lone response, or the batch's array. */
  join(batch: boolean): Buffer {
    if (!batch) return Buffer.concat(this.parts[0]!);
    const pieces: Buffer[] = [OPEN_BATCH];
    this.parts.forEach((part, index) => pieces.push(...(index > 0 ? [COMMA] : []), ...part));
    pieces.push(CLOSE_BATCH);
    return Buffer.concat(pieces);
  }
}

const OPEN_BATCH = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_BATCH = Buffer.from(']');
const CLOSE_RESPONSE = Buffer.from('}');

export class McpEndpoint {
  constructor(
    private readonly catalog: McpCatalog,
    private readonly version: string,
    private readonly maxAnswerBytes = MCP_MAX_ANSWER_BYTES,
  ) {}

  /** A tools/list response: the prepared bytes between its id and a brace. */
  private toolList(id: RequestId): Buffer[] {
    return [Buffer.from(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":`), this.catalog.listJson, CLOSE_RESPONSE];
  }

  /** Throws invalid_request (400) for a body that is not a bounded batch of JSON-RPC messages, before any is handled. */
  async answer(exchange: McpExchange): Promise<McpAnswer> {
    const { messages, batch } = messagesOf(exchange.body, exchange.protocolVersion);
    // Each message once: a request (to answer, tools/list from the prepared bytes) or a notification.
    const requests = messages.map((message) => (isJSONRPCRequest(message) ? message : null));
    const answered = requests.filter((request) => request !== null);
    let server: Server | undefined;
    const transport = new OneExchange();
    if (requests.some((request) => request?.method !== 'tools/list')) {
      server = createMcpServer(this.catalog, { version: this.version, caller: exchange.caller });
      await server.connect(transport);
    }
    try {
      const pending = messages.map((message, index) => {
        const request = requests[index]!;
        if (request === null) return void transport.notify(message);
        return request.method === 'tools/list' ? undefined : transport.handle(request);
      });
      if (answered.length === 0) return { status: 202 };
      const responses = await Promise.all(pending);
      const parts = new AnswerParts(this.maxAnswerBytes);
      requests.forEach((request, index) => {
        if (request === null) return;
        const response = responses[index];
        parts.add(request.id, response === undefined ? this.toolList(request.id) : [Buffer.from(JSON.stringify(response))]);
      });
      // One request answers with its response alone, as the SDK's transport does, even inside a batch.
      return { status: 200, body: parts.join(batch && answered.length > 1) };
    } finally {
      await server?.close();
    }
  }
}
