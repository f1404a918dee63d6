// Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

export const operations = {
  calculatePrice: {"method":"POST","path":"/api/v1/pricing/calculate","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  classifyProduct: {"method":"POST","path":"/api/v1/customs/classify","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  createAccessToken: {"method":"POST","path":"/oauth/token","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":true,"accept":"application/json"},
  createApiKey: {"method":"POST","path":"/api/v1/api-keys","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  createDocument: {"method":"POST","path":"/api/v1/documents","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  createOAuthClient: {"method":"POST","path":"/api/v1/oauth-clients","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  createOrder: {"method":"POST","path":"/api/v1/orders","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  createShipment: {"method":"POST","path":"/api/v1/orders/{id}/shipments","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  createShipmentEvent: {"method":"POST","path":"/api/v1/orders/{id}/shipments/{shipment_id}/events","pathParams":["id","shipment_id"],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  createStreamTicket: {"method":"POST","path":"/api/v1/stream/tickets","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  createWebhookEndpoint: {"method":"POST","path":"/api/v1/webhook-endpoints","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  deleteWebhookEndpoint: {"method":"DELETE","path":"/api/v1/webhook-endpoints/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getBuyer: {"method":"GET","path":"/api/v1/buyers/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getDocument: {"method":"GET","path":"/api/v1/documents/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getDocumentFile: {"method":"GET","path":"/api/v1/documents/{id}/file","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/pdf"},
  getEvent: {"method":"GET","path":"/api/v1/events/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getExporterProfile: {"method":"GET","path":"/api/v1/account/profile","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getHealth: {"method":"GET","path":"/healthz","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":true,"accept":"application/json"},
  getJsonWebKeySet: {"method":"GET","path":"/.well-known/jwks.json","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":true,"accept":"application/json"},
  getMarket: {"method":"GET","path":"/api/v1/markets/{country}","pathParams":["country"],"query":["origin"],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getOrder: {"method":"GET","path":"/api/v1/orders/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getReadiness: {"method":"GET","path":"/readyz","pathParams":[],"query":[],"body":"none","listField":null,"isPublic":true,"accept":"application/json"},
  getShipment: {"method":"GET","path":"/api/v1/orders/{id}/shipments/{shipment_id}","pathParams":["id","shipment_id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  getWebhookEndpoint: {"method":"GET","path":"/api/v1/webhook-endpoints/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  listApiKeys: {"method":"GET","path":"/api/v1/api-keys","pathParams":[],"query":["limit","page"],"body":"none","listField":"api_keys","isPublic":false,"accept":"application/json"},
  listCustomsTariffs: {"method":"GET","path":"/api/v1/customs/tariffs","pathParams":[],"query":["hs_code","destination","origin"],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  listDocuments: {"method":"GET","path":"/api/v1/documents","pathParams":[],"query":["type","order_id","page","limit"],"body":"none","listField":"documents","isPublic":false,"accept":"application/json"},
  listEvents: {"method":"GET","path":"/api/v1/events","pathParams":[],"query":["type","created_gte","created_lt","limit","page"],"body":"none","listField":"events","isPublic":false,"accept":"application/json"},
  listExchangeRates: {"method":"GET","path":"/api/v1/exchange-rates","pathParams":[],"query":["base","symbols"],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  listMarkets: {"method":"GET","path":"/api/v1/markets","pathParams":[],"query":["region","sort","limit","page"],"body":"none","listField":"markets","isPublic":false,"accept":"application/json"},
  listOAuthClients: {"method":"GET","path":"/api/v1/oauth-clients","pathParams":[],"query":["limit","page"],"body":"none","listField":"oauth_clients","isPublic":false,"accept":"application/json"},
  listOrderHistory: {"method":"GET","path":"/api/v1/orders/{id}/history","pathParams":["id"],"query":["limit","page"],"body":"none","listField":"history","isPublic":false,"accept":"application/json"},
  listOrders: {"method":"GET","path":"/api/v1/orders","pathParams":[],"query":["status","buyer_id","created_gte","created_lt","limit","page"],"body":"none","listField":"orders","isPublic":false,"accept":"application/json"},
  listShipments: {"method":"GET","path":"/api/v1/orders/{id}/shipments","pathParams":["id"],"query":["limit","page"],"body":"none","listField":"shipments","isPublic":false,"accept":"application/json"},
  listWebhookDeliveries: {"method":"GET","path":"/api/v1/webhook-endpoints/{id}/deliveries","pathParams":["id"],"query":["status","limit","page"],"body":"none","listField":"deliveries","isPublic":false,"accept":"application/json"},
  listWebhookEndpoints: {"method":"GET","path":"/api/v1/webhook-endpoints","pathParams":[],"query":["limit","page"],"body":"none","listField":"endpoints","isPublic":false,"accept":"application/json"},
  retryWebhookDelivery: {"method":"POST","path":"/api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry","pathParams":["id","delivery_id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  revokeApiKey: {"method":"DELETE","path":"/api/v1/api-keys/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  revokeOAuthClient: {"method":"DELETE","path":"/api/v1/oauth-clients/{id}","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  rotateApiKey: {"method":"POST","path":"/api/v1/api-keys/{id}/rotate","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  rotateOAuthClientSecret: {"method":"POST","path":"/api/v1/oauth-clients/{id}/rotate-secret","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  rotateWebhookEndpointSecret: {"method":"POST","path":"/api/v1/webhook-endpoints/{id}/rotate-secret","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  searchBuyers: {"method":"GET","path":"/api/v1/buyers","pathParams":[],"query":["country","sector","hs_code","min_score","q","limit","page"],"body":"none","listField":"buyers","isPublic":false,"accept":"application/json"},
  searchHsCodes: {"method":"GET","path":"/api/v1/customs/hs-codes","pathParams":[],"query":["q","limit","page"],"body":"none","listField":"hs_codes","isPublic":false,"accept":"application/json"},
  testWebhookEndpoint: {"method":"POST","path":"/api/v1/webhook-endpoints/{id}/test","pathParams":["id"],"query":[],"body":"none","listField":null,"isPublic":false,"accept":"application/json"},
  updateExporterProfile: {"method":"PUT","path":"/api/v1/account/profile","pathParams":[],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  updateOrder: {"method":"PATCH","path":"/api/v1/orders/{id}","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
  updateWebhookEndpoint: {"method":"PATCH","path":"/api/v1/webhook-endpoints/{id}","pathParams":["id"],"query":[],"body":"json","listField":null,"isPublic":false,"accept":"application/json"},
} as const;

export type OperationId = keyof typeof operations;

/** The contract's ErrorCode values. */
export const errorCodes = ["invalid_request","validation_failed","unknown_country","unknown_currency","unsupported_currency","unknown_hs_code","incoterm_mode_mismatch","invalid_amount","unknown_buyer","unknown_port","unknown_order","unauthenticated","invalid_api_key","token_expired","invalid_token","insufficient_scope","plan_upgrade_required","ip_not_allowed","forbidden","not_found","method_not_allowed","not_acceptable","conflict","order_locked","payload_too_large","unsupported_media_type","idempotency_key_reused","origin_not_covered","invalid_state_transition","headers_too_large","rate_limited","internal_error","not_implemented","service_unavailable"] as const;

export type ErrorCode = (typeof errorCodes)[number];
