import { ApiError } from '../errors.js';
import { buildRenderModel, documentNumber, type BuiltDocument } from './build.js';
import type { DocumentHost, DocumentJob } from './job.js';
import { inRequestPaths } from './request-paths.js';
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
    throw error instanceof ApiError ? inRequestPaths(error) : error;
  }
  built.model.number = await host.takeNumber();
  return built;
}
