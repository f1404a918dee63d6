import { existsSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import type { Document } from 'openapi-backend';
import { OPENAPI_JSON_PATH, OPENAPI_PATH } from '../paths.js';

/** The OpenAPI contract as an object: the source of routes, validation and required scopes. */
export function loadContract(): Document {
  const copyIsCurrent = existsSync(OPENAPI_JSON_PATH) && statSync(OPENAPI_JSON_PATH).mtimeMs >= statSync(OPENAPI_PATH).mtimeMs;
  if (copyIsCurrent) return JSON.parse(readFileSync(OPENAPI_JSON_PATH, 'utf8')) as Document;
  return parse(readFileSync(OPENAPI_PATH, 'utf8')) as Document;
}
