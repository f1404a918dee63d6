// Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

package etp

import "context"

// Operations is the contract's operation table, keyed by operationId.
var Operations = operationTable([]Operation{
	{ID: "calculatePrice", Method: "POST", Path: "/api/v1/pricing/calculate", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "classifyProduct", Method: "POST", Path: "/api/v1/customs/classify", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "createAccessToken", Method: "POST", Path: "/oauth/token", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: true, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "createApiKey", Method: "POST", Path: "/api/v1/api-keys", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createBuyerAlert", Method: "POST", Path: "/api/v1/buyer-alerts", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createDocument", Method: "POST", Path: "/api/v1/documents", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createOAuthClient", Method: "POST", Path: "/api/v1/oauth-clients", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createOrder", Method: "POST", Path: "/api/v1/orders", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createQuote", Method: "POST", Path: "/api/v1/quotes", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createShipment", Method: "POST", Path: "/api/v1/orders/{id}/shipments", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createShipmentEvent", Method: "POST", Path: "/api/v1/orders/{id}/shipments/{shipment_id}/events", PathParams: []string{"id", "shipment_id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createStreamTicket", Method: "POST", Path: "/api/v1/stream/tickets", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "createWebhookEndpoint", Method: "POST", Path: "/api/v1/webhook-endpoints", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "deleteBuyerAlert", Method: "DELETE", Path: "/api/v1/buyer-alerts/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "deleteWebhookEndpoint", Method: "DELETE", Path: "/api/v1/webhook-endpoints/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "getBuyer", Method: "GET", Path: "/api/v1/buyers/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getBuyerAlert", Method: "GET", Path: "/api/v1/buyer-alerts/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getDocument", Method: "GET", Path: "/api/v1/documents/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getDocumentFile", Method: "GET", Path: "/api/v1/documents/{id}/file", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/pdf", TakesIdempotencyKey: false, Safe: true},
	{ID: "getEvent", Method: "GET", Path: "/api/v1/events/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getExporterProfile", Method: "GET", Path: "/api/v1/account/profile", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getHealth", Method: "GET", Path: "/healthz", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: true, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getJsonWebKeySet", Method: "GET", Path: "/.well-known/jwks.json", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: true, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getMarket", Method: "GET", Path: "/api/v1/markets/{country}", PathParams: []string{"country"}, Query: []string{"origin"}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getOrder", Method: "GET", Path: "/api/v1/orders/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getQuote", Method: "GET", Path: "/api/v1/quotes/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getReadiness", Method: "GET", Path: "/readyz", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: true, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getShipment", Method: "GET", Path: "/api/v1/orders/{id}/shipments/{shipment_id}", PathParams: []string{"id", "shipment_id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "getWebhookEndpoint", Method: "GET", Path: "/api/v1/webhook-endpoints/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listApiKeys", Method: "GET", Path: "/api/v1/api-keys", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "api_keys", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listBuyerAlerts", Method: "GET", Path: "/api/v1/buyer-alerts", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "alerts", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listCustomsTariffs", Method: "GET", Path: "/api/v1/customs/tariffs", PathParams: []string{}, Query: []string{"hs_code", "destination", "origin", "as_of"}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listDocuments", Method: "GET", Path: "/api/v1/documents", PathParams: []string{}, Query: []string{"type", "order_id", "page", "limit"}, Body: "none", ListField: "documents", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listEvents", Method: "GET", Path: "/api/v1/events", PathParams: []string{}, Query: []string{"type", "created_gte", "created_lt", "limit", "page"}, Body: "none", ListField: "events", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listExchangeRates", Method: "GET", Path: "/api/v1/exchange-rates", PathParams: []string{}, Query: []string{"base", "symbols"}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listMarkets", Method: "GET", Path: "/api/v1/markets", PathParams: []string{}, Query: []string{"region", "sort", "limit", "page"}, Body: "none", ListField: "markets", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listOAuthClients", Method: "GET", Path: "/api/v1/oauth-clients", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "oauth_clients", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listOrderHistory", Method: "GET", Path: "/api/v1/orders/{id}/history", PathParams: []string{"id"}, Query: []string{"limit", "page"}, Body: "none", ListField: "history", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listOrders", Method: "GET", Path: "/api/v1/orders", PathParams: []string{}, Query: []string{"status", "buyer_id", "created_gte", "created_lt", "limit", "page"}, Body: "none", ListField: "orders", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listQuotes", Method: "GET", Path: "/api/v1/quotes", PathParams: []string{}, Query: []string{"status", "created_gte", "created_lt", "limit", "page"}, Body: "none", ListField: "quotes", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listShipments", Method: "GET", Path: "/api/v1/orders/{id}/shipments", PathParams: []string{"id"}, Query: []string{"limit", "page"}, Body: "none", ListField: "shipments", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listWebhookDeliveries", Method: "GET", Path: "/api/v1/webhook-endpoints/{id}/deliveries", PathParams: []string{"id"}, Query: []string{"status", "limit", "page"}, Body: "none", ListField: "deliveries", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "listWebhookEndpoints", Method: "GET", Path: "/api/v1/webhook-endpoints", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "endpoints", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "retryWebhookDelivery", Method: "POST", Path: "/api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry", PathParams: []string{"id", "delivery_id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "revokeApiKey", Method: "DELETE", Path: "/api/v1/api-keys/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "revokeOAuthClient", Method: "DELETE", Path: "/api/v1/oauth-clients/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "rotateApiKey", Method: "POST", Path: "/api/v1/api-keys/{id}/rotate", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "rotateOAuthClientSecret", Method: "POST", Path: "/api/v1/oauth-clients/{id}/rotate-secret", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "rotateWebhookEndpointSecret", Method: "POST", Path: "/api/v1/webhook-endpoints/{id}/rotate-secret", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "searchBuyers", Method: "GET", Path: "/api/v1/buyers", PathParams: []string{}, Query: []string{"country", "sector", "hs_code", "min_score", "q", "has_contact", "limit", "page"}, Body: "none", ListField: "buyers", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "searchHsCodes", Method: "GET", Path: "/api/v1/customs/hs-codes", PathParams: []string{}, Query: []string{"q", "limit", "page"}, Body: "none", ListField: "hs_codes", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: false, Safe: true},
	{ID: "testWebhookEndpoint", Method: "POST", Path: "/api/v1/webhook-endpoints/{id}/test", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "updateExporterProfile", Method: "PUT", Path: "/api/v1/account/profile", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "updateOrder", Method: "PATCH", Path: "/api/v1/orders/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "updateQuote", Method: "PATCH", Path: "/api/v1/quotes/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
	{ID: "updateWebhookEndpoint", Method: "PATCH", Path: "/api/v1/webhook-endpoints/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false, Accept: "application/json", TakesIdempotencyKey: true, Safe: false},
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
const ErrQuoteAlreadyOrdered ErrorCode = "quote_already_ordered"
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
var ErrorCodes = []ErrorCode{ErrInvalidRequest, ErrValidationFailed, ErrUnknownCountry, ErrUnknownCurrency, ErrUnsupportedCurrency, ErrUnknownHsCode, ErrIncotermModeMismatch, ErrInvalidAmount, ErrUnknownBuyer, ErrUnknownPort, ErrUnknownOrder, ErrUnknownQuote, ErrUnauthenticated, ErrInvalidApiKey, ErrTokenExpired, ErrInvalidToken, ErrInsufficientScope, ErrPlanUpgradeRequired, ErrIpNotAllowed, ErrForbidden, ErrNotFound, ErrMethodNotAllowed, ErrNotAcceptable, ErrConflict, ErrOrderLocked, ErrQuoteNotValid, ErrQuoteAlreadyOrdered, ErrPayloadTooLarge, ErrUnsupportedMediaType, ErrIdempotencyKeyReused, ErrOriginNotCovered, ErrDateNotCovered, ErrInvalidStateTransition, ErrHeadersTooLarge, ErrRequestTimeout, ErrRateLimited, ErrInternalError, ErrNotImplemented, ErrServiceUnavailable}

// CalculatePrice calls POST /api/v1/pricing/calculate (operationId calculatePrice).
func (c *Client) CalculatePrice(ctx context.Context, body any, opts *RequestOptions) (*PricingResult, error) {
	out := new(PricingResult)
	if err := c.CallInto(ctx, "calculatePrice", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ClassifyProduct calls POST /api/v1/customs/classify (operationId classifyProduct).
func (c *Client) ClassifyProduct(ctx context.Context, body any, opts *RequestOptions) (*ClassificationResult, error) {
	out := new(ClassificationResult)
	if err := c.CallInto(ctx, "classifyProduct", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateAccessToken calls POST /oauth/token (operationId createAccessToken).
func (c *Client) CreateAccessToken(ctx context.Context, body any, opts *RequestOptions) (*OAuthTokenResponse, error) {
	out := new(OAuthTokenResponse)
	if err := c.CallInto(ctx, "createAccessToken", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateApiKey calls POST /api/v1/api-keys (operationId createApiKey).
func (c *Client) CreateApiKey(ctx context.Context, body any, opts *RequestOptions) (*ApiKeyWithSecret, error) {
	out := new(ApiKeyWithSecret)
	if err := c.CallInto(ctx, "createApiKey", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateBuyerAlert calls POST /api/v1/buyer-alerts (operationId createBuyerAlert).
func (c *Client) CreateBuyerAlert(ctx context.Context, body any, opts *RequestOptions) (*BuyerAlert, error) {
	out := new(BuyerAlert)
	if err := c.CallInto(ctx, "createBuyerAlert", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateDocument calls POST /api/v1/documents (operationId createDocument).
func (c *Client) CreateDocument(ctx context.Context, body any, opts *RequestOptions) (*Document, error) {
	out := new(Document)
	if err := c.CallInto(ctx, "createDocument", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateOAuthClient calls POST /api/v1/oauth-clients (operationId createOAuthClient).
func (c *Client) CreateOAuthClient(ctx context.Context, body any, opts *RequestOptions) (*OAuthClientWithSecret, error) {
	out := new(OAuthClientWithSecret)
	if err := c.CallInto(ctx, "createOAuthClient", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateOrder calls POST /api/v1/orders (operationId createOrder).
func (c *Client) CreateOrder(ctx context.Context, body any, opts *RequestOptions) (*Order, error) {
	out := new(Order)
	if err := c.CallInto(ctx, "createOrder", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateQuote calls POST /api/v1/quotes (operationId createQuote).
func (c *Client) CreateQuote(ctx context.Context, body any, opts *RequestOptions) (*Quote, error) {
	out := new(Quote)
	if err := c.CallInto(ctx, "createQuote", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateShipment calls POST /api/v1/orders/{id}/shipments (operationId createShipment).
func (c *Client) CreateShipment(ctx context.Context, id string, body any, opts *RequestOptions) (*Shipment, error) {
	out := new(Shipment)
	if err := c.CallInto(ctx, "createShipment", map[string]string{"id": id}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateShipmentEvent calls POST /api/v1/orders/{id}/shipments/{shipment_id}/events (operationId createShipmentEvent).
func (c *Client) CreateShipmentEvent(ctx context.Context, id string, shipmentId string, body any, opts *RequestOptions) (*ShipmentEventCreatedResponseData, error) {
	out := new(ShipmentEventCreatedResponseData)
	if err := c.CallInto(ctx, "createShipmentEvent", map[string]string{"id": id, "shipment_id": shipmentId}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateStreamTicket calls POST /api/v1/stream/tickets (operationId createStreamTicket).
func (c *Client) CreateStreamTicket(ctx context.Context, opts *RequestOptions) (*StreamTicket, error) {
	out := new(StreamTicket)
	if err := c.CallInto(ctx, "createStreamTicket", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateWebhookEndpoint calls POST /api/v1/webhook-endpoints (operationId createWebhookEndpoint).
func (c *Client) CreateWebhookEndpoint(ctx context.Context, body any, opts *RequestOptions) (*WebhookEndpointWithSecret, error) {
	out := new(WebhookEndpointWithSecret)
	if err := c.CallInto(ctx, "createWebhookEndpoint", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// DeleteBuyerAlert calls DELETE /api/v1/buyer-alerts/{id} (operationId deleteBuyerAlert).
func (c *Client) DeleteBuyerAlert(ctx context.Context, id string, opts *RequestOptions) (*BuyerAlertDeletedResponseData, error) {
	out := new(BuyerAlertDeletedResponseData)
	if err := c.CallInto(ctx, "deleteBuyerAlert", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// DeleteWebhookEndpoint calls DELETE /api/v1/webhook-endpoints/{id} (operationId deleteWebhookEndpoint).
func (c *Client) DeleteWebhookEndpoint(ctx context.Context, id string, opts *RequestOptions) (*WebhookEndpointDeletedResponseData, error) {
	out := new(WebhookEndpointDeletedResponseData)
	if err := c.CallInto(ctx, "deleteWebhookEndpoint", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetBuyer calls GET /api/v1/buyers/{id} (operationId getBuyer).
func (c *Client) GetBuyer(ctx context.Context, id string, opts *RequestOptions) (*BuyerDetail, error) {
	out := new(BuyerDetail)
	if err := c.CallInto(ctx, "getBuyer", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetBuyerAlert calls GET /api/v1/buyer-alerts/{id} (operationId getBuyerAlert).
func (c *Client) GetBuyerAlert(ctx context.Context, id string, opts *RequestOptions) (*BuyerAlert, error) {
	out := new(BuyerAlert)
	if err := c.CallInto(ctx, "getBuyerAlert", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetDocument calls GET /api/v1/documents/{id} (operationId getDocument).
func (c *Client) GetDocument(ctx context.Context, id string, opts *RequestOptions) (*Document, error) {
	out := new(Document)
	if err := c.CallInto(ctx, "getDocument", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetDocumentFile calls GET /api/v1/documents/{id}/file (operationId getDocumentFile) and returns the file (application/pdf).
func (c *Client) GetDocumentFile(ctx context.Context, id string, opts *RequestOptions) ([]byte, error) {
	return c.CallBytes(ctx, "getDocumentFile", map[string]string{"id": id}, nil, opts)
}

// GetEvent calls GET /api/v1/events/{id} (operationId getEvent).
func (c *Client) GetEvent(ctx context.Context, id string, opts *RequestOptions) (*Event, error) {
	out := new(Event)
	if err := c.CallInto(ctx, "getEvent", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetExporterProfile calls GET /api/v1/account/profile (operationId getExporterProfile).
func (c *Client) GetExporterProfile(ctx context.Context, opts *RequestOptions) (*ExporterProfile, error) {
	out := new(ExporterProfile)
	if err := c.CallInto(ctx, "getExporterProfile", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetHealth calls GET /healthz (operationId getHealth).
func (c *Client) GetHealth(ctx context.Context, opts *RequestOptions) (*HealthResponseData, error) {
	out := new(HealthResponseData)
	if err := c.CallInto(ctx, "getHealth", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetJsonWebKeySet calls GET /.well-known/jwks.json (operationId getJsonWebKeySet).
func (c *Client) GetJsonWebKeySet(ctx context.Context, opts *RequestOptions) (*JsonWebKeySet, error) {
	out := new(JsonWebKeySet)
	if err := c.CallInto(ctx, "getJsonWebKeySet", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetMarket calls GET /api/v1/markets/{country} (operationId getMarket).
func (c *Client) GetMarket(ctx context.Context, country string, opts *RequestOptions) (*Market, error) {
	out := new(Market)
	if err := c.CallInto(ctx, "getMarket", map[string]string{"country": country}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetOrder calls GET /api/v1/orders/{id} (operationId getOrder).
func (c *Client) GetOrder(ctx context.Context, id string, opts *RequestOptions) (*Order, error) {
	out := new(Order)
	if err := c.CallInto(ctx, "getOrder", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetQuote calls GET /api/v1/quotes/{id} (operationId getQuote).
func (c *Client) GetQuote(ctx context.Context, id string, opts *RequestOptions) (*Quote, error) {
	out := new(Quote)
	if err := c.CallInto(ctx, "getQuote", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetReadiness calls GET /readyz (operationId getReadiness).
func (c *Client) GetReadiness(ctx context.Context, opts *RequestOptions) (*ReadinessResponseData, error) {
	out := new(ReadinessResponseData)
	if err := c.CallInto(ctx, "getReadiness", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetShipment calls GET /api/v1/orders/{id}/shipments/{shipment_id} (operationId getShipment).
func (c *Client) GetShipment(ctx context.Context, id string, shipmentId string, opts *RequestOptions) (*Shipment, error) {
	out := new(Shipment)
	if err := c.CallInto(ctx, "getShipment", map[string]string{"id": id, "shipment_id": shipmentId}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetWebhookEndpoint calls GET /api/v1/webhook-endpoints/{id} (operationId getWebhookEndpoint).
func (c *Client) GetWebhookEndpoint(ctx context.Context, id string, opts *RequestOptions) (*WebhookEndpoint, error) {
	out := new(WebhookEndpoint)
	if err := c.CallInto(ctx, "getWebhookEndpoint", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListApiKeys calls GET /api/v1/api-keys (operationId listApiKeys).
func (c *Client) ListApiKeys(ctx context.Context, opts *RequestOptions) (*ApiKeyListResponseData, error) {
	out := new(ApiKeyListResponseData)
	if err := c.CallInto(ctx, "listApiKeys", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListBuyerAlerts calls GET /api/v1/buyer-alerts (operationId listBuyerAlerts).
func (c *Client) ListBuyerAlerts(ctx context.Context, opts *RequestOptions) (*BuyerAlertListResponseData, error) {
	out := new(BuyerAlertListResponseData)
	if err := c.CallInto(ctx, "listBuyerAlerts", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListCustomsTariffs calls GET /api/v1/customs/tariffs (operationId listCustomsTariffs).
func (c *Client) ListCustomsTariffs(ctx context.Context, opts *RequestOptions) (*TariffResult, error) {
	out := new(TariffResult)
	if err := c.CallInto(ctx, "listCustomsTariffs", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListDocuments calls GET /api/v1/documents (operationId listDocuments).
func (c *Client) ListDocuments(ctx context.Context, opts *RequestOptions) (*DocumentListResponseData, error) {
	out := new(DocumentListResponseData)
	if err := c.CallInto(ctx, "listDocuments", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListEvents calls GET /api/v1/events (operationId listEvents).
func (c *Client) ListEvents(ctx context.Context, opts *RequestOptions) (*EventListResponseData, error) {
	out := new(EventListResponseData)
	if err := c.CallInto(ctx, "listEvents", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListExchangeRates calls GET /api/v1/exchange-rates (operationId listExchangeRates).
func (c *Client) ListExchangeRates(ctx context.Context, opts *RequestOptions) (*ExchangeRates, error) {
	out := new(ExchangeRates)
	if err := c.CallInto(ctx, "listExchangeRates", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListMarkets calls GET /api/v1/markets (operationId listMarkets).
func (c *Client) ListMarkets(ctx context.Context, opts *RequestOptions) (*MarketList, error) {
	out := new(MarketList)
	if err := c.CallInto(ctx, "listMarkets", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListOAuthClients calls GET /api/v1/oauth-clients (operationId listOAuthClients).
func (c *Client) ListOAuthClients(ctx context.Context, opts *RequestOptions) (*OAuthClientListResponseData, error) {
	out := new(OAuthClientListResponseData)
	if err := c.CallInto(ctx, "listOAuthClients", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListOrderHistory calls GET /api/v1/orders/{id}/history (operationId listOrderHistory).
func (c *Client) ListOrderHistory(ctx context.Context, id string, opts *RequestOptions) (*OrderHistoryResponseData, error) {
	out := new(OrderHistoryResponseData)
	if err := c.CallInto(ctx, "listOrderHistory", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListOrders calls GET /api/v1/orders (operationId listOrders).
func (c *Client) ListOrders(ctx context.Context, opts *RequestOptions) (*OrderListResponseData, error) {
	out := new(OrderListResponseData)
	if err := c.CallInto(ctx, "listOrders", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListQuotes calls GET /api/v1/quotes (operationId listQuotes).
func (c *Client) ListQuotes(ctx context.Context, opts *RequestOptions) (*QuoteListResponseData, error) {
	out := new(QuoteListResponseData)
	if err := c.CallInto(ctx, "listQuotes", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListShipments calls GET /api/v1/orders/{id}/shipments (operationId listShipments).
func (c *Client) ListShipments(ctx context.Context, id string, opts *RequestOptions) (*ShipmentListResponseData, error) {
	out := new(ShipmentListResponseData)
	if err := c.CallInto(ctx, "listShipments", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListWebhookDeliveries calls GET /api/v1/webhook-endpoints/{id}/deliveries (operationId listWebhookDeliveries).
func (c *Client) ListWebhookDeliveries(ctx context.Context, id string, opts *RequestOptions) (*WebhookDeliveryListResponseData, error) {
	out := new(WebhookDeliveryListResponseData)
	if err := c.CallInto(ctx, "listWebhookDeliveries", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ListWebhookEndpoints calls GET /api/v1/webhook-endpoints (operationId listWebhookEndpoints).
func (c *Client) ListWebhookEndpoints(ctx context.Context, opts *RequestOptions) (*WebhookEndpointListResponseData, error) {
	out := new(WebhookEndpointListResponseData)
	if err := c.CallInto(ctx, "listWebhookEndpoints", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// RetryWebhookDelivery calls POST /api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry (operationId retryWebhookDelivery).
func (c *Client) RetryWebhookDelivery(ctx context.Context, id string, deliveryId string, opts *RequestOptions) (*WebhookDelivery, error) {
	out := new(WebhookDelivery)
	if err := c.CallInto(ctx, "retryWebhookDelivery", map[string]string{"id": id, "delivery_id": deliveryId}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// RevokeApiKey calls DELETE /api/v1/api-keys/{id} (operationId revokeApiKey).
func (c *Client) RevokeApiKey(ctx context.Context, id string, opts *RequestOptions) (*ApiKey, error) {
	out := new(ApiKey)
	if err := c.CallInto(ctx, "revokeApiKey", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// RevokeOAuthClient calls DELETE /api/v1/oauth-clients/{id} (operationId revokeOAuthClient).
func (c *Client) RevokeOAuthClient(ctx context.Context, id string, opts *RequestOptions) (*OAuthClient, error) {
	out := new(OAuthClient)
	if err := c.CallInto(ctx, "revokeOAuthClient", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// RotateApiKey calls POST /api/v1/api-keys/{id}/rotate (operationId rotateApiKey).
func (c *Client) RotateApiKey(ctx context.Context, id string, body any, opts *RequestOptions) (*ApiKeyRotationResponseData, error) {
	out := new(ApiKeyRotationResponseData)
	if err := c.CallInto(ctx, "rotateApiKey", map[string]string{"id": id}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// RotateOAuthClientSecret calls POST /api/v1/oauth-clients/{id}/rotate-secret (operationId rotateOAuthClientSecret).
func (c *Client) RotateOAuthClientSecret(ctx context.Context, id string, body any, opts *RequestOptions) (*OAuthClientWithSecret, error) {
	out := new(OAuthClientWithSecret)
	if err := c.CallInto(ctx, "rotateOAuthClientSecret", map[string]string{"id": id}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// RotateWebhookEndpointSecret calls POST /api/v1/webhook-endpoints/{id}/rotate-secret (operationId rotateWebhookEndpointSecret).
func (c *Client) RotateWebhookEndpointSecret(ctx context.Context, id string, opts *RequestOptions) (*WebhookEndpointWithSecret, error) {
	out := new(WebhookEndpointWithSecret)
	if err := c.CallInto(ctx, "rotateWebhookEndpointSecret", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// SearchBuyers calls GET /api/v1/buyers (operationId searchBuyers).
func (c *Client) SearchBuyers(ctx context.Context, opts *RequestOptions) (*BuyerSearchResponseData, error) {
	out := new(BuyerSearchResponseData)
	if err := c.CallInto(ctx, "searchBuyers", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// SearchHsCodes calls GET /api/v1/customs/hs-codes (operationId searchHsCodes).
func (c *Client) SearchHsCodes(ctx context.Context, opts *RequestOptions) (*HsCodeSearchResult, error) {
	out := new(HsCodeSearchResult)
	if err := c.CallInto(ctx, "searchHsCodes", map[string]string{}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// TestWebhookEndpoint calls POST /api/v1/webhook-endpoints/{id}/test (operationId testWebhookEndpoint).
func (c *Client) TestWebhookEndpoint(ctx context.Context, id string, opts *RequestOptions) (*Event, error) {
	out := new(Event)
	if err := c.CallInto(ctx, "testWebhookEndpoint", map[string]string{"id": id}, nil, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// UpdateExporterProfile calls PUT /api/v1/account/profile (operationId updateExporterProfile).
func (c *Client) UpdateExporterProfile(ctx context.Context, body any, opts *RequestOptions) (*ExporterProfile, error) {
	out := new(ExporterProfile)
	if err := c.CallInto(ctx, "updateExporterProfile", map[string]string{}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// UpdateOrder calls PATCH /api/v1/orders/{id} (operationId updateOrder).
func (c *Client) UpdateOrder(ctx context.Context, id string, body any, opts *RequestOptions) (*Order, error) {
	out := new(Order)
	if err := c.CallInto(ctx, "updateOrder", map[string]string{"id": id}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// UpdateQuote calls PATCH /api/v1/quotes/{id} (operationId updateQuote).
func (c *Client) UpdateQuote(ctx context.Context, id string, body any, opts *RequestOptions) (*Quote, error) {
	out := new(Quote)
	if err := c.CallInto(ctx, "updateQuote", map[string]string{"id": id}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// UpdateWebhookEndpoint calls PATCH /api/v1/webhook-endpoints/{id} (operationId updateWebhookEndpoint).
func (c *Client) UpdateWebhookEndpoint(ctx context.Context, id string, body any, opts *RequestOptions) (*WebhookEndpoint, error) {
	out := new(WebhookEndpoint)
	if err := c.CallInto(ctx, "updateWebhookEndpoint", map[string]string{"id": id}, body, opts, out); err != nil {
		return nil, err
	}
	return out, nil
}
