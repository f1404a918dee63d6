// Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

package etp

import "context"

// Operations is the contract's operation table, keyed by operationId.
var Operations = operationTable([]Operation{
	{ID: "calculatePrice", Method: "POST", Path: "/api/v1/pricing/calculate", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "classifyProduct", Method: "POST", Path: "/api/v1/customs/classify", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createAccessToken", Method: "POST", Path: "/oauth/token", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: true, Accept: "application/json"},
	{ID: "createApiKey", Method: "POST", Path: "/api/v1/api-keys", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createBuyerAlert", Method: "POST", Path: "/api/v1/buyer-alerts", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createDocument", Method: "POST", Path: "/api/v1/documents", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createOAuthClient", Method: "POST", Path: "/api/v1/oauth-clients", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createOrder", Method: "POST", Path: "/api/v1/orders", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createQuote", Method: "POST", Path: "/api/v1/quotes", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createShipment", Method: "POST", Path: "/api/v1/orders/{id}/shipments", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createShipmentEvent", Method: "POST", Path: "/api/v1/orders/{id}/shipments/{shipment_id}/events", PathParams: []string{"id", "shipment_id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createStreamTicket", Method: "POST", Path: "/api/v1/stream/tickets", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "createWebhookEndpoint", Method: "POST", Path: "/api/v1/webhook-endpoints", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "deleteBuyerAlert", Method: "DELETE", Path: "/api/v1/buyer-alerts/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "deleteWebhookEndpoint", Method: "DELETE", Path: "/api/v1/webhook-endpoints/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getBuyer", Method: "GET", Path: "/api/v1/buyers/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getBuyerAlert", Method: "GET", Path: "/api/v1/buyer-alerts/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getDocument", Method: "GET", Path: "/api/v1/documents/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getDocumentFile", Method: "GET", Path: "/api/v1/documents/{id}/file", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/pdf"},
	{ID: "getEvent", Method: "GET", Path: "/api/v1/events/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getExporterProfile", Method: "GET", Path: "/api/v1/account/profile", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getHealth", Method: "GET", Path: "/healthz", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: true, Accept: "application/json"},
	{ID: "getJsonWebKeySet", Method: "GET", Path: "/.well-known/jwks.json", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: true, Accept: "application/json"},
	{ID: "getMarket", Method: "GET", Path: "/api/v1/markets/{country}", PathParams: []string{"country"}, Query: []string{"origin"}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getOrder", Method: "GET", Path: "/api/v1/orders/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getQuote", Method: "GET", Path: "/api/v1/quotes/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getReadiness", Method: "GET", Path: "/readyz", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: true, Accept: "application/json"},
	{ID: "getShipment", Method: "GET", Path: "/api/v1/orders/{id}/shipments/{shipment_id}", PathParams: []string{"id", "shipment_id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "getWebhookEndpoint", Method: "GET", Path: "/api/v1/webhook-endpoints/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "listApiKeys", Method: "GET", Path: "/api/v1/api-keys", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "api_keys", IsPublic: false, Accept: "application/json"},
	{ID: "listBuyerAlerts", Method: "GET", Path: "/api/v1/buyer-alerts", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "alerts", IsPublic: false, Accept: "application/json"},
	{ID: "listCustomsTariffs", Method: "GET", Path: "/api/v1/customs/tariffs", PathParams: []string{}, Query: []string{"hs_code", "destination", "origin", "as_of"}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "listDocuments", Method: "GET", Path: "/api/v1/documents", PathParams: []string{}, Query: []string{"type", "order_id", "page", "limit"}, Body: "none", ListField: "documents", IsPublic: false, Accept: "application/json"},
	{ID: "listEvents", Method: "GET", Path: "/api/v1/events", PathParams: []string{}, Query: []string{"type", "created_gte", "created_lt", "limit", "page"}, Body: "none", ListField: "events", IsPublic: false, Accept: "application/json"},
	{ID: "listExchangeRates", Method: "GET", Path: "/api/v1/exchange-rates", PathParams: []string{}, Query: []string{"base", "symbols"}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "listMarkets", Method: "GET", Path: "/api/v1/markets", PathParams: []string{}, Query: []string{"region", "sort", "limit", "page"}, Body: "none", ListField: "markets", IsPublic: false, Accept: "application/json"},
	{ID: "listOAuthClients", Method: "GET", Path: "/api/v1/oauth-clients", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "oauth_clients", IsPublic: false, Accept: "application/json"},
	{ID: "listOrderHistory", Method: "GET", Path: "/api/v1/orders/{id}/history", PathParams: []string{"id"}, Query: []string{"limit", "page"}, Body: "none", ListField: "history", IsPublic: false, Accept: "application/json"},
	{ID: "listOrders", Method: "GET", Path: "/api/v1/orders", PathParams: []string{}, Query: []string{"status", "buyer_id", "created_gte", "created_lt", "limit", "page"}, Body: "none", ListField: "orders", IsPublic: false, Accept: "application/json"},
	{ID: "listQuotes", Method: "GET", Path: "/api/v1/quotes", PathParams: []string{}, Query: []string{"status", "created_gte", "created_lt", "limit", "page"}, Body: "none", ListField: "quotes", IsPublic: false, Accept: "application/json"},
	{ID: "listShipments", Method: "GET", Path: "/api/v1/orders/{id}/shipments", PathParams: []string{"id"}, Query: []string{"limit", "page"}, Body: "none", ListField: "shipments", IsPublic: false, Accept: "application/json"},
	{ID: "listWebhookDeliveries", Method: "GET", Path: "/api/v1/webhook-endpoints/{id}/deliveries", PathParams: []string{"id"}, Query: []string{"status", "limit", "page"}, Body: "none", ListField: "deliveries", IsPublic: false, Accept: "application/json"},
	{ID: "listWebhookEndpoints", Method: "GET", Path: "/api/v1/webhook-endpoints", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "endpoints", IsPublic: false, Accept: "application/json"},
	{ID: "retryWebhookDelivery", Method: "POST", Path: "/api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry", PathParams: []string{"id", "delivery_id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "revokeApiKey", Method: "DELETE", Path: "/api/v1/api-keys/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "revokeOAuthClient", Method: "DELETE", Path: "/api/v1/oauth-clients/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "rotateApiKey", Method: "POST", Path: "/api/v1/api-keys/{id}/rotate", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "rotateOAuthClientSecret", Method: "POST", Path: "/api/v1/oauth-clients/{id}/rotate-secret", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "rotateWebhookEndpointSecret", Method: "POST", Path: "/api/v1/webhook-endpoints/{id}/rotate-secret", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "searchBuyers", Method: "GET", Path: "/api/v1/buyers", PathParams: []string{}, Query: []string{"country", "sector", "hs_code", "min_score", "q", "limit", "page"}, Body: "none", ListField: "buyers", IsPublic: false, Accept: "application/json"},
	{ID: "searchHsCodes", Method: "GET", Path: "/api/v1/customs/hs-codes", PathParams: []string{}, Query: []string{"q", "limit", "page"}, Body: "none", ListField: "hs_codes", IsPublic: false, Accept: "application/json"},
	{ID: "testWebhookEndpoint", Method: "POST", Path: "/api/v1/webhook-endpoints/{id}/test", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "updateExporterProfile", Method: "PUT", Path: "/api/v1/account/profile", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "updateOrder", Method: "PATCH", Path: "/api/v1/orders/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "updateQuote", Method: "PATCH", Path: "/api/v1/quotes/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
	{ID: "updateWebhookEndpoint", Method: "PATCH", Path: "/api/v1/webhook-endpoints/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json"},
})

// The contract's ErrorCode values.
const ErrInvalidRequest ErrorCode = "invalid_request"
const ErrValidationFailed ErrorCode = "validation_failed"
const ErrUnknownCountry ErrorCode = "unknown_country"
const ErrUnknownCurrency ErrorCode = "unknown_currency"
const ErrUnsupportedCurrency ErrorCode = "unsupported_currency"
const ErrUnknownHsCode ErrorCode = "unknown_hs_code"
const ErrIncotermModeMismatch ErrorCode = "incoterm_mode_mismatch"
const ErrInvalidAmount ErrorCode = "invalid_amount"
const ErrUnknownBuyer ErrorCode = "unknown_buyer"
const ErrUnknownPort ErrorCode = "unknown_port"
const ErrUnknownOrder ErrorCode = "unknown_order"
const ErrUnknownQuote ErrorCode = "unknown_quote"
const ErrUnauthenticated ErrorCode = "unauthenticated"
const ErrInvalidApiKey ErrorCode = "invalid_api_key"
const ErrTokenExpired ErrorCode = "token_expired"
const ErrInvalidToken ErrorCode = "invalid_token"
const ErrInsufficientScope ErrorCode = "insufficient_scope"
const ErrPlanUpgradeRequired ErrorCode = "plan_upgrade_required"
const ErrIpNotAllowed ErrorCode = "ip_not_allowed"
const ErrForbidden ErrorCode = "forbidden"
const ErrNotFound ErrorCode = "not_found"
const ErrMethodNotAllowed ErrorCode = "method_not_allowed"
const ErrNotAcceptable ErrorCode = "not_acceptable"
const ErrConflict ErrorCode = "conflict"
const ErrOrderLocked ErrorCode = "order_locked"
const ErrQuoteNotValid ErrorCode = "quote_not_valid"
const ErrPayloadTooLarge ErrorCode = "payload_too_large"
const ErrUnsupportedMediaType ErrorCode = "unsupported_media_type"
const ErrIdempotencyKeyReused ErrorCode = "idempotency_key_reused"
const ErrOriginNotCovered ErrorCode = "origin_not_covered"
const ErrDateNotCovered ErrorCode = "date_not_covered"
const ErrInvalidStateTransition ErrorCode = "invalid_state_transition"
const ErrHeadersTooLarge ErrorCode = "headers_too_large"
const ErrRequestTimeout ErrorCode = "request_timeout"
const ErrRateLimited ErrorCode = "rate_limited"
const ErrInternalError ErrorCode = "internal_error"
const ErrNotImplemented ErrorCode = "not_implemented"
const ErrServiceUnavailable ErrorCode = "service_unavailable"

// ErrorCodes lists every ErrorCode of the contract.
var ErrorCodes = []ErrorCode{ErrInvalidRequest, ErrValidationFailed, ErrUnknownCountry, ErrUnknownCurrency, ErrUnsupportedCurrency, ErrUnknownHsCode, ErrIncotermModeMismatch, ErrInvalidAmount, ErrUnknownBuyer, ErrUnknownPort, ErrUnknownOrder, ErrUnknownQuote, ErrUnauthenticated, ErrInvalidApiKey, ErrTokenExpired, ErrInvalidToken, ErrInsufficientScope, ErrPlanUpgradeRequired, ErrIpNotAllowed, ErrForbidden, ErrNotFound, ErrMethodNotAllowed, ErrNotAcceptable, ErrConflict, ErrOrderLocked, ErrQuoteNotValid, ErrPayloadTooLarge, ErrUnsupportedMediaType, ErrIdempotencyKeyReused, ErrOriginNotCovered, ErrDateNotCovered, ErrInvalidStateTransition, ErrHeadersTooLarge, ErrRequestTimeout, ErrRateLimited, ErrInternalError, ErrNotImplemented, ErrServiceUnavailable}

// CalculatePrice calls POST /api/v1/pricing/calculate (operationId calculatePrice).
func (c *Client) CalculatePrice(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "calculatePrice", map[string]string{}, body, opts)
}

// ClassifyProduct calls POST /api/v1/customs/classify (operationId classifyProduct).
func (c *Client) ClassifyProduct(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "classifyProduct", map[string]string{}, body, opts)
}

// CreateAccessToken calls POST /oauth/token (operationId createAccessToken).
func (c *Client) CreateAccessToken(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createAccessToken", map[string]string{}, body, opts)
}

// CreateApiKey calls POST /api/v1/api-keys (operationId createApiKey).
func (c *Client) CreateApiKey(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createApiKey", map[string]string{}, body, opts)
}

// CreateBuyerAlert calls POST /api/v1/buyer-alerts (operationId createBuyerAlert).
func (c *Client) CreateBuyerAlert(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createBuyerAlert", map[string]string{}, body, opts)
}

// CreateDocument calls POST /api/v1/documents (operationId createDocument).
func (c *Client) CreateDocument(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createDocument", map[string]string{}, body, opts)
}

// CreateOAuthClient calls POST /api/v1/oauth-clients (operationId createOAuthClient).
func (c *Client) CreateOAuthClient(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createOAuthClient", map[string]string{}, body, opts)
}

// CreateOrder calls POST /api/v1/orders (operationId createOrder).
func (c *Client) CreateOrder(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createOrder", map[string]string{}, body, opts)
}

// CreateQuote calls POST /api/v1/quotes (operationId createQuote).
func (c *Client) CreateQuote(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createQuote", map[string]string{}, body, opts)
}

// CreateShipment calls POST /api/v1/orders/{id}/shipments (operationId createShipment).
func (c *Client) CreateShipment(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createShipment", map[string]string{"id": id}, body, opts)
}

// CreateShipmentEvent calls POST /api/v1/orders/{id}/shipments/{shipment_id}/events (operationId createShipmentEvent).
func (c *Client) CreateShipmentEvent(ctx context.Context, id string, shipmentId string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createShipmentEvent", map[string]string{"id": id, "shipment_id": shipmentId}, body, opts)
}

// CreateStreamTicket calls POST /api/v1/stream/tickets (operationId createStreamTicket).
func (c *Client) CreateStreamTicket(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createStreamTicket", map[string]string{}, nil, opts)
}

// CreateWebhookEndpoint calls POST /api/v1/webhook-endpoints (operationId createWebhookEndpoint).
func (c *Client) CreateWebhookEndpoint(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createWebhookEndpoint", map[string]string{}, body, opts)
}

// DeleteBuyerAlert calls DELETE /api/v1/buyer-alerts/{id} (operationId deleteBuyerAlert).
func (c *Client) DeleteBuyerAlert(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "deleteBuyerAlert", map[string]string{"id": id}, nil, opts)
}

// DeleteWebhookEndpoint calls DELETE /api/v1/webhook-endpoints/{id} (operationId deleteWebhookEndpoint).
func (c *Client) DeleteWebhookEndpoint(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "deleteWebhookEndpoint", map[string]string{"id": id}, nil, opts)
}

// GetBuyer calls GET /api/v1/buyers/{id} (operationId getBuyer).
func (c *Client) GetBuyer(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getBuyer", map[string]string{"id": id}, nil, opts)
}

// GetBuyerAlert calls GET /api/v1/buyer-alerts/{id} (operationId getBuyerAlert).
func (c *Client) GetBuyerAlert(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getBuyerAlert", map[string]string{"id": id}, nil, opts)
}

// GetDocument calls GET /api/v1/documents/{id} (operationId getDocument).
func (c *Client) GetDocument(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getDocument", map[string]string{"id": id}, nil, opts)
}

// GetDocumentFile calls GET /api/v1/documents/{id}/file (operationId getDocumentFile) and returns the file (application/pdf).
func (c *Client) GetDocumentFile(ctx context.Context, id string, opts *RequestOptions) ([]byte, error) {
	return c.CallBytes(ctx, "getDocumentFile", map[string]string{"id": id}, nil, opts)
}

// GetEvent calls GET /api/v1/events/{id} (operationId getEvent).
func (c *Client) GetEvent(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getEvent", map[string]string{"id": id}, nil, opts)
}

// GetExporterProfile calls GET /api/v1/account/profile (operationId getExporterProfile).
func (c *Client) GetExporterProfile(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getExporterProfile", map[string]string{}, nil, opts)
}

// GetHealth calls GET /healthz (operationId getHealth).
func (c *Client) GetHealth(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getHealth", map[string]string{}, nil, opts)
}

// GetJsonWebKeySet calls GET /.well-known/jwks.json (operationId getJsonWebKeySet).
func (c *Client) GetJsonWebKeySet(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getJsonWebKeySet", map[string]string{}, nil, opts)
}

// GetMarket calls GET /api/v1/markets/{country} (operationId getMarket).
func (c *Client) GetMarket(ctx context.Context, country string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getMarket", map[string]string{"country": country}, nil, opts)
}

// GetOrder calls GET /api/v1/orders/{id} (operationId getOrder).
func (c *Client) GetOrder(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getOrder", map[string]string{"id": id}, nil, opts)
}

// GetQuote calls GET /api/v1/quotes/{id} (operationId getQuote).
func (c *Client) GetQuote(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getQuote", map[string]string{"id": id}, nil, opts)
}

// GetReadiness calls GET /readyz (operationId getReadiness).
func (c *Client) GetReadiness(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getReadiness", map[string]string{}, nil, opts)
}

// GetShipment calls GET /api/v1/orders/{id}/shipments/{shipment_id} (operationId getShipment).
func (c *Client) GetShipment(ctx context.Context, id string, shipmentId string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getShipment", map[string]string{"id": id, "shipment_id": shipmentId}, nil, opts)
}

// GetWebhookEndpoint calls GET /api/v1/webhook-endpoints/{id} (operationId getWebhookEndpoint).
func (c *Client) GetWebhookEndpoint(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getWebhookEndpoint", map[string]string{"id": id}, nil, opts)
}

// ListApiKeys calls GET /api/v1/api-keys (operationId listApiKeys).
func (c *Client) ListApiKeys(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listApiKeys", map[string]string{}, nil, opts)
}

// ListBuyerAlerts calls GET /api/v1/buyer-alerts (operationId listBuyerAlerts).
func (c *Client) ListBuyerAlerts(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listBuyerAlerts", map[string]string{}, nil, opts)
}

// ListCustomsTariffs calls GET /api/v1/customs/tariffs (operationId listCustomsTariffs).
func (c *Client) ListCustomsTariffs(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listCustomsTariffs", map[string]string{}, nil, opts)
}

// ListDocuments calls GET /api/v1/documents (operationId listDocuments).
func (c *Client) ListDocuments(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listDocuments", map[string]string{}, nil, opts)
}

// ListEvents calls GET /api/v1/events (operationId listEvents).
func (c *Client) ListEvents(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listEvents", map[string]string{}, nil, opts)
}

// ListExchangeRates calls GET /api/v1/exchange-rates (operationId listExchangeRates).
func (c *Client) ListExchangeRates(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listExchangeRates", map[string]string{}, nil, opts)
}

// ListMarkets calls GET /api/v1/markets (operationId listMarkets).
func (c *Client) ListMarkets(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listMarkets", map[string]string{}, nil, opts)
}

// ListOAuthClients calls GET /api/v1/oauth-clients (operationId listOAuthClients).
func (c *Client) ListOAuthClients(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listOAuthClients", map[string]string{}, nil, opts)
}

// ListOrderHistory calls GET /api/v1/orders/{id}/history (operationId listOrderHistory).
func (c *Client) ListOrderHistory(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listOrderHistory", map[string]string{"id": id}, nil, opts)
}

// ListOrders calls GET /api/v1/orders (operationId listOrders).
func (c *Client) ListOrders(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listOrders", map[string]string{}, nil, opts)
}

// ListQuotes calls GET /api/v1/quotes (operationId listQuotes).
func (c *Client) ListQuotes(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listQuotes", map[string]string{}, nil, opts)
}

// ListShipments calls GET /api/v1/orders/{id}/shipments (operationId listShipments).
func (c *Client) ListShipments(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listShipments", map[string]string{"id": id}, nil, opts)
}

// ListWebhookDeliveries calls GET /api/v1/webhook-endpoints/{id}/deliveries (operationId listWebhookDeliveries).
func (c *Client) ListWebhookDeliveries(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listWebhookDeliveries", map[string]string{"id": id}, nil, opts)
}

// ListWebhookEndpoints calls GET /api/v1/webhook-endpoints (operationId listWebhookEndpoints).
func (c *Client) ListWebhookEndpoints(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listWebhookEndpoints", map[string]string{}, nil, opts)
}

// RetryWebhookDelivery calls POST /api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry (operationId retryWebhookDelivery).
func (c *Client) RetryWebhookDelivery(ctx context.Context, id string, deliveryId string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "retryWebhookDelivery", map[string]string{"id": id, "delivery_id": deliveryId}, nil, opts)
}

// RevokeApiKey calls DELETE /api/v1/api-keys/{id} (operationId revokeApiKey).
func (c *Client) RevokeApiKey(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "revokeApiKey", map[string]string{"id": id}, nil, opts)
}

// RevokeOAuthClient calls DELETE /api/v1/oauth-clients/{id} (operationId revokeOAuthClient).
func (c *Client) RevokeOAuthClient(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "revokeOAuthClient", map[string]string{"id": id}, nil, opts)
}

// RotateApiKey calls POST /api/v1/api-keys/{id}/rotate (operationId rotateApiKey).
func (c *Client) RotateApiKey(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "rotateApiKey", map[string]string{"id": id}, body, opts)
}

// RotateOAuthClientSecret calls POST /api/v1/oauth-clients/{id}/rotate-secret (operationId rotateOAuthClientSecret).
func (c *Client) RotateOAuthClientSecret(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "rotateOAuthClientSecret", map[string]string{"id": id}, body, opts)
}

// RotateWebhookEndpointSecret calls POST /api/v1/webhook-endpoints/{id}/rotate-secret (operationId rotateWebhookEndpointSecret).
func (c *Client) RotateWebhookEndpointSecret(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "rotateWebhookEndpointSecret", map[string]string{"id": id}, nil, opts)
}

// SearchBuyers calls GET /api/v1/buyers (operationId searchBuyers).
func (c *Client) SearchBuyers(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "searchBuyers", map[string]string{}, nil, opts)
}

// SearchHsCodes calls GET /api/v1/customs/hs-codes (operationId searchHsCodes).
func (c *Client) SearchHsCodes(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "searchHsCodes", map[string]string{}, nil, opts)
}

// TestWebhookEndpoint calls POST /api/v1/webhook-endpoints/{id}/test (operationId testWebhookEndpoint).
func (c *Client) TestWebhookEndpoint(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "testWebhookEndpoint", map[string]string{"id": id}, nil, opts)
}

// UpdateExporterProfile calls PUT /api/v1/account/profile (operationId updateExporterProfile).
func (c *Client) UpdateExporterProfile(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "updateExporterProfile", map[string]string{}, body, opts)
}

// UpdateOrder calls PATCH /api/v1/orders/{id} (operationId updateOrder).
func (c *Client) UpdateOrder(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "updateOrder", map[string]string{"id": id}, body, opts)
}

// UpdateQuote calls PATCH /api/v1/quotes/{id} (operationId updateQuote).
func (c *Client) UpdateQuote(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "updateQuote", map[string]string{"id": id}, body, opts)
}

// UpdateWebhookEndpoint calls PATCH /api/v1/webhook-endpoints/{id} (operationId updateWebhookEndpoint).
func (c *Client) UpdateWebhookEndpoint(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "updateWebhookEndpoint", map[string]string{"id": id}, body, opts)
}
