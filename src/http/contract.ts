import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Document } from 'openapi-backend';

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
export const ASYNCAPI_PATH = fileURLToPath(new URL('../../asyncapi.yaml', import.meta.url));

/** The OpenAPI contract as an object: the source of routes, validation and required scopes. */
export function loadContract(): Document {
  return parse(readFileSync(OPENAPI_PATH, 'utf8')) as Document;
}
