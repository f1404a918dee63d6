// Spectral ruleset of `npm run lint:spectral`: Spectral's OpenAPI rules and the OWASP API Security
// ruleset over openapi.yaml. Both come from node_modules (a JS ruleset), so the lint runs offline.
//
// The OWASP schema-bound rules (strings, integers, arrays) fight resource exhaustion by bounding
// what a client can send. They look at every schema, answers included; here they are applied to
// what a request carries (parameters and request bodies, every schema they reach through $ref),
// where the server's validator enforces them, and each finding names the operation and the field.
import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

const OPERATIONS = '[get,put,post,patch,delete,head,options]';
const FIX = 'Add it to the schema in contract/, then `npm run generate`.';

const typesOf = (schema) => (Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]);
const has = (schema, ...keys) => keys.some((k) => schema[k] !== undefined);

/** What a request-side schema lacks, per OWASP API4 (and API3 for `restricted`). */
const CHECKS = {
  limits(schema) {
    const types = typesOf(schema);
    const missing = [];
    if (types.includes('string') && !has(schema, 'maxLength', 'enum', 'const')) missing.push('a string needs maxLength (or enum/const)');
    if (types.includes('integer') || types.includes('number')) {
      if (!has(schema, 'enum', 'const')) {
        if (!has(schema, 'minimum', 'exclusiveMinimum')) missing.push(`a ${types.includes('integer') ? 'integer' : 'number'} needs minimum`);
        if (!has(schema, 'maximum', 'exclusiveMaximum')) missing.push(`a ${types.includes('integer') ? 'integer' : 'number'} needs maximum`);
      }
    }
    if (types.includes('integer') && !['int32', 'int64'].includes(schema.format)) missing.push('an integer needs format int32 or int64');
    if (types.includes('array') && !has(schema, 'maxItems')) missing.push('an array needs maxItems');
    return missing;
  },
  restricted(schema) {
    return typesOf(schema).includes('string') && !has(schema, 'format', 'pattern', 'enum', 'const') ? ['a string should have a format, pattern, enum or const'] : [];
  },
};

const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties'];

/** Every schema reachable from `schema`, with its path below it (the document is resolved: no $ref). */
function* walk(schema, path = [], seen = new Set()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  yield [schema, path];
  for (const key of SUBSCHEMAS) if (schema[key] && typeof schema[key] === 'object') yield* walk(schema[key], [...path, key], seen);
  for (const key of SCHEMA_LISTS) if (Array.isArray(schema[key])) for (const [i, sub] of schema[key].entries()) yield* walk(sub, [...path, key, i], seen);
  for (const key of SCHEMA_MAPS) if (schema[key]) for (const [name, sub] of Object.entries(schema[key])) yield* walk(sub, [...path, key, name], seen);
}

/** `/a/b` of the JSON a client sends, from a schema path (`properties/a/items/properties/b`). */
function field(path) {
  const parts = [];
  for (let i = 0; i < path.length; i++) {
    if (SCHEMA_MAPS.includes(path[i])) parts.push(String(path[++i]));
    else if (path[i] === 'items' || path[i] === 'prefixItems') parts.push('*');
  }
  return '/' + parts.join('/');
}

/** Spectral function: `target` is a parameter or a request body; `check` names a CHECKS entry. */
function requestBounds(target, { check }, context) {
  const [, route, method] = context.path;
  const operation = `${String(method).toUpperCase()} ${route}`;
  const roots = [];
  if (target && target.in && target.schema) roots.push([target.schema, ['schema'], `${target.in} parameter \`${target.name}\``]);
  else if (target && target.content)
    for (const [media, body] of Object.entries(target.content)) if (body?.schema) roots.push([body.schema, ['content', media, 'schema'], `${media} body`]);
  const results = [];
  for (const [root, rootPath, what] of roots)
    for (const [schema, path] of walk(root))
      for (const missing of CHECKS[check](schema))
        results.push({ message: `${operation}, ${what}${path.length ? ` at ${field(path)}` : ''}: ${missing}. ${FIX}`, path: [...context.path, ...rootPath, ...path] });
  return results;
}

const requestSide = [
  `$.paths[*]${OPERATIONS}.parameters[*]`,
  `$.paths[*].parameters[*]`,
  `$.paths[*]${OPERATIONS}.requestBody`,
];

export default {
  extends: [oas, owasp],
  rules: {
    'request-limits': {
      description: 'Every string, integer, number and array a request carries is bounded (OWASP API4:2023).',
      severity: 'error',
      message: '{{error}}',
      given: requestSide,
      then: { function: requestBounds, functionOptions: { check: 'limits' } },
    },
    'request-strings-restricted': {
      description: 'A request string has a format, pattern, enum or const when its values have a shape (OWASP API3:2023).',
      severity: 'warn',
      message: '{{error}}',
      given: requestSide,
      then: { function: requestBounds, functionOptions: { check: 'restricted' } },
    },
    // Replaced by request-limits / request-strings-restricted above: answers are written by the
    // service, not sent by clients, so bounds there do not limit what a request can make it do.
    'owasp:api4:2023-string-limit': 'off',
    'owasp:api4:2023-string-restricted': 'off',
    'owasp:api4:2023-integer-limit': 'off',
    'owasp:api4:2023-integer-limit-legacy': 'off',
    'owasp:api4:2023-integer-format': 'off',
    'owasp:api4:2023-array-limit': 'off',
    // CORS is off unless CORS_ORIGINS is set; the headers are then added by the server, not per operation.
    'owasp:api8:2023-define-cors-origin': 'off',
    // Every server listed is public; `x-internal` would say nothing the server descriptions do not.
    'owasp:api9:2023-inventory-access': 'off',
    // Client-credentials grants get no refresh token (RFC 6749 4.4.3); the token lifetime is bounded by the verifier and stated in the scheme.
    'owasp:api2:2023-short-lived-access-tokens': 'off',
    // OpenAPI 3.1 lets a non-OAuth scheme list roles: ApiKeyAuth lists the scopes a key must hold. Redocly's security-defined checks the schemes.
    'oas3-operation-security-defined': 'off',
  },
  overrides: [
    {
      // The token endpoint authenticates the client by the credentials in its body (RFC 6749 4.4).
      files: ['openapi.yaml#/paths/~1oauth~1token/post'],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
    {
      // The public keys that verify tokens: read without credentials, with no input to refuse.
      files: ['openapi.yaml#/paths/~1.well-known~1jwks.json/get'],
      rules: { 'owasp:api2:2023-read-restricted': 'off', 'owasp:api8:2023-define-error-responses-401': 'off', 'owasp:api8:2023-define-error-validation': 'off' },
    },
    {
      // Load balancer and orchestrator probes: open (they reveal no data), never rate limited (x-rate-limited: false).
      files: ['openapi.yaml#/paths/~1healthz/get', 'openapi.yaml#/paths/~1readyz/get', 'openapi.yaml#/components/responses/ProbeBadRequest', 'openapi.yaml#/components/responses/ProbeNotAcceptable'],
      rules: { 'owasp:api4:2023-rate-limit': 'off', 'owasp:api4:2023-rate-limit-responses-429': 'off', 'owasp:api2:2023-read-restricted': 'off', 'owasp:api8:2023-define-error-responses-401': 'off' },
    },
  ],
};
