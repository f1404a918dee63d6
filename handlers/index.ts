import type { HandlerMap } from '../src/http/handler-types.js';
import { getBuyer } from './getBuyer.js';
import { getExporterProfile } from './getExporterProfile.js';
import { searchBuyers } from './searchBuyers.js';
import { updateExporterProfile } from './updateExporterProfile.js';

// operationId -> handler. An operation of the contract missing here answers 501 not_implemented.
export const handlers: HandlerMap = {
  // Buyers
  searchBuyers,
  getBuyer,
  // Account
  getExporterProfile,
  updateExporterProfile,
};
