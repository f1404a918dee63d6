import { existsSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { projectPath } from '../paths.js';
import type { Document } from 'openapi-backend';

/** The published OpenAPI document: bundled from CONTRACT_SOURCE_PATH by `npm run generate`. */
export const OPENAPI_PATH = projectPath('openapi.yaml');
/** The root of the OpenAPI source tree (paths, schemas, examples in their own files). */
export const CONTRACT_SOURCE_PATH = projectPath('contract', 'openapi.yaml');
export const ASYNCAPI_PATH = projectPath('asyncapi.yaml');

/** A JSON copy of openapi.yaml written by `npm run build` (parsing JSON at start is ~20 times faster). */
export const OPENAPI_JSON_PATH = projectPath('dist', 'openapi.json');

/** The OpenAPI contract as an object: the source of routes, validation and required scopes. */
export function loadContract(): Document {
  const copyIsCurrent = existsSync(OPENAPI_JSON_PATH) && statSync(OPENAPI_JSON_PATH).mtimeMs >= statSync(OPENAPI_PATH).mtimeMs;
  if (copyIsCurrent) return JSON.parse(readFileSync(OPENAPI_JSON_PATH, 'utf8')) as Document;
  return parse(readFileSync(OPENAPI_PATH, 'utf8')) as Document;
}
