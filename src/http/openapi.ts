import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type AjvCustomizer, type Document } from 'openapi-backend';

/**
 * openapi-backend over the contract. Its own definition check knows only OpenAPI 3.0, so it is
 * skipped (`quick`; `npm run lint` checks the document) and validation uses Ajv's draft 2020-12
 * build, the dialect of OpenAPI 3.1. Query and path values are coerced and schema defaults
 * applied here, the one place that does it.
 */
export function createOpenApiBackend(definition: Document): OpenAPIBackend {
  return new OpenAPIBackend({
    definition,
    strict: true,
    quick: true,
    coerceTypes: true,
    ajvOpts: { useDefaults: true, strict: false, allErrors: true },
    customizeAjv: ((_original, ajvOpts) => {
      const ajv = new Ajv2020.default({ ...ajvOpts, strict: false });
      addFormats.default(ajv);
      return ajv as unknown as ReturnType<AjvCustomizer>;
    }) satisfies AjvCustomizer,
  });
}
