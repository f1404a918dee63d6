// Generated from openapi.yaml by `npm run generate`. Do not edit: change the contract's source and regenerate.

/** Per operation, the query parameters that have a default in the contract (present after validation). */
export interface QueryDefaults {
  searchBuyers: 'limit' | 'page';
  listBuyerAlerts: 'limit' | 'page';
  listApiKeys: 'limit' | 'page';
  listOAuthClients: 'limit' | 'page';
  listOrders: 'limit' | 'page';
  listOrderHistory: 'limit' | 'page';
  listShipments: 'limit' | 'page';
  listEvents: 'limit' | 'page';
  listWebhookEndpoints: 'limit' | 'page';
  listWebhookDeliveries: 'limit' | 'page';
  listDocuments: 'page' | 'limit';
  listMarkets: 'sort' | 'limit' | 'page';
  listExchangeRates: 'base';
  listQuotes: 'limit' | 'page';
  searchHsCodes: 'limit' | 'page';
}

/** Operations that take no credential (`security: []`). */
export type PublicOperationId = 'createAccessToken' | 'getJsonWebKeySet' | 'getHealth' | 'getReadiness';
