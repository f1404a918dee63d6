// The MCP tools, read from the OpenAPI contract: one tool per operation an agent should use, named
// by its operationId, described by its summary and description, with input and output JSON Schemas
// taken from the operation's parameters, request body and success response. A new operation in
// the contract becomes a tool with no code change; EXCLUDED says which are left out and why.

type Json = Record<string, any>;

/** Operations an agent does not get, by tag or operationId, with the reason (docs/guides/mcp.md). */
export const EXCLUDED: Readonly<Record<string, string>> = {
  // Tag: creating, rotating and revoking credentials stays with people, not with agents holding one.
  Access: 'credential management (API keys, OAuth clients) is for people, not agents',
  createAccessToken: 'the MCP server authenticates for the agent',
  getJsonWebKeySet: 'key material for verifying tokens, of no use to an agent',
};

export interface ToolAnnotations {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface ToolParameter {
  name: string;
  in: 'path' | 'query';
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: Json & { type: 'object' };
  outputSchema?: Json & { type: 'object' };
  annotations: ToolAnnotations;
  method: string;
  /** The path template under the API prefix (`/orders/{id}`). */
  path: string;
  parameters: readonly ToolParameter[];
  /** The operation takes a JSON body (under the `body` argument). */
  hasBody: boolean;
  /** The operation takes an Idempotency-Key header. */
  idempotencyKey: boolean;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

function pointer(document: Json, ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((at: Json, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

/** A self-contained schema: every local $ref inlined (the contract has no recursive schemas; a cycle would become `{}`). */
export function inline(document: Json, node: unknown, seen: readonly string[] = []): any {
  if (Array.isArray(node)) return node.map((item) => inline(document, item, seen));
  if (node === null || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string') {
    if (seen.includes(object.$ref)) return {};
    const { $ref, ...siblings } = object;
    return { ...inline(document, pointer(document, $ref), [...seen, $ref]), ...inline(document, siblings, seen) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(object)) {
    // Examples stay in the contract; they would only make every tool listing heavier.
    if (key === 'examples' || key === 'example') continue;
    out[key] = inline(document, value, seen);
  }
  return out;
}

function excludedReason(operation: Json): string | undefined {
  if (EXCLUDED[operation.operationId]) return EXCLUDED[operation.operationId];
  for (const tag of operation.tags ?? []) if (EXCLUDED[tag]) return EXCLUDED[tag];
  return undefined;
}

/** A change whose body can set a status of `cancelled` (an order's PATCH) can undo work. */
function canCancel(operation: Json): boolean {
  const status = operation.requestBody?.content?.['application/json']?.schema?.properties?.status;
  return Array.isArray(status?.enum) && status.enum.includes('cancelled');
}

function annotationsOf(method: string, operation: Json): ToolAnnotations {
  const text = `${operation.operationId} ${operation.summary ?? ''}`.toLowerCase();
  const destructive = method === 'delete' || /\b(revoke|cancel|delete|disable)/.test(text) || canCancel(operation);
  return {
    title: operation.summary,
    readOnlyHint: method === 'get',
    destructiveHint: method !== 'get' && destructive,
    // GET and PUT mean the same thing when repeated; a creation is made safe by its Idempotency-Key.
    idempotentHint: method === 'get' || method === 'put' || method === 'delete',
    openWorldHint: false,
  };
}

function successSchema(document: Json, operation: Json): (Json & { type: 'object' }) | undefined {
  const success = inline(document, operation.responses?.['200'] ?? {});
  const schema = success.content?.['application/json']?.schema;
  return schema && schema.type === 'object' ? schema : undefined;
}

export function toolCatalog(document: Json): { tools: ToolDefinition[]; excluded: Array<{ name: string; reason: string }> } {
  const tools: ToolDefinition[] = [];
  const excluded: Array<{ name: string; reason: string }> = [];
  const openRoots = new Set(Object.keys(document.paths ?? {}).filter((path) => Array.isArray(document.paths[path].servers)));
  for (const [path, rawItem] of Object.entries<Json>(document.paths ?? {})) {
    const item = inline(document, rawItem);
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation?.operationId) continue;
      const reason = excludedReason(operation) ?? (openRoots.has(path) ? 'served at the root of the host, outside the API' : undefined);
      if (reason) {
        excluded.push({ name: operation.operationId, reason });
        continue;
      }
      const properties: Json = {};
      const required: string[] = [];
      const parameters: ToolParameter[] = [];
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])] as Json[]) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        parameters.push({ name: parameter.name, in: parameter.in });
        properties[parameter.name] = { ...parameter.schema, ...(parameter.description ? { description: parameter.description } : {}) };
        if (parameter.required) required.push(parameter.name);
      }
      // A GET takes its filters as query parameters (buyer search's JSON-body form is for HTTP clients).
      const body = method === 'get' ? undefined : operation.requestBody?.content?.['application/json'];
      if (body?.schema) {
        properties.body = { ...body.schema, description: operation.requestBody.description ?? 'The request body.' };
        if (operation.requestBody.required) required.push('body');
      }
      const idempotencyKey = (operation.parameters ?? []).some((p: Json) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key');
      const annotations = annotationsOf(method, operation);
      tools.push({
        name: operation.operationId,
        title: operation.summary ?? operation.operationId,
        description: [operation.summary, operation.description].filter(Boolean).join('\n\n').trim(),
        inputSchema: { type: 'object', properties, required, additionalProperties: false },
        outputSchema: successSchema(document, operation),
        annotations,
        method: method.toUpperCase(),
        path,
        parameters,
        hasBody: Boolean(body?.schema),
        idempotencyKey,
      });
    }
  }
  return { tools: tools.sort((a, b) => a.name.localeCompare(b.name)), excluded };
}
