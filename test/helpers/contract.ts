import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Document, Operation } from 'openapi-backend';
import { createOpenApiBackend } from '../../src/http/openapi.js';
import { loadContract } from '../../src/http/contract.js';
import { API_PREFIXES } from '../../src/http/app.js';
import { OperationTable } from '../../src/http/operations.js';

// One validator for every response a test receives: the status must be declared for the
// operation, the content type must match, declared headers must be present when required and
// match their schemas, and the body must match its schema.

const api = await createOpenApiBackend(loadContract());
const rootPaths = new OperationTable(loadContract()).rootPaths();
export const definition = api.definition as Document & { components: { schemas: Record<string, unknown> } };

const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();

export function schemaValidator(schema: object) {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

export interface ReceivedResponse {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

function stripPrefix(path: string): string | undefined {
  for (const prefix of API_PREFIXES) if (path.startsWith(prefix + '/')) return path.slice(prefix.length);
  return undefined;
}

export function operationFor(method: string, path: string): Operation | undefined {
  const bare = path.split('?')[0]!;
  // The token endpoint and the key set are served at the root of the host only.
  const stripped = rootPaths.has(bare) ? bare : stripPrefix(bare);
  if (!stripped || (stripped !== bare && rootPaths.has(stripped))) return undefined;
  return api.matchOperation({ method, path: stripped, headers: {} }) as Operation | undefined;
}

/** Returns the list of contract violations (empty when the response conforms). */
export function contractViolations(res: ReceivedResponse): string[] {
  const problems: string[] = [];
  const requestId = res.headers.get('x-request-id');
  if (!requestId || !/^[A-Za-z0-9._:-]{1,128}$/.test(requestId)) problems.push('X-Request-Id missing or malformed');
  const operation = operationFor(res.method, res.path);
  if (!operation) {
    // Unknown paths and methods: only errors, always in the envelope.
    if (res.status < 400) problems.push(`${res.method} ${res.path} is not in the contract but answered ${res.status}`);
    const validate = schemaValidator(definition.components.schemas.ErrorResponse as object);
    if (!validate(res.body)) problems.push(`error body: ${ajv.errorsText(validate.errors)}`);
    return problems;
  }
  const declared = (operation.responses ?? {}) as Record<string, { content?: Record<string, { schema: object }>; headers?: Record<string, { required?: boolean; schema: object }> }>;
  const response = declared[String(res.status)] ?? declared[`${String(res.status)[0]}XX`] ?? declared.default;
  if (!response) return [...problems, `${operation.operationId}: status ${res.status} is not declared`];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = res.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`${operation.operationId} ${res.status}: required header ${name} missing`);
      continue;
    }
    const schema = header.schema as { type?: string };
    const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
    const validate = schemaValidator(header.schema);
    if (!validate(typed)) problems.push(`${operation.operationId} ${res.status}: header ${name}=${value}: ${ajv.errorsText(validate.errors)}`);
  }
  const content = response.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) return problems;
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const media = content[type];
  if (!media) return [...problems, `${operation.operationId} ${res.status}: content type ${type} not in ${mediaTypes.join(', ')}`];
  const validate = schemaValidator(media.schema);
  if (!validate(res.body)) problems.push(`${operation.operationId} ${res.status}: body: ${ajv.errorsText(validate.errors)}`);
  return problems;
}
