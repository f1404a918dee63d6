import { createHash } from 'node:crypto';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
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
  // Keyed before init, which dereferences the document in place.
  const compiled = compiledValidators(definition);
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
  shareCompiledValidators(api, compiled);
  // Off only where the library's own behaviour is the reference (test/http/dispatch-equivalence.test.ts).
  if (options.memoizeRouting !== false) memoizeRouting(api);
  return api;
}

/** An operation's compiled request validators (null: the operation has none), by operation id. */
type CompiledValidators = Map<string, ValidateFunction[] | null>;

/** By the contract's text: a handful at most (the served contract, and the changed copies some tests serve). */
const compiledByContract = new Map<string, CompiledValidators>();

function compiledValidators(definition: Document): CompiledValidators {
  const key = createHash('sha256').update(JSON.stringify(definition)).digest('hex');
  let compiled = compiledByContract.get(key);
  if (!compiled) {
    if (compiledByContract.size >= 8) compiledByContract.delete(compiledByContract.keys().next().value!);
    compiled = new Map();
    compiledByContract.set(key, compiled);
  }
  return compiled;
}

/**
 * An operation's request validators are compiled by Ajv on its first request. A second app over the
 * same contract in one process (the tests start one per file, about 80 in a run, where compiling
 * took 17 s of the test workers' CPU) takes the ones already compiled: the same schemas, options
 * and formats make the same functions. A function's only state is `errors` of its last call, which
 * the caller reads synchronously right after it (dispatch.ts), as with one app.
 */
function shareCompiledValidators(api: OpenAPIBackend, compiled: CompiledValidators): void {
  const validator = api.validator;
  const own = validator.getRequestValidatorsForOperation.bind(validator);
  validator.getRequestValidatorsForOperation = (operationId: string) => {
    if (!compiled.has(operationId)) compiled.set(operationId, own(operationId) as ValidateFunction[] | null);
    return compiled.get(operationId)! as ReturnType<typeof own>;
  };
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
