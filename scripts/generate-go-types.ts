// The Go client's types, generated from openapi.yaml (npm run clients:generate): one Go type per
// schema the operations and webhooks use, and a test table of every example of the contract.
//   clients/go/types.go          structs, enums as typed string constants, one per schema
//   clients/go/examples_test.go  every request, response and webhook example with the type it decodes into
//
// How a schema becomes Go:
// - an object with properties: a struct, one field per property in the contract's order, named in
//   Go style (`buyer_id` -> BuyerID); allOf parts are merged into one struct;
// - a required field is a value (or a pointer when it may be null); an optional field is a pointer
//   (a slice or map as such) with `omitempty`, so a request built from a struct sends only what is set;
// - a string enum: a named string type with one constant per value (OrderStatusDraft);
// - an object of named values (`additionalProperties: {schema}`): a map;
// - "X or null" (`type: [X, 'null']`, or a oneOf/anyOf of X and null): X, as a pointer;
// - the fallbacks: a free-form object (no properties, or `additionalProperties: true`) or any other
//   oneOf/anyOf is json.RawMessage (decode it once its kind is known, e.g. an event's `data` by its
//   `type` into OrderUpdatedEventData); a value of several scalar types
//   (a decimal given as a string or a number) is `any`.
// Inline schemas are named after where they stand: the parent type and the field (BuyerSearchResponseData),
// `Item` for the items of an array; inline request and response bodies after the operation.

type Json = Record<string, any>;

/** A Go type expression for a schema. */
export interface GoType {
  expr: string;
  /** The JSON value may be null. */
  nullable: boolean;
  /** nil is already a value of the type (slices, maps, json.RawMessage, any): no pointer needed. */
  nilable: boolean;
}

/** Hand-written in the client: the generated code uses them by name. */
const HAND_WRITTEN: Readonly<Record<string, string>> = { ErrorCode: 'ErrorCode' };
/** Names the client's own code uses: a schema named so would collide. */
const RESERVED = new Set(['Client', 'Config', 'Error', 'Operation', 'Operations', 'RequestOptions', 'RetryPolicy', 'ClientCredentials', 'ErrorCodes']);
/** Words written in capitals in Go names (Go's own style: ID, URL, HTTP). */
const INITIALISMS = new Set(['id', 'url', 'uri', 'api', 'http', 'https', 'ip', 'json', 'pdf', 'hs', 'vat', 'usd', 'ai', 'fx', 'iso', 'jwt', 'ttl', 'utc', 'eu', 'uk', 'us', 'wto', 'mfn']);

/** Names of values made of symbols only (the `*` of every event type). */
const SYMBOLS: Readonly<Record<string, string>> = { '*': 'All', '': 'Empty' };

/** `buyer_id` -> `BuyerID`, `order.updated` -> `OrderUpdated`. */
export function goName(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w) => (INITIALISMS.has(w.toLowerCase()) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1))).join('');
  if (name === '') {
    if (SYMBOLS[text] === undefined) throw new Error(`no Go name for ${JSON.stringify(text)}`);
    return SYMBOLS[text]!;
  }
  return /^[0-9]/.test(name) ? `V${name}` : name;
}

const RAW: GoType = { expr: 'json.RawMessage', nullable: true, nilable: true };
const ANY: GoType = { expr: 'any', nullable: true, nilable: true };

interface Definition {
  name: string;
  text: string;
}

export class GoTypes {
  private readonly definitions = new Map<string, Definition>();
  /** Which schema each defined name was made from, to refuse two schemas under one name. */
  private readonly origins = new Map<string, unknown>();
  private readonly components = new Map<string, GoType>();
  /** Components being made: a schema that contains itself refers to its struct by name. */
  private readonly making = new Set<string>();

  constructor(private readonly doc: Json) {}

  private resolve(node: Json): Json {
    let current = node;
    while (current && typeof current.$ref === 'string') current = this.pointer(current.$ref);
    return current;
  }

  private pointer(ref: string): Json {
    return ref.slice(2).split('/').reduce((acc: Json, key: string) => acc[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc);
  }

  /** The Go type of a schema; `hint` names it when it needs a named type. */
  typeOf(schema: Json | undefined, hint: string): GoType {
    if (!schema || typeof schema !== 'object') return RAW;
    if (typeof schema.$ref === 'string') return this.component(schema.$ref);
    const variants = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(variants)) {
      const others = variants.filter((v: Json) => this.resolve(v)?.type !== 'null');
      if (others.length === 1 && variants.length === 2) return { ...this.typeOf(others[0], hint), nullable: true };
      return RAW;
    }
    if (Array.isArray(schema.allOf)) {
      // allOf of one non-object part only adds words to it (a described enum); objects are merged into a struct of this name.
      const only = schema.allOf.length === 1 && !schema.properties ? this.resolve(schema.allOf[0]) : null;
      const objectLike = (part: Json | null) => part && (part.type === 'object' || part.properties || part.allOf);
      return only && !objectLike(only) ? this.typeOf(schema.allOf[0], hint) : this.struct(this.merged(schema), hint);
    }
    const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const nullable = types.includes('null') || (Array.isArray(schema.enum) && schema.enum.includes(null));
    const concrete = types.filter((t) => t !== 'null');
    if (concrete.length > 1) return ANY;
    const type = concrete[0] ?? (schema.properties || schema.additionalProperties ? 'object' : undefined);
    const values = Array.isArray(schema.enum) ? schema.enum.filter((v: unknown) => v !== null) : [];
    if (values.length > 0 && values.every((v: unknown) => typeof v === 'string') && schema.const === undefined) {
      return { expr: this.enumType(hint, values, schema), nullable, nilable: false };
    }
    const scalar = (expr: string): GoType => ({ expr, nullable, nilable: false });
    switch (type) {
      case 'string': return scalar('string');
      case 'integer': return scalar('int64');
      case 'number': return scalar('float64');
      case 'boolean': return scalar('bool');
      case 'array': {
        const item = this.typeOf(schema.items, `${hint}Item`);
        return { expr: `[]${item.nullable && !item.nilable ? '*' : ''}${item.expr}`, nullable, nilable: true };
      }
      case 'object': {
        // An object open to any other member (an event's `data`, whose shape its type decides) stays raw JSON.
        if (schema.additionalProperties === true) return RAW;
        if (schema.properties && Object.keys(schema.properties).length > 0) {
          return { ...this.struct(schema, hint), nullable };
        }
        const extra = schema.additionalProperties;
        if (extra && typeof extra === 'object') {
          const value = this.typeOf(extra, `${hint}Value`);
          return { expr: `map[string]${value.nullable && !value.nilable ? '*' : ''}${value.expr}`, nullable, nilable: true };
        }
        return RAW;
      }
      default:
        return schema.const !== undefined ? this.typeOf({ type: typeof schema.const === 'number' ? 'number' : typeof schema.const }, hint) : RAW;
    }
  }

  /** A component schema, named after the component; made once. */
  private component(ref: string): GoType {
    const name = ref.split('/').pop()!;
    if (!ref.startsWith('#/components/schemas/')) return this.typeOf(this.pointer(ref), goName(name));
    if (HAND_WRITTEN[name]) return { expr: HAND_WRITTEN[name]!, nullable: false, nilable: false };
    let type = this.components.get(name);
    if (!type) {
      if (RESERVED.has(name)) throw new Error(`the schema ${name} would collide with the Go client's own ${name}`);
      if (this.making.has(name)) return { expr: name, nullable: false, nilable: false };
      this.making.add(name);
      type = this.typeOf(this.pointer(ref), name);
      this.making.delete(name);
      this.components.set(name, type);
    }
    return type;
  }

  /** allOf parts merged into one object schema: properties in order, every part's required. */
  private merged(schema: Json): Json {
    const properties: Json = {};
    const required = new Set<string>();
    const parts = [...schema.allOf, { properties: schema.properties ?? {}, required: schema.required ?? [] }];
    for (const part of parts) {
      let resolved = this.resolve(part);
      if (Array.isArray(resolved.allOf)) resolved = this.merged(resolved);
      Object.assign(properties, resolved.properties ?? {});
      for (const name of resolved.required ?? []) required.add(name);
    }
    return { type: 'object', description: schema.description, properties, required: [...required] };
  }

  private define(name: string, origin: unknown, text: () => string): void {
    if (RESERVED.has(name)) throw new Error(`the Go type ${name} would collide with the client's own ${name}`);
    const known = this.origins.get(name);
    if (known !== undefined) {
      if (JSON.stringify(known) !== JSON.stringify(origin)) throw new Error(`two different schemas would both be the Go type ${name}`);
      return;
    }
    this.origins.set(name, origin);
    this.definitions.set(name, { name, text: '' });
    this.definitions.set(name, { name, text: text() });
  }

  private struct(schema: Json, name: string): GoType {
    this.define(name, schema, () => {
      const required = new Set<string>(schema.required ?? []);
      const seen = new Map<string, string>();
      const fields = Object.entries<Json>(schema.properties ?? {}).map(([json, property]) => {
        const field = goName(json);
        const clash = seen.get(field);
        if (clash !== undefined) throw new Error(`${name}: the properties ${clash} and ${json} would both be the field ${field}`);
        seen.set(field, json);
        const type = this.typeOf(property, name + field);
        const optional = !required.has(json);
        const pointer = (type.nullable || optional) && !type.nilable ? '*' : '';
        return [field, `${pointer}${type.expr}`, `\`json:"${json}${optional ? ',omitempty' : ''}"\``];
      });
      return `${comment(name, schema.description)}type ${name} struct {\n${aligned(fields).join('\n')}\n}\n`;
    });
    return { expr: name, nullable: false, nilable: false };
  }

  private enumType(name: string, values: string[], schema: Json): string {
    this.define(name, { enum: values }, () => {
      const constants = new Map<string, string>();
      for (const value of values) {
        const constant = name + goName(value);
        if (constants.has(constant)) throw new Error(`${name}: the values ${constants.get(constant)} and ${value} would both be the constant ${constant}`);
        constants.set(constant, value);
      }
      const lines = aligned([...constants].map(([constant, value]) => [constant, name, `= ${JSON.stringify(value)}`]));
      return `${comment(name, schema.description)}type ${name} string\n\n// The values of ${name}.\nconst (\n${lines.join('\n')}\n)\n`;
    });
    return name;
  }

  /** Every named type made so far, in name order. */
  render(): string {
    return [...this.definitions.values()].sort((a, b) => a.name.localeCompare(b.name)).map((d) => d.text).join('\n');
  }
}

/** Rows of cells as gofmt lays them out: each column but the last padded to its widest cell plus one space. */
function aligned(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]!.length))) ?? [];
  return rows.map((row) => `\t${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]! + 1))).join('')}`);
}

/** A doc comment from the first sentence of a description. */
function comment(name: string, description: unknown): string {
  const text = typeof description === 'string' ? description.replace(/\s+/g, ' ').trim() : '';
  const sentence = /^(.*?\.)(\s|$)/.exec(text)?.[1] ?? text;
  const words = sentence.replace(/`/g, '');
  return words ? `// ${name}: ${words.length > 200 ? `${words.slice(0, 197)}...` : words}\n` : `// ${name} is a schema of the contract.\n`;
}

export interface ContractExample {
  operation: string;
  kind: 'request' | 'response' | 'webhook';
  status: string;
  name: string;
  type: string;
  value: unknown;
}

export interface GoOperationTypes {
  /** The Go type each operation's method returns (the success envelope's `data`), or null for a file. */
  returns: Map<string, GoType | null>;
  examples: ContractExample[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The types of every operation's request, responses and the webhooks, with every example. */
export function goOperationTypes(doc: Json, types: GoTypes): GoOperationTypes {
  const resolve = (node: Json): Json => {
    let current = node;
    while (current && typeof current.$ref === 'string') current = current.$ref.slice(2).split('/').reduce((acc: Json, key: string) => acc[key], doc);
    return current;
  };
  const returns = new Map<string, GoType | null>();
  const examples: ContractExample[] = [];
  const collect = (operation: string, kind: ContractExample['kind'], status: string, media: Json, type: GoType) => {
    const named: [string, unknown][] = Object.entries<Json>(media.examples ?? {}).map(([name, example]) => [name, resolve(example).value]);
    if (media.example !== undefined) named.push(['example', media.example]);
    for (const [name, value] of named) examples.push({ operation, kind, status, name, type: type.expr, value });
  };
  const inline = (schema: Json, hint: string) => types.typeOf(schema, hint);

  for (const item of Object.values<Json>(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const id = op.operationId as string;
      const base = id[0]!.toUpperCase() + id.slice(1);
      for (const media of Object.values<Json>(resolve(op.requestBody ?? {}).content ?? {})) {
        collect(id, 'request', '', media, inline(media.schema, `${base}Request`));
      }
      returns.set(id, null);
      for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
        const media = resolve(response).content?.['application/json'];
        if (!media?.schema) continue;
        const type = inline(media.schema, `${base}${status === '200' ? '' : status}Response`);
        collect(id, 'response', status, media, type);
        if (status !== '200') continue;
        // The method returns the success envelope's `data` (`status: success`), else the whole answer.
        const schema = resolve(media.schema);
        const data = schema.properties?.status?.const === 'success' ? schema.properties.data : undefined;
        returns.set(id, data ? inline(data, `${type.expr}Data`) : type);
      }
    }
  }
  for (const [event, item] of Object.entries<Json>(doc.webhooks ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      for (const media of Object.values<Json>(resolve(op?.requestBody ?? {}).content ?? {})) {
        collect(event, 'webhook', '', media, inline(media.schema, `${goName(event)}Payload`));
      }
    }
  }
  return { returns, examples };
}

/** A Go string literal: a raw string when it can be one. */
function goString(text: string): string {
  return text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
}

export function renderGoExamples(header: string, examples: ContractExample[]): string {
  const rows = examples.map((e) => `\t{Operation: ${JSON.stringify(e.operation)}, Kind: ${JSON.stringify(e.kind)}, Status: ${JSON.stringify(e.status)}, Name: ${JSON.stringify(e.name)}, Type: ${JSON.stringify(e.type)}, New: func() any { return new(${e.type}) }, JSON: ${goString(JSON.stringify(e.value))}},`);
  return `${header}
package etp

// contractExample is one example of openapi.yaml and the type of this client it decodes into.
type contractExample struct {
\tOperation, Kind, Status, Name, Type string
\tNew                                 func() any
\tJSON                                string
}

// contractExamples: every request, response and webhook example of the contract.
var contractExamples = []contractExample{
${rows.join('\n')}
}
`;
}
