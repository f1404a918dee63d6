# Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

import warnings
from enum import Enum
from typing import Any, Dict, Literal, Mapping, NamedTuple, Optional, Tuple

from ._options import RequestOptions


class ErrorCode(str, Enum):
    """The contract's ErrorCode: compare ApiError.code with these."""

    INVALID_REQUEST = "invalid_request"
    VALIDATION_FAILED = "validation_failed"
    UNKNOWN_COUNTRY = "unknown_country"
    UNKNOWN_CURRENCY = "unknown_currency"
    UNSUPPORTED_CURRENCY = "unsupported_currency"
    UNKNOWN_HS_CODE = "unknown_hs_code"
    INCOTERM_MODE_MISMATCH = "incoterm_mode_mismatch"
    INVALID_AMOUNT = "invalid_amount"
    UNKNOWN_BUYER = "unknown_buyer"
    UNKNOWN_PORT = "unknown_port"
    UNKNOWN_ORDER = "unknown_order"
    UNKNOWN_QUOTE = "unknown_quote"
    UNAUTHENTICATED = "unauthenticated"
    INVALID_API_KEY = "invalid_api_key"
    TOKEN_EXPIRED = "token_expired"
    INVALID_TOKEN = "invalid_token"
    INSUFFICIENT_SCOPE = "insufficient_scope"
    PLAN_UPGRADE_REQUIRED = "plan_upgrade_required"
    IP_NOT_ALLOWED = "ip_not_allowed"
    FORBIDDEN = "forbidden"
    NOT_FOUND = "not_found"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    NOT_ACCEPTABLE = "not_acceptable"
    CONFLICT = "conflict"
    ORDER_LOCKED = "order_locked"
    QUOTE_NOT_VALID = "quote_not_valid"
    QUOTE_ALREADY_ORDERED = "quote_already_ordered"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    ORIGIN_NOT_COVERED = "origin_not_covered"
    DATE_NOT_COVERED = "date_not_covered"
    INVALID_STATE_TRANSITION = "invalid_state_transition"
    HEADERS_TOO_LARGE = "headers_too_large"
    REQUEST_TIMEOUT = "request_timeout"
    RATE_LIMITED = "rate_limited"
    INTERNAL_ERROR = "internal_error"
    NOT_IMPLEMENTED = "not_implemented"
    SERVICE_UNAVAILABLE = "service_unavailable"


class Operation(NamedTuple):
    method: str
    path: str
    path_params: Tuple[str, ...]
    query: Tuple[str, ...]
    body: str
    list_field: Optional[str]
    is_public: bool
    accept: str = "application/json"
    # Declares the Idempotency-Key header (a write): one key is sent on every attempt.
    takes_idempotency_key: bool = False
    # Stores nothing (a GET, or marked x-safe in the contract): retried without a key.
    safe: bool = False


OPERATIONS: Dict[str, Operation] = {
    "calculatePrice": Operation("POST", "/api/v1/pricing/calculate", (), (), "json", None, False, "application/json", False, True),
    "classifyProduct": Operation("POST", "/api/v1/customs/classify", (), (), "json", None, False, "application/json", False, True),
    "createAccessToken": Operation("POST", "/oauth/token", (), (), "json", None, True, "application/json", False, True),
    "createApiKey": Operation("POST", "/api/v1/api-keys", (), (), "json", None, False, "application/json", True, False),
    "createBuyerAlert": Operation("POST", "/api/v1/buyer-alerts", (), (), "json", None, False, "application/json", True, False),
    "createDocument": Operation("POST", "/api/v1/documents", (), (), "json", None, False, "application/json", True, False),
    "createOAuthClient": Operation("POST", "/api/v1/oauth-clients", (), (), "json", None, False, "application/json", True, False),
    "createOrder": Operation("POST", "/api/v1/orders", (), (), "json", None, False, "application/json", True, False),
    "createQuote": Operation("POST", "/api/v1/quotes", (), (), "json", None, False, "application/json", True, False),
    "createShipment": Operation("POST", "/api/v1/orders/{id}/shipments", ("id",), (), "json", None, False, "application/json", True, False),
    "createShipmentEvent": Operation("POST", "/api/v1/orders/{id}/shipments/{shipment_id}/events", ("id", "shipment_id",), (), "json", None, False, "application/json", True, False),
    "createStreamTicket": Operation("POST", "/api/v1/stream/tickets", (), (), "none", None, False, "application/json", True, False),
    "createWebhookEndpoint": Operation("POST", "/api/v1/webhook-endpoints", (), (), "json", None, False, "application/json", True, False),
    "deleteBuyerAlert": Operation("DELETE", "/api/v1/buyer-alerts/{id}", ("id",), (), "none", None, False, "application/json", True, False),
    "deleteWebhookEndpoint": Operation("DELETE", "/api/v1/webhook-endpoints/{id}", ("id",), (), "none", None, False, "application/json", True, False),
    "getBuyer": Operation("GET", "/api/v1/buyers/{id}", ("id",), (), "none", None, False, "application/json", False, True),
    "getBuyerAlert": Operation("GET", "/api/v1/buyer-alerts/{id}", ("id",), (), "none", None, False, "application/json", False, True),
    "getDocument": Operation("GET", "/api/v1/documents/{id}", ("id",), (), "none", None, False, "application/json", False, True),
    "getDocumentFile": Operation("GET", "/api/v1/documents/{id}/file", ("id",), (), "none", None, False, "application/pdf", False, True),
    "getEvent": Operation("GET", "/api/v1/events/{id}", ("id",), (), "none", None, False, "application/json", False, True),
    "getExporterProfile": Operation("GET", "/api/v1/account/profile", (), (), "none", None, False, "application/json", False, True),
    "getHealth": Operation("GET", "/healthz", (), (), "none", None, True, "application/json", False, True),
    "getJsonWebKeySet": Operation("GET", "/.well-known/jwks.json", (), (), "none", None, True, "application/json", False, True),
    "getMarket": Operation("GET", "/api/v1/markets/{country}", ("country",), ("origin",), "none", None, False, "application/json", False, True),
    "getOrder": Operation("GET", "/api/v1/orders/{id}", ("id",), (), "none", None, False, "application/json", False, True),
    "getQuote": Operation("GET", "/api/v1/quotes/{id}", ("id",), (), "none", None, False, "application/json", False, True),
    "getReadiness": Operation("GET", "/readyz", (), (), "none", None, True, "application/json", False, True),
    "getShipment": Operation("GET", "/api/v1/orders/{id}/shipments/{shipment_id}", ("id", "shipment_id",), (), "none", None, False, "application/json", False, True),
    "getWebhookEndpoint": Operation("GET", "/api/v1/webhook-endpoints/{id}", ("id",), (), "none", None, False, "application/json", False, True),
    "listApiKeys": Operation("GET", "/api/v1/api-keys", (), ("limit", "page",), "none", "api_keys", False, "application/json", False, True),
    "listBuyerAlerts": Operation("GET", "/api/v1/buyer-alerts", (), ("limit", "page",), "none", "alerts", False, "application/json", False, True),
    "listCustomsTariffs": Operation("GET", "/api/v1/customs/tariffs", (), ("hs_code", "destination", "origin", "as_of",), "none", None, False, "application/json", False, True),
    "listDocuments": Operation("GET", "/api/v1/documents", (), ("type", "order_id", "page", "limit",), "none", "documents", False, "application/json", False, True),
    "listEvents": Operation("GET", "/api/v1/events", (), ("type", "created_gte", "created_lt", "limit", "page",), "none", "events", False, "application/json", False, True),
    "listExchangeRates": Operation("GET", "/api/v1/exchange-rates", (), ("base", "symbols",), "none", None, False, "application/json", False, True),
    "listMarkets": Operation("GET", "/api/v1/markets", (), ("region", "sort", "limit", "page",), "none", "markets", False, "application/json", False, True),
    "listOAuthClients": Operation("GET", "/api/v1/oauth-clients", (), ("limit", "page",), "none", "oauth_clients", False, "application/json", False, True),
    "listOrderHistory": Operation("GET", "/api/v1/orders/{id}/history", ("id",), ("limit", "page",), "none", "history", False, "application/json", False, True),
    "listOrders": Operation("GET", "/api/v1/orders", (), ("status", "buyer_id", "created_gte", "created_lt", "limit", "page",), "none", "orders", False, "application/json", False, True),
    "listQuotes": Operation("GET", "/api/v1/quotes", (), ("status", "created_gte", "created_lt", "limit", "page",), "none", "quotes", False, "application/json", False, True),
    "listShipments": Operation("GET", "/api/v1/orders/{id}/shipments", ("id",), ("limit", "page",), "none", "shipments", False, "application/json", False, True),
    "listWebhookDeliveries": Operation("GET", "/api/v1/webhook-endpoints/{id}/deliveries", ("id",), ("status", "limit", "page",), "none", "deliveries", False, "application/json", False, True),
    "listWebhookEndpoints": Operation("GET", "/api/v1/webhook-endpoints", (), ("limit", "page",), "none", "endpoints", False, "application/json", False, True),
    "retryWebhookDelivery": Operation("POST", "/api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry", ("id", "delivery_id",), (), "none", None, False, "application/json", True, False),
    "revokeApiKey": Operation("DELETE", "/api/v1/api-keys/{id}", ("id",), (), "none", None, False, "application/json", True, False),
    "revokeOAuthClient": Operation("DELETE", "/api/v1/oauth-clients/{id}", ("id",), (), "none", None, False, "application/json", True, False),
    "rotateApiKey": Operation("POST", "/api/v1/api-keys/{id}/rotate", ("id",), (), "json", None, False, "application/json", True, False),
    "rotateOAuthClientSecret": Operation("POST", "/api/v1/oauth-clients/{id}/rotate-secret", ("id",), (), "json", None, False, "application/json", True, False),
    "rotateWebhookEndpointSecret": Operation("POST", "/api/v1/webhook-endpoints/{id}/rotate-secret", ("id",), (), "none", None, False, "application/json", True, False),
    "searchBuyers": Operation("GET", "/api/v1/buyers", (), ("country", "sector", "hs_code", "min_score", "q", "has_contact", "limit", "page",), "none", "buyers", False, "application/json", False, True),
    "searchHsCodes": Operation("GET", "/api/v1/customs/hs-codes", (), ("q", "limit", "page",), "none", "hs_codes", False, "application/json", False, True),
    "testWebhookEndpoint": Operation("POST", "/api/v1/webhook-endpoints/{id}/test", ("id",), (), "none", None, False, "application/json", True, False),
    "updateExporterProfile": Operation("PUT", "/api/v1/account/profile", (), (), "json", None, False, "application/json", True, False),
    "updateOrder": Operation("PATCH", "/api/v1/orders/{id}", ("id",), (), "json", None, False, "application/json", True, False),
    "updateQuote": Operation("PATCH", "/api/v1/quotes/{id}", ("id",), (), "json", None, False, "application/json", True, False),
    "updateWebhookEndpoint": Operation("PATCH", "/api/v1/webhook-endpoints/{id}", ("id",), (), "json", None, False, "application/json", True, False),
}

# The client's method of each operation (operationId -> method name).
METHOD_NAMES: Dict[str, str] = {
    "calculatePrice": "calculate_price",
    "classifyProduct": "classify_product",
    "createAccessToken": "create_access_token",
    "createApiKey": "create_api_key",
    "createBuyerAlert": "create_buyer_alert",
    "createDocument": "create_document",
    "createOAuthClient": "create_oauth_client",
    "createOrder": "create_order",
    "createQuote": "create_quote",
    "createShipment": "create_shipment",
    "createShipmentEvent": "create_shipment_event",
    "createStreamTicket": "create_stream_ticket",
    "createWebhookEndpoint": "create_webhook_endpoint",
    "deleteBuyerAlert": "delete_buyer_alert",
    "deleteWebhookEndpoint": "delete_webhook_endpoint",
    "getBuyer": "get_buyer",
    "getBuyerAlert": "get_buyer_alert",
    "getDocument": "get_document",
    "getDocumentFile": "get_document_file",
    "getEvent": "get_event",
    "getExporterProfile": "get_exporter_profile",
    "getHealth": "get_health",
    "getJsonWebKeySet": "get_json_web_key_set",
    "getMarket": "get_market",
    "getOrder": "get_order",
    "getQuote": "get_quote",
    "getReadiness": "get_readiness",
    "getShipment": "get_shipment",
    "getWebhookEndpoint": "get_webhook_endpoint",
    "listApiKeys": "list_api_keys",
    "listBuyerAlerts": "list_buyer_alerts",
    "listCustomsTariffs": "list_customs_tariffs",
    "listDocuments": "list_documents",
    "listEvents": "list_events",
    "listExchangeRates": "list_exchange_rates",
    "listMarkets": "list_markets",
    "listOAuthClients": "list_oauth_clients",
    "listOrderHistory": "list_order_history",
    "listOrders": "list_orders",
    "listQuotes": "list_quotes",
    "listShipments": "list_shipments",
    "listWebhookDeliveries": "list_webhook_deliveries",
    "listWebhookEndpoints": "list_webhook_endpoints",
    "retryWebhookDelivery": "retry_webhook_delivery",
    "revokeApiKey": "revoke_api_key",
    "revokeOAuthClient": "revoke_oauth_client",
    "rotateApiKey": "rotate_api_key",
    "rotateOAuthClientSecret": "rotate_oauth_client_secret",
    "rotateWebhookEndpointSecret": "rotate_webhook_endpoint_secret",
    "searchBuyers": "search_buyers",
    "searchHsCodes": "search_hs_codes",
    "testWebhookEndpoint": "test_webhook_endpoint",
    "updateExporterProfile": "update_exporter_profile",
    "updateOrder": "update_order",
    "updateQuote": "update_quote",
    "updateWebhookEndpoint": "update_webhook_endpoint",
}

# Names earlier versions of the client used, kept as deprecated aliases (old name -> method name).
DEPRECATED_METHOD_NAMES: Dict[str, str] = {
    "create_o_auth_client": "create_oauth_client",
    "list_o_auth_clients": "list_oauth_clients",
    "revoke_o_auth_client": "revoke_oauth_client",
    "rotate_o_auth_client_secret": "rotate_oauth_client_secret",
}


def _deprecated(old: str, new: str) -> None:
    warnings.warn(f"{old} is deprecated; use {new}", DeprecationWarning, stacklevel=3)


class GeneratedOperations:
    def _call(self, operation_id: str, path: Mapping[str, str], query: Mapping[str, Any], body: Optional[Mapping[str, Any]], options: Optional[RequestOptions]) -> Any:
        raise NotImplementedError

    def calculate_price(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/pricing/calculate"""
        return self._call("calculatePrice", {}, {}, body, options)

    def classify_product(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/customs/classify"""
        return self._call("classifyProduct", {}, {}, body, options)

    def create_access_token(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /oauth/token"""
        return self._call("createAccessToken", {}, {}, body, options)

    def create_api_key(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/api-keys"""
        return self._call("createApiKey", {}, {}, body, options)

    def create_buyer_alert(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/buyer-alerts"""
        return self._call("createBuyerAlert", {}, {}, body, options)

    def create_document(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/documents"""
        return self._call("createDocument", {}, {}, body, options)

    def create_oauth_client(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/oauth-clients"""
        return self._call("createOAuthClient", {}, {}, body, options)

    def create_o_auth_client(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """Deprecated: use create_oauth_client."""
        _deprecated("create_o_auth_client", "create_oauth_client")
        return self.create_oauth_client(body=body, options=options)

    def create_order(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/orders"""
        return self._call("createOrder", {}, {}, body, options)

    def create_quote(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/quotes"""
        return self._call("createQuote", {}, {}, body, options)

    def create_shipment(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/orders/{id}/shipments"""
        return self._call("createShipment", {"id": id}, {}, body, options)

    def create_shipment_event(self, id: str, shipment_id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/orders/{id}/shipments/{shipment_id}/events"""
        return self._call("createShipmentEvent", {"id": id, "shipment_id": shipment_id}, {}, body, options)

    def create_stream_ticket(self, *, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/stream/tickets"""
        return self._call("createStreamTicket", {}, {}, None, options)

    def create_webhook_endpoint(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/webhook-endpoints"""
        return self._call("createWebhookEndpoint", {}, {}, body, options)

    def delete_buyer_alert(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """DELETE /api/v1/buyer-alerts/{id}"""
        return self._call("deleteBuyerAlert", {"id": id}, {}, None, options)

    def delete_webhook_endpoint(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """DELETE /api/v1/webhook-endpoints/{id}"""
        return self._call("deleteWebhookEndpoint", {"id": id}, {}, None, options)

    def get_buyer(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/buyers/{id}"""
        return self._call("getBuyer", {"id": id}, {}, None, options)

    def get_buyer_alert(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/buyer-alerts/{id}"""
        return self._call("getBuyerAlert", {"id": id}, {}, None, options)

    def get_document(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/documents/{id}"""
        return self._call("getDocument", {"id": id}, {}, None, options)

    def get_document_file(self, id: str, *, options: Optional[RequestOptions] = None) -> bytes:
        """GET /api/v1/documents/{id}/file"""
        return self._call("getDocumentFile", {"id": id}, {}, None, options)

    def get_event(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/events/{id}"""
        return self._call("getEvent", {"id": id}, {}, None, options)

    def get_exporter_profile(self, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/account/profile"""
        return self._call("getExporterProfile", {}, {}, None, options)

    def get_health(self, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /healthz"""
        return self._call("getHealth", {}, {}, None, options)

    def get_json_web_key_set(self, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /.well-known/jwks.json"""
        return self._call("getJsonWebKeySet", {}, {}, None, options)

    def get_market(self, country: str, *, origin: Optional[str] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/markets/{country}"""
        return self._call("getMarket", {"country": country}, {"origin": origin}, None, options)

    def get_order(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/orders/{id}"""
        return self._call("getOrder", {"id": id}, {}, None, options)

    def get_quote(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/quotes/{id}"""
        return self._call("getQuote", {"id": id}, {}, None, options)

    def get_readiness(self, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /readyz"""
        return self._call("getReadiness", {}, {}, None, options)

    def get_shipment(self, id: str, shipment_id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/orders/{id}/shipments/{shipment_id}"""
        return self._call("getShipment", {"id": id, "shipment_id": shipment_id}, {}, None, options)

    def get_webhook_endpoint(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/webhook-endpoints/{id}"""
        return self._call("getWebhookEndpoint", {"id": id}, {}, None, options)

    def list_api_keys(self, *, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/api-keys"""
        return self._call("listApiKeys", {}, {"limit": limit, "page": page}, None, options)

    def list_buyer_alerts(self, *, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/buyer-alerts"""
        return self._call("listBuyerAlerts", {}, {"limit": limit, "page": page}, None, options)

    def list_customs_tariffs(self, *, hs_code: str, destination: str, origin: Optional[str] = None, as_of: Optional[str] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/customs/tariffs"""
        return self._call("listCustomsTariffs", {}, {"hs_code": hs_code, "destination": destination, "origin": origin, "as_of": as_of}, None, options)

    def list_documents(self, *, type: Optional[Literal["commercial_invoice", "proforma_invoice", "packing_list", "certificate_of_origin_application", "shipping_instructions"]] = None, order_id: Optional[str] = None, page: Optional[int] = None, limit: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/documents"""
        return self._call("listDocuments", {}, {"type": type, "order_id": order_id, "page": page, "limit": limit}, None, options)

    def list_events(self, *, type: Optional[Literal["buyer.matched", "document.created", "exchange_rates.updated", "order.updated", "quote.updated", "shipment.updated", "webhook_endpoint.test"]] = None, created_gte: Optional[str] = None, created_lt: Optional[str] = None, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/events"""
        return self._call("listEvents", {}, {"type": type, "created_gte": created_gte, "created_lt": created_lt, "limit": limit, "page": page}, None, options)

    def list_exchange_rates(self, *, base: Optional[str] = None, symbols: Optional[str] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/exchange-rates"""
        return self._call("listExchangeRates", {}, {"base": base, "symbols": symbols}, None, options)

    def list_markets(self, *, region: Optional[str] = None, sort: Optional[Literal["imports", "gdp"]] = None, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/markets"""
        return self._call("listMarkets", {}, {"region": region, "sort": sort, "limit": limit, "page": page}, None, options)

    def list_oauth_clients(self, *, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/oauth-clients"""
        return self._call("listOAuthClients", {}, {"limit": limit, "page": page}, None, options)

    def list_o_auth_clients(self, *, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """Deprecated: use list_oauth_clients."""
        _deprecated("list_o_auth_clients", "list_oauth_clients")
        return self.list_oauth_clients(limit=limit, page=page, options=options)

    def list_order_history(self, id: str, *, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/orders/{id}/history"""
        return self._call("listOrderHistory", {"id": id}, {"limit": limit, "page": page}, None, options)

    def list_orders(self, *, status: Optional[Literal["draft", "confirmed", "in_production", "ready_to_ship", "shipped", "in_transit", "arrived", "customs_cleared", "delivered", "cancelled"]] = None, buyer_id: Optional[str] = None, created_gte: Optional[str] = None, created_lt: Optional[str] = None, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/orders"""
        return self._call("listOrders", {}, {"status": status, "buyer_id": buyer_id, "created_gte": created_gte, "created_lt": created_lt, "limit": limit, "page": page}, None, options)

    def list_quotes(self, *, status: Optional[Literal["open", "accepted", "expired", "cancelled"]] = None, created_gte: Optional[str] = None, created_lt: Optional[str] = None, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/quotes"""
        return self._call("listQuotes", {}, {"status": status, "created_gte": created_gte, "created_lt": created_lt, "limit": limit, "page": page}, None, options)

    def list_shipments(self, id: str, *, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/orders/{id}/shipments"""
        return self._call("listShipments", {"id": id}, {"limit": limit, "page": page}, None, options)

    def list_webhook_deliveries(self, id: str, *, status: Optional[Literal["pending", "succeeded", "failed"]] = None, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/webhook-endpoints/{id}/deliveries"""
        return self._call("listWebhookDeliveries", {"id": id}, {"status": status, "limit": limit, "page": page}, None, options)

    def list_webhook_endpoints(self, *, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/webhook-endpoints"""
        return self._call("listWebhookEndpoints", {}, {"limit": limit, "page": page}, None, options)

    def retry_webhook_delivery(self, id: str, delivery_id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry"""
        return self._call("retryWebhookDelivery", {"id": id, "delivery_id": delivery_id}, {}, None, options)

    def revoke_api_key(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """DELETE /api/v1/api-keys/{id}"""
        return self._call("revokeApiKey", {"id": id}, {}, None, options)

    def revoke_oauth_client(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """DELETE /api/v1/oauth-clients/{id}"""
        return self._call("revokeOAuthClient", {"id": id}, {}, None, options)

    def revoke_o_auth_client(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """Deprecated: use revoke_oauth_client."""
        _deprecated("revoke_o_auth_client", "revoke_oauth_client")
        return self.revoke_oauth_client(id, options=options)

    def rotate_api_key(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/api-keys/{id}/rotate"""
        return self._call("rotateApiKey", {"id": id}, {}, body, options)

    def rotate_oauth_client_secret(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/oauth-clients/{id}/rotate-secret"""
        return self._call("rotateOAuthClientSecret", {"id": id}, {}, body, options)

    def rotate_o_auth_client_secret(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """Deprecated: use rotate_oauth_client_secret."""
        _deprecated("rotate_o_auth_client_secret", "rotate_oauth_client_secret")
        return self.rotate_oauth_client_secret(id, body=body, options=options)

    def rotate_webhook_endpoint_secret(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/webhook-endpoints/{id}/rotate-secret"""
        return self._call("rotateWebhookEndpointSecret", {"id": id}, {}, None, options)

    def search_buyers(self, *, country: Optional[str] = None, sector: Optional[str] = None, hs_code: Optional[str] = None, min_score: Optional[int] = None, q: Optional[str] = None, has_contact: Optional[bool] = None, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/buyers"""
        return self._call("searchBuyers", {}, {"country": country, "sector": sector, "hs_code": hs_code, "min_score": min_score, "q": q, "has_contact": has_contact, "limit": limit, "page": page}, None, options)

    def search_hs_codes(self, *, q: str, limit: Optional[int] = None, page: Optional[int] = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api/v1/customs/hs-codes"""
        return self._call("searchHsCodes", {}, {"q": q, "limit": limit, "page": page}, None, options)

    def test_webhook_endpoint(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """POST /api/v1/webhook-endpoints/{id}/test"""
        return self._call("testWebhookEndpoint", {"id": id}, {}, None, options)

    def update_exporter_profile(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """PUT /api/v1/account/profile"""
        return self._call("updateExporterProfile", {}, {}, body, options)

    def update_order(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """PATCH /api/v1/orders/{id}"""
        return self._call("updateOrder", {"id": id}, {}, body, options)

    def update_quote(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """PATCH /api/v1/quotes/{id}"""
        return self._call("updateQuote", {"id": id}, {}, body, options)

    def update_webhook_endpoint(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """PATCH /api/v1/webhook-endpoints/{id}"""
        return self._call("updateWebhookEndpoint", {"id": id}, {}, body, options)
