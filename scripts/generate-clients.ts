// npm run clients:generate: the operation tables of the three official clients (clients/node,
// clients/python, clients/go) are written from openapi.yaml, so an operation added to the contract
// appears in every client after one command. Paths carry the server prefix; clients take the host. With --check (CI), nothing is written: the command
// fails when any client is stale. Transport, auth, retries, errors and paging are hand-written in
// each client and read these tables.
//   clients/node/src/schema.ts       generated/openapi-client.ts (request and response types)
//   clients/node/src/operations.ts   operation table (method, path, parameters, list field, Idempotency-Key, safe)
//   clients/node/src/stream-schema.ts generated/asyncapi.ts (stream message types)
//   clients/python/etp_client/_operations.py   table + one snake_case method per operation (typed arguments)
//   clients/go/operations.go                   table + one method per operation, returning its type
//   clients/go/types.go, examples_test.go      the contract's schemas as Go types, its examples (generate-go-types.ts)
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { parse } from 'yaml';
import { projectPath } from '../src/paths.js';
import { GoTypes, goOperationTypes, renderGoExamples, type GoType } from './generate-go-types.js';

interface OperationSpec {
  id: string;
  method: string;
  path: string;
  pathParams: string[];
  /** schema: the parameter's resolved JSON Schema (the Python client types its argument from it). */
  query: { name: string; required: boolean; schema: Json }[];
  body: 'none' | 'json' | 'form';
  /** For list operations: the field of `data` that holds the page's items. */
  listField: string | null;
  isPublic: boolean;
  /** The success response's media type: JSON, or a file (a PDF) returned as bytes. */
  accept: string;
  /** Declares the Idempotency-Key header (a write): the clients send one key on every attempt. */
  takesIdempotencyKey: boolean;
  /** Stores nothing (a GET, or marked `x-safe: true`): repeating it is harmless, so it is retried without a key. */
  safe: boolean;
}

type Json = Record<string, any>;

const HEADER = (comment: string) =>
  `${comment} Generated from openapi.yaml by \`npm run clients:generate\`. Do not edit.\n`;

function resolve(doc: Json, node: Json): Json {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref.slice(2).split('/').reduce((acc: Json, key: string) => acc[key], doc);
  }
  return current;
}

function readOperations(doc: Json): OperationSpec[] {
  const out: OperationSpec[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op?.operationId) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => resolve(doc, p));
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const query = params.filter((p) => p.in === 'query').map((p) => ({ name: p.name as string, required: p.required === true, schema: resolve(doc, p.schema ?? {}) }));
      let body: OperationSpec['body'] = 'none';
      // GET bodies are never sent: many HTTP stacks cannot, and the query form means the same.
      if (op.requestBody && method !== 'get') {
        const content = resolve(doc, op.requestBody).content ?? {};
        body = content['application/json'] ? 'json' : 'form';
      }
      let listField: string | null = null;
      const ok = op.responses?.['200'] && resolve(doc, op.responses['200']);
      const schema = ok?.content?.['application/json']?.schema && resolve(doc, ok.content['application/json'].schema);
      const data = schema?.properties?.data && resolve(doc, schema.properties.data);
      if (data?.properties?.has_more) {
        listField = Object.entries<Json>(data.properties).find(([, s]) => resolve(doc, s).type === 'array')?.[0] ?? null;
      }
      const security = op.security ?? doc.security ?? [];
      // The path as sent to the host: the server's prefix (/api/v1, or none for the OAuth endpoints).
      const server = (op.servers ?? item.servers ?? doc.servers)[0].url as string;
      const prefix = new URL(server).pathname.replace(/\/$/, '');
      const accept = Object.keys(ok?.content ?? { 'application/json': {} })[0]!;
      const takesIdempotencyKey = params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key');
      const safe = method === 'get' || op['x-safe'] === true;
      out.push({ id: op.operationId, method: method.toUpperCase(), path: prefix + path, pathParams, query, body, listField, isPublic: security.length === 0, accept, takesIdempotencyKey, safe });
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** Mechanical snake_case: every capital starts a word (`createOAuthClient` -> `create_o_auth_client`). */
const mechanicalSnake = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
/** Words of the contract's operationIds written with inner capitals that are one word in snake_case. */
const WHOLE_WORDS = ['OAuth'];
/** The Python method name: snake_case as Python developers write it (`create_oauth_client`). */
const snake = (id: string) => mechanicalSnake(WHOLE_WORDS.reduce((name, word) => name.replaceAll(word, word[0] + word.slice(1).toLowerCase()), id));
const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);
const goIdent = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const codePascal = (code: string) => code.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

function renderNode(ops: OperationSpec[], codes: string[]): string {
  const rows = ops.map((op) => `  ${op.id}: ${JSON.stringify({ method: op.method, path: op.path, pathParams: op.pathParams, query: op.query.map((q) => q.name), body: op.body, listField: op.listField, isPublic: op.isPublic, accept: op.accept, takesIdempotencyKey: op.takesIdempotencyKey, safe: op.safe })},`);
  return `${HEADER('//')}
export const operations = {
${rows.join('\n')}
} as const;

export type OperationId = keyof typeof operations;

/** The contract's ErrorCode values. */
export const errorCodes = ${JSON.stringify(codes)} as const;

export type ErrorCode = (typeof errorCodes)[number];
`;
}

/** A query parameter's Python type: enums as Literal, arrays as sequences, anything unknown as Any. */
function pyType(doc: Json, schema: Json): string {
  if (Array.isArray(schema.enum) && schema.enum.every((v: unknown) => typeof v === 'string')) {
    return `Literal[${schema.enum.map((v: string) => JSON.stringify(v)).join(', ')}]`;
  }
  switch (schema.type) {
    case 'string': return 'str';
    case 'integer': return 'int';
    case 'number': return 'float';
    case 'boolean': return 'bool';
    case 'array': return `Sequence[${pyType(doc, resolve(doc, schema.items ?? {}))}]`;
    default: return 'Any';
  }
}

function renderPython(doc: Json, ops: OperationSpec[], codes: string[]): string {
  const table = ops.map((op) => `    ${JSON.stringify(op.id)}: Operation(${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, ${pyTuple(op.pathParams)}, ${pyTuple(op.query.map((q) => q.name))}, ${JSON.stringify(op.body)}, ${op.listField === null ? 'None' : JSON.stringify(op.listField)}, ${op.isPublic ? 'True' : 'False'}, ${JSON.stringify(op.accept)}, ${op.takesIdempotencyKey ? 'True' : 'False'}, ${op.safe ? 'True' : 'False'}),`);
  const methods = ops.map((op) => {
    const args = ['self', ...op.pathParams.map((p) => `${p}: str`), '*',
      ...op.query.filter((q) => q.required).map((q) => `${q.name}: ${pyType(doc, q.schema)}`),
      ...op.query.filter((q) => !q.required).map((q) => `${q.name}: Optional[${pyType(doc, q.schema)}] = None`),
      ...(op.body === 'none' ? [] : ['body: Optional[Mapping[str, Any]] = None']),
      'options: Optional[RequestOptions] = None'];
    const path = `{${op.pathParams.map((p) => `${JSON.stringify(p)}: ${p}`).join(', ')}}`;
    const query = `{${op.query.map((q) => `${JSON.stringify(q.name)}: ${q.name}`).join(', ')}}`;
    // A file operation (the document PDF) returns the body's bytes; JSON ones the parsed `data`.
    const returns = op.accept === 'application/json' ? 'Any' : 'bytes';
    const method = `    def ${snake(op.id)}(${args.join(', ')}) -> ${returns}:
        """${op.method} ${op.path}"""
        return self._call(${JSON.stringify(op.id)}, ${path}, ${query}, ${op.body === 'none' ? 'None' : 'body'}, options)
`;
    const oldName = mechanicalSnake(op.id);
    if (oldName === snake(op.id)) return method;
    // The name earlier versions generated stays, as a deprecated alias with the same arguments.
    const forwarded = [...op.pathParams, ...op.query.map((q) => `${q.name}=${q.name}`), ...(op.body === 'none' ? [] : ['body=body']), 'options=options'];
    return `${method}
    def ${oldName}(${args.join(', ')}) -> ${returns}:
        """Deprecated: use ${snake(op.id)}."""
        _deprecated(${JSON.stringify(oldName)}, ${JSON.stringify(snake(op.id))})
        return self.${snake(op.id)}(${forwarded.join(', ')})
`;
  });
  const deprecatedNames = ops.filter((op) => mechanicalSnake(op.id) !== snake(op.id));
  const methodNames = ops.map((op) => `    ${JSON.stringify(op.id)}: ${JSON.stringify(snake(op.id))},`);
  // Only the names used: the client is type-checked in strict mode, which refuses unused imports.
  const typingNames = ['Any', 'Dict', 'Literal', 'Mapping', 'NamedTuple', 'Optional', 'Sequence', 'Tuple']
    .filter((name) => !['Literal', 'Sequence'].includes(name) || methods.some((m) => m.includes(`${name}[`)));
  return `${HEADER('#')}
${deprecatedNames.length > 0 ? 'import warnings\n' : ''}from enum import Enum
from typing import ${typingNames.join(', ')}

from ._options import RequestOptions


class ErrorCode(str, Enum):
    \"\"\"The contract's ErrorCode: compare ApiError.code with these.\"\"\"

${codes.map((c) => `    ${c.toUpperCase()} = ${JSON.stringify(c)}`).join('\n')}


class Operation(NamedTuple):
    method: str
    path: str
    path_params: Tuple[str, ...]
    query: Tuple[str, ...]
    body: str
    list_field: Optional[str]
    is_public: bool
    accept: str = "application/json"
    # Declares the Idempotency-Key header (a write): one key is sent on every attempt.
    takes_idempotency_key: bool = False
    # Stores nothing (a GET, or marked x-safe in the contract): retried without a key.
    safe: bool = False


OPERATIONS: Dict[str, Operation] = {
${table.join('\n')}
}

# The client's method of each operation (operationId -> method name).
METHOD_NAMES: Dict[str, str] = {
${methodNames.join('\n')}
}

# Names earlier versions of the client used, kept as deprecated aliases (old name -> method name).
DEPRECATED_METHOD_NAMES: Dict[str, str] = {
${deprecatedNames.map((op) => `    ${JSON.stringify(mechanicalSnake(op.id))}: ${JSON.stringify(snake(op.id))},`).join('\n')}
}
${deprecatedNames.length === 0 ? '' : `

def _deprecated(old: str, new: str) -> None:
    warnings.warn(f"{old} is deprecated; use {new}", DeprecationWarning, stacklevel=3)
`}

class GeneratedOperations:
    def _call(self, operation_id: str, path: Mapping[str, str], query: Mapping[str, Any], body: Optional[Mapping[str, Any]], options: Optional[RequestOptions]) -> Any:
        raise NotImplementedError

${methods.join('\n')}`;
}

function pyTuple(items: string[]): string {
  if (items.length === 0) return '()';
  return `(${items.map((i) => JSON.stringify(i)).join(', ')},)`;
}

function renderGo(ops: OperationSpec[], codes: string[], returns: Map<string, GoType | null>): string {
  const table = ops.map((op) => `\t{ID: ${JSON.stringify(op.id)}, Method: ${JSON.stringify(op.method)}, Path: ${JSON.stringify(op.path)}, PathParams: []string{${op.pathParams.map((p) => JSON.stringify(p)).join(', ')}}, Query: []string{${op.query.map((q) => JSON.stringify(q.name)).join(', ')}}, Body: ${JSON.stringify(op.body)}, ListField: ${JSON.stringify(op.listField ?? '')}, IsPublic: ${op.isPublic}, Accept: ${JSON.stringify(op.accept)}, TakesIdempotencyKey: ${op.takesIdempotencyKey}, Safe: ${op.safe}},`);
  const methods = ops.map((op) => {
    const args = ['ctx context.Context', ...op.pathParams.map((p) => `${goIdent(p)} string`), ...(op.body === 'none' ? [] : ['body any']), 'opts *RequestOptions'];
    const pathMap = `map[string]string{${op.pathParams.map((p) => `${JSON.stringify(p)}: ${goIdent(p)}`).join(', ')}}`;
    if (op.accept !== 'application/json') {
      return `// ${pascal(op.id)} calls ${op.method} ${op.path} (operationId ${op.id}) and returns the file (${op.accept}).
func (c *Client) ${pascal(op.id)}(${args.join(', ')}) ([]byte, error) {
\treturn c.CallBytes(ctx, ${JSON.stringify(op.id)}, ${pathMap}, ${op.body === 'none' ? 'nil' : 'body'}, opts)
}
`;
    }
    const type = returns.get(op.id);
    if (!type) throw new Error(`${op.id}: no JSON schema for its 200 answer`);
    const call = `c.CallInto(ctx, ${JSON.stringify(op.id)}, ${pathMap}, ${op.body === 'none' ? 'nil' : 'body'}, opts, `;
    // A struct comes back as a pointer; a map, slice or raw JSON as it is.
    const [result, made, back] = type.nilable ? [type.expr, `var out ${type.expr}`, 'out'] : [`*${type.expr}`, `out := new(${type.expr})`, 'out'];
    return `// ${pascal(op.id)} calls ${op.method} ${op.path} (operationId ${op.id}).
func (c *Client) ${pascal(op.id)}(${args.join(', ')}) (${result}, error) {
\t${made}
\tif err := ${call}${type.nilable ? '&out' : 'out'}); err != nil {
\t\treturn nil, err
\t}
\treturn ${back}, nil
}
`;
  });
  return `${HEADER('//')}
package etp

import "context"

// Operations is the contract's operation table, keyed by operationId.
var Operations = operationTable([]Operation{
${table.join('\n')}
})

// The contract's ErrorCode values.
${codes.map((c) => `const Err${codePascal(c)} ErrorCode = ${JSON.stringify(c)}`).join('\n')}

// ErrorCodes lists every ErrorCode of the contract.
var ErrorCodes = []ErrorCode{${codes.map((c) => `Err${codePascal(c)}`).join(', ')}}

${methods.join('\n')}`;
}

const doc = parse(readFileSync(projectPath('openapi.yaml'), 'utf8')) as Json;
const ops = readOperations(doc);
const goTypes = new GoTypes(doc);
const goOperations = goOperationTypes(doc, goTypes);
const goTypesSource = goTypes.render();
const codes = doc.components.schemas.ErrorCode.enum as string[];
const schemaSource = readFileSync(projectPath('generated', 'openapi-client.ts'), 'utf8')
  .replace(/^\/\/ Generated from openapi\.yaml.*\n/, '');
// The stream client's message types: generated/asyncapi.ts, written from asyncapi.yaml.
const streamSchemaSource = readFileSync(projectPath('generated', 'asyncapi.ts'), 'utf8')
  .replace(/^\/\/ Generated from asyncapi\.yaml.*\n/, '');
const outputs: Record<string, string> = {
  'clients/node/src/schema.ts': HEADER('//') + schemaSource,
  'clients/node/src/stream-schema.ts': HEADER('//').replace('openapi.yaml', 'asyncapi.yaml') + streamSchemaSource,
  'clients/node/src/operations.ts': renderNode(ops, codes),
  'clients/python/etp_client/_operations.py': renderPython(doc, ops, codes),
  'clients/go/operations.go': renderGo(ops, codes, goOperations.returns),
  'clients/go/types.go': `${HEADER('//')}\npackage etp\n${goTypesSource.includes('json.RawMessage') ? '\nimport "encoding/json"\n' : ''}\n${goTypesSource}`,
  'clients/go/examples_test.go': renderGoExamples(HEADER('//'), goOperations.examples),
};

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [file, text] of Object.entries(outputs)) {
  const target = projectPath(...file.split('/'));
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(file);
  else writeFileSync(target, text);
}
if (stale.length > 0) {
  console.error(`Stale client code (run \`npm run clients:generate\`): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(check ? `clients are current (${ops.length} operations)` : `clients written (${ops.length} operations)`);
