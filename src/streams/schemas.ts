import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { parse } from 'yaml';
import { ASYNCAPI_PATH } from '../paths.js';

// Client messages are checked against the payload schemas of asyncapi.yaml itself, so the
// document and the server cannot disagree on what a valid subscribe, unsubscribe or ack is.

type Schemas = Record<string, unknown>;

let compiled: { ajv: Ajv; byName: Map<string, ValidateFunction> } | undefined;

function load() {
  if (compiled) return compiled;
  const document = parse(readFileSync(ASYNCAPI_PATH, 'utf8')) as { components: { schemas: Schemas } };
  const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true });
  ajvFormats.default(ajv);
  ajv.addSchema({ $id: 'asyncapi', components: { schemas: document.components.schemas } });
  compiled = { ajv, byName: new Map() };
  return compiled;
}

/** The validator of one schema of components/schemas. */
export function schemaValidator(name: string): ValidateFunction {
  const { ajv, byName } = load();
  let validate = byName.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `asyncapi#/components/schemas/${name}` });
    byName.set(name, validate);
  }
  return validate;
}

/** Ajv errors as `{field, issue}` with JSON pointers into the client message. */
export function issues(errors: ErrorObject[] | null | undefined): Array<{ field: string; issue: string }> {
  const seen = new Set<string>();
  const out: Array<{ field: string; issue: string }> = [];
  for (const e of errors ?? []) {
    // oneOf over the channels: branches of other channels say nothing useful.
    if (e.keyword === 'oneOf' || (e.keyword === 'const' && e.instancePath === '/channel')) continue;
    let field = e.instancePath || '/';
    if (e.keyword === 'required') field = `${e.instancePath}/${String(e.params.missingProperty)}`;
    if (e.keyword === 'additionalProperties') field = `${e.instancePath}/${String(e.params.additionalProperty)}`;
    const issue = e.keyword === 'additionalProperties' ? 'is not a known field' : (e.message ?? 'is invalid');
    const key = `${field} ${issue}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, issue });
  }
  return out;
}
