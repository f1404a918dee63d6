# Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

from typing import Any, Dict, Mapping, NamedTuple, Optional, Tuple

from ._options import RequestOptions


class Operation(NamedTuple):
    method: str
    path: str
    path_params: Tuple[str, ...]
    query: Tuple[str, ...]
    body: str
    list_field: Optional[str]
    is_public: bool


OPERATIONS: Dict[str, Operation] = {
    "calculatePrice": Operation("POST", "/pricing/calculate", (), (), "json", None, False),
    "createAccessToken": Operation("POST", "/oauth/token", (), (), "json", None, True),
    "createApiKey": Operation("POST", "/api-keys", (), (), "json", None, False),
    "createDocument": Operation("POST", "/documents", (), (), "json", None, False),
    "createOAuthClient": Operation("POST", "/oauth-clients", (), (), "json", None, False),
    "createOrder": Operation("POST", "/orders", (), (), "json", None, False),
    "createShipment": Operation("POST", "/orders/{id}/shipments", ("id",), (), "json", None, False),
    "createShipmentEvent": Operation("POST", "/orders/{id}/shipments/{shipment_id}/events", ("id", "shipment_id",), (), "json", None, False),
    "getBuyer": Operation("GET", "/buyers/{id}", ("id",), (), "none", None, False),
    "getExporterProfile": Operation("GET", "/account/profile", (), (), "none", None, False),
    "getJsonWebKeySet": Operation("GET", "/.well-known/jwks.json", (), (), "none", None, True),
    "getMarket": Operation("GET", "/markets/{country}", ("country",), ("origin",), "none", None, False),
    "getOrder": Operation("GET", "/orders/{id}", ("id",), (), "none", None, False),
    "getShipment": Operation("GET", "/orders/{id}/shipments/{shipment_id}", ("id", "shipment_id",), (), "none", None, False),
    "listApiKeys": Operation("GET", "/api-keys", (), ("limit", "page",), "none", "api_keys", False),
    "listCustomsTariffs": Operation("GET", "/customs/tariffs", (), ("hs_code", "destination", "origin",), "none", None, False),
    "listExchangeRates": Operation("GET", "/exchange-rates", (), ("base", "symbols",), "none", None, False),
    "listMarkets": Operation("GET", "/markets", (), ("region", "sort", "limit", "page",), "none", "markets", False),
    "listOAuthClients": Operation("GET", "/oauth-clients", (), ("limit", "page",), "none", "oauth_clients", False),
    "listOrderHistory": Operation("GET", "/orders/{id}/history", ("id",), ("limit", "page",), "none", "history", False),
    "listOrders": Operation("GET", "/orders", (), ("status", "buyer_id", "created_gte", "created_lt", "limit", "page",), "none", "orders", False),
    "listShipments": Operation("GET", "/orders/{id}/shipments", ("id",), ("limit", "page",), "none", "shipments", False),
    "revokeApiKey": Operation("DELETE", "/api-keys/{id}", ("id",), (), "none", None, False),
    "revokeOAuthClient": Operation("DELETE", "/oauth-clients/{id}", ("id",), (), "none", None, False),
    "rotateApiKey": Operation("POST", "/api-keys/{id}/rotate", ("id",), (), "json", None, False),
    "rotateOAuthClientSecret": Operation("POST", "/oauth-clients/{id}/rotate-secret", ("id",), (), "json", None, False),
    "searchBuyers": Operation("GET", "/buyers", (), ("country", "sector", "hs_code", "min_score", "q", "limit", "page",), "none", "buyers", False),
    "searchHsCodes": Operation("GET", "/customs/hs-codes", (), ("q", "limit", "page",), "none", "hs_codes", False),
    "updateExporterProfile": Operation("PUT", "/account/profile", (), (), "json", None, False),
    "updateOrder": Operation("PATCH", "/orders/{id}", ("id",), (), "json", None, False),
}


class GeneratedOperations:
    def _call(self, operation_id: str, path: Mapping[str, str], query: Mapping[str, Any], body: Optional[Mapping[str, Any]], options: Optional[RequestOptions]) -> Any:
        raise NotImplementedError

    def calculate_price(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /pricing/calculate"""
        return self._call("calculatePrice", {}, {}, body, options)

    def create_access_token(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /oauth/token"""
        return self._call("createAccessToken", {}, {}, body, options)

    def create_api_key(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api-keys"""
        return self._call("createApiKey", {}, {}, body, options)

    def create_document(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /documents"""
        return self._call("createDocument", {}, {}, body, options)

    def create_o_auth_client(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /oauth-clients"""
        return self._call("createOAuthClient", {}, {}, body, options)

    def create_order(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /orders"""
        return self._call("createOrder", {}, {}, body, options)

    def create_shipment(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /orders/{id}/shipments"""
        return self._call("createShipment", {"id": id}, {}, body, options)

    def create_shipment_event(self, id: str, shipment_id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /orders/{id}/shipments/{shipment_id}/events"""
        return self._call("createShipmentEvent", {"id": id, "shipment_id": shipment_id}, {}, body, options)

    def get_buyer(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /buyers/{id}"""
        return self._call("getBuyer", {"id": id}, {}, None, options)

    def get_exporter_profile(self, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /account/profile"""
        return self._call("getExporterProfile", {}, {}, None, options)

    def get_json_web_key_set(self, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /.well-known/jwks.json"""
        return self._call("getJsonWebKeySet", {}, {}, None, options)

    def get_market(self, country: str, *, origin: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /markets/{country}"""
        return self._call("getMarket", {"country": country}, {"origin": origin}, None, options)

    def get_order(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /orders/{id}"""
        return self._call("getOrder", {"id": id}, {}, None, options)

    def get_shipment(self, id: str, shipment_id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """GET /orders/{id}/shipments/{shipment_id}"""
        return self._call("getShipment", {"id": id, "shipment_id": shipment_id}, {}, None, options)

    def list_api_keys(self, *, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /api-keys"""
        return self._call("listApiKeys", {}, {"limit": limit, "page": page}, None, options)

    def list_customs_tariffs(self, *, hs_code: Any, destination: Any, origin: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /customs/tariffs"""
        return self._call("listCustomsTariffs", {}, {"hs_code": hs_code, "destination": destination, "origin": origin}, None, options)

    def list_exchange_rates(self, *, base: Any = None, symbols: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /exchange-rates"""
        return self._call("listExchangeRates", {}, {"base": base, "symbols": symbols}, None, options)

    def list_markets(self, *, region: Any = None, sort: Any = None, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /markets"""
        return self._call("listMarkets", {}, {"region": region, "sort": sort, "limit": limit, "page": page}, None, options)

    def list_o_auth_clients(self, *, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /oauth-clients"""
        return self._call("listOAuthClients", {}, {"limit": limit, "page": page}, None, options)

    def list_order_history(self, id: str, *, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /orders/{id}/history"""
        return self._call("listOrderHistory", {"id": id}, {"limit": limit, "page": page}, None, options)

    def list_orders(self, *, status: Any = None, buyer_id: Any = None, created_gte: Any = None, created_lt: Any = None, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /orders"""
        return self._call("listOrders", {}, {"status": status, "buyer_id": buyer_id, "created_gte": created_gte, "created_lt": created_lt, "limit": limit, "page": page}, None, options)

    def list_shipments(self, id: str, *, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /orders/{id}/shipments"""
        return self._call("listShipments", {"id": id}, {"limit": limit, "page": page}, None, options)

    def revoke_api_key(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """DELETE /api-keys/{id}"""
        return self._call("revokeApiKey", {"id": id}, {}, None, options)

    def revoke_o_auth_client(self, id: str, *, options: Optional[RequestOptions] = None) -> Any:
        """DELETE /oauth-clients/{id}"""
        return self._call("revokeOAuthClient", {"id": id}, {}, None, options)

    def rotate_api_key(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /api-keys/{id}/rotate"""
        return self._call("rotateApiKey", {"id": id}, {}, body, options)

    def rotate_o_auth_client_secret(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """POST /oauth-clients/{id}/rotate-secret"""
        return self._call("rotateOAuthClientSecret", {"id": id}, {}, body, options)

    def search_buyers(self, *, country: Any = None, sector: Any = None, hs_code: Any = None, min_score: Any = None, q: Any = None, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /buyers"""
        return self._call("searchBuyers", {}, {"country": country, "sector": sector, "hs_code": hs_code, "min_score": min_score, "q": q, "limit": limit, "page": page}, None, options)

    def search_hs_codes(self, *, q: Any, limit: Any = None, page: Any = None, options: Optional[RequestOptions] = None) -> Any:
        """GET /customs/hs-codes"""
        return self._call("searchHsCodes", {}, {"q": q, "limit": limit, "page": page}, None, options)

    def update_exporter_profile(self, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """PUT /account/profile"""
        return self._call("updateExporterProfile", {}, {}, body, options)

    def update_order(self, id: str, *, body: Optional[Mapping[str, Any]] = None, options: Optional[RequestOptions] = None) -> Any:
        """PATCH /orders/{id}"""
        return self._call("updateOrder", {"id": id}, {}, body, options)
