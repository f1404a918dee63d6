// Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

package etp

import "context"

// Operations is the contract's operation table, keyed by operationId.
var Operations = map[string]Operation{
	"calculatePrice": {Method: "POST", Path: "/pricing/calculate", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"createAccessToken": {Method: "POST", Path: "/oauth/token", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: true},
	"createApiKey": {Method: "POST", Path: "/api-keys", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"createDocument": {Method: "POST", Path: "/documents", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"createOAuthClient": {Method: "POST", Path: "/oauth-clients", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"createOrder": {Method: "POST", Path: "/orders", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"createShipment": {Method: "POST", Path: "/orders/{id}/shipments", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"createShipmentEvent": {Method: "POST", Path: "/orders/{id}/shipments/{shipment_id}/events", PathParams: []string{"id", "shipment_id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"getBuyer": {Method: "GET", Path: "/buyers/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false},
	"getExporterProfile": {Method: "GET", Path: "/account/profile", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: false},
	"getJsonWebKeySet": {Method: "GET", Path: "/.well-known/jwks.json", PathParams: []string{}, Query: []string{}, Body: "none", ListField: "", IsPublic: true},
	"getMarket": {Method: "GET", Path: "/markets/{country}", PathParams: []string{"country"}, Query: []string{"origin"}, Body: "none", ListField: "", IsPublic: false},
	"getOrder": {Method: "GET", Path: "/orders/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false},
	"getShipment": {Method: "GET", Path: "/orders/{id}/shipments/{shipment_id}", PathParams: []string{"id", "shipment_id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false},
	"listApiKeys": {Method: "GET", Path: "/api-keys", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "api_keys", IsPublic: false},
	"listCustomsTariffs": {Method: "GET", Path: "/customs/tariffs", PathParams: []string{}, Query: []string{"hs_code", "destination", "origin"}, Body: "none", ListField: "", IsPublic: false},
	"listExchangeRates": {Method: "GET", Path: "/exchange-rates", PathParams: []string{}, Query: []string{"base", "symbols"}, Body: "none", ListField: "", IsPublic: false},
	"listMarkets": {Method: "GET", Path: "/markets", PathParams: []string{}, Query: []string{"region", "sort", "limit", "page"}, Body: "none", ListField: "markets", IsPublic: false},
	"listOAuthClients": {Method: "GET", Path: "/oauth-clients", PathParams: []string{}, Query: []string{"limit", "page"}, Body: "none", ListField: "oauth_clients", IsPublic: false},
	"listOrderHistory": {Method: "GET", Path: "/orders/{id}/history", PathParams: []string{"id"}, Query: []string{"limit", "page"}, Body: "none", ListField: "history", IsPublic: false},
	"listOrders": {Method: "GET", Path: "/orders", PathParams: []string{}, Query: []string{"status", "buyer_id", "created_gte", "created_lt", "limit", "page"}, Body: "none", ListField: "orders", IsPublic: false},
	"listShipments": {Method: "GET", Path: "/orders/{id}/shipments", PathParams: []string{"id"}, Query: []string{"limit", "page"}, Body: "none", ListField: "shipments", IsPublic: false},
	"revokeApiKey": {Method: "DELETE", Path: "/api-keys/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false},
	"revokeOAuthClient": {Method: "DELETE", Path: "/oauth-clients/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "none", ListField: "", IsPublic: false},
	"rotateApiKey": {Method: "POST", Path: "/api-keys/{id}/rotate", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"rotateOAuthClientSecret": {Method: "POST", Path: "/oauth-clients/{id}/rotate-secret", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"searchBuyers": {Method: "GET", Path: "/buyers", PathParams: []string{}, Query: []string{"country", "sector", "hs_code", "min_score", "q", "limit", "page"}, Body: "none", ListField: "buyers", IsPublic: false},
	"searchHsCodes": {Method: "GET", Path: "/customs/hs-codes", PathParams: []string{}, Query: []string{"q", "limit", "page"}, Body: "none", ListField: "hs_codes", IsPublic: false},
	"updateExporterProfile": {Method: "PUT", Path: "/account/profile", PathParams: []string{}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
	"updateOrder": {Method: "PATCH", Path: "/orders/{id}", PathParams: []string{"id"}, Query: []string{}, Body: "json", ListField: "", IsPublic: false},
}

// CalculatePrice calls POST /pricing/calculate (operationId calculatePrice).
func (c *Client) CalculatePrice(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "calculatePrice", map[string]string{}, body, opts)
}

// CreateAccessToken calls POST /oauth/token (operationId createAccessToken).
func (c *Client) CreateAccessToken(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createAccessToken", map[string]string{}, body, opts)
}

// CreateApiKey calls POST /api-keys (operationId createApiKey).
func (c *Client) CreateApiKey(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createApiKey", map[string]string{}, body, opts)
}

// CreateDocument calls POST /documents (operationId createDocument).
func (c *Client) CreateDocument(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createDocument", map[string]string{}, body, opts)
}

// CreateOAuthClient calls POST /oauth-clients (operationId createOAuthClient).
func (c *Client) CreateOAuthClient(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createOAuthClient", map[string]string{}, body, opts)
}

// CreateOrder calls POST /orders (operationId createOrder).
func (c *Client) CreateOrder(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createOrder", map[string]string{}, body, opts)
}

// CreateShipment calls POST /orders/{id}/shipments (operationId createShipment).
func (c *Client) CreateShipment(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createShipment", map[string]string{"id": id}, body, opts)
}

// CreateShipmentEvent calls POST /orders/{id}/shipments/{shipment_id}/events (operationId createShipmentEvent).
func (c *Client) CreateShipmentEvent(ctx context.Context, id string, shipmentId string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "createShipmentEvent", map[string]string{"id": id, "shipment_id": shipmentId}, body, opts)
}

// GetBuyer calls GET /buyers/{id} (operationId getBuyer).
func (c *Client) GetBuyer(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getBuyer", map[string]string{"id": id}, nil, opts)
}

// GetExporterProfile calls GET /account/profile (operationId getExporterProfile).
func (c *Client) GetExporterProfile(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getExporterProfile", map[string]string{}, nil, opts)
}

// GetJsonWebKeySet calls GET /.well-known/jwks.json (operationId getJsonWebKeySet).
func (c *Client) GetJsonWebKeySet(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getJsonWebKeySet", map[string]string{}, nil, opts)
}

// GetMarket calls GET /markets/{country} (operationId getMarket).
func (c *Client) GetMarket(ctx context.Context, country string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getMarket", map[string]string{"country": country}, nil, opts)
}

// GetOrder calls GET /orders/{id} (operationId getOrder).
func (c *Client) GetOrder(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getOrder", map[string]string{"id": id}, nil, opts)
}

// GetShipment calls GET /orders/{id}/shipments/{shipment_id} (operationId getShipment).
func (c *Client) GetShipment(ctx context.Context, id string, shipmentId string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "getShipment", map[string]string{"id": id, "shipment_id": shipmentId}, nil, opts)
}

// ListApiKeys calls GET /api-keys (operationId listApiKeys).
func (c *Client) ListApiKeys(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listApiKeys", map[string]string{}, nil, opts)
}

// ListCustomsTariffs calls GET /customs/tariffs (operationId listCustomsTariffs).
func (c *Client) ListCustomsTariffs(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listCustomsTariffs", map[string]string{}, nil, opts)
}

// ListExchangeRates calls GET /exchange-rates (operationId listExchangeRates).
func (c *Client) ListExchangeRates(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listExchangeRates", map[string]string{}, nil, opts)
}

// ListMarkets calls GET /markets (operationId listMarkets).
func (c *Client) ListMarkets(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listMarkets", map[string]string{}, nil, opts)
}

// ListOAuthClients calls GET /oauth-clients (operationId listOAuthClients).
func (c *Client) ListOAuthClients(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listOAuthClients", map[string]string{}, nil, opts)
}

// ListOrderHistory calls GET /orders/{id}/history (operationId listOrderHistory).
func (c *Client) ListOrderHistory(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listOrderHistory", map[string]string{"id": id}, nil, opts)
}

// ListOrders calls GET /orders (operationId listOrders).
func (c *Client) ListOrders(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listOrders", map[string]string{}, nil, opts)
}

// ListShipments calls GET /orders/{id}/shipments (operationId listShipments).
func (c *Client) ListShipments(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "listShipments", map[string]string{"id": id}, nil, opts)
}

// RevokeApiKey calls DELETE /api-keys/{id} (operationId revokeApiKey).
func (c *Client) RevokeApiKey(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "revokeApiKey", map[string]string{"id": id}, nil, opts)
}

// RevokeOAuthClient calls DELETE /oauth-clients/{id} (operationId revokeOAuthClient).
func (c *Client) RevokeOAuthClient(ctx context.Context, id string, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "revokeOAuthClient", map[string]string{"id": id}, nil, opts)
}

// RotateApiKey calls POST /api-keys/{id}/rotate (operationId rotateApiKey).
func (c *Client) RotateApiKey(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "rotateApiKey", map[string]string{"id": id}, body, opts)
}

// RotateOAuthClientSecret calls POST /oauth-clients/{id}/rotate-secret (operationId rotateOAuthClientSecret).
func (c *Client) RotateOAuthClientSecret(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "rotateOAuthClientSecret", map[string]string{"id": id}, body, opts)
}

// SearchBuyers calls GET /buyers (operationId searchBuyers).
func (c *Client) SearchBuyers(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "searchBuyers", map[string]string{}, nil, opts)
}

// SearchHsCodes calls GET /customs/hs-codes (operationId searchHsCodes).
func (c *Client) SearchHsCodes(ctx context.Context, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "searchHsCodes", map[string]string{}, nil, opts)
}

// UpdateExporterProfile calls PUT /account/profile (operationId updateExporterProfile).
func (c *Client) UpdateExporterProfile(ctx context.Context, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "updateExporterProfile", map[string]string{}, body, opts)
}

// UpdateOrder calls PATCH /orders/{id} (operationId updateOrder).
func (c *Client) UpdateOrder(ctx context.Context, id string, body any, opts *RequestOptions) (map[string]any, error) {
	return c.Call(ctx, "updateOrder", map[string]string{"id": id}, body, opts)
}
