// Writes generated/asyncapi.ts: TypeScript types for every schema of asyncapi.yaml (so for every
// message payload), plus unions of what the client sends and what the server pushes.
// openapi-typescript only reads OpenAPI, so the AsyncAPI schemas are wrapped, unchanged, in the
// `components.schemas` of a minimal OpenAPI 3.1 document; their `#/components/schemas/...`
// references stay valid there.
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3, SchemaObject } from 'openapi-typescript';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

const HEADER = '// Generated from asyncapi.yaml by `npm run generate`. Do not edit: change asyncapi.yaml and regenerate.\n';

const SCHEMA_REF = /^#\/components\/schemas\/([A-Za-z0-9_]+)$/;

type Json = Record<string, unknown>;

interface AsyncApiDoc {
  info: { title: string; version: string };
  channels: Record<string, { messages?: Record<string, Json> }>;
  components: { schemas: Record<string, SchemaObject>; messages: Record<string, Json> };
  operations: Record<string, { action: 'send' | 'receive'; messages: { $ref: string }[] }>;
}

/** Follows local `$ref`s (`#/a/b`) until a non-reference object. */
function resolve(doc: unknown, value: unknown): Json {
  let current = value as Json;
  for (let hops = 0; typeof current.$ref === 'string'; hops++) {
    if (hops > 10) throw new Error(`reference loop at ${current.$ref}`);
    const path = current.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const target = path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
    if (typeof target !== 'object' || target === null) throw new Error(`unresolved reference ${current.$ref}`);
    current = target as Json;
  }
  return current;
}

/** The component schema name of a message's payload; payloads must be named for their type to be. */
function payloadSchemaName(messageName: string, message: Json): string {
  const ref = (message.payload as Json | undefined)?.$ref;
  const match = typeof ref === 'string' ? SCHEMA_REF.exec(ref) : null;
  if (!match?.[1]) throw new Error(`message "${messageName}": payload must be a $ref to #/components/schemas/<Name>`);
  return match[1];
}

/** Payload type names of the messages in operations with the given action, in document order. */
function payloadsOfAction(doc: AsyncApiDoc, action: 'send' | 'receive'): string[] {
  const names = Object.values(doc.operations)
    .filter((op) => op.action === action)
    .flatMap((op) => op.messages.map((ref) => resolve(doc, resolve(doc, ref))))
    .map((message) => payloadSchemaName(String(message.name), message));
  return [...new Set(names)];
}

function union(names: string[]): string {
  return names.length === 0 ? 'never' : names.join(' | ');
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

function interfaceLines(name: string, members: [string, string][]): string[] {
  return [`export interface ${name} {`, ...members.map(([key, type]) => `    ${propertyKey(key)}: ${type};`), '}'];
}

/** Hand-written tail: payloads by message name and by channel, and the two directions of the socket. */
function messageTypes(doc: AsyncApiDoc): string {
  const byMessage = Object.entries(doc.components.messages).map(([key, message]): [string, string] => [
    String(message.name ?? key),
    payloadSchemaName(key, message),
  ]);
  const byChannel = Object.entries(doc.channels).map(([channel, { messages = {} }]): [string, string] => [
    channel,
    union([...new Set(Object.entries(messages).map(([key, ref]) => payloadSchemaName(key, resolve(doc, ref))))]),
  ]);
  return [
    "/** Payload type of each message, by message name (the payload's `type`). */",
    ...interfaceLines('AsyncApiMessages', byMessage),
    '/** Payload types of the messages of each channel (`control` is the connection itself). */',
    ...interfaceLines('AsyncApiChannels', byChannel),
    '/** Every message a client may send on the stream socket. */',
    `export type ClientMessage = ${union(payloadsOfAction(doc, 'receive'))};`,
    '/** Every message the server may push on the stream socket. */',
    `export type ServerMessage = ${union(payloadsOfAction(doc, 'send'))};`,
    '',
  ].join('\n');
}

/** Declarations openapi-typescript emits for the OpenAPI wrapper itself, empty here. */
const WRAPPER_DECLARATIONS = new Set(['paths', 'webhooks', 'operations', '$defs']);

function isWrapperDeclaration(node: ts.Node): boolean {
  return (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) && WRAPPER_DECLARATIONS.has(node.name.text);
}

/** The AsyncAPI schemas wrapped in the smallest OpenAPI 3.1 document openapi-typescript accepts. */
function wrapInOpenApi(doc: AsyncApiDoc): OpenAPI3 {
  return {
    openapi: '3.1.0',
    info: { title: doc.info.title, version: doc.info.version },
    paths: {},
    components: { schemas: doc.components.schemas },
  };
}

/** The full text of generated/asyncapi.ts for this asyncapi.yaml text. Pure: no file is written. */
export async function renderAsyncApiTypes(asyncapiText: string): Promise<string> {
  const doc = parseYaml(asyncapiText) as AsyncApiDoc;
  const ast = await openapiTS(wrapInOpenApi(doc), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    silent: true,
  });
  const declarations = ast.filter((node) => !isWrapperDeclaration(node));
  return `${HEADER}\n${astToString(declarations)}\n${messageTypes(doc)}`;
}
