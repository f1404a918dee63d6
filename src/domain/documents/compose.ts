import { ApiError } from '../errors.js';
import { buildRenderModel, documentNumber, type BuiltDocument } from './build.js';
import type { DocumentHost, DocumentJob } from './job.js';
import { validateRenderModel } from './validate.js';

// A job's render model, validated and numbered: what a rendering thread does before it draws.
// Everything that can refuse the request runs before the number is taken, so bad input never
// uses a number.

export async function composeDocument(job: DocumentJob, host: DocumentHost): Promise<BuiltDocument> {
  const { type, issueDate } = job;
  const year = Number(issueDate.slice(0, 4));
  const built = await buildRenderModel(type, job.request, {
    order: job.order,
    quote: job.quote,
    buyer: job.buyer,
    buyerAddress: job.buyerAddress,
    profile: job.profile,
    language: job.language,
    issueDate,
    // Until the real number is taken, so that the model validates the same either way.
    number: documentNumber(type, year, 0),
    priceWithCosts: (input) => host.priceWithCosts(input),
  });
  try {
    validateRenderModel(built.model);
  } catch (error) {
    throw error instanceof ApiError ? renamePaths(error) : error;
  }
  built.model.number = await host.takeNumber();
  return built;
}

/** The render model's names for the request's: seller and buyer are the exporter and importer, ports are top-level fields. */
const PATH_NAMES: [RegExp, string][] = [
  [/^\/seller/, '/exporter'],
  [/^\/buyer/, '/importer'],
  [/^\/transport\/port_of_loading(\/code)?/, '/port_of_loading'],
  [/^\/transport\/port_of_discharge(\/code)?/, '/port_of_discharge'],
  [/^\/transport\//, '/'],
  [/^\/incoterm_place/, '/named_place'],
];

export function renamePaths(error: ApiError): ApiError {
  const details = error.details.map((d) => ({ ...d, field: PATH_NAMES.reduce((field, [from, to]) => field.replace(from, to), d.field) }));
  return new ApiError(error.code, error.message, details, error.headers);
}
