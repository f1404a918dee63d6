import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { LRUCache } from 'lru-cache';
import { OpenAPIBackend, type AjvCustomizer, type Document, type Operation, type Request } from 'openapi-backend';

/**
 * openapi-backend over the contract. Its own definition check knows only OpenAPI 3.0, so it is
 * skipped (`quick`; `npm run lint` checks the document) and validation uses Ajv's draft 2020-12
 * build, the dialect of OpenAPI 3.1. Query and path values are coerced and schema defaults
 * applied here, the one place that does it.
 */
export async function createOpenApiBackend(definition: Document, options: { memoizeRouting?: boolean } = {}): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition,
    strict: true,
    quick: true,
    coerceTypes: true,
    // verbose: errors carry the failing schema and value, which the error details read (ajvDetails).
    ajvOpts: { useDefaults: true, strict: false, allErrors: true, verbose: true },
    customizeAjv: ((_original, ajvOpts) => {
      const ajv = new Ajv2020.default({ ...ajvOpts, strict: false });
      addFormats.default(ajv);
      return ajv as unknown as ReturnType<AjvCustomizer>;
    }) satisfies AjvCustomizer,
  });
  await api.init();
  // Off only where the library's own behaviour is the reference (test/http/dispatch-equivalence.test.ts).
  if (options.memoizeRouting !== false) memoizeRouting(api);
  return api;
}

/**
 * openapi-backend rebuilds its flat operation list (lodash chains over the whole document) and
 * compiles path-template regexes on every request. The definition never changes after init, so
 * the list is built once and matches are remembered per method and path (bounded).
 */
function memoizeRouting(api: OpenAPIBackend): void {
  const router = api.router;
  const operations = router.getOperations();
  router.getOperations = () => operations;
  const match = router.matchOperation.bind(router);
  const matches = new LRUCache<string, Operation>({ max: 5000 });
  router.matchOperation = ((req: Request, strict?: boolean) => {
    const key = `${req.method.toLowerCase()} ${req.path}`;
    const hit = matches.get(key);
    if (hit) return hit;
    const found = match(req, strict as never);
    if (found) matches.set(key, found);
    return found;
  }) as typeof router.matchOperation;
}
