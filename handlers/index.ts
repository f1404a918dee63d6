import type { HandlerMap } from '../src/http/handler-types.js';
import { listEvents } from './listEvents.js';
import { getEvent } from './getEvent.js';
import { listWebhookEndpoints } from './listWebhookEndpoints.js';
import { createWebhookEndpoint } from './createWebhookEndpoint.js';
import { getWebhookEndpoint } from './getWebhookEndpoint.js';
import { updateWebhookEndpoint } from './updateWebhookEndpoint.js';
import { deleteWebhookEndpoint } from './deleteWebhookEndpoint.js';
import { rotateWebhookEndpointSecret } from './rotateWebhookEndpointSecret.js';
import { testWebhookEndpoint } from './testWebhookEndpoint.js';
import { listWebhookDeliveries } from './listWebhookDeliveries.js';
import { retryWebhookDelivery } from './retryWebhookDelivery.js';
import { calculatePrice } from './calculatePrice.js';
import { classifyProduct } from './classifyProduct.js';
import { createAccessToken } from './createAccessToken.js';
import { createApiKey } from './createApiKey.js';
import { createDocument } from './createDocument.js';
import { createOAuthClient } from './createOAuthClient.js';
import { createOrder } from './createOrder.js';
import { createShipment } from './createShipment.js';
import { createShipmentEvent } from './createShipmentEvent.js';
import { createStreamTicket } from './createStreamTicket.js';
import { getBuyer } from './getBuyer.js';
import { getDocument } from './getDocument.js';
import { getDocumentFile } from './getDocumentFile.js';
import { getExporterProfile } from './getExporterProfile.js';
import { getHealth } from './getHealth.js';
import { getJsonWebKeySet } from './getJsonWebKeySet.js';
import { getMarket } from './getMarket.js';
import { getOrder } from './getOrder.js';
import { getReadiness } from './getReadiness.js';
import { getShipment } from './getShipment.js';
import { listApiKeys } from './listApiKeys.js';
import { listCustomsTariffs } from './listCustomsTariffs.js';
import { listDocuments } from './listDocuments.js';
import { listExchangeRates } from './listExchangeRates.js';
import { listMarkets } from './listMarkets.js';
import { listOAuthClients } from './listOAuthClients.js';
import { listOrderHistory } from './listOrderHistory.js';
import { listOrders } from './listOrders.js';
import { listShipments } from './listShipments.js';
import { revokeApiKey } from './revokeApiKey.js';
import { revokeOAuthClient } from './revokeOAuthClient.js';
import { rotateApiKey } from './rotateApiKey.js';
import { rotateOAuthClientSecret } from './rotateOAuthClientSecret.js';
import { searchBuyers } from './searchBuyers.js';
import { listBuyerAlerts } from './listBuyerAlerts.js';
import { createBuyerAlert } from './createBuyerAlert.js';
import { getBuyerAlert } from './getBuyerAlert.js';
import { deleteBuyerAlert } from './deleteBuyerAlert.js';
import { searchHsCodes } from './searchHsCodes.js';
import { updateExporterProfile } from './updateExporterProfile.js';
import { updateOrder } from './updateOrder.js';
import { createQuote } from './createQuote.js';
import { getQuote } from './getQuote.js';
import { listQuotes } from './listQuotes.js';
import { updateQuote } from './updateQuote.js';

// The one operation table: operationId -> handler, each typed by its operation (HandlerMap checks
// the pairing). An operation of the contract missing here answers 501 not_implemented.
export const handlers: HandlerMap = {
  // Events and webhooks
  listEvents,
  getEvent,
  listWebhookEndpoints,
  createWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookEndpointSecret,
  testWebhookEndpoint,
  listWebhookDeliveries,
  retryWebhookDelivery,
  // Buyer alerts (buyer.matched)
  listBuyerAlerts,
  createBuyerAlert,
  getBuyerAlert,
  deleteBuyerAlert,
  // Buyers
  searchBuyers,
  getBuyer,
  // Orders and their shipments
  createOrder,
  listOrders,
  getOrder,
  updateOrder,
  listOrderHistory,
  createShipment,
  listShipments,
  getShipment,
  createShipmentEvent,
  // Export documents
  createDocument,
  listDocuments,
  getDocument,
  getDocumentFile,
  createStreamTicket,
  // Account
  getExporterProfile,
  updateExporterProfile,
  // Markets, exchange rates, customs, pricing (reference data)
  getMarket,
  listMarkets,
  listExchangeRates,
  listCustomsTariffs,
  searchHsCodes,
  classifyProduct,
  calculatePrice,
  // Quotes: calculations kept, accepted or cancelled
  createQuote,
  listQuotes,
  getQuote,
  updateQuote,
  // Access: API keys and OAuth clients (API keys with keys:manage only)
  listApiKeys,
  createApiKey,
  revokeApiKey,
  rotateApiKey,
  listOAuthClients,
  createOAuthClient,
  revokeOAuthClient,
  rotateOAuthClientSecret,
  // OAuth 2.0 at the root of the host: the token endpoint and the keys that verify its tokens
  createAccessToken,
  getJsonWebKeySet,
  // Operations at the root of the host: liveness and readiness probes
  getHealth,
  getReadiness,
};
