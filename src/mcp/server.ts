// The MCP server: tools from the contract (catalog.ts, prepared once per process), each call a
// request to the API (api-caller.ts); the exporter profile and the sector list as resources; two
// prompts for the main journeys. Errors come back as tool errors carrying the envelope's code,
// message and doc_url.
import { createHash } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type ListToolsResult,
} from '@modelcontextprotocol/sdk/types.js';
import { SECTORS } from '../domain/sectors.js';
import type { ApiCaller, ApiResponse } from './api-caller.js';
import { toolCatalog, type ToolDefinition } from './catalog.js';
import { PROMPTS, renderPrompt } from './prompts.js';

export const MCP_SERVER_NAME = 'export-trade-api';
const API_PREFIX = '/api/v1';
const PROFILE_URI = 'etp://account/profile';
const SECTORS_URI = 'etp://reference/sectors';

/** The tools of a contract, worked out once (inlining every schema of the contract is tens of milliseconds). */
export interface McpCatalog {
  readonly byName: ReadonlyMap<string, ToolDefinition>;
  /** The answer to tools/list, the same object every time. */
  readonly list: ListToolsResult;
  /** Its JSON, made once: the HTTP endpoint answers every tools/list with these bytes (src/mcp/endpoint.ts). */
  readonly listJson: Buffer;
}

export function prepareCatalog(contract: Record<string, any>): McpCatalog {
  const { tools } = toolCatalog(contract);
  const list: ListToolsResult = {
    tools: tools.map((tool) => ({ name: tool.name, title: tool.title, description: tool.description, inputSchema: tool.inputSchema, ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}), annotations: tool.annotations })),
  };
  return { byName: new Map(tools.map((tool) => [tool.name, tool])), list, listJson: Buffer.from(JSON.stringify(list)) };
}

export interface McpOptions {
  version: string;
  caller: ApiCaller;
}

/** JSON with sorted keys, so the same arguments always give the same Idempotency-Key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A retried tool call (same tool, same arguments) replays the first answer instead of creating twice. */
export function idempotencyKeyFor(tool: string, args: unknown): string {
  return `mcp-${createHash('sha256').update(`${tool}\n${canonical(args)}`).digest('hex').slice(0, 48)}`;
}

function toolError(code: string, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ code, message, ...extra }) }] };
}

function resultOf(tool: ToolDefinition, response: ApiResponse): CallToolResult {
  const body = response.json as { status?: string; error?: { code: string; message: string; doc_url?: string; details?: unknown } } | undefined;
  if (response.status < 200 || response.status >= 300) {
    const error = body?.error;
    if (error) return toolError(error.code, error.message, { doc_url: error.doc_url, details: error.details, http_status: response.status });
    return toolError('internal_error', `The API answered ${response.status}.`, { http_status: response.status });
  }
  if (body === undefined) {
    // A file (a document's PDF): a link to it, never its bytes as text.
    return { content: [{ type: 'resource_link', uri: response.url, name: tool.name, mimeType: response.contentType.split(';')[0]!, description: `${response.bytes} bytes; fetch it with the same credential.` }] };
  }
  return { content: [{ type: 'text', text: JSON.stringify(body) }], ...(tool.outputSchema ? { structuredContent: body as Record<string, unknown> } : {}) };
}

function requestFor(tool: ToolDefinition, args: Record<string, unknown>): { url: string; body?: unknown; error?: CallToolResult } {
  const known = new Set([...tool.parameters.map((p) => p.name), ...(tool.hasBody ? ['body'] : [])]);
  const unknown = Object.keys(args).filter((key) => !known.has(key));
  if (unknown.length > 0) return { url: '', error: toolError('validation_failed', `Unknown arguments: ${unknown.join(', ')}.`, { details: unknown.map((field) => ({ field, issue: 'is not a known field' })) }) };
  let path = tool.path;
  const query = new URLSearchParams();
  for (const parameter of tool.parameters) {
    const value = args[parameter.name];
    if (parameter.in === 'path') {
      if (typeof value !== 'string' && typeof value !== 'number') return { url: '', error: toolError('validation_failed', `The argument ${parameter.name} is required.`, { details: [{ field: parameter.name, issue: 'is required' }] }) };
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (value !== undefined && value !== null) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const search = query.toString();
  return { url: `${API_PREFIX}${path}${search ? `?${search}` : ''}`, body: tool.hasBody ? args.body : undefined };
}

export function createMcpServer(catalog: McpCatalog, options: McpOptions): Server {
  const { byName } = catalog;
  const server = new Server({ name: MCP_SERVER_NAME, version: options.version }, { capabilities: { tools: {}, resources: {}, prompts: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => catalog.list);

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) return toolError('not_found', `No tool ${request.params.name}.`);
    const args = request.params.arguments ?? {};
    if (typeof args !== 'object' || Array.isArray(args)) return toolError('validation_failed', 'Arguments must be an object.');
    const built = requestFor(tool, args);
    if (built.error) return built.error;
    const headers: Record<string, string> = { accept: 'application/json, application/pdf' };
    if (tool.idempotencyKey) headers['idempotency-key'] = idempotencyKeyFor(tool.name, args);
    return resultOf(tool, await options.caller({ method: tool.method, url: built.url, headers, body: built.body }));
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [
      { uri: PROFILE_URI, name: 'exporter-profile', title: 'Exporter profile', description: 'What the exporter makes, where from and where it sells; drives buyer scores.', mimeType: 'application/json' },
      { uri: SECTORS_URI, name: 'sectors', title: 'Sectors', description: 'The sector codes buyers are classified by, with English and Korean labels.', mimeType: 'application/json' },
    ],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const uri = request.params.uri;
    if (uri === SECTORS_URI) {
      const sectors = SECTORS.map((sector) => ({ code: sector.code, labels: sector.labels }));
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(sectors) }] };
    }
    if (uri === PROFILE_URI) {
      const response = await options.caller({ method: 'GET', url: `${API_PREFIX}/account/profile`, headers: { accept: 'application/json' } });
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(response.json ?? null) }] };
    }
    throw new Error(`No resource ${uri}.`);
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: PROMPTS.map(({ name, title, description, arguments: args }) => ({ name, title, description, arguments: args })) }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => renderPrompt(request.params.name, request.params.arguments ?? {}));

  return server;
}
