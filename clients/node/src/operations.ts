// Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

export const operations = {
  calculatePrice: {"method":"POST","path":"/api/v1/pricing/calculate","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  classifyProduct: {"method":"POST","path":"/api/v1/customs/classify","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  createAccessToken: {"method":"POST","path":"/oauth/token","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":true},
  createApiKey: {"method":"POST","path":"/api/v1/api-keys","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  createDocument: {"method":"POST","path":"/api/v1/documents","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  createOAuthClient: {"method":"POST","path":"/api/v1/oauth-clients","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  createOrder: {"method":"POST","path":"/api/v1/orders","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  createShipment: {"method":"POST","path":"/api/v1/orders/{id}/shipments","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false},
  createShipmentEvent: {"method":"POST","path":"/api/v1/orders/{id}/shipments/{shipment_id}/events","pathParams":["id","shipment_id"],"query":[],"body":"json","listField":null,"isPublic":false},
  createStreamTicket: {"method":"POST","path":"/api/v1/stream/tickets","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":false},
  createWebhookEndpoint: {"method":"POST","path":"/api/v1/webhook-endpoints","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  deleteWebhookEndpoint: {"method":"DELETE","path":"/api/v1/webhook-endpoints/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  getBuyer: {"method":"GET","path":"/api/v1/buyers/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  getDocument: {"method":"GET","path":"/api/v1/documents/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  getDocumentFile: {"method":"GET","path":"/api/v1/documents/{id}/file","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  getEvent: {"method":"GET","path":"/api/v1/events/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  getExporterProfile: {"method":"GET","path":"/api/v1/account/profile","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":false},
  getHealth: {"method":"GET","path":"/healthz","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":true},
  getJsonWebKeySet: {"method":"GET","path":"/.well-known/jwks.json","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":true},
  getMarket: {"method":"GET","path":"/api/v1/markets/{country}","pathParams":["country"],"query":["origin"],"body":"none","listField":null,"isPublic":false},
  getOrder: {"method":"GET","path":"/api/v1/orders/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  getReadiness: {"method":"GET","path":"/readyz","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":true},
  getShipment: {"method":"GET","path":"/api/v1/orders/{id}/shipments/{shipment_id}","pathParams":["id","shipment_id"],"query":[],"body":"none","listField":null,"isPublic":false},
  getWebhookEndpoint: {"method":"GET","path":"/api/v1/webhook-endpoints/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  listApiKeys: {"method":"GET","path":"/api/v1/api-keys","pathParams":[],"query":["limit","page"],"body":"none","listField":"api_keys","isPublic":false},
  listCustomsTariffs: {"method":"GET","path":"/api/v1/customs/tariffs","pathParams":[],"query":["hs_code","destination","origin"],"body":"none","listField":null,"isPublic":false},
  listDocuments: {"method":"GET","path":"/api/v1/documents","pathParams":[],"query":["type","order_id","page","limit"],"body":"none","listField":"documents","isPublic":false},
  listEvents: {"method":"GET","path":"/api/v1/events","pathParams":[],"query":["type","created_gte","created_lt","limit","page"],"body":"none","listField":"events","isPublic":false},
  listExchangeRates: {"method":"GET","path":"/api/v1/exchange-rates","pathParams":[],"query":["base","symbols"],"body":"none","listField":null,"isPublic":false},
  listMarkets: {"method":"GET","path":"/api/v1/markets","pathParams":[],"query":["region","sort","limit","page"],"body":"none","listField":"markets","isPublic":false},
  listOAuthClients: {"method":"GET","path":"/api/v1/oauth-clients","pathParams":[],"query":["limit","page"],"body":"none","listField":"oauth_clients","isPublic":false},
  listOrderHistory: {"method":"GET","path":"/api/v1/orders/{id}/history","pathParams":["id"],"query":["limit","page"],"body":"none","listField":"history","isPublic":false},
  listOrders: {"method":"GET","path":"/api/v1/orders","pathParams":[],"query":["status","buyer_id","created_gte","created_lt","limit","page"],"body":"none","listField":"orders","isPublic":false},
  listShipments: {"method":"GET","path":"/api/v1/orders/{id}/shipments","pathParams":["id"],"query":["limit","page"],"body":"none","listField":"shipments","isPublic":false},
  listWebhookDeliveries: {"method":"GET","path":"/api/v1/webhook-endpoints/{id}/deliveries","pathParams":["id"],"query":["status","limit","page"],"body":"none","listField":"deliveries","isPublic":false},
  listWebhookEndpoints: {"method":"GET","path":"/api/v1/webhook-endpoints","pathParams":[],"query":["limit","page"],"body":"none","listField":"endpoints","isPublic":false},
  retryWebhookDelivery: {"method":"POST","path":"/api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry","pathParams":["id","delivery_id"],"query":[],"body":"none","listField":null,"isPublic":false},
  revokeApiKey: {"method":"DELETE","path":"/api/v1/api-keys/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  revokeOAuthClient: {"method":"DELETE","path":"/api/v1/oauth-clients/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  rotateApiKey: {"method":"POST","path":"/api/v1/api-keys/{id}/rotate","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false},
  rotateOAuthClientSecret: {"method":"POST","path":"/api/v1/oauth-clients/{id}/rotate-secret","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false},
  rotateWebhookEndpointSecret: {"method":"POST","path":"/api/v1/webhook-endpoints/{id}/rotate-secret","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  searchBuyers: {"method":"GET","path":"/api/v1/buyers","pathParams":[],"query":["country","sector","hs_code","min_score","q","limit","page"],"body":"none","listField":"buyers","isPublic":false},
  searchHsCodes: {"method":"GET","path":"/api/v1/customs/hs-codes","pathParams":[],"query":["q","limit","page"],"body":"none","listField":"hs_codes","isPublic":false},
  testWebhookEndpoint: {"method":"POST","path":"/api/v1/webhook-endpoints/{id}/test","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false},
  updateExporterProfile: {"method":"PUT","path":"/api/v1/account/profile","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false},
  updateOrder: {"method":"PATCH","path":"/api/v1/orders/{id}","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false},
  updateWebhookEndpoint: {"method":"PATCH","path":"/api/v1/webhook-endpoints/{id}","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false},
} as const;

export type OperationId = keyof typeof operations;

/** The contract's ErrorCode values. */
export const errorCodes = ["invalid_request","validation_failed","unknown_country","unknown_currency","unsupported_currency","unknown_hs_code","incoterm_mode_mismatch","invalid_amount","unknown_buyer","unknown_port","unknown_order","unauthenticated","invalid_api_key","token_expired","invalid_token","insufficient_scope","plan_upgrade_required","ip_not_allowed","forbidden","not_found","method_not_allowed","not_acceptable","conflict","order_locked","payload_too_large","unsupported_media_type","idempotency_key_reused","origin_not_covered","invalid_state_transition","headers_too_large","rate_limited","internal_error","not_implemented","service_unavailable"] as const;

export type ErrorCode = (typeof errorCodes)[number];
