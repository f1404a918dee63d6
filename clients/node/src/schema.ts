// Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

export interface paths {
    "/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search foreign buyers
         * @description Finds foreign buyers by country, sector, HS code, minimum match score, name and whether they
         *     have a contact. Filters come as query parameters or, as the specification shows, as a JSON body
         *     on this GET; both forms mean the same, and a field given in both with different values is 400
         *     `invalid_request`. Mixed forms are allowed when they agree.
         *
         *     **Order:** `ai_score` descending, then the buyer number (the digits of `id`) ascending, so
         *     paging never repeats or skips a buyer.
         *
         *     **ai_score** is a 0-100 match of the buyer against the caller's exporter profile (see
         *     `PUT /account/profile`): HS overlap up to 40 points (a heading of one of your products: 40; the
         *     chapter only: 20), sector up to 25, target country up to 20 (10 when the profile names no target
         *     countries), import scale up to 15 (log scale, 50,000 USD = 0 to 500,000,000 USD = 15). Without a
         *     profile a documented generic score is used: import scale up to 60, verified identity 20, product
         *     breadth up to 20 (2.5 per imported heading, up to 8). `GET /buyers/{id}` explains each factor.
         *
         *     **Filters:** `hs_code` matches buyers importing a heading that starts with it (codes longer
         *     than a heading match on their heading); `q` matches a fragment of the company name,
         *     case-insensitively; `sector` takes the code or its label in any supported language;
         *     `has_contact=true` keeps the buyers with a website, an e-mail or a telephone (`contact`).
         */
        get: operations["searchBuyers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a buyer with its score factors
         * @description One buyer, with `score_factors`: the points each factor of `ai_score` gave and why
         *     (`score_basis` says whether the caller's exporter profile or the generic score was used).
         */
        get: operations["getBuyer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyer-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List buyer alerts
         * @description The account's buyer alerts in the caller's mode, oldest first (`created_at`, then `id`).
         */
        get: operations["listBuyerAlerts"];
        put?: never;
        /**
         * Create a buyer alert
         * @description Saves the filters of a buyer search (`country`, `sector`, `hs_code`, `q`) with a minimum
         *     `ai_score`. From now on, every buyer that is added or changes (an import of buyers; in the
         *     sandbox, the buyer simulator) and newly matches raises one `buyer.matched` event carrying the
         *     buyer as `GET /buyers` returns it and this alert's id; a buyer never raises two events for the
         *     same alert. Buyers that already match when the alert is made raise none: search for them with
         *     `GET /buyers`. Reading alerts needs `buyers:read`; creating and deleting them needs
         *     `webhooks:manage` (they decide which events your endpoints receive). At most 50 alerts per
         *     account and mode. Accepts `Idempotency-Key`.
         */
        post: operations["createBuyerAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyer-alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a buyer alert
         * @description One alert of the account in the caller's mode.
         */
        get: operations["getBuyerAlert"];
        put?: never;
        post?: never;
        /**
         * Delete a buyer alert
         * @description Deletes the alert: no further `buyer.matched` events for it. Events already raised stay readable at `GET /events`. Accepts `Idempotency-Key`.
         */
        delete: operations["deleteBuyerAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the exporter profile
         * @description The caller's exporter profile (company, origin country, products with HS codes, sectors, target
         *     countries), which drives buyers' match scores. Each mode has its own: a test key reads the
         *     sandbox profile. 404 `not_found` until one has been saved.
         */
        get: operations["getExporterProfile"];
        /**
         * Replace the exporter profile
         * @description Replaces the exporter profile of the caller's mode and rescores every buyer against it; the new
         *     scores apply to the next search. Sector labels are accepted and stored as codes; country codes are
         *     stored uppercase. `updated_at` is set by the server. Unknown countries, sectors or HS codes are
         *     400 `validation_failed` and nothing is saved.
         *
         *     Saves of one account and mode coalesce: the latest wins. A save overtaken by a later one before
         *     its rescoring finished is not carried out; it is answered at once with the profile stored at that
         *     moment (compare `company_name` and `updated_at` with what was sent), or, when none is stored yet,
         *     with the one the later save stores. A save that no client waits for any longer (its client
         *     disconnected) is cancelled and changes nothing. Accepts `Idempotency-Key`.
         */
        put: operations["updateExporterProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's API keys
         * @description The API keys of the caller's account in the caller's mode (a test key lists test keys only),
         *     including revoked and expired ones, and keys holding scopes the caller does not (their metadata
         *     only: a listing never shows a secret, and such keys cannot be rotated or revoked by the caller).
         *     Secrets are never shown again: `prefix` identifies a key.
         *     **Order:** `created_at` ascending, then `id`. API keys only (an OAuth token gets 403 `forbidden`).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key in the caller's mode with the scopes given (only scopes the calling key holds
         *     itself, else 403 `insufficient_scope` naming each), an optional IP allowlist (IPv4/IPv6 addresses
         *     or CIDRs; empty means any address) and an optional expiry. The `secret` is in this response only:
         *     it is stored as a hash. Accepts `Idempotency-Key` (a replay, to the same calling key only, returns
         *     the same secret). Recorded in the audit log.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes the key at once, in every server instance: its next request gets 401 `invalid_api_key`.
         *     Revoking a revoked key changes nothing. A key holding a scope the calling key does not is 403
         *     `insufficient_scope` (a key manages only keys within its own scopes). A key of the other mode is
         *     404 `not_found`. Recorded in the audit log. Accepts `Idempotency-Key`.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an API key
         * @description Issues a new key with the same name, scopes and allowlist, and lets the old one work for
         *     `old_key_expires_in` seconds more (default 86400, at most 30 days; 0 ends it now), so clients can
         *     switch without downtime. The new `secret` is in this response only, so only a key holding every
         *     scope of the rotated key may rotate it: otherwise 403 `insufficient_scope`, checked before the
         *     key's state. A revoked, expired or already rotated key is 422 `invalid_state_transition`. Accepts
         *     `Idempotency-Key` (replayed to the same calling key only). Recorded in the audit log.
         */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's OAuth clients
         * @description The OAuth clients of the caller's account in the caller's mode, including revoked ones and clients
         *     holding scopes the caller does not (their metadata only; such clients cannot be rotated or revoked
         *     by the caller). Secrets are never shown again. **Order:** `created_at` ascending, then `id`. API keys only.
         */
        get: operations["listOAuthClients"];
        put?: never;
        /**
         * Create an OAuth client
         * @description Creates a client for the client-credentials grant in the caller's mode (tokens of a test-mode
         *     client reach sandbox data only), with the scopes it may request (only scopes the calling key
         *     holds, else 403 `insufficient_scope`; `keys:manage` is for API keys only) and an optional IP allowlist that applies both to the
         *     token request and to every request made with its tokens. The `client_secret` is in this response
         *     only. Accepts `Idempotency-Key` (replayed to the same calling key only). Recorded in the audit log.
         */
        post: operations["createOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth-clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an OAuth client
         * @description Revokes the client at once: it can get no new token, and the tokens it already has stop working
         *     (401 `invalid_token`). A client holding a scope the calling key does not is 403
         *     `insufficient_scope` (a key manages only credentials within its own scopes). A client of the
         *     other mode is 404 `not_found`. Recorded in the audit log. Accepts `Idempotency-Key`.
         */
        delete: operations["revokeOAuthClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth-clients/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an OAuth client's secret
         * @description Issues a new client secret; the previous one keeps authenticating for `old_secret_expires_in`
         *     seconds (default 86400, at most 30 days; 0 ends it now). Tokens already issued are not affected.
         *     The new `client_secret` is in this response only, so only a key holding every scope of the client
         *     may rotate it: otherwise 403 `insufficient_scope`, checked before the client's state. Accepts
         *     `Idempotency-Key` (replayed to the same calling key only). Recorded in the audit log.
         */
        post: operations["rotateOAuthClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an OAuth 2.0 access token
         * @description The client-credentials grant (RFC 6749 section 4.4). Send `grant_type=client_credentials` as
         *     `application/x-www-form-urlencoded` (or the same fields as JSON) and authenticate the client with
         *     HTTP Basic (`client_id:client_secret`, each form-encoded, then base64) or with `client_id` and
         *     `client_secret` in the body, never both. `scope` (space-separated) narrows the grant; without it
         *     the token carries all of the client's scopes. An HTTP Basic client is checked from the header
         *     before the form is read (a malformed or wrong one is `invalid_client` at once); the form is at
         *     most 4 KiB (413) and must arrive within 10 seconds of the headers (408 `request_timeout`).
         *
         *     The access token is a JWT (RFC 9068 profile) signed with an asymmetric key named by its `kid`
         *     and published at `/.well-known/jwks.json`. It is valid for one hour and carries `scope`, `aud`,
         *     `client_id`, `account_id` and `mode`: a test-mode client's tokens reach sandbox data only. Send it
         *     as `Authorization: Bearer <token>`. Errors follow RFC 6749 section 5.2: `invalid_request`,
         *     `invalid_client` (401), `unsupported_grant_type`, `invalid_scope`, and `unauthorized_client` when
         *     the account is not on Pro Max or the request comes from outside the client's allowlist.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the keys that verify access tokens
         * @description The public keys (RFC 7517 JSON Web Key Set) that verify access tokens, the one signing now first.
         *     After a rotation the previous key stays here until every token it signed has expired. Cache it
         *     for at most `max-age` and fetch it again when a token names an unknown `kid`.
         */
        get: operations["getJsonWebKeySet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description The orders of the caller's account in the caller's mode, newest first.
         *     **Order:** `created_at` descending, then `id` descending. Filters: `status`, `buyer_id`, and the
         *     creation time (`created_gte` inclusive, `created_lt` exclusive).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create an export order
         * @description An export order to a buyer of the caller's mode: line items (description, HS code, quantity,
         *     UN/ECE unit, unit price in the order's currency, net and gross weight), the Incoterm 2020 with its
         *     named place, the transport mode, payment terms and, optionally, the costs of the journey. The
         *     order starts as a `draft`; its totals come from the pricing engine (`calculatePrice`): the goods
         *     value always, the whole Incoterm build-up when costs are given. `costs` takes exactly what
         *     `calculatePrice` takes (`PricingCosts`: `{amount, currency}` objects, `insurance_rate_pct`); the
         *     earlier plain decimals in the order's currency are still accepted (deprecated). The origin is
         *     `origin_country`, else the country of the caller's exporter profile; the destination is the
         *     buyer's country. With `quote_id`, the order is made from an accepted quote: its items (unit
         *     `PCE`, net weight from `weight_kg`, unit price the item's sale value / quantity in the quote
         *     currency), Incoterm, transport mode, currency, origin, costs and the whole calculation (`quote`,
         *     `totals`) are the quote's, never priced again; the buyer must be in the quote's destination (and
         *     be the quote's buyer when it names one). A quote is made into one order: the order is recorded
         *     on the quote (`order_id`), and a second order from it is 409 `quote_already_ordered` naming the
         *     first (even when that order was cancelled: make a new quote). Accepts `Idempotency-Key`.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description One order of the caller's account and mode; another account's id answers 404 as if it did not exist.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an order or move its status
         * @description Moves the order along its state machine (`status`, see `OrderStatus`: one step forward, or to
         *     `cancelled` before shipping; any other move is 409 `invalid_state_transition` naming the states
         *     allowed) and/or changes its fields: items, Incoterm, named place, transport mode and costs while it
         *     is a `draft` (409 `order_locked` afterwards); payment terms, reference and notes until it is final.
         *     Totals are computed again. Every change is kept in the order's history. Accepts `Idempotency-Key`.
         */
        patch: operations["updateOrder"];
        trace?: never;
    };
    "/orders/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order's history
         * @description Every change of the order, oldest first (`id` ascending): its creation, each status change (with
         *     the status before and after) and each change of fields, from the API or from a shipment event.
         */
        get: operations["listOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order's shipments
         * @description The shipments of one order, oldest first (**Order:** `created_at` ascending, then `id`), each with its events.
         */
        get: operations["listShipments"];
        put?: never;
        /**
         * Add a shipment to an order
         * @description A shipment of the order: carrier, transport mode, booking and B/L numbers, the ports of loading
         *     and discharge by UN/LOCODE (named from the World Port Index; an unknown code is 400
         *     `unknown_port`) and the estimated departure and arrival. The order must be confirmed and not
         *     final (409 `order_locked` otherwise). Accepts `Idempotency-Key`.
         */
        post: operations["createShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/shipments/{shipment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shipment
         * @description One shipment of an order, with its events oldest first.
         */
        get: operations["getShipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/shipments/{shipment_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a shipment event
         * @description Appends a logistics milestone (`booked`, `gate_in`, `loaded`, `departed`, `transshipped`,
         *     `arrived`, `discharged`, `released`, `delivered`) with the time it happened and where (a port by
         *     UN/LOCODE, or a place in words). An event that implies a later order status moves the order
         *     there, step by step along its state machine, each step in its history (`source:
         *     shipment_event`); an event never moves an order back. A cancelled or delivered order takes no
         *     more events (409 `order_locked`). Accepts `Idempotency-Key`.
         */
        post: operations["createShipmentEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The account's events in the caller's mode, newest first, kept for at least 30 days: what a client
         *     reads to catch up after downtime (every webhook is also an event here, with the same id as its
         *     `webhook-id`). **Order:** `created_at` descending, then `id` descending. Filters: `type` and the
         *     creation time (`created_gte` inclusive, `created_lt` exclusive).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description One event of the caller's account and mode; another account's id answers 404.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The account's endpoints in the caller's mode, oldest first (`created_at`, then `id`). Secrets are never listed.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers a URL to receive the chosen event types (`*` for all), signed per Standard Webhooks. The
         *     signing secret (`whsec_...`) is in this answer only. Live-mode URLs must be https and must not
         *     resolve to a loopback, private, link-local, CGNAT, multicast or cloud-metadata address (checked
         *     again at every delivery); sandbox URLs may be http. At most 20 endpoints per account and mode.
         *     Accepts `Idempotency-Key`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description One endpoint (without its secret).
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint and its pending deliveries; its events stay readable at `GET /events`. Accepts `Idempotency-Key`.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes the URL (checked as at registration), event types, description, ordering, or enables or
         *     disables the endpoint. Enabling a disabled endpoint sends its pending deliveries (and clears the
         *     failure count); disabling keeps new events queued for it. Accepts `Idempotency-Key`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description A new secret, shown in this answer only. For 24 hours every delivery carries two signatures in
         *     `webhook-signature` (new and previous secret, space-separated), so the receiver can switch secrets
         *     without refusing anything. Accepts `Idempotency-Key`.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Records a `webhook_endpoint.test` event and delivers it to this endpoint only, signed like every
         *     other; its delivery shows in the deliveries list. The endpoint must be enabled. Accepts `Idempotency-Key`.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries and attempts
         * @description The endpoint's deliveries, newest event first, each with its attempts (number, outcome, response
         *     status, latency, first 1 KiB of the answer) and the time of the next attempt.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Sends the delivery again as soon as a worker is free, whatever its state (a failed one gets one
         *     more attempt; a succeeded one is sent once more with the same `webhook-id`). The endpoint must be
         *     enabled for it to go out. Accepts `Idempotency-Key`.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List export documents
         * @description The caller's documents (account and mode), newest first, paged; filtered by type and order.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Create an export document
         * @description Creates an export document (commercial invoice, proforma invoice, packing list, certificate of
         *     origin application, shipping instructions) from a quote (`quote_id`), an order (`order_id`) or
         *     from data given inline,
         *     renders it as a PDF (English or Korean; by default the language `Accept-Language` picks) and
         *     returns its metadata. The number is the type's letters, the year and a counter per account, mode,
         *     type and year (`CI-2026-000123`), never reused. Accepts `Idempotency-Key`. Emits the
         *     `document.created` webhook. An invoice's total is the Incoterm price of its quote, its order or
         *     its `costs`, with the goods and each cost the seller carries as separate lines (see
         *     `DocumentCreateRequest`). An unknown or another account's order is 400 `unknown_order` (a quote:
         *     `unknown_quote`; an expired or cancelled one 409 `quote_not_valid`); a
         *     certificate of origin application whose agreement does not cover the origin and the importer's
         *     country is 422 `origin_not_covered`. Items given in the request (with an order, they are
         *     printed instead of its items) have their `hs_code` checked as a price's: a code HS 2022 lacks, or a
         *     national line (more than 6 digits) the importer's schedule lacks, is 400 `unknown_hs_code` naming
         *     every such item and the code sent: customs reads the code the document prints.
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an export document's metadata
         * @description Number, type, language, order, pages, size and SHA-256 of one document of the caller's account and mode; another account's id answers 404.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export document's PDF
         * @description The PDF as it was made. `ETag` is the quoted SHA-256 of the file; a request with a matching
         *     `If-None-Match` answers 304 without a body. `Content-Disposition` names the file by the document's number.
         */
        get: operations["getDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List markets
         * @description Every market with a summary: GDP, goods imports and population, each with its year and source.
         *     The markets are the 249 countries and territories of ISO 3166 in the country data, plus Kosovo
         *     (`XK`), which the World Bank, VAT and trade-agreement data list although ISO 3166 does not.
         *
         *     **Order:** `sort=imports` (default) by goods imports, `sort=gdp` by GDP, largest first. Markets
         *     without the figure come last. Ties, and the markets without the figure, are ordered by country
         *     code, so paging never repeats or skips a market.
         *
         *     **Filter:** `region` is a UN M49 region or sub-region, any case (`Asia`, `Western Europe`,
         *     `Sub-Saharan Africa`). Kosovo has no M49 region and is listed only without the filter.
         *
         *     **Sources:** World Bank, World Development Indicators (July 2026 release). Country names come
         *     from Unicode CLDR in the request language (`en`, `ko`). A figure the World Bank does not have
         *     is `null` with the reason.
         */
        get: operations["listMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get market information for a country
         * @description One market: identity, currency, economy, trade and logistics figures, each with its year and
         *     source. A figure the sources do not have is `null` with the reason; a gap is never filled with an
         *     invented number.
         *
         *     - **country**: codes (the answer uses alpha-2), the name in the request language from Unicode
         *       CLDR (`name_lang` says which), UN M49 region and sub-region, capital.
         *     - **currency**: ISO 4217 code and minor units; `usd_rate` is the latest daily rate of the
         *       ECB-derived series (the one pricing uses) with its date, or, for a currency the ECB does not
         *       quote, the World Bank annual average with its year (`period` says which), or `null`.
         *     - **economy**: World Bank WDI (July 2026 release): GDP and GDP per capita (current US$), real
         *       GDP growth, population, CPI inflation, goods imports (c.i.f.) and exports (f.o.b.), imports of
         *       goods and services as % of GDP, Logistics Performance Index (1-5). Each figure is the latest
         *       year since 2010; older or missing is `null` with the reason.
         *     - **trade**: WTO simple-average MFN applied tariff and World Bank trade-weighted mean applied
         *       tariff (mostly 2021; EU members carry the EU figure); `tariff_schedule`: the national schedule
         *       the tariff lookup uses for this market (United States, EU 27, United Kingdom) with the simple
         *       average ad valorem rate of each HS chapter, computed from the line files (the US averages are
         *       still of HTS 2023, older than its HTS 2026 lines, and `note` says so), or `null` with the reason;
         *       the standard VAT/GST rate (October 2025
         *       list, with documented corrections such as Bahrain 10 %; a country missing from the list is
         *       `null`, never 0 %; the United States has no national VAT); and the trade agreements in force
         *       (WTO RTA database, March 2021) between this market and `origin`.
         *     - **logistics**: up to five seaports with a UN/LOCODE from the World Port Index, larger harbour
         *       first, then longer maximum vessel.
         */
        get: operations["getMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exchange rates
         * @description Reference exchange rates of the newest day in storage, with its date and source: units of each
         *     currency per 1 unit of `base`. Pricing, orders and markets convert with the same rates, and the
         *     `exchange_rates` stream starts from them.
         *
         *     **Source and age:** European Central Bank euro foreign exchange reference rates. The server
         *     ships the ECB-derived USD series (units per USD = units per EUR / USD per EUR, 6 significant
         *     digits); an operator loads newer days from the ECB's published CSV or XML files with
         *     `npm run import:rates` (docs/operations.md), and every instance uses them within a second,
         *     without a restart. Nothing is fetched at run time. A rate against another base is the cross rate
         *     (symbol per B) / (base per B), where B is the currency the stored day is quoted in (EUR for an
         *     ECB file, USD for the derived series), computed in decimal arithmetic and rounded half-up to 10
         *     significant digits. When the day is older than the server's configured age
         *     (`EXCHANGE_RATE_MAX_AGE_DAYS`, a week by default), `warnings` holds `exchange_rates_stale`
         *     naming the date.
         *
         *     **Currencies:** those the ECB quotes on that day, plus EUR and USD. A real ISO 4217 currency that
         *     the ECB does not quote (for example NGN, VND, BHD) is 400 `unsupported_currency`; a code that is
         *     not a currency is 400 `unknown_currency`.
         */
        get: operations["listExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate an export price and landed cost
         * @description Builds the export price for an Incoterms 2020 rule, the customs value, the duty of each item,
         *     import VAT and the buyer's landed cost, in `quote_currency`. Nothing is stored: `POST /quotes`
         *     keeps the same calculation as a quote, for documents and orders made from it.
         *
         *     **Who pays what** (`costs[].paid_by`, Incoterms 2020 default allocation): EXW: the buyer pays
         *     everything. FCA, FAS, FOB: the seller pays export clearance and origin inland carriage (FCA
         *     assumes delivery at the carrier's terminal). CFR, CPT: plus main freight. CIF, CIP: plus
         *     insurance (cover of at least 110 %). DAP: plus insurance (the seller bears the transit risk) and
         *     destination inland carriage. DPU: plus unloading at destination. DDP: as DAP plus import
         *     clearance, duty and import VAT (unloading stays with the buyer). FAS, FOB, CFR and CIF are for
         *     `sea` and `inland_waterway` only: any other mode is 400 `incoterm_mode_mismatch`. Every cost the
         *     seller carries must be given (0 where there is none); costs the buyer carries are optional, and
         *     figures that need a missing one are `null` with the reason.
         *
         *     **Formulas.** Every amount is converted to `quote_currency` and rounded half-up to its ISO 4217
         *     minor units when it is produced (JPY and KRW 0 decimals, USD 2); later steps use the rounded
         *     amounts, so the build-up adds up exactly.
         *     - item value = quantity x unit price, converted; margin = value x `margin_pct` / 100;
         *       sale value = value + margin; goods value = sum of sale values.
         *     - insurance from `insurance_rate_pct` = rate / 100 x 110 % x (goods value + export clearance +
         *       origin inland + main freight).
         *     - customs value: **FOB basis** for the United States, Canada, Australia, New Zealand and the
         *       Southern African Customs Union = goods value + export clearance + origin inland; **CIF basis**
         *       for the EU, the United Kingdom and every other country = FOB basis + main freight + insurance.
         *       The basis does not depend on the Incoterm. Between two EU members there is no customs value
         *       (`not_applicable`): no duty and no import VAT inside the customs union.
         *     - each item's customs value = sale value + its share of the costs in the customs value, pro rata
         *       to sale value (the last item takes the rounding remainder).
         *     - duty per item from the tariff data (`items[].duty.rate`, as in `GET /customs/tariffs`):
         *       United States: column 2 for goods of Cuba, North Korea, Russia and Belarus; otherwise the
         *       special rate of the origin's agreement (HTS program symbols, e.g. KR = KORUS) when
         *       `apply_preferential_rates` (default true) and the line lists one; otherwise column 1 general.
         *       For the United States, the chapter 99 measures applied for the origin on `as_of` (Section 122,
         *       Section 232 by its product lists and country deals, Section 301...) are added to the base rate
         *       (`items[].duty.components`: the base rate with its program, then each measure with its heading,
         *       legal basis and, where it falls on the metal content, its `value_share`; measures to review are
         *       left out, `items[].duty.measures`; the claims that would change a measure are in its `claims`
         *       and the note).
         *       EU 27 and United Kingdom: for goods of Korean origin the EU-Korea (UK-Korea) FTA rate (an
         *       estimate; rice excluded), else the MFN line rate. Japan: the line's applied MFN rate, or the
         *       rate of the origin's agreement (RCEP for goods of Korea...) where it is lower, with the proof of
         *       origin it needs in `items[].duty.rate.proof_of_origin`; the 9-digit statistical code is taken
         *       as `hs_code`. China: the applied MFN rate (the provisional rate where the line has one), or for
         *       goods of Korea the lower of the China-Korea FTA and RCEP rates where it is below it; goods of other
         *       origins the applied MFN rate, an estimate. The rate used is the record with `used: true` of
         *       `GET /customs/tariffs` for the same `as_of`.
         *       Other countries: the WTO simple-average MFN rate (`basis: country_average`, `precision:
         *       estimate`). Ad valorem = rate x item customs value; specific parts (¢/kg, EUR / 100 kg, per
         *       item...) need `weight_kg`, `volume_l` or `quantity` and are converted from the schedule's
         *       currency; a seasonal rate (EU/UK periods; Japan's lines printed once per import period) is the one
         *       of `import_date`, else of `as_of`. A duty that cannot be computed is `null`
         *       with the reason, never guessed. A 6-digit code whose national lines carry different duties
         *       needs the national code. Rounded once per item.
         *     - import VAT = standard rate x (customs value + total duty), the destination's standard rate;
         *       the United States has no import VAT (0, with the reason); a country missing from the VAT data
         *       is `null`.
         *     - entry fees (`entry_fees`), each a named line with its legal basis, paid by the importer of
         *       record: United States: the Merchandise Processing Fee, 0.3464 % of the customs value (19 U.S.C.
         *       58c(a)(9)(A); 19 CFR 24.23(b)(1)(i)); the fiscal year's per-entry minimum and maximum that CBP
         *       publishes are not in the data, so they are not applied and the fee is an estimate; goods that
         *       qualify as originating under KORUS are exempt (Pub. L. 112-41, section 203, amending 19 U.S.C.
         *       58c(b)), on condition of the KORUS claim (`apply_preferential_rates`); by sea, the Harbor
         *       Maintenance Fee, 0.125 % of the customs value (26 U.S.C. 4461; 19 CFR 24.24). Elsewhere no fee is
         *       computed and `not_included` says which entry costs are left out (give them in `import_clearance`):
         *       for China its consumption tax on the goods its regulations name (cosmetics, cars, fuels...).
         *     - price = goods value + the costs the seller carries (+ duty, entry fees and import VAT for DDP).
         *     - landed cost = price + the costs the buyer carries + duty, entry fees and import VAT unless DDP
         *       (before any recovery of import VAT); `landed_cost.precision` is `estimate` when any part of it
         *       is, and `landed_cost.estimates` points to those parts.
         *
         *     **Exchange rates:** the newest day of reference rates in storage (see `GET /exchange-rates`),
         *     listed in `fx` with their date and source. Amounts may be given in any currency that day
         *     quotes. When a conversion used rates older than the server's configured age
         *     (`EXCHANGE_RATE_MAX_AGE_DAYS`, a week by default), `warnings` holds `exchange_rates_stale`
         *     naming their date.
         *
         *     **Errors:** a missing required field is 400 `validation_failed`; a negative or malformed amount,
         *     or a missing cost the seller carries, is 400 `invalid_amount`; an unknown country is 400
         *     `unknown_country`; a currency that is not ISO 4217 is 400 `unknown_currency` and one without an
         *     ECB rate 400 `unsupported_currency`; an HS code that is not in HS 2022 (or a national line the
         *     schedule does not have) is 400 `unknown_hs_code`.
         *
         *     **Vintage:** US HTS 2026 Revision 10 (in effect 2026-06-08) with its chapter 99 measures and the
         *     Section 232 product lists of The Budget Lab at Yale's tariff-rate-tracker (2026-05-11); EU-Korea
         *     FTA schedule of 2019 (estimate); EU CET 2020; UK Global Tariff 2021; Japan's applied tariff schedule of
         *     2026-07-09; China's import tariff of 2026 (in force from 2026-01-01); VAT rates October 2025.
         */
        post: operations["calculatePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description The quotes of the caller's account in the caller's mode, newest first.
         *     **Order:** `created_at` descending, then `id` descending. Filters: `status` (`expired`: open
         *     quotes past their `valid_until`), and the creation time (`created_gte` inclusive, `created_lt`
         *     exclusive).
         */
        get: operations["listQuotes"];
        put?: never;
        /**
         * Store a price calculation as a quote
         * @description Runs `calculatePrice` on `request` (the same body `POST /pricing/calculate` takes, with the same
         *     checks and errors) and keeps the request, the full answer (`result`), the data it rests on
         *     (`sources`: the duties' date, the exchange-rate day and source, the tariff schedules and the VAT
         *     data, with their vintages) and the offer's validity: `valid_until` defaults to 30 days after the
         *     day the quote is made and is at most 90 days after it. The quote starts `open`; record the
         *     buyer's answer with `PATCH /quotes/{id}`. Its figures never change: a proforma invoice, a
         *     commercial invoice or a packing list made from it (`POST /documents` with `quote_id`), and an
         *     order made from it once accepted (`POST /orders` with `quote_id`), carry them exactly, whatever
         *     the exchange rates or tariffs do meanwhile. Quotes belong to the caller's account and mode.
         *     Accepts `Idempotency-Key`.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote
         * @description One quote of the caller's account and mode, with its status as of now (an open quote past its `valid_until` reads `expired`); another account's id answers 404 as if it did not exist.
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or cancel a quote
         * @description Records the buyer's answer: `accepted` while the quote is open and valid, `cancelled` while it is
         *     open, expired or accepted (see `QuoteStatus`; any other move is 409 `invalid_state_transition`
         *     naming the states allowed). A quote made into an order is spent: cancelling it is 409
         *     `quote_already_ordered` naming the order, which is what to cancel instead. The figures never change. Raises the `quote.updated` event. Accepts `Idempotency-Key`.
         */
        patch: operations["updateQuote"];
        trace?: never;
    };
    "/customs/tariffs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up customs tariffs
         * @description The HS 2022 path of a code (section, chapter, heading, subheading) and the duty rate records for
         *     goods entering `destination`, each naming its source and vintage, plus the standard VAT and the
         *     trade agreements between `origin` and `destination`.
         *
         *     **Rate records** (`rates`):
         *     - **United States, EU 27, United Kingdom:** national tariff lines under the code (`basis: line`,
         *       `precision: exact` within the schedule's year, see `as_of`), at most 100 (`lines_total` counts them all): the MFN rate (US column 1
         *       general; EU Common External Tariff 2020; UK Global Tariff 2021) as published (`duty.text`) and
         *       read into ad valorem, specific (amount, currency, unit) or compound parts, seasonal periods, or
         *       `other` (conditional texts that are shown, never computed). With `origin`: the US special rate
         *       of the origin's agreement (`type: preferential`, `program` symbol and name, mapped from the HTS
         *       General Notes; `condition`: the proof of origin), or column 2 for Cuba, North Korea, Russia and
         *       Belarus. For goods of Korean origin into the EU and the UK: the EU-Korea (UK-Korea) FTA
         *       schedule as the UK carried it over in 2019 (`precision: estimate`; prefix match on the CN
         *       code; entry-price fruit and vegetables with their text and `valid_until`; rice and rice
         *       products excluded, so MFN; `condition`: an origin declaration by an approved exporter). On
         *       each line exactly one record has `used: true`, the rate a price uses, with `use_reason`. Where
         *       an agreement exists but the data has no schedule of it, `notes` say so. For a 4-digit code, and where a schedule has no
         *       line for an HS 2022 subheading, the chapter's simple-average ad valorem rate is added
         *       (`basis: chapter_average`, `precision: estimate`).
         *     - **Japan:** the 9-digit statistical lines of Japan's applied tariff schedule of 2026-07-09
         *       (`schedule.id: jp_customs_tariff`; a 9-digit `hs_code` is one line, 8 digits a prefix, 10 digits
         *       the 9-digit line and the NACCS code digit). The MFN record is the rate Japan applies: the
         *       temporary rate over the general rate, the WTO rate where it is lower, a rate in parentheses
         *       never (`rate_columns` lists the columns as published, with the one applied); specific duties in
         *       yen (`currency: JPY`, per kg, litre, head, pair...), "whichever is higher" (`kind: alternative`)
         *       and the lower of a national and a WTO rate of different forms (`alternatives_rule: lower`). With
         *       `origin`: the rate of each agreement the origin may claim (RCEP for Korea, China and the other
         *       members; CPTPP; the EPAs with the EU, the UK, ASEAN and thirteen partners; the US-Japan Trade
         *       Agreement), each with `proof_of_origin` (the proofs the agreement accepts, with its article);
         *       the lowest one not above the MFN rate is `used`. `description` is the HS 2022 subheading's
         *       English text, `national_description` the line's Japanese text. A text with a condition or a mark
         *       the data does not explain (tariff quotas, descriptions of goods, ranges, reference prices) is
         *       shown with `requires_review: true` and never computed. The rates are exact through 2027-03-31
         *       and `precision: estimate` after it (Japan's rates change on 1 April), with a warning. A line printed
         *       once per import period (bananas, oranges, grapefruit, grapes) answers with the rates of the period
         *       of `as_of`, its records saying which.
         *     - **Viet Nam:** the 8-digit lines of Viet Nam's 2026 import tariff (`schedule.id: vn_import_tariff`,
         *       compiled 2026-01-07), with the English text of each line as `description` and the Vietnamese as
         *       `national_description`. With `origin`: the rate of each agreement open to it (for goods of Korea
         *       VKFTA, AKFTA and RCEP; Japan VJEPA, AJCEP, CPTPP and RCEP; the EU EVFTA; the UK UKVFTA; China ACFTA
         *       and RCEP...), each with `proof_of_origin`; the lowest rate below the MFN rate is `used`, never one
         *       above it. `*` or an exclusion of the origin (`0(-KR)`) closes an agreement on the line; a
         *       tariff-rate quota (`40 (NHN: 80)`) is answered at its out-of-quota rate (`tariff_quota`), the
         *       agreements' rates within the quota only; cells that split the line and rates set in chapter 98 are
         *       shown and not computed (`requires_review`). Exact through 2026-12-31, `precision: estimate` after it.
         *     - **China:** the 8-digit lines of China's 2026 import tariff (`schedule.id: cn_import_tariff`, in
         *       force from 2026-01-01); the MFN record is the applied rate, the provisional rate where the line
         *       has one (`8∆6`: MFN 8, provisional 6, which applies). With `origin` KR: the China-Korea FTA rate
         *       (`proof_of_origin`: its certificate of origin, Article 3.15) and RCEP's (Article 3.16); the lowest
         *       below the MFN rate is `used`, never one above it. Where the source's text was cut an agreement's
         *       rate is `unknown` in `preferences` (never a guessed 0) and the rate used is `precision: estimate`
         *       unless it is free; a rate written as a footnote of the schedule (`①`, `65①`: tariff-rate quotas,
         *       specific or compound duties) is shown and not computed (`requires_review`), and beside a used rate
         *       makes it an estimate. Goods of any other origin get the applied MFN rate as an estimate: the data
         *       has neither their preferences nor China's additional tariffs on goods of particular origins (goods
         *       of the United States among them). `description` is the HS 2022 subheading's text (the data has no
         *       line texts). Exact through 2026-12-31, `precision: estimate` after it.
         *     - **Hong Kong and Singapore:** no tariff file, the law: every HS 2022 subheading is 0 %, exact, the law
         *       named (`schedule.id: hk_dutiable_commodities`, `sg_customs_duties`), for goods of any origin, except
         *       the dutiable goods (Hong Kong: liquor above 30 % alcohol, tobacco, hydrocarbon oil, methyl alcohol
         *       under the Dutiable Commodities Ordinance; Singapore: intoxicating liquors, tobacco products, motor
         *       vehicles, petroleum products and biodiesel blends), which are `kind: other`, not computed, with the
         *       law and what the duty needs. An 8- or 10-digit code is read as its subheading. Hong Kong has no VAT;
         *       Singapore's GST is 9 %.
         *     - **Elsewhere:** the WTO simple-average MFN applied tariff of the country (`basis:
         *       country_average`, `precision: estimate`, mostly 2021), never presented as a line rate;
         *       `duty: null` with the reason where the WTO figure is missing.
         *
         *     **Every agreement compared (`preferences`):** with `origin`, each agreement open to it on each
         *     listed line, whatever the destination: its rate, the proof of origin it needs, its saving against
         *     the MFN rate in percentage points (`saving_pct`), and `status` - `used` for the one a price uses
         *     (the lowest rate not above the MFN rate), else why not (`not_lowest`, `not_below_mfn`,
         *     `not_comparable`, `not_computed`, `within_quota`), and the agreements that give nothing on the line
         *     (`excluded`, `no_rate`, `not_in_force`) or whose rate the source lost (`unknown`). A price's
         *     `items[].duty.preferences` shows the same for its line.
         *
         *     **US additional duties (`measures`, chapter 99), by origin and `as_of`:** Section 122
         *     (9903.03.01, +10 % on goods of any country from 2026-02-24 through its statutory end after
         *     2026-07-23, except the exemption list and Section 232 goods, 9903.03.06); **Section 232** by the
         *     product lists of its programmes (`kind: section_232`, `programme` names the list and prefix):
         *     passenger vehicles and light trucks (9903.94.01, +25 %), auto parts (9903.94.05, +25 %), medium
         *     and heavy vehicles and their parts (9903.74.01/.08, +25 %), buses (9903.74.02, +10 %), softwood,
         *     upholstered wooden furniture and kitchen cabinets (9903.76.01-.03), semiconductors (9903.79.01,
         *     +25 % from 2026-01-16), and the steel, aluminium and copper annexes from 2026-04-06 (I-A
         *     9903.82.02 +50 %, I-B 9903.82.09 +25 %, II removed, III a 15 % floor to 2027-12-31; the UK 25 %
         *     / 15 %); before 2026-04-06 steel and aluminium at 50 % (9903.81.87, 9903.85.02) and copper and
         *     derivative articles at 50 % of their metal content (`value_share`, an estimate from the BEA
         *     input-output table, `precision: estimate`; Section 122 then falls on the rest). Country deals:
         *     goods of Korea, Japan and the EU pay 15 % in all on vehicles and parts (Korea 9903.94.60-.65: a
         *     rate "15%" is the duty in all, so `additional_pct` is 15 less the base rate used). Where the law
         *     turns on a fact the request does not carry (an importer's certification of auto parts for US
         *     production, a vehicle's US content, an end use, the metal content of an article), the measure
         *     sums the rate due without it and `claims` list each with the rate it would give and what the
         *     importer must show. A measure whose rate cannot be derived at all (a list naming only some
         *     statistical lines of an 8-digit code: give the 10-digit code) is `requires_review: true` and left
         *     out of the sum. Section 301 and the other headings a line's footnotes point to apply for the
         *     origin their text names (goods of China, from the date the text gives); IEEPA headings are void.
         *
         *     **`as_of`** (default today): every national schedule answers from the day its data begins, and
         *     an earlier date is 422 `date_not_covered` the same way for each (United States 2026-02-24, EU
         *     2020-01-01, UK 2021-01-01, Japan 2026-07-09, Viet Nam 2026-01-07, Hong Kong 2008-02-27, Singapore
         *     2024-01-01). Past what the data can know the answer keeps the
         *     last known state and `warnings` name the measure and the date: Section 122's statutory end, the
         *     US revision's date, Japan's schedule date; EU CET 2020 and UK Global Tariff 2021 rates for a later
         *     date, and Japan's after 2027-03-31, are `precision: estimate` (the schedules have been amended
         *     since); a country average names its year, for a date after it or before it (`country_average_year`).
         *
         *     A 2-digit chapter is 400 `validation_failed`, and so is `origin` equal to `destination` (as for a
         *     price). A code that is not in HS 2022 is 400 `unknown_hs_code`; a national line (8, 9 or 10 digits) that the
         *     destination's schedule does not have is 404 `not_found`; a length the destination's schedule does
         *     not print (9 digits everywhere but Japan) is 400 `validation_failed`.
         *
         *     **Vintage:** US HTS 2026 Revision 10, in effect 2026-06-08 (`source.edition`,
         *     `source.effective_date`; the US chapter averages are from HTS 2023); Section 232 product lists of
         *     The Budget Lab at Yale's tariff-rate-tracker (2026-05-11); EU-Korea FTA schedule as
         *     the UK carried it over (2019); EU CET 2020 (CN 2020); UK
         *     Global Tariff as of 2021-01-01; Japan's applied tariff schedule of 2026-07-09; Viet Nam's 2026
         *     import tariff compiled 2026-01-07; Hong Kong's and Singapore's law as in force from 2008-02-27 and 2024-01-01; WTO averages
         *     mostly 2021; trade agreements March 2021.
         */
        get: operations["listCustomsTariffs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customs/hs-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search HS codes
         * @description Searches the HS 2022 nomenclature (WCO Harmonized System, UN Comtrade wording; descriptions in
         *     English only) to find a code. `q` of digits (dots and spaces ignored) matches codes by prefix:
         *     `3304` finds the heading and its subheadings. Words, in English or Korean, are ranked by the
         *     engine of `POST /customs/classify` (stemming, Korean syllable pairs, the national tariffs'
         *     wording, common trade names, the hierarchy): `lipstick`, `face cream` or `화장품` find heading
         *     3304. The answer lists subheadings, at most 100. For a product description, with the path,
         *     national line and reasons of each candidate, use `POST /customs/classify`; either way the
         *     answer is advice, a binding classification comes from the customs authority.
         *
         *     **Order:** code prefixes by code; words best first. Both orders are deterministic, so paging never
         *     repeats or skips a code.
         */
        get: operations["searchHsCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customs/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest HS codes for a product description
         * @description Ranks HS 2022 subheadings (6 digits) for a product described in words, in English or Korean,
         *     best first, each with its path (section, chapter, heading, subheading), the destination's
         *     national line, a `score` and `why`: the words of the description that led to it. Nothing is
         *     stored.
         *
         *     **Advice, not a ruling.** The candidates come from the wording of the nomenclature, not from a
         *     customs decision: a binding classification comes only from the customs authority of the
         *     importing country (a binding tariff information in the EU and UK, an advance ruling in the United
         *     States or Korea). Every answer says so in `notice` and says how far it can be trusted in
         *     `confidence`, each level defined by how often its first candidate was right on a development set
         *     of 230 real customs rulings (200 U.S. CBP, 30 Korea Customs Service), measured 2026-11-29. Held
         *     out (each half of the set levelled with thresholds chosen on the other half), right at 6 digits:
         *     `high` 72 % (13 of 18), `medium` 36 %, `low` 18 %: what to expect of a new description. On the
         *     whole set, which the thresholds were chosen on: `high` 81 % (94 % at 4 digits), 7 % of the
         *     answers; `medium` 39 % (62 %); `low` 18 % (28 %). `none` when no word of the description is found
         *     (then `candidates` is empty). `confidence_precision` states both figures of the answer's level
         *     with the set, the sample sizes and the date: estimates from small samples, not a promise for one
         *     answer.
         *
         *     **How it ranks.** A search index over every description the data has: HS 2022 at every level
         *     (WCO wording), the US HTS, EU CN and UK national lines (richer wording, inherited by their
         *     subheading) and the Korean HSK names (Korean Customs Service, 2026). English words are stemmed;
         *     Korean text is split into syllable pairs, so words need no spaces between them. A subheading
         *     scores its own match plus a share of its heading's, chapter's and section's, times the share of
         *     the description's evidence its whole path explains; "other" lines inherit their parents' words.
         *     A small table of trade names the nomenclature does not use (lipstick, smartphone, sheet mask...)
         *     points each at its heading. A systematic chemical name points at the chapter 29 heading of its
         *     functional groups (the last in numerical order, as chapter 29's Note 3 says), and a material at
         *     its "other articles" heading (plastics 3926, iron or steel 7326...), weakly. A subheading whose
         *     text excludes what the description leads with ("not knitted or crocheted") ranks lower, and a
         *     country after "from" or "made in" is not read as wording of the goods. Words near the start of
         *     the description (the goods themselves) count more than later ones (materials, uses). Other
         *     section and chapter notes of HS 2022 are not applied.
         *
         *     **Language.** `language` is the description's; when absent it is detected (Hangul: `ko`,
         *     otherwise `en`). Path descriptions are in the `Accept-Language` language when that header is
         *     sent, else in the description's language; Korean names exist for headings and subheadings
         *     (sections and chapters stay English), and each level says its `description_lang`.
         *
         *     **Destination.** Optional: with `US`, `KR`, the United Kingdom or an EU member, each candidate
         *     carries the national line of that schedule under it whose wording shares the most words with
         *     the description (`national_code`: US HTS 8 digits, EU CN 8 or 10, UK 8 or 10, Korean HSK 10
         *     digits), or the only line; with several lines and no word in common it is null rather than a
         *     guess, as it is for countries without a national schedule here.
         *
         *     **Limits.** `description` has 2 to 10,000 characters, at least one letter, and no control
         *     characters other than tab and line breaks; only its first 300 words are read (`truncated`).
         *
         *     **Errors:** a description too short, too long, without letters or with control characters, a
         *     `language` other than `en` or `ko`, or a `limit` outside 1-10 is 400 `validation_failed`; an
         *     unknown destination is 400 `unknown_country`.
         *
         *     To look up a code you already have, use `GET /customs/hs-codes?q=<digits>`; for its duty,
         *     `GET /customs/tariffs`.
         */
        post: operations["classifyProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stream/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a stream ticket
         * @description A one-time ticket for opening the WebSocket stream (`asyncapi.yaml`) from a browser, which cannot
         *     send `Authorization` on a WebSocket: connect to `wss://{host}/api/v1/stream?ticket=<ticket>`
         *     (the `Location` header gives that path). The ticket is valid for 60 seconds, for one
         *     connection, from the client address that asked for it; the connection gets the identity, mode
         *     and scopes of the credential that created the ticket. Only a hash of the ticket is stored (and,
         *     under an `Idempotency-Key`, the answer sealed for its replay to the same credential). Accepts
         *     `Idempotency-Key`.
         */
        post: operations["createStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness of the process
         * @description For load balancers and orchestrators (liveness probe): answers 200 while the process runs and
         *     its event loop turns, without touching the database or Redis. Not authenticated, not rate
         *     limited, never cached.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness to serve traffic
         * @description For load balancers and orchestrators (readiness probe). 200 when this instance can serve: the
         *     database answers, its schema has every migration this version needs, the reference data is
         *     loaded, and Redis answers when one is configured. Otherwise 503 `service_unavailable` in the
         *     error envelope, with one `details` entry per failing check (`/checks/<name>`) and `Retry-After`;
         *     an instance that is shutting down answers 503 at once, so that traffic moves away before it
         *     stops. This is the one operation whose answer is not 200 on success: 503 is its "not ready".
         *     Not authenticated, not rate limited, never cached.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "buyer.matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new buyer matches a buyer alert
         * @description Sent when a buyer that was added or changed (an import of buyers; in the sandbox, the buyer
         *     simulator) newly matches one of the account's buyer alerts (`POST /buyer-alerts`: search filters
         *     and a minimum `ai_score`): one event per buyer and alert, never two. `buyer` is the buyer as
         *     `GET /buyers` returns it to the account at that moment. Signed per Standard Webhooks: verify
         *     `webhook-signature` (`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the
         *     endpoint secret `whsec_...`) and reject timestamps older than 5 minutes. Answer any 2xx quickly;
         *     other answers are retried with backoff. `webhook-id` stays the same across retries: use it to drop
         *     duplicates.
         */
        post: operations["buyerMatchedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An export document was created
         * @description Sent after `POST /documents` created a document. Signed as described under `buyer.matched`.
         */
        post: operations["documentCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "exchange_rates.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Newer reference exchange rates are in use
         * @description Sent when the server starts converting with a newer day of reference rates (or a corrected
         *     newest day): after each business day's ECB publication, which the server fetches itself
         *     (`EXCHANGE_RATE_FEED_URL`), or after an operator's `npm run import:rates`. Older days loaded
         *     for the record raise nothing. The rates are the same for every account: the event is recorded
         *     for each account and mode with an enabled endpoint subscribed to it (or to `*`), once, whichever
         *     instance loaded the day. Signed as described under `buyer.matched`.
         */
        post: operations["exchangeRatesUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order changed status
         * @description Sent when an order's status changes. Signed as described under `buyer.matched`.
         */
        post: operations["orderUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A quote was accepted or cancelled
         * @description Sent when `PATCH /quotes/{id}` records the buyer's answer (accepted or cancelled). An open quote that passes its `valid_until` reads `expired` without an event. Signed as described under `buyer.matched`.
         */
        post: operations["quoteUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A shipment was created or changed
         * @description Sent when a shipment is created or records a logistics event (the order's own `order.updated` follows when the event moves the order). Signed as described under `buyer.matched`.
         */
        post: operations["shipmentUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description ISO 3166-1 alpha-2 (any case on input).
         * @example US
         */
        CountryCodeInput: string;
        /**
         * @description HS code of 2 to 10 digits as typed: digits, or digit groups joined by single dots, spaces or
         *     hyphens, as invoices print them (`3307.20`, `3307 20 00`, `8703.80.00.00`). The service reads it as
         *     its digits (`330720`) and answers with those.
         * @example 3304.99
         */
        HsCodeInput: string;
        /** @description The JSON-body form of the buyer search filters. */
        BuyerSearchBody: {
            country?: components["schemas"]["CountryCodeInput"];
            sector?: string;
            hs_code?: components["schemas"]["HsCodeInput"];
            /** Format: int32 */
            min_score?: number;
            q?: string;
            /** @description See the query parameter `has_contact`. */
            has_contact?: boolean;
            /** Format: int32 */
            limit?: number;
            /** Format: int32 */
            page?: number;
        };
        /**
         * @description A language of labels and documents (ISO 639-1). `Accept-Language` picks one; English is the fallback.
         * @enum {string}
         */
        Language: "en" | "ko";
        /**
         * @description ISO 3166-1 alpha-2, uppercase.
         * @example US
         */
        CountryCode: string;
        /**
         * @description Stable code of a buyer sector. Each has an English and a Korean label (see the sector filter of
         *     searchBuyers); new codes may be added within v1.
         * @example cosmetics
         * @enum {string}
         */
        SectorCode: "livestock_products" | "seafood" | "agricultural_products" | "processed_food" | "beverages" | "minerals_ores" | "energy" | "chemicals" | "pharmaceuticals" | "cosmetics" | "plastics_rubber" | "leather_footwear" | "wood_paper" | "textiles" | "apparel" | "building_materials" | "jewelry_watches" | "steel" | "non_ferrous_metals" | "tools_hardware" | "industrial_machinery" | "electronics" | "semiconductors" | "batteries" | "auto_parts" | "vehicles" | "ships" | "aerospace" | "medical_devices" | "precision_instruments" | "furniture" | "toys_sports" | "household_goods";
        /**
         * @description Where the buyer record comes from, and what its figures stand for. A sandbox buyer (`kind:
         *     sandbox_generator`) is synthetic: an invented company whose `annual_import_usd` is drawn at
         *     random and scaled to its country's real merchandise imports, the statistic `name` and `year`
         *     give (World Bank World Development Indicators, indicator TM.VAL.MRCH.CD.WT, the year of the
         *     country's latest figure); its name, size and founding year are invented too. An imported buyer
         *     (`kind: import`) carries the source its operator named when loading it (`npm run import:buyers --
         *     FILE --source NAME --source-year YEAR`; the file's name when none was given, `null` for buyers
         *     loaded before sources were recorded), and its figures are as that source reports them.
         */
        BuyerSource: {
            /**
             * @description `sandbox_generator`: made by the sandbox generator (test mode). `import`: loaded by the operator.
             * @enum {string}
             */
            kind: "sandbox_generator" | "import";
            /**
             * @description The source of the record's figures, or of the statistic a synthetic figure imitates.
             * @example World Bank WDI
             * @example merchandise imports (TM.VAL.MRCH.CD.WT)
             */
            name: string | null;
            /**
             * @description The year of that source's figures; null when the source did not say.
             * @example 2025
             */
            year: number | null;
            /**
             * @description `synthetic`: `annual_import_usd` is invented, of a size the country's statistic makes plausible; it describes no real company. `reported`: as the source gives it.
             * @enum {string}
             */
            annual_import_basis: "synthetic" | "reported";
        };
        /**
         * @description Where this contact comes from: the source the operator named when loading it (`npm run
         *     import:buyers`), or `Sandbox generator (synthetic)` for a sandbox buyer's invented contact.
         * @example Sandbox generator (synthetic)
         */
        BuyerContactSource: string;
        /**
         * Format: date
         * @description The day the contact was last checked against its source (ISO 8601 date); null when the import did
         *     not say, and for a sandbox buyer's synthetic contact, which no one ever checked.
         * @example 2026-10-14
         */
        BuyerContactCheckedOn: string | null;
        /** @description The company's postal address; `city` and `country` are the buyer's own. Documents made for the buyer print it as the importer's address. */
        BuyerContactAddress: {
            /**
             * @description Street and number (and building or unit), as the source gives them.
             * @example 25 Example Street
             */
            street: string;
            /**
             * @description null where the source gives none (some countries have no postal codes).
             * @example 00000
             */
            postal_code: string | null;
            city: string;
            country: components["schemas"]["CountryCode"];
            source: components["schemas"]["BuyerContactSource"];
            checked_on: components["schemas"]["BuyerContactCheckedOn"];
        };
        /** @description The company's website. */
        BuyerContactWebsite: {
            /**
             * Format: uri
             * @description An `http` or `https` address.
             * @example https://reed-sourcing-inc-17009.example/
             */
            url: string;
            source: components["schemas"]["BuyerContactSource"];
            checked_on: components["schemas"]["BuyerContactCheckedOn"];
        };
        /** @description The company's general e-mail address (a role address such as sales@ or info@; never a person's). */
        BuyerContactEmail: {
            /**
             * Format: email
             * @example sales@reed-sourcing-inc-17009.example
             */
            address: string;
            source: components["schemas"]["BuyerContactSource"];
            checked_on: components["schemas"]["BuyerContactCheckedOn"];
        };
        /** @description The company's general telephone number. */
        BuyerContactPhone: {
            /**
             * @description E.164, `+` and the country code first (`+12135550143`).
             * @example +12135550143
             */
            number: string;
            source: components["schemas"]["BuyerContactSource"];
            checked_on: components["schemas"]["BuyerContactCheckedOn"];
        };
        /**
         * @description How to reach the company: its postal address, website, general e-mail and telephone, each `null`
         *     when the record has none, each with its `source` and the date it was last checked (`checked_on`).
         *     Company contacts only: a buyer record holds no person's name and no personal e-mail or telephone.
         *
         *     A sandbox buyer's contacts are synthetic, as the rest of its record (`synthetic: true`), and made
         *     so that no one can take them for real ones: websites and e-mails under the `.example` top-level
         *     domain that RFC 2606 and RFC 6761 reserve, telephone numbers only in the ranges national numbering
         *     plans reserve for fiction (none where the plan reserves none), streets named "Example" with the
         *     postal code 00000. Sandbox buyers whose number ends in 7 (`b_…7`) have no contact at all, as a
         *     directory entry with a name and a city only. `GET /buyers?has_contact=true` finds the buyers with a
         *     website, an e-mail or a telephone.
         */
        BuyerContact: {
            address: components["schemas"]["BuyerContactAddress"] | null;
            website: components["schemas"]["BuyerContactWebsite"] | null;
            email: components["schemas"]["BuyerContactEmail"] | null;
            phone: components["schemas"]["BuyerContactPhone"] | null;
        };
        BuyerFields: {
            /** @example b_17009 */
            id: string;
            /**
             * @description The company name.
             * @example Reed Sourcing Inc.
             */
            name: string;
            country: components["schemas"]["CountryCode"];
            city: string;
            /**
             * @description The sector label, localized to the language of the request (`Accept-Language`; the response
             *     says which in `Content-Language`), as the specification shows it.
             * @example Cosmetics
             * @example 화장품
             */
            sector: string;
            sector_code: components["schemas"]["SectorCode"];
            /** @description HS 2022 headings (4 digits) the buyer imports. */
            hs_codes: string[];
            /** @description Match score, see the operation description. */
            ai_score: number;
            /**
             * @description Annual imports in the specification's display form.
             * @example $12.5M
             */
            annual_import: string;
            /** @description Annual imports in whole US dollars. */
            annual_import_usd: number;
            founded_year: number | null;
            employees: number | null;
            /** @description Whether the buyer's identity was verified. */
            verified: boolean;
            /** @description false for sandbox objects. */
            livemode: boolean;
            /**
             * @description `true` for a sandbox buyer made by the generator: synthetic test data, an invented company that
             *     does not exist. Build and test with it; never contact it. `false` for a buyer an operator
             *     loaded (`source.kind: import`).
             */
            synthetic: boolean;
            source: components["schemas"]["BuyerSource"];
            contact: components["schemas"]["BuyerContact"];
        };
        /** @description A foreign buyer. */
        Buyer: components["schemas"]["BuyerFields"];
        BuyerSearchResponse: {
            /** @constant */
            status: "success";
            data: {
                buyers: components["schemas"]["Buyer"][];
                /** @description Buyers matching the filters, over all pages. */
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        /**
         * @description Stable error code. Clients branch on this, never on `message`. New codes may be added within v1 (treat an unknown code by its HTTP status).
         * @enum {string}
         */
        ErrorCode: "invalid_request" | "validation_failed" | "unknown_country" | "unknown_currency" | "unsupported_currency" | "unknown_hs_code" | "incoterm_mode_mismatch" | "invalid_amount" | "unknown_buyer" | "unknown_port" | "unknown_order" | "unknown_quote" | "unauthenticated" | "invalid_api_key" | "token_expired" | "invalid_token" | "insufficient_scope" | "plan_upgrade_required" | "ip_not_allowed" | "forbidden" | "not_found" | "method_not_allowed" | "not_acceptable" | "conflict" | "order_locked" | "quote_not_valid" | "quote_already_ordered" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "origin_not_covered" | "date_not_covered" | "invalid_state_transition" | "headers_too_large" | "request_timeout" | "rate_limited" | "internal_error" | "not_implemented" | "service_unavailable";
        FieldIssue: {
            /**
             * @description JSON pointer to the field (`/limit`, `/items/0/hs_code`); `/` for the whole body.
             * @example /limit
             */
            field: string;
            /**
             * @description What is wrong with it.
             * @example must be <= 100
             */
            issue: string;
        };
        ErrorResponse: {
            /** @constant */
            status: "error";
            error: {
                code: components["schemas"]["ErrorCode"];
                /** @description For humans; may change. */
                message: string;
                details: components["schemas"]["FieldIssue"][];
                request_id: string;
                /**
                 * Format: uri
                 * @description The section of the reference that explains `code`: `<host>/docs#/section/<code>` (the
                 *     reference's stable anchor form; each code of `ErrorCode` has one).
                 */
                doc_url: string;
            };
        };
        ScoreFactor: {
            /** @enum {string} */
            factor: "hs_overlap" | "sector_match" | "target_country" | "import_scale" | "verified" | "product_breadth";
            points: number;
            max_points: number;
            detail: string;
        };
        /** @description A buyer with the explanation of its score. */
        BuyerDetail: components["schemas"]["BuyerFields"] & {
            /**
             * @description `profile` when the caller has an exporter profile, else `generic`.
             * @enum {string}
             */
            score_basis: "profile" | "generic";
            /** @description The points of each factor; their sum is `ai_score`. */
            score_factors: components["schemas"]["ScoreFactor"][];
        };
        BuyerDetailResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["BuyerDetail"];
        };
        /**
         * Format: date-time
         * @description RFC 3339 in UTC, to the second (`2026-11-21T09:30:00Z`), the one form of every time the API answers.
         * @example 2026-11-21T09:30:00Z
         */
        Timestamp: string;
        /**
         * @description A saved buyer search: when a buyer is added or changes (import, or the sandbox simulator) and
         *     newly matches these filters with at least `min_score`, one `buyer.matched` event is raised for
         *     this alert (never twice for the same buyer and alert).
         */
        BuyerAlert: {
            id: string;
            /** @constant */
            object: "buyer_alert";
            /** @description ISO 3166-1 alpha-2, upper case; null matches any country. */
            country: string | null;
            /** @description The sector code; null matches any sector. */
            sector: string | null;
            /** @description The HS chapter or heading prefix matched (codes longer than a heading are kept as their heading); null matches any. */
            hs_code: string | null;
            /** @description Name fragment; null matches any name. */
            q: string | null;
            min_score: number;
            description: string | null;
            livemode: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        BuyerAlertListResponse: {
            /** @constant */
            status: "success";
            data: {
                alerts: components["schemas"]["BuyerAlert"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        BuyerAlertCreateRequest: {
            country?: components["schemas"]["CountryCodeInput"];
            /** @description A sector code or its label in any supported language (as in `GET /buyers`). */
            sector?: string;
            /** @description HS code or prefix (2 to 10 digits; dots, spaces or hyphens between them accepted); buyers importing a heading that starts with it match (longer codes match on their heading). */
            hs_code?: components["schemas"]["HsCodeInput"];
            /** @description A fragment of the company name, case-insensitive. */
            q?: string;
            /**
             * Format: int32
             * @description The buyer's `ai_score` for this account (profile score, or the generic score without a profile) must be at least this.
             */
            min_score: number;
            description?: string;
        };
        BuyerAlertResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["BuyerAlert"];
        };
        BuyerAlertDeletedResponse: {
            /** @constant */
            status: "success";
            data: {
                id: string;
                /** @constant */
                object: "buyer_alert";
                /** @constant */
                deleted: true;
            };
        };
        ExporterProduct: {
            name: string;
            hs_code: components["schemas"]["HsCodeInput"];
            description?: string;
        };
        ExporterProfile: {
            company_name: string;
            origin_country: components["schemas"]["CountryCode"];
            products: components["schemas"]["ExporterProduct"][];
            /** @description Sector codes (labels given on input are stored as their codes). */
            sectors: components["schemas"]["SectorCode"][];
            target_countries: components["schemas"]["CountryCode"][];
            updated_at: components["schemas"]["Timestamp"];
        };
        ExporterProfileResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["ExporterProfile"];
        };
        ExporterProfileInput: {
            company_name: string;
            origin_country: components["schemas"]["CountryCodeInput"];
            products: components["schemas"]["ExporterProduct"][];
            /**
             * @description Sector codes or labels.
             * @default []
             */
            sectors?: string[];
            /** @default [] */
            target_countries?: components["schemas"]["CountryCodeInput"][];
        };
        /**
         * @description `live` for production data, `test` for the sandbox; every object belongs to exactly one.
         * @enum {string}
         */
        Mode: "live" | "test";
        /**
         * @description A permission a credential holds; each operation names the one it needs.
         * @example buyers:read
         * @enum {string}
         */
        Scope: "buyers:read" | "profile:write" | "documents:write" | "markets:read" | "pricing:calculate" | "tariffs:read" | "orders:read" | "orders:write" | "webhooks:manage" | "streams:read" | "keys:manage";
        /**
         * @description IP allowlist: IPv4 or IPv6 addresses or CIDRs (a bare address means /32 or /128; IPv4-mapped
         *     IPv6 ranges are stored in their IPv4 form). Empty: any address. Requests from elsewhere get 403
         *     `ip_not_allowed`.
         * @example [
         *       "203.0.113.0/24",
         *       "2001:db8:1234::/48"
         *     ]
         */
        CidrList: string[];
        /**
         * Format: date-time
         * @description RFC 3339 in UTC, to the second (`2026-11-21T09:30:00Z`); null when it has not happened.
         * @example 2026-11-21T09:30:00Z
         */
        NullableTimestamp: string | null;
        ApiKeyFields: {
            /** @example key_4httH54smdR18HyYDSjB */
            id: string;
            name: string;
            /**
             * @description The first characters of the key, enough to recognise it in a list, not to use it.
             * @example etp_test_HEkk
             */
            prefix: string;
            mode: components["schemas"]["Mode"];
            livemode: boolean;
            scopes: components["schemas"]["Scope"][];
            allowed_cidrs: components["schemas"]["CidrList"];
            created_at: components["schemas"]["Timestamp"];
            /** @description Last authenticated request, to the minute. */
            last_used_at: components["schemas"]["NullableTimestamp"];
            /** @description When the key stops working (set by rotation or at creation); null if never. */
            expires_at: components["schemas"]["NullableTimestamp"];
            revoked_at: components["schemas"]["NullableTimestamp"];
            /** @description The key that replaced this one when it was rotated. */
            replaced_by: string | null;
        };
        /** @description An API key, without its secret. */
        ApiKey: components["schemas"]["ApiKeyFields"];
        ApiKeyListResponse: {
            /** @constant */
            status: "success";
            data: {
                api_keys: components["schemas"]["ApiKey"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        ApiKeyCreateRequest: {
            name?: string;
            scopes: components["schemas"]["Scope"][];
            allowed_cidrs?: components["schemas"]["CidrList"];
            /**
             * Format: date-time
             * @description When the key stops working (RFC 3339, any offset; answered in UTC to the second).
             */
            expires_at?: string;
        };
        /** @description An API key with its secret, returned once when it is made. */
        ApiKeyWithSecret: components["schemas"]["ApiKeyFields"] & {
            /** @description The key: send it as `Authorization: Bearer <secret>`. Never shown again. */
            secret: string;
        };
        ApiKeyWithSecretResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["ApiKeyWithSecret"];
        };
        ApiKeyResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["ApiKey"];
        };
        ApiKeyRotateRequest: {
            /**
             * Format: int32
             * @description Seconds the old key keeps working (0 to 30 days).
             * @default 86400
             */
            old_key_expires_in?: number;
        };
        ApiKeyRotationResponse: {
            /** @constant */
            status: "success";
            data: {
                api_key: components["schemas"]["ApiKeyWithSecret"];
                replaced_key: components["schemas"]["ApiKey"];
            };
        };
        OAuthClientFields: {
            /**
             * @description The `client_id` of the token request.
             * @example cli_7Hq2Vd9Lm3Xw1Pb6Ra4K
             */
            id: string;
            name: string;
            /**
             * @description The first characters of the current secret.
             * @example etpcs_test_T0
             */
            secret_prefix: string;
            mode: components["schemas"]["Mode"];
            livemode: boolean;
            /** @description The scopes its tokens may carry. */
            scopes: components["schemas"]["Scope"][];
            allowed_cidrs: components["schemas"]["CidrList"];
            created_at: components["schemas"]["Timestamp"];
            /** @description Last token issued. */
            last_used_at: components["schemas"]["NullableTimestamp"];
            revoked_at: components["schemas"]["NullableTimestamp"];
            /** @description Until then the secret before the last rotation still authenticates. */
            previous_secret_expires_at: components["schemas"]["NullableTimestamp"];
        };
        /** @description An OAuth client, without its secret. */
        OAuthClient: components["schemas"]["OAuthClientFields"];
        OAuthClientListResponse: {
            /** @constant */
            status: "success";
            data: {
                oauth_clients: components["schemas"]["OAuthClient"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        OAuthClientCreateRequest: {
            name?: string;
            scopes: components["schemas"]["Scope"][];
            allowed_cidrs?: components["schemas"]["CidrList"];
        };
        /** @description An OAuth client with its secret, returned once when the secret is made. */
        OAuthClientWithSecret: components["schemas"]["OAuthClientFields"] & {
            /** @description Sent only to `POST /oauth/token`. Never shown again. */
            client_secret: string;
        };
        OAuthClientWithSecretResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["OAuthClientWithSecret"];
        };
        OAuthClientResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["OAuthClient"];
        };
        OAuthClientSecretRotateRequest: {
            /**
             * Format: int32
             * @description Seconds the previous secret keeps authenticating (0 to 30 days).
             * @default 86400
             */
            old_secret_expires_in?: number;
        };
        /** @description Unknown parameters are ignored (RFC 6749 section 3.2); a parameter given twice is `invalid_request`. */
        OAuthTokenRequest: {
            /**
             * @description `client_credentials`; any other value is `unsupported_grant_type`.
             * @example client_credentials
             */
            grant_type: string;
            /**
             * @description Space-separated scopes, each one the client holds; omitted means all of them.
             * @example buyers:read tariffs:read
             */
            scope?: string;
            /** @description With client_secret, when the client does not use HTTP Basic. */
            client_id?: string;
            client_secret?: string;
        };
        OAuthTokenResponse: {
            /** @description A JWT signed with a key from `/.well-known/jwks.json`. */
            access_token: string;
            /** @constant */
            token_type: "Bearer";
            /**
             * @description Seconds until the token expires.
             * @example 3600
             */
            expires_in: number;
            /** @description The scopes granted, space-separated. */
            scope: string;
        };
        /** @description RFC 6749 section 5.2. */
        OAuthErrorResponse: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope";
            error_description: string;
        };
        JsonWebKeySet: {
            keys: {
                /** @enum {string} */
                kty: "EC" | "OKP";
                /** @example P-256 */
                crv?: string;
                x?: string;
                y?: string;
                /** @description RFC 7638 thumbprint; the `kid` in the header of the tokens it signed. */
                kid: string;
                /** @enum {string} */
                alg: "ES256" | "EdDSA";
                /** @constant */
                use: "sig";
            }[];
        };
        /**
         * @description Where the order stands. The state machine (every change is kept in the order's history):
         *
         *     `draft` → `confirmed` → `in_production` → `ready_to_ship` → `shipped` → `in_transit` → `arrived`
         *     → `customs_cleared` → `delivered`; `cancelled` from `draft`, `confirmed`, `in_production` and
         *     `ready_to_ship` (not once the goods are shipped). `delivered` and `cancelled` are final.
         *
         *     `PATCH /orders/{id}` moves one step forward (or to `cancelled`); any other move is 409
         *     `invalid_state_transition`, whose `details` list the states allowed from the current one. Shipment
         *     events move an order forward along the same line by themselves (`loaded` → `shipped`, `departed`
         *     and `transshipped` → `in_transit`, `arrived` and `discharged` → `arrived`, `released` →
         *     `customs_cleared`, `delivered` → `delivered`), recording each step.
         * @enum {string}
         */
        OrderStatus: "draft" | "confirmed" | "in_production" | "ready_to_ship" | "shipped" | "in_transit" | "arrived" | "customs_cleared" | "delivered" | "cancelled";
        /** @description The buyer as it was when the order was created. */
        OrderBuyer: {
            id: string;
            name: string;
            country: components["schemas"]["CountryCode"];
            city: string;
        };
        /**
         * @description ISO 4217 currency code.
         * @example USD
         */
        CurrencyCode: string;
        /** @description An amount as a decimal string rounded to the currency's minor units, never a binary float. */
        Money: {
            /** @example 1250.00 */
            amount: string;
            currency: components["schemas"]["CurrencyCode"];
        };
        OrderItem: {
            index: number;
            description: string;
            hs_code: string;
            quantity: string;
            unit: string;
            unit_price: components["schemas"]["Money"];
            /** @description quantity × unit price, rounded to the currency's minor units. */
            amount: components["schemas"]["Money"];
            net_weight_kg: string | null;
            gross_weight_kg: string | null;
            origin_country: components["schemas"]["CountryCode"];
        };
        /**
         * @description Incoterms 2020 rule.
         * @enum {string}
         */
        Incoterm: "EXW" | "FCA" | "FAS" | "FOB" | "CFR" | "CIF" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP";
        /**
         * @description Mode of the main carriage. The sea-only Incoterms (FAS, FOB, CFR, CIF) accept `sea` and
         *     `inland_waterway` only.
         * @enum {string}
         */
        TransportMode: "sea" | "inland_waterway" | "air" | "road" | "rail" | "multimodal";
        /**
         * @description A non-negative decimal amount as a string, at most 15 digits before the point and 6 after (`"4.50"`); as `PricingDecimal` says why.
         * @example 4.50
         */
        DecimalAmount: string;
        /**
         * @deprecated
         * @description **Deprecated**: the orders' first cost shape, plain decimal amounts in the order's currency
         *     (`"main_freight": "1200.00"`). Still accepted (and answered back as sent): each amount is read as
         *     `{"amount": "1200.00", "currency": <the order's currency>}`. Send `PricingCosts`, the shape
         *     `calculatePrice` takes, instead: it also takes other currencies and `insurance_rate_pct`.
         */
        OrderCosts: {
            export_clearance?: components["schemas"]["DecimalAmount"];
            origin_inland?: components["schemas"]["DecimalAmount"];
            main_freight?: components["schemas"]["DecimalAmount"];
            insurance?: components["schemas"]["DecimalAmount"];
            destination_unloading?: components["schemas"]["DecimalAmount"];
            destination_inland?: components["schemas"]["DecimalAmount"];
            import_clearance?: components["schemas"]["DecimalAmount"];
        };
        /** @description An amount (a unit price, a cost) as a decimal string (`"12.50"`), at most 15 digits before the point and 10 after, no exponent; a JSON number is accepted too, within ±10^15. Under 10^15 in any currency of the rates is past every unit price and freight bill (in rupiah, the weakest, about 60 billion US dollars), and it is the largest amount the API computes and prints (an item's quantity times its unit price included). Negative values are rejected with `invalid_amount`. */
        PricingDecimal: string | number;
        /** @description An amount in any currency of the exchange-rate series (see `GET /exchange-rates`). */
        PricingMoneyInput: {
            amount: components["schemas"]["PricingDecimal"];
            currency: string;
        };
        /**
         * @description A rate in percent, from 0 to 100 (cargo insurance premiums are a fraction of a percent; past 100
         *     the premium would exceed what it insures). A decimal string (`"0.3"`, at most 10 decimals, no
         *     exponent) or a JSON number; negative values are rejected with `invalid_amount`.
         */
        PricingRatePct: string | number;
        /**
         * @description The costs of the journey, each `{"amount", "currency"}` in any currency of the exchange-rate
         *     series, insurance also as `insurance_rate_pct`: the one cost shape of pricing
         *     (`calculatePrice`), quotes, orders and documents. Every cost the seller carries under the
         *     Incoterm is required (0 where there is none).
         */
        PricingCosts: {
            export_clearance?: components["schemas"]["PricingMoneyInput"];
            origin_inland?: components["schemas"]["PricingMoneyInput"];
            main_freight?: components["schemas"]["PricingMoneyInput"];
            insurance?: components["schemas"]["PricingMoneyInput"];
            /** @description Instead of `insurance`, a premium rate in percent of 110 % of the CFR value, from 0 to 100. */
            insurance_rate_pct?: components["schemas"]["PricingRatePct"];
            destination_unloading?: components["schemas"]["PricingMoneyInput"];
            destination_inland?: components["schemas"]["PricingMoneyInput"];
            import_clearance?: components["schemas"]["PricingMoneyInput"];
        };
        /** @description Money in the quote currency, or null when it cannot be computed (see the reason next to it). */
        PricingNullableMoney: components["schemas"]["Money"] | null;
        /**
         * @description Computed by the pricing engine (`calculatePrice`) from the order: the goods value always; with
         *     `costs`, the whole Incoterm build-up (`basis: incoterm`); without, the other figures are null
         *     (`basis: goods_only`). `quote` holds the full calculation when there is one.
         */
        OrderTotals: {
            /** @enum {string} */
            basis: "goods_only" | "incoterm";
            goods_value: components["schemas"]["Money"];
            /** @description The seller's price under the Incoterm. */
            price: components["schemas"]["PricingNullableMoney"];
            customs_value: components["schemas"]["PricingNullableMoney"];
            duty: components["schemas"]["PricingNullableMoney"];
            import_vat: components["schemas"]["PricingNullableMoney"];
            landed_cost: components["schemas"]["PricingNullableMoney"];
        };
        /**
         * @description How a duty text reads: `free`, `ad_valorem`, `specific`, `compound` (an ad valorem part plus
         *     specific parts), `seasonal` (a rate per import period), `alternative` (the higher, or the lower, of
         *     two or more rates: `alternatives` and `alternatives_rule`; Japan's "A or B, whichever is higher"),
         *     `other` (a conditional text: MIN/MAX, entry price, agricultural component, qualified quantity,
         *     reference to another provision, a tariff quota, a condition on the goods; shown as published and
         *     never computed). New kinds may be added within v1: treat an unknown kind as `other`.
         * @enum {string}
         */
        TariffDutyKind: "free" | "ad_valorem" | "specific" | "compound" | "seasonal" | "other" | "alternative";
        /**
         * @description Currency of a specific duty, as the schedule states it (JPY for Japan's yen rates). New currencies may be added within v1 with new schedules.
         * @enum {string}
         */
        TariffDutyCurrency: "USD" | "EUR" | "GBP" | "JPY";
        /**
         * @description The unit a specific duty is charged per (with `per`: 1,000 items, 100 kg...): `kg` and `tonne` need
         *     `weight_kg`; `item`, `dozen` and `pair` need `quantity` (for `pair`, the number of pairs: Japan's
         *     footwear duties are per pair); `liter` and `hectoliter` need `volume_l`. New units may be added
         *     within v1 with new schedules.
         * @enum {string}
         */
        TariffDutyUnit: "kg" | "tonne" | "item" | "dozen" | "liter" | "hectoliter" | "pair";
        /** @description `amount` `currency` per `per` `unit`: 4.4¢/kg is 0.044 USD per 1 kg. */
        TariffSpecificDuty: {
            amount: string;
            currency: components["schemas"]["TariffDutyCurrency"];
            per: string;
            unit: components["schemas"]["TariffDutyUnit"];
            text: string;
        };
        TariffSeason: {
            ad_valorem_pct: string;
            /** @description Month-day ranges, inclusive; a range may wrap over the new year. */
            periods: {
                from: string;
                to: string;
            }[];
        };
        /** @description One of the rates of an `alternative` duty (an ad valorem part, specific parts, or both). */
        TariffDutyAlternative: {
            ad_valorem_pct: string | null;
            specific: components["schemas"]["TariffSpecificDuty"][];
        };
        /** @description A published duty text read into parts. */
        TariffDuty: {
            kind: components["schemas"]["TariffDutyKind"];
            /** @description The rate as published. */
            text: string;
            /**
             * @description The rate in English, beside `text` where the schedule publishes its rates in another language
             *     (Japan: `無税` is `Free`, `361円/kg` is `361 JPY per kg`). Rendered from the parts read
             *     (`kind`, `ad_valorem_pct`, `specific`, `alternatives`, `seasons`), so it says what the API
             *     computes; in parentheses where the published rate is (listed, not applied). Null where the text
             *     is not read into parts (`kind` `other`: see `note` and `text`). Absent where `text` is in English.
             * @example 10% or 120 JPY per kg
             * @example whichever is higher
             */
            text_en?: string | null;
            ad_valorem_pct: string | null;
            specific: components["schemas"]["TariffSpecificDuty"][];
            seasons: components["schemas"]["TariffSeason"][] | null;
            /** @description What a calculation needs besides the customs value. */
            needs: ("weight_kg" | "quantity" | "volume_l" | "import_date")[];
            computable: boolean;
            note: string | null;
            /** @description For `kind` `alternative`, the rates compared (each computed as the parts of a compound duty). */
            alternatives?: components["schemas"]["TariffDutyAlternative"][];
            /**
             * @description For `kind` `alternative`, which of `alternatives` applies - the higher amount (Japan's "whichever is higher") or the lower (a WTO rate that applies where it is lower than the national rate).
             * @enum {string|null}
             */
            alternatives_rule?: "higher" | "lower" | null;
        };
        TariffProgram: {
            /** @description US HTS special program indicator (General Note 3(c)(i)); for the EU and the UK the partner's ISO code (KR); for Japan the agreement (RCEP, CPTPP, JP-EU, JP-UK, JP-US, AJCEP, or JP- and the partner's ISO code for a bilateral EPA); for Viet Nam the agreement's usual abbreviation (VKFTA, AKFTA, RCEP, CPTPP, EVFTA, UKVFTA, VJEPA, AJCEP, ACFTA...). */
            symbol: string;
            name: string;
        };
        TariffSource: {
            name: string;
            vintage: string;
            licence: string;
            /** @description Edition of a national schedule (e.g. "HTS 2026 Revision 10"); given with every line rate. */
            edition?: string;
            /**
             * Format: date
             * @description The date the edition took effect.
             */
            effective_date?: string;
        };
        /**
         * @description One column of a national schedule behind an MFN rate, as published: for Japan the general rate
         *     (基本, Customs Tariff Act), the temporary rate (暫定, Temporary Tariff Measures Act; applies
         *     instead of the general rate while in force) and the WTO rate (WTO協定; applies where it is lower).
         *     A rate printed in parentheses is listed but not applied, because a lower rate applies.
         */
        TariffRateColumn: {
            /** @enum {string} */
            column: "general" | "temporary" | "wto";
            /** @description The rate as published, parentheses and marks included. */
            text: string;
            /** @description The rate in English (as the duty's `text_en`), in parentheses where `text` is; null where the text is not read into parts. */
            text_en?: string | null;
            /** @description True for the column (or columns, when the lower of two is taken at entry) the record's duty comes from. */
            applied: boolean;
            /** @description Why the column is or is not applied. */
            reason: string;
        };
        /** @description The proofs of origin an agreement accepts for its preferential rate, as the agreement provides (the goods must also meet its rules of origin). */
        TariffProofOfOrigin: {
            agreement: string;
            /** @description Each accepted proof; any one of them supports the claim. */
            accepted: string[];
            /** @description The agreement's article that lists the proofs. */
            legal_basis: string;
            /** @description Where this statement comes from (the agreement's text; not the tariff data). */
            source: string;
        };
        /**
         * @description A tariff-rate quota on the line (Vietnam's `40 (NHN: 80)`): one rate for the quantity within the
         *     quota, allocated to importers by licence, another outside it. `applies` says which one the record's
         *     `duty` is.
         */
        TariffRateQuota: {
            /** @description The in-quota rate, percent (null where the text gives none). */
            in_quota: string | null;
            /** @description The out-of-quota rate, percent. */
            out_of_quota: string | null;
            /** @enum {string} */
            applies: "in_quota" | "out_of_quota";
            note: string;
        };
        TariffRateRecord: {
            /** @enum {string} */
            type: "mfn" | "preferential" | "column_2";
            /** @enum {string} */
            basis: "line" | "chapter_average" | "country_average";
            /** @enum {string} */
            precision: "exact" | "estimate";
            /** @description The national line (US HTS 8 or 10 digits, EU/UK CN 8 or 10, Japan's 9-digit statistical code, Viet Nam's and China's 8 digits); null where the destination answers by HS subheading (Hong Kong, Singapore). */
            national_code: string | null;
            /** @description The line's text in English (for Japan, the HS 2022 subheading's, the national split being in `national_description`; for China, the HS 2022 subheading's, the data having no text of its lines). */
            description: string | null;
            duty: components["schemas"]["TariffDuty"] | null;
            program: components["schemas"]["TariffProgram"] | null;
            /** @description Year of an average. */
            year: number | null;
            source: components["schemas"]["TariffSource"];
            /** @description Why `duty` is null. */
            reason: string | null;
            note: string | null;
            /** @description For a preferential rate, the proof of origin it needs (KORUS certification of origin; for the EU and UK an origin declaration by an approved exporter). */
            condition?: string | null;
            /**
             * Format: date
             * @description The last day this rate applies (entry-price lines of the EU-Korea schedule); null when no end is stated.
             */
            valid_until?: string | null;
            /** @description True for the one record of a national line that a price uses for goods of `origin` on `as_of`. */
            used?: boolean;
            /** @description Why the record with `used` is the one used (the agreement and its condition, an exclusion, no preference in the data). */
            use_reason?: string | null;
            /** @description The line's text in the schedule's own language (Japan - Japanese; Viet Nam - Vietnamese; the line with the texts above it joined by " > "), beside the English `description`. */
            national_description?: string | null;
            /** @description Language of `national_description` (BCP 47, `ja`, `vi`). */
            national_description_lang?: string | null;
            /** @description The national columns behind an MFN rate, as published, with the one applied (Japan - general, temporary, WTO). */
            rate_columns?: components["schemas"]["TariffRateColumn"][];
            /** @description For a preferential rate, the proofs of origin its agreement accepts (`condition` says the same in one sentence). */
            proof_of_origin?: components["schemas"]["TariffProofOfOrigin"] | null;
            /** @description True when the published text carries a condition or a mark the data does not explain (a tariff quota, a description of the goods, a range over the line's goods, a reference price); the text is shown and the record is not used for a price. */
            requires_review?: boolean;
            /** @description Set on a line under a tariff-rate quota - the in-quota and out-of-quota rates and which one `duty` is (a preference on such a line holds within the quota only). */
            tariff_quota?: components["schemas"]["TariffRateQuota"] | null;
        };
        /** @description One part of an item's duty - the base rate with its program, or one applied additional measure. */
        PricingDutyComponent: {
            /** @enum {string} */
            kind: "base" | "additional";
            /** @description The chapter 99 heading of an additional measure. */
            heading: string | null;
            legal_basis: string | null;
            program: components["schemas"]["TariffProgram"] | null;
            rate_text: string;
            ad_valorem_pct: string | null;
            amount: components["schemas"]["PricingNullableMoney"];
            /** @description The share of the item's customs value the percentage applies to (the measure's `value_share`); null for the whole value. */
            value_share?: string | null;
            /**
             * @description `estimate` where the part rests on an estimated share of the value or an estimated rate.
             * @enum {string}
             */
            precision?: "exact" | "estimate";
        };
        /** @description A claim an importer may make at entry that changes a measure, with the rate it gives. The figure of the measure is the one due without it. */
        TariffMeasureClaim: {
            /**
             * @description Stable identifier of the claim. New values may be added within v1.
             * @enum {string}
             */
            claim: "us_auto_production_certification" | "fta_origin_with_certification" | "uk_vehicle_quota" | "usmca_us_content" | "usmca_qualifying" | "mhd_vehicle_part" | "semiconductor_performance_threshold" | "semiconductor_end_use" | "no_metal_content" | "metal_weight_under_15_percent" | "motorcycle_part" | "derivative_steel_c_xi";
            description: string;
            /** @description The chapter 99 heading the goods are entered under with the claim, as printed (several joined by commas). */
            heading: string | null;
            legal_basis: string;
            /** @description The heading's rate as published. */
            rate_text: string;
            /** @description The measure's percentage points over the base rate with the claim; null where it depends on a figure the request does not carry (the share of US content). */
            additional_pct: string | null;
            /** @description Where the claim takes the goods out of Section 232, the Section 122 duty (9903.03.01) that then applies on `as_of`; null when none does. */
            section_122_pct: string | null;
            /** @description What the importer must show at entry. */
            must_show: string;
        };
        /**
         * @description A US additional duty of chapter 99 for a line: Section 122 (every line not exempt and not under
         *     Section 232), Section 232 (by the product lists of its programmes: vehicles, parts, medium and
         *     heavy vehicles, buses, copper, wood, semiconductors, the steel, aluminium and copper annexes, with
         *     the country deals), and the headings the line's footnotes point to (Section 301 for goods of
         *     China...). `applied` measures add `additional_pct` to the line's base rate, on `value_share` of
         *     the customs value when it has one. Where the law turns on a fact the request does not carry, the
         *     measure sums the rate due without it and lists each `claims` entry with the rate it would give.
         *     A measure whose rate cannot be derived at all has `requires_review: true` and is left out of the sum.
         */
        TariffMeasure: {
            national_code: string;
            /** @description The chapter 99 heading, as printed (9903.03.01). */
            heading: string;
            legal_basis: string;
            /** @description The heading's text (to which goods, origins and dates it applies). */
            text: string;
            /** @description The heading's rate as published ("The duty provided in the applicable subheading + 10%"; "15%" is the duty in all, base rate included). */
            rate_text: string;
            /** @description Percentage points added to the base rate used (for a rate in all such as "15%", that rate less the base rate); null when it cannot be derived. */
            additional_pct: string | null;
            applied: boolean;
            requires_review: boolean;
            /** Format: date */
            valid_from: string | null;
            /** Format: date */
            valid_until: string | null;
            /** @description Why the measure is applied, not applied or needs review, with the product list and prefix that matched. */
            reason: string | null;
            /**
             * @description The authority of the measure.
             * @enum {string}
             */
            kind?: "section_122" | "section_232" | "section_301" | "ieepa" | "other";
            /** @description For Section 232, the programme and the product list that covers the line (`auto parts, s232_auto_parts.txt, prefix 40111010`); null otherwise. */
            programme?: string | null;
            /** @description The share of the customs value `additional_pct` applies to (before 2026-04-06, the metal content of a derivative or copper article; for Section 122 on such an article, the rest); null for the whole value. */
            value_share?: string | null;
            /** @description Where `value_share` comes from (an estimate of the metal content per HTS line). */
            value_share_source?: string | null;
            /**
             * @description `estimate` where the figure rests on an estimated share of the value.
             * @enum {string}
             */
            precision?: "exact" | "estimate";
            /** @description Facts the request does not carry that would change this measure (an importer's certification, US content, an end use...), each with the rate it would give and what the importer must show. */
            claims?: components["schemas"]["TariffMeasureClaim"][];
        };
        /**
         * @description Why an agreement is used on a line or not: `used` (the rate a price uses), `not_lowest` (another
         *     agreement's rate is used, lower or as low), `not_below_mfn` (not lower than the MFN rate, which
         *     needs no proof of origin), `not_comparable` (whether it is lower than the MFN rate depends on the
         *     consignment: the MFN rate is used), `not_computed` (a text with a condition the data does not
         *     resolve: shown, not used), `within_quota` (a tariff-rate quota line: the agreement's rate holds
         *     within the quota only), `not_applied` (preferences not applied), `excluded` (the line, or goods of
         *     the origin, are excluded from the agreement's concessions), `no_rate` (the agreement lists no rate
         *     for the line), `not_in_force` (not yet in force for the origin on `as_of`), `unknown` (the source
         *     lost the agreement's rate on the line: whether it gives one, and how low, is not known, so the rate
         *     used is an estimate unless it is free). New values may be added within v1.
         * @enum {string}
         */
        TariffPreferenceStatus: "used" | "not_lowest" | "not_below_mfn" | "not_comparable" | "not_computed" | "within_quota" | "not_applied" | "excluded" | "no_rate" | "not_in_force" | "unknown";
        /**
         * @description One agreement open to the origin on one national line, compared with the MFN rate and the other
         *     agreements: its rate, the proof of origin it needs, what it saves against the MFN rate, and whether
         *     a price uses it (`used`: the lowest rate that is not above the MFN rate, the one `rates` marks used).
         */
        TariffPreference: {
            /** @description The national line compared (as in `rates`). */
            national_code: string | null;
            program: components["schemas"]["TariffProgram"];
            /** @description The agreement's rate on the line; null where it gives none (`excluded`, `no_rate`, `not_in_force`) or where the data lost it (`unknown`). */
            duty: components["schemas"]["TariffDuty"] | null;
            /** @description The proofs of origin the agreement accepts, where the data states them (the rate record's `condition` says the same in one sentence). */
            proof_of_origin: components["schemas"]["TariffProofOfOrigin"] | null;
            /** @description Percentage points below the MFN rate (the MFN rate less this one; negative when this one is higher); for a rate that holds within a tariff-rate quota (`within_quota`), below the MFN rate within the quota; null when either is not a plain percentage. */
            saving_pct: string | null;
            status: components["schemas"]["TariffPreferenceStatus"];
            used: boolean;
            /** @description Why the agreement is used or not, in one sentence. */
            reason: string;
        };
        PricingDuty: {
            amount: components["schemas"]["PricingNullableMoney"];
            /** @description The rate record used (as in `GET /customs/tariffs`). */
            rate: components["schemas"]["TariffRateRecord"] | null;
            /** @enum {string|null} */
            basis: "line" | "chapter_average" | "country_average" | "customs_union" | null;
            /** @enum {string|null} */
            precision: "exact" | "estimate" | null;
            applied_ad_valorem_pct: string | null;
            program: components["schemas"]["TariffProgram"] | null;
            source: components["schemas"]["TariffSource"] | null;
            reason: string | null;
            note: string | null;
            /** @description The parts of the amount - the base rate with its program, then each applied additional measure (US chapter 99). */
            components?: components["schemas"]["PricingDutyComponent"][];
            /** @description The US chapter 99 measures considered for the item's line, applied or not (as in `GET /customs/tariffs`). */
            measures?: components["schemas"]["TariffMeasure"][];
            /** @description The agreements open to the origin on the item's line, compared, with the one this duty uses (as `preferences` of `GET /customs/tariffs`). */
            preferences?: components["schemas"]["TariffPreference"][];
        };
        PricingItemResult: {
            index: number;
            description: string;
            hs_code: string;
            quantity: string;
            unit_price: components["schemas"]["Money"];
            value: components["schemas"]["Money"];
            margin: components["schemas"]["Money"];
            sale_value: components["schemas"]["Money"];
            customs_value: components["schemas"]["PricingNullableMoney"];
            duty: components["schemas"]["PricingDuty"];
        };
        /**
         * @description A cost of the journey from the seller's premises to the buyer's, in the order of the journey.
         * @enum {string}
         */
        CostName: "export_clearance" | "origin_inland" | "main_freight" | "insurance" | "destination_unloading" | "destination_inland" | "import_clearance";
        /**
         * @description Who carries a cost under the Incoterm (Incoterms 2020).
         * @enum {string}
         */
        CostPayer: "seller" | "buyer";
        PricingCostLine: {
            cost: components["schemas"]["CostName"];
            /** @description Who carries the cost under the Incoterm (Incoterms 2020). */
            paid_by: components["schemas"]["CostPayer"];
            amount: components["schemas"]["PricingNullableMoney"];
            /** @description As given (amount unrounded); null when computed from a rate or not given. */
            input: components["schemas"]["Money"] | null;
            /** @description How a computed amount was reached. */
            basis: string | null;
        };
        PricingPrice: {
            amount: components["schemas"]["PricingNullableMoney"];
            /** @description What the price covers. */
            includes: string[];
            reason: string | null;
        };
        PricingCustomsValue: {
            /** @enum {string} */
            basis: "fob" | "cif" | "not_applicable";
            amount: components["schemas"]["PricingNullableMoney"];
            description: string;
            reason: string | null;
        };
        PricingTotal: {
            amount: components["schemas"]["PricingNullableMoney"];
            paid_by: components["schemas"]["CostPayer"];
            reason: string | null;
        };
        PricingImportVat: {
            amount: components["schemas"]["PricingNullableMoney"];
            paid_by: components["schemas"]["CostPayer"];
            /** @enum {string|null} */
            tax_type: "vat" | "gst" | "none" | null;
            rate_pct: string | null;
            base: components["schemas"]["PricingNullableMoney"];
            reason: string | null;
            note: string | null;
        };
        /** @description One fee of the entry, a percentage of the customs value, with its legal basis. */
        PricingEntryFee: {
            /**
             * @description Stable identifier of the fee. New values may be added within v1.
             * @enum {string}
             */
            fee: "merchandise_processing_fee" | "harbor_maintenance_fee";
            name: string;
            legal_basis: string;
            /** @description Percent of the base. */
            rate_pct: string;
            /** @description The value the fee is charged on (the customs value of the entry). */
            base: components["schemas"]["PricingNullableMoney"];
            /** @description The fee in the quote currency; 0 when it is not due; null when the customs value is not known. */
            amount: components["schemas"]["PricingNullableMoney"];
            /** @description The per-entry minimum applied; null where the data does not have it (`limits_note`). */
            minimum: components["schemas"]["PricingNullableMoney"];
            /** @description The per-entry maximum applied; null where the data does not have it (`limits_note`). */
            maximum: components["schemas"]["PricingNullableMoney"];
            /** @description Why the minimum and maximum are not applied, when they are not. */
            limits_note: string | null;
            /** @description False when the fee is not due on this entry (an exemption, the transport mode). */
            due: boolean;
            /** @description Why the fee is due or not (the exemption and its condition). */
            reason: string;
            /**
             * @description `estimate` where the amount may differ from the fee charged (the fiscal year's minimum and maximum not applied).
             * @enum {string}
             */
            precision: "exact" | "estimate";
        };
        /**
         * @description The fees of the entry besides duty and import VAT, as the destination's schedule lists them
         *     (United States: the Merchandise Processing Fee and, by sea, the Harbor Maintenance Fee), paid by
         *     the importer of record (the seller under DDP). `not_included` names the destination's entry costs
         *     the landed cost does not include.
         */
        PricingEntryFees: {
            /** @description The sum of the fees due; null when the customs value is not known. */
            amount: components["schemas"]["PricingNullableMoney"];
            paid_by: components["schemas"]["CostPayer"];
            fees: components["schemas"]["PricingEntryFee"][];
            /** @description The entry costs of the destination that are not computed (give them in `costs.import_clearance`). */
            not_included: string | null;
            reason: string | null;
        };
        /**
         * @description A preference the importer must claim at entry, with its proof of origin, for a figure of the answer
         *     to hold: an item's preferential duty rate, or an entry fee's exemption (the US MPF for goods
         *     originating under KORUS, whatever the duty rate). Without the claim those figures do not hold.
         */
        PricingPreferenceClaim: {
            program: components["schemas"]["TariffProgram"];
            /** @description The proof of origin the claim needs, in one sentence (as a rate record's `condition`). */
            condition: string;
            /** @description The proofs of origin the agreement accepts, where the data states them (as a rate record's `proof_of_origin`); null where only `condition` says it. */
            proof_of_origin: components["schemas"]["TariffProofOfOrigin"] | null;
            /**
             * @description JSON pointers of the parts of this answer that rest on the claim (`/items/0/duty`, `/entry_fees/fees/0`).
             * @example [
             *       "/entry_fees/fees/0"
             *     ]
             */
            rests_on: string[];
            /** @description What the claim gives, in one sentence. */
            reason: string;
        };
        PricingLandedCost: {
            amount: components["schemas"]["PricingNullableMoney"];
            reason: string | null;
            /**
             * @description `estimate` when any part of the total is (`estimates` lists them); null without a total. Given in every answer; not required, as an order's stored quote from before it lacks it.
             * @enum {string|null}
             */
            precision?: "exact" | "estimate" | null;
            /** @description JSON pointers to the parts of the total that are estimates (`/items/0/duty`, `/entry_fees/fees/0`). */
            estimates?: string[];
        };
        ExchangeRateUsed: {
            from: components["schemas"]["CurrencyCode"];
            to: components["schemas"]["CurrencyCode"];
            /** @description Units of `to` per 1 `from` (10 significant digits for a cross rate); the rate applied. */
            rate: string;
            /** Format: date */
            date: string;
            source: string;
        };
        /**
         * @description Something an answer cannot know for its date, with the measure and the last date the data knows
         *     it for: a tariff measure past what the data covers for `as_of`, or reference exchange rates older
         *     than the server's configured age (`EXCHANGE_RATE_MAX_AGE_DAYS`, a week by default).
         */
        TariffWarning: {
            /**
             * @description What the warning is about, stable for programs: `exchange_rates_stale` (the exchange rates
             *     used are of `date`, older than the configured age: converted amounts may differ from today's
             *     rates), `section_122_expiry` (Section 122's end date is past and the data does not say
             *     whether it was extended), `schedule_edition` (a later revision of the tariff schedule is not
             *     in the data), `schedule_vintage` (the line rates are of an edition older than `as_of`: they
             *     are estimates for it), `country_average_year` (no tariff lines for the destination: the duty
             *     is its average MFN rate of an earlier year). New codes may be added.
             * @enum {string}
             */
            code: "exchange_rates_stale" | "section_122_expiry" | "schedule_edition" | "schedule_vintage" | "country_average_year";
            measure: string;
            /** Format: date */
            date: string;
            message: string;
        };
        PricingResult: {
            incoterm: components["schemas"]["Incoterm"];
            transport_mode: components["schemas"]["TransportMode"];
            origin: components["schemas"]["CountryCode"];
            destination: components["schemas"]["CountryCode"];
            quote_currency: components["schemas"]["CurrencyCode"];
            items: components["schemas"]["PricingItemResult"][];
            goods_value: components["schemas"]["Money"];
            margin_pct: string;
            margin: components["schemas"]["Money"];
            costs: components["schemas"]["PricingCostLine"][];
            price: components["schemas"]["PricingPrice"];
            customs_value: components["schemas"]["PricingCustomsValue"];
            duty: components["schemas"]["PricingTotal"];
            import_vat: components["schemas"]["PricingImportVat"];
            /** @description Given in every answer; not required, as an order's stored quote from before it lacks it. Added to the landed cost (to the price under DDP). */
            entry_fees?: components["schemas"]["PricingEntryFees"];
            /**
             * @description The preferences the importer must claim at entry, each with its proof of origin, for the figures
             *     of this answer to hold (a preferential duty rate, an entry fee's exemption), and the parts that
             *     rest on each (`rests_on`); empty when no figure rests on a claim. A line already free of duty
             *     needs no claim for its duty, but the entry may still need one (the US MPF exemption of goods
             *     originating under KORUS). Given in every answer; not required, as an order's stored quote from
             *     before it lacks it.
             */
            preference_claims?: components["schemas"]["PricingPreferenceClaim"][];
            landed_cost: components["schemas"]["PricingLandedCost"];
            /** @description The exchange rates of the conversions in this answer, each with its date and source (`rates` is empty when nothing was converted). */
            fx: {
                /** Format: date */
                date: string;
                source: string;
                rates: components["schemas"]["ExchangeRateUsed"][];
            };
            /** @description What the build-up assumes and leaves out, in sentences. Every price of goods crossing a customs border says that anti-dumping, countervailing and safeguard duties are not in the data and not included in the duty. */
            notes: string[];
            /**
             * Format: date
             * @description The date the duties are for (the request's `as_of`, else `import_date`, else the day of the calculation).
             */
            as_of: string;
            /**
             * @description What the data cannot know for `as_of` (as in `GET /customs/tariffs`), and `exchange_rates_stale`
             *     when the rates in `fx.rates` are older than the server's configured age; each with its measure and date.
             */
            warnings: components["schemas"]["TariffWarning"][];
        };
        Order: {
            id: string;
            /** @constant */
            object: "order";
            status: components["schemas"]["OrderStatus"];
            buyer: components["schemas"]["OrderBuyer"];
            items: components["schemas"]["OrderItem"][];
            incoterm: components["schemas"]["Incoterm"];
            named_place: string;
            /** @description Mode of the main carriage; `sea` unless given. */
            transport_mode: components["schemas"]["TransportMode"];
            currency: components["schemas"]["CurrencyCode"];
            origin_country: components["schemas"]["CountryCode"];
            destination_country: components["schemas"]["CountryCode"];
            payment_terms: string | null;
            /** @description The costs as they were sent (in the shape sent; from a quote, the quote's), or null. */
            costs: components["schemas"]["OrderCosts"] | components["schemas"]["PricingCosts"] | null;
            reference: string | null;
            notes: string | null;
            totals: components["schemas"]["OrderTotals"];
            /** @description The full price calculation behind `totals` (null without costs). */
            quote: components["schemas"]["PricingResult"] | null;
            /** @description The quote the order was made from (its `quote` is then that quote's `result`, exactly), or null. */
            quote_id: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        OrderListResponse: {
            /** @constant */
            status: "success";
            data: {
                orders: components["schemas"]["Order"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        /**
         * @description A positive decimal as a string (`"2000"`, `"12.5"`), under a billion, at most 9 digits before the point and 6 after (a billion pieces, or a million tonnes, on one line is past any shipment, and nearly always a unit or a decimal point typed wrong).
         * @example 2000
         */
        DecimalQuantity: string;
        /** @description An amount in a currency; rounded to the currency's minor units where it is stored. */
        MoneyInput: {
            amount: components["schemas"]["DecimalAmount"];
            /** @description ISO 4217 code, upper case. */
            currency: string;
        };
        OrderItemInput: {
            description: string;
            /** @description HS subheading (6 digits) or a national line (8 or 10 digits; Japan's 9-digit statistical code); dots, spaces or hyphens between the digits are accepted and the order keeps the digits. `POST /customs/classify` suggests one. */
            hs_code: string;
            quantity: components["schemas"]["DecimalQuantity"];
            /**
             * @description Unit of the quantity, a UN/ECE Recommendation 20 code (`PCE` pieces, `KGM` kilograms, `SET`, `CT` cartons, `LTR` litres, `MTR` metres...).
             * @example PCE
             */
            unit: string;
            unit_price: components["schemas"]["MoneyInput"];
            /** @description Net weight of the whole line in kilograms. */
            net_weight_kg?: components["schemas"]["DecimalQuantity"];
            /** @description Gross weight of the whole line in kilograms (not less than the net weight). */
            gross_weight_kg?: components["schemas"]["DecimalQuantity"];
            /** @description Country of origin of the goods of this line, when it differs from the order's. */
            origin_country?: string;
        };
        /**
         * @description The costs of the journey, as `calculatePrice` takes them (`PricingCosts`: `{"amount", "currency"}`
         *     objects in any supported currency, or `insurance_rate_pct`). When given, the order's totals are the
         *     whole Incoterm build-up (price, customs value, duty, import VAT, landed cost); every cost the
         *     seller carries under the Incoterm must then be given (0 where there is none). The deprecated plain
         *     decimals in the order's currency (`OrderCosts`) are still accepted; one request uses one shape.
         */
        OrderCostsInput: components["schemas"]["OrderCosts"] | components["schemas"]["PricingCosts"];
        /**
         * @description An order given in full (`items`, `incoterm`, `named_place` and `currency` are then required), or
         *     made from an accepted quote (`quote_id`): the items, Incoterm, transport mode, currency, origin,
         *     costs and the whole price calculation are then the quote's, exactly as stored (never priced
         *     again), so they are not given here; `named_place` defaults to the quote's.
         */
        OrderCreateRequest: {
            /** @description A buyer of the caller's mode (`GET /buyers`); the order's destination is the buyer's country (with `quote_id`, the quote's destination, and the quote's buyer when it names one). */
            buyer_id: string;
            /** @description An accepted quote of the caller's account and mode (`POST /quotes`) the order is made from; unknown is 400 `unknown_quote`, not accepted (open, expired or cancelled) 409 `quote_not_valid`, already made into an order 409 `quote_already_ordered` naming that order. */
            quote_id?: string;
            /** @description Required without `quote_id`; not given with it (the quote's items are used). */
            items?: components["schemas"]["OrderItemInput"][];
            incoterm?: components["schemas"]["Incoterm"];
            /** @description The Incoterms 2020 named place (`Busan port`, `Los Angeles, buyer's warehouse`). */
            named_place?: string;
            transport_mode?: components["schemas"]["TransportMode"];
            /** @description ISO 4217 currency of the order; every unit price is in it. */
            currency?: string;
            /** @description Where the goods are exported from; default the country of the caller's exporter profile. */
            origin_country?: string;
            /** @description As agreed (`T/T 30% in advance, 70% against B/L copy`, `L/C at sight`). */
            payment_terms?: string;
            costs?: components["schemas"]["OrderCostsInput"];
            /** @description The exporter's own reference (purchase order number...). */
            reference?: string;
            notes?: string;
        };
        OrderResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Order"];
        };
        /**
         * @description `status` moves the order along its state machine (see `OrderStatus`). The other fields can be
         *     changed while the order is a `draft` only (409 `order_locked` afterwards), except `payment_terms`,
         *     `reference` and `notes`, which can be changed until the order is final. An order made from a
         *     quote keeps the quote's items, Incoterm, transport mode and costs (409 `order_locked`).
         */
        OrderUpdateRequest: {
            status?: components["schemas"]["OrderStatus"];
            items?: components["schemas"]["OrderItemInput"][];
            incoterm?: components["schemas"]["Incoterm"];
            named_place?: string;
            transport_mode?: components["schemas"]["TransportMode"];
            payment_terms?: string;
            costs?: components["schemas"]["OrderCostsInput"];
            reference?: string;
            notes?: string;
        };
        OrderHistoryEntry: {
            /** @description Increases with every change of the order. */
            id: number;
            at: components["schemas"]["Timestamp"];
            /** @description The status before (null for the creation). */
            from_status: components["schemas"]["OrderStatus"] | null;
            to_status: components["schemas"]["OrderStatus"];
            /** @description The fields this change set (`status` for a status change). */
            changes: string[];
            /**
             * @description `shipment_event` when a shipment event moved the order.
             * @enum {string}
             */
            source: "api" | "shipment_event";
            /** @description The API key or OAuth client that made the change. */
            actor: string | null;
        };
        OrderHistoryResponse: {
            /** @constant */
            status: "success";
            data: {
                order_id: string;
                history: components["schemas"]["OrderHistoryEntry"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        /**
         * @description A logistics milestone, in the usual order: `booked`, `gate_in` (at the terminal), `loaded`,
         *     `departed`, `transshipped`, `arrived`, `discharged`, `released` (by customs), `delivered`.
         *     A shipment's `status` is that of its latest event (`planned` before the first).
         * @enum {string}
         */
        ShipmentStatus: "planned" | "booked" | "gate_in" | "loaded" | "departed" | "transshipped" | "arrived" | "discharged" | "released" | "delivered";
        /**
         * @description A UN/LOCODE (`KRPUS` Busan, `USLAX` Los Angeles), upper case; ports come from the World Port Index.
         * @example KRPUS
         */
        UnLocode: string;
        /** @description A seaport of the World Port Index (NGA Pub. 150), named as the index names it. */
        Port: {
            unlocode: components["schemas"]["UnLocode"];
            name: string;
            country: components["schemas"]["CountryCode"];
        };
        ShipmentEvent: {
            id: string;
            /** @description 1 for the shipment's first event, then one more for each. */
            sequence: number;
            status: components["schemas"]["ShipmentStatus"];
            occurred_at: components["schemas"]["Timestamp"];
            location: components["schemas"]["Port"] | null;
            location_text: string | null;
            note: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        Shipment: {
            id: string;
            /** @constant */
            object: "shipment";
            order_id: string;
            status: components["schemas"]["ShipmentStatus"];
            carrier: string;
            transport_mode: components["schemas"]["TransportMode"];
            booking_number: string | null;
            bill_of_lading: string | null;
            vessel: string | null;
            port_of_loading: components["schemas"]["Port"];
            port_of_discharge: components["schemas"]["Port"];
            etd: components["schemas"]["NullableTimestamp"];
            eta: components["schemas"]["NullableTimestamp"];
            /** @description Oldest first. */
            events: components["schemas"]["ShipmentEvent"][];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        ShipmentListResponse: {
            /** @constant */
            status: "success";
            data: {
                shipments: components["schemas"]["Shipment"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        ShipmentCreateRequest: {
            /** @description The carrier or forwarder (`HMM`, `Maersk`, `Korean Air Cargo`). */
            carrier: string;
            transport_mode: components["schemas"]["TransportMode"];
            booking_number?: string;
            /** @description B/L (or air waybill) number. */
            bill_of_lading?: string;
            vessel?: string;
            port_of_loading: components["schemas"]["UnLocode"];
            port_of_discharge: components["schemas"]["UnLocode"];
            /**
             * Format: date-time
             * @description Estimated departure.
             */
            etd?: string;
            /**
             * Format: date-time
             * @description Estimated arrival (not before `etd`).
             */
            eta?: string;
        };
        ShipmentResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Shipment"];
        };
        ShipmentEventInput: {
            /** @description Any milestone but `planned`. */
            status: components["schemas"]["ShipmentStatus"];
            /**
             * Format: date-time
             * @description When it happened (RFC 3339, any offset; answered in UTC).
             */
            occurred_at: string;
            /** @description Where it happened: a port by UN/LOCODE... */
            location?: components["schemas"]["UnLocode"];
            /** @description ...or a place in words (`Incheon inland container depot`). */
            location_text?: string;
            note?: string;
        };
        ShipmentEventCreatedResponse: {
            /** @constant */
            status: "success";
            /** @description The event, the shipment with it, and the order as the event left it. */
            data: {
                event: components["schemas"]["ShipmentEvent"];
                shipment: components["schemas"]["Shipment"];
                order: components["schemas"]["Order"];
            };
        };
        /**
         * @description What happened. `webhook_endpoint.test` is sent only by `POST /webhook-endpoints/{id}/test`, to that
         *     endpoint. New types may be added within v1: skip an event of a type you do not know.
         * @example order.updated
         * @enum {string}
         */
        EventType: "buyer.matched" | "document.created" | "exchange_rates.updated" | "order.updated" | "quote.updated" | "shipment.updated" | "webhook_endpoint.test";
        /**
         * @description An event as recorded, in the same transaction as the change it reports. `data` is exactly the
         *     `data` of the webhook payload (see the `webhooks` section): the event id, `livemode` and the object
         *     as the API returned it at that moment.
         */
        Event: {
            id: string;
            /** @constant */
            object: "event";
            type: components["schemas"]["EventType"];
            created_at: components["schemas"]["Timestamp"];
            livemode: boolean;
            data: {
                id: string;
                livemode: boolean;
            } & {
                [key: string]: unknown;
            };
        };
        EventListResponse: {
            /** @constant */
            status: "success";
            data: {
                events: components["schemas"]["Event"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        EventResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Event"];
        };
        /**
         * @description The event types sent to the endpoint; `*` for all (including types added later).
         * @example [
         *       "order.updated",
         *       "shipment.updated"
         *     ]
         */
        WebhookEventTypes: ("*" | "buyer.matched" | "document.created" | "exchange_rates.updated" | "order.updated" | "quote.updated" | "shipment.updated")[];
        WebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            /** Format: uri */
            url: string;
            event_types: components["schemas"]["WebhookEventTypes"];
            description: string | null;
            enabled: boolean;
            /** @description Deliveries are sent in event order (the next waits while one is retried, up to one hour). */
            ordered: boolean;
            /**
             * @description Why the endpoint is disabled: `gone` (it answered 410), `failing` (every attempt failed for 5 days), `manual` (`enabled` set to false); null while enabled.
             * @enum {string|null}
             */
            disabled_reason: "gone" | "failing" | "manual" | null;
            disabled_at: components["schemas"]["Timestamp"] | null;
            /** @description After `rotate-secret`, until when the previous secret still signs (a second signature); null otherwise. */
            previous_secret_expires_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        WebhookEndpointListResponse: {
            /** @constant */
            status: "success";
            data: {
                endpoints: components["schemas"]["WebhookEndpoint"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        WebhookEndpointCreateRequest: {
            /** @description https in live mode (http allowed in the sandbox); must not resolve to a loopback, private, link-local, CGNAT, multicast or metadata address in live mode. */
            url: string;
            event_types: components["schemas"]["WebhookEventTypes"];
            description?: string;
            /** @default true */
            enabled?: boolean;
            /** @default true */
            ordered?: boolean;
        };
        /** @description The endpoint with its signing secret. */
        WebhookEndpointWithSecret: {
            /** @description The Standard Webhooks signing secret, shown only in this answer (creation and rotation). Store it; it is not shown again. */
            secret: string;
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            /** Format: uri */
            url: string;
            event_types: components["schemas"]["WebhookEventTypes"];
            description: string | null;
            enabled: boolean;
            /** @description Deliveries are sent in event order (the next waits while one is retried, up to one hour). */
            ordered: boolean;
            /**
             * @description Why the endpoint is disabled: `gone` (it answered 410), `failing` (every attempt failed for 5 days), `manual` (`enabled` set to false); null while enabled.
             * @enum {string|null}
             */
            disabled_reason: "gone" | "failing" | "manual" | null;
            disabled_at: components["schemas"]["Timestamp"] | null;
            /** @description After `rotate-secret`, until when the previous secret still signs (a second signature); null otherwise. */
            previous_secret_expires_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        WebhookEndpointSecretResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["WebhookEndpointWithSecret"];
        };
        WebhookEndpointResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["WebhookEndpoint"];
        };
        WebhookEndpointDeletedResponse: {
            /** @constant */
            status: "success";
            data: {
                id: string;
                /** @constant */
                object: "webhook_endpoint";
                /** @constant */
                deleted: true;
            };
        };
        WebhookEndpointUpdateRequest: {
            url?: string;
            event_types?: components["schemas"]["WebhookEventTypes"];
            description?: string | null;
            /** @description `true` enables a disabled endpoint again: its pending deliveries are sent. */
            enabled?: boolean;
            ordered?: boolean;
        };
        WebhookAttempt: {
            attempt: number;
            started_at: components["schemas"]["Timestamp"];
            /**
             * @description `succeeded` (any 2xx), `http_error` (any other status, redirects included: they are not followed),
             *     `timeout` (no answer within 15 s), `network_error` (unreachable, refused, reset, unresolvable),
             *     `blocked_address` (the URL resolved to a non-public address in live mode).
             * @enum {string}
             */
            outcome: "succeeded" | "http_error" | "timeout" | "network_error" | "blocked_address";
            response_status: number | null;
            latency_ms: number;
            error: string | null;
            /** @description The first 1 KiB of the answer. */
            response_body: string | null;
        };
        WebhookDelivery: {
            id: string;
            /** @constant */
            object: "webhook_delivery";
            endpoint_id: string;
            event_id: string;
            event_type: components["schemas"]["EventType"];
            /**
             * @description `pending` (to be sent or retried), `succeeded`, `failed` (retries exhausted, or the endpoint answered 410).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            next_attempt_at: components["schemas"]["Timestamp"] | null;
            last_attempt: components["schemas"]["WebhookAttempt"] | null;
            attempt_log: components["schemas"]["WebhookAttempt"][];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        WebhookDeliveryListResponse: {
            /** @constant */
            status: "success";
            data: {
                deliveries: components["schemas"]["WebhookDelivery"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        WebhookDeliveryResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["WebhookDelivery"];
        };
        /**
         * @description The export document: `commercial_invoice` (CI), `proforma_invoice` (PI), `packing_list` (PL),
         *     `certificate_of_origin_application` (CO, the exporter's application to the issuing body) and
         *     `shipping_instructions` (SI). The letters open the document's number.
         * @enum {string}
         */
        DocumentType: "commercial_invoice" | "proforma_invoice" | "packing_list" | "certificate_of_origin_application" | "shipping_instructions";
        /**
         * @description A line between the goods and the Incoterm price on an invoice: a cost of the journey (`CostName`), or `duty` and `import_vat` under DDP.
         * @enum {string}
         */
        ChargeName: "export_clearance" | "origin_inland" | "main_freight" | "insurance" | "destination_unloading" | "destination_inland" | "import_clearance" | "duty" | "import_vat";
        /**
         * @description How the document's total is made, as an invoice prints it. `incoterm`: the goods plus each cost
         *     the seller carries under the Incoterm, from the quote, the order or the request's `costs` by the
         *     pricing engine; `total` is the Incoterm price, exactly. `item_amounts`: no costs were given (or, on
         *     a document that prints no money, the calculation has no price), so the total is the sum of the
         *     items' amounts (their unit prices are taken to be at the Incoterm) and `charges` is empty.
         */
        DocumentPrice: {
            /** @enum {string} */
            basis: "incoterm" | "item_amounts";
            goods_value: components["schemas"]["Money"];
            /** @description The lines between the goods and the total, in the order of the journey; a cost of 0 is left out, except the main freight and insurance of a C- or D-term, which customs value the goods by. */
            charges: {
                cost: components["schemas"]["ChargeName"];
                amount: components["schemas"]["Money"];
            }[];
            total: components["schemas"]["Money"];
        };
        Document: {
            id: string;
            /** @constant */
            object: "document";
            type: components["schemas"]["DocumentType"];
            /** @enum {string} */
            status: "ready";
            /** @description Per account, mode, type and year, never reused (`CI-2026-000123`). */
            number: string;
            language: components["schemas"]["Language"];
            /** @description The order it was made from, if any. */
            order_id: string | null;
            /** @description The quote it was made from, if any. */
            quote_id: string | null;
            pages: number;
            size_bytes: number;
            /** @description SHA-256 of the PDF (also its `ETag`). */
            sha256: string;
            livemode: boolean;
            created_at: components["schemas"]["Timestamp"];
            total: components["schemas"]["Money"];
            price: components["schemas"]["DocumentPrice"];
            /** @description Path of the PDF (`GET /documents/{id}/file`). */
            download_url: string;
        };
        DocumentListResponse: {
            /** @constant */
            status: "success";
            data: {
                documents: components["schemas"]["Document"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        Party: {
            name: string;
            address: string;
            country: components["schemas"]["CountryCodeInput"];
            tax_id?: string;
        };
        /** @description An item line given inline. From an order, the order's items are used instead. */
        DocumentItem: {
            description: string;
            /** @description Required: a document cannot rest on a guessed code. Without one, `POST /customs/classify` suggests candidates (advice; a binding classification comes from the customs authority). */
            hs_code: components["schemas"]["HsCodeInput"];
            /** @description Decimal string, under a billion (at most 9 digits before the point), as `DecimalQuantity` says why. */
            quantity: string;
            /** @description Unit of quantity (UN/ECE Rec 20 code such as `PCE`, `KGM`). */
            unit: string;
            unit_price: components["schemas"]["MoneyInput"];
            /** @description Under a billion kilograms (at most 9 digits before the point). */
            net_weight_kg?: string;
            /** @description Under a billion kilograms (at most 9 digits before the point). */
            gross_weight_kg?: string;
            origin_country?: components["schemas"]["CountryCodeInput"];
            /** @description Origin criterion claimed under the agreement (`WO`, `PE`, `CTH`, `CTSH`, `RVC 40%`); required on a certificate of origin application. */
            origin_criterion?: string;
        };
        /**
         * @description One line of packages: `count` packages of one kind, alike. Dimensions and `package_*` weights are
         *     one package's; `net_weight_kg` and `gross_weight_kg` are the line's totals. Give each weight per
         *     package, or as the line's total, or both (then the total must be `count` times the package's).
         *     Checked, each with a 400 `validation_failed` naming the field: `numbers` span `count` packages and
         *     no two lines share a number; `contents` name items of the document, and every item's quantity is
         *     packed exactly (the sum over the lines of `count` × the quantity per package); when one line gives
         *     `contents`, every line does; net weights are not above gross; the packages' net weights add up to
         *     the items' when the items give theirs.
         */
        DocumentPackage: {
            /** Format: int32 */
            count: number;
            /** @description Carton, pallet, drum, crate... */
            kind: string;
            /** @description What the packages hold, as printed (`Roll-on deodorant, 50 ml, 48 per carton`). */
            description?: string;
            /** @description Shipping marks (`HBC / HAMBURG`); the package numbers are printed after them from `numbers`. */
            marks?: string;
            /** @description The package numbers of the line (`C/NO. 1-40`); `last - first + 1` is `count`. */
            numbers?: {
                /** Format: int32 */
                first: number;
                /** Format: int32 */
                last: number;
            };
            /** @description What each package of the line holds, by item. */
            contents?: {
                /**
                 * Format: int32
                 * @description The item, by its place in the document's items (0 is the first; an order's or quote's items as their `index`).
                 */
                item_index: number;
                /** @description How much of the item one package holds, in the item's unit. */
                quantity: string;
            }[];
            /** @description Net weight of one package. */
            package_net_weight_kg?: string;
            /** @description Gross weight of one package. */
            package_gross_weight_kg?: string;
            /** @description Net weight of the line (all its packages). */
            net_weight_kg?: string;
            /** @description Gross weight of the line (all its packages). */
            gross_weight_kg?: string;
            length_cm: string;
            width_cm: string;
            height_cm: string;
        };
        /**
         * @description What to print. With `quote_id`, the items, Incoterm, currency and price come from the quote (the
         *     importer from its buyer, the offer's validity onto a proforma invoice); with `order_id`, the
         *     exporter (from the exporter profile and the order's origin), the importer (the order's buyer), the
         *     items, Incoterm, named place, currency, payment terms, reference and price come from the order. A
         *     field given here replaces the order's, except what the price rests on: the items, Incoterm and
         *     currency of a quote or of an order priced with its costs (400 naming the field). Without either,
         *     everything the type needs is given inline. Each type checks what it needs and a 400 names every
         *     missing path: invoices need the exporter's and importer's names and addresses, the currency, the
         *     Incoterm and the items; a packing list needs `packages` that add up (see `DocumentPackage`); a
         *     certificate of origin application needs `agreement` (an agreement of the trade-agreements data
         *     that covers the origin and the importer's country) and every item's `origin_criterion`.
         *
         *     **Importer.** Without `importer`, the buyer of the quote, of the order or of `buyer_id` is the
         *     importer: its name and country, and its postal address as the buyer record has it now
         *     (`contact.address` of `GET /buyers/{id}`). A buyer with no street address on record is 400
         *     `validation_failed` naming `/importer/address`, rather than a document that prints a city for an
         *     address: give `importer` (name, address, country) in the request.
         *
         *     **Price.** An invoice shows the goods and, as separate lines, each cost the seller carries under
         *     the Incoterm (the freight and insurance of a C-term, the destination costs of a D-term, duty and
         *     import VAT under DDP), and its total is the Incoterm price: the quote's, the order's, or the one
         *     `calculatePrice` gives for the document's items and `costs` (from the exporter's to the importer's
         *     country, by `transport_mode`). Without any of these, the total is the sum of the items' amounts:
         *     their unit prices are taken to be at the Incoterm. The answer's `price` says which.
         */
        DocumentCreateRequest: {
            type: components["schemas"]["DocumentType"];
            /** @description An order of the caller's account and mode. */
            order_id?: string;
            /** @description A quote of the caller's account and mode, open and valid or accepted (not with `order_id`); unknown is 400 `unknown_quote`, expired or cancelled 409 `quote_not_valid`. */
            quote_id?: string;
            /** @description Without an order, a buyer of the caller's mode whose name, country and postal address fill in `importer`. */
            buyer_id?: string;
            exporter?: components["schemas"]["Party"];
            importer?: components["schemas"]["Party"];
            items?: components["schemas"]["DocumentItem"][];
            packages?: components["schemas"]["DocumentPackage"][];
            incoterm?: components["schemas"]["Incoterm"];
            /** @description The costs of the journey, as `calculatePrice` takes them (not with a quote, nor with an order priced with its costs); the invoice then shows the Incoterm price the pricing engine gives. */
            costs?: components["schemas"]["PricingCosts"];
            /** @description Mode of the main carriage, used with `costs` (FAS, FOB, CFR and CIF are sea only); default the order's, else `sea`. */
            transport_mode?: components["schemas"]["TransportMode"];
            /** @description Named place of the Incoterm. */
            named_place?: string;
            currency?: components["schemas"]["CurrencyCode"];
            payment_terms?: string;
            /** @description UN/LOCODE of a seaport. */
            port_of_loading?: string;
            /** @description UN/LOCODE of a seaport. */
            port_of_discharge?: string;
            vessel_or_flight?: string;
            /** Format: date */
            departure_date?: string;
            /** @description The trade agreement claimed, by its id in the trade-agreements data (WTO RTA id). */
            agreement?: string;
            reference?: string;
            remarks?: string;
            /** @description Language of the document; by default the one `Accept-Language` picks. */
            language?: components["schemas"]["Language"];
        };
        DocumentResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Document"];
        };
        /** @description Money, or null when the source has no figure. */
        MarketNullableMoney: components["schemas"]["Money"] | null;
        MarketMoneyFigure: {
            value: components["schemas"]["MarketNullableMoney"];
            year: number | null;
            /** @description World Bank WDI indicator code. */
            indicator: string;
            source: string;
            /** @description Why the value is null. */
            reason: string | null;
        };
        MarketNumberFigure: {
            /** @description Decimal string as published. */
            value: string | null;
            /** @enum {string} */
            unit: "percent" | "persons" | "index_1_to_5";
            year: number | null;
            indicator: string;
            source: string;
            reason: string | null;
        };
        MarketSummary: {
            code: string;
            iso3: string;
            name: string;
            name_lang: components["schemas"]["Language"];
            region: string | null;
            subregion: string | null;
            currency: string | null;
            gdp: components["schemas"]["MarketMoneyFigure"];
            goods_imports: components["schemas"]["MarketMoneyFigure"];
            population: components["schemas"]["MarketNumberFigure"];
        };
        MarketList: {
            markets: components["schemas"]["MarketSummary"][];
            total: number;
            page: number;
            limit: number;
            has_more: boolean;
            /** @enum {string} */
            sort: "imports" | "gdp";
            /** @description The region filter as named in the data, or null. */
            region: string | null;
        };
        MarketListResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["MarketList"];
        };
        MarketIdentity: {
            /** @description ISO 3166-1 alpha-2 (Kosovo XK, not in ISO 3166). */
            code: string;
            iso3: string;
            /** @description ISO 3166-1 numeric; null for Kosovo. */
            iso_numeric: string | null;
            /** @description Name from Unicode CLDR in `name_lang`. */
            name: string;
            name_lang: components["schemas"]["Language"];
            /** @description UN official English name. */
            official_name_en: string;
            /** @description UN M49 region (English); null where M49 has none (Antarctica, Kosovo). */
            region: string | null;
            subregion: string | null;
            capital: string | null;
        };
        MarketUsdRate: {
            /** @description Units of the currency per 1 USD, as published. */
            units_per_usd: string;
            /**
             * Format: date
             * @description Date of a daily rate; null for an annual average.
             */
            date: string | null;
            /**
             * @description `daily`: ECB-derived series (the rate pricing uses); `annual_average`: World Bank official rate, shown only where the ECB has no quote.
             * @enum {string}
             */
            period: "daily" | "annual_average";
            year: number;
            source: string;
        };
        MarketCurrency: {
            /** @description ISO 4217 code; null where the country data has none (Antarctica). */
            code: string | null;
            name: string | null;
            /** @description ISO 4217 minor units (decimal places of amounts). */
            minor_units: number | null;
            /** @description Other currencies in legal use (Namibia also uses ZAR). */
            other_codes: string[];
            usd_rate: components["schemas"]["MarketUsdRate"] | null;
            /** @description Why the rate is an annual average or missing. */
            reason: string | null;
        };
        MarketEconomy: {
            gdp: components["schemas"]["MarketMoneyFigure"];
            gdp_per_capita: components["schemas"]["MarketMoneyFigure"];
            gdp_growth: components["schemas"]["MarketNumberFigure"];
            population: components["schemas"]["MarketNumberFigure"];
            inflation: components["schemas"]["MarketNumberFigure"];
            goods_imports: components["schemas"]["MarketMoneyFigure"];
            goods_exports: components["schemas"]["MarketMoneyFigure"];
            imports_share_of_gdp: components["schemas"]["MarketNumberFigure"];
            logistics_performance_index: components["schemas"]["MarketNumberFigure"];
        };
        MarketTariffFigure: {
            /** @description Percent. */
            value: string | null;
            year: number | null;
            source: string;
            reason: string | null;
            note: string | null;
        };
        /** @description The simple average of the ad valorem MFN rates of one HS chapter's national lines (an estimate, never a line rate). */
        MarketChapterAverage: {
            chapter: string;
            /** @description The chapter's HS 2022 description (English). */
            description: string;
            avg_ad_valorem_pct: string;
            /** @description Share of the chapter's lines that are duty free (0 to 1). */
            duty_free_share: string;
            tariff_lines: number;
            /** @description Lines with a purely ad valorem rate, the ones averaged (specific and compound rates are left out). */
            ad_valorem_lines: number;
            max_ad_valorem_pct: string;
        };
        /** @description The national schedule the tariff lookup uses for this market, with its chapter averages. */
        MarketTariffSchedule: {
            /** @description The schedule's id, as in `GET /customs/tariffs` (`schedule.id`). */
            id: string;
            name: string;
            /** @description The edition of the line rates. */
            vintage: string;
            chapter_averages: components["schemas"]["MarketChapterAverage"][];
            chapter_averages_source: string;
            /** @description The edition the averages were computed from; it may be older than the line rates (the US averages are of HTS 2023). */
            chapter_averages_vintage: string;
            note: string | null;
        };
        MarketVat: {
            /**
             * @description `none`: no national VAT or GST (United States).
             * @enum {string|null}
             */
            tax_type: "vat" | "gst" | "none" | null;
            standard_rate_pct: string | null;
            source: string | null;
            vintage: string | null;
            /** @description Why there is no rate (the country is not in the VAT data; absence does not mean 0 %). */
            reason: string | null;
            note: string | null;
        };
        MarketAgreement: {
            /** @description WTO agreement name. */
            name: string;
            /** @description WTO type (FTA, CU, EIA, PSA or combinations). */
            type: string;
        };
        MarketTrade: {
            average_mfn_tariff: components["schemas"]["MarketTariffFigure"];
            trade_weighted_tariff: components["schemas"]["MarketTariffFigure"];
            /** @description The national schedule of the market and the average rate of each HS chapter; null where the data has only the country average. */
            tariff_schedule: components["schemas"]["MarketTariffSchedule"] | null;
            /** @description Why `tariff_schedule` is null. */
            tariff_schedule_reason: string | null;
            vat: components["schemas"]["MarketVat"];
            origin: string | null;
            /** @description Agreements in force (March 2021) between this market and `origin`; null without an origin. */
            agreements: components["schemas"]["MarketAgreement"][] | null;
            agreements_source: string;
            agreements_reason: string | null;
        };
        MarketSeaport: {
            unlocode: string;
            name: string;
            /** @enum {string|null} */
            harbor_size: "Very Small" | "Small" | "Medium" | "Large" | null;
            harbor_type: string | null;
            max_vessel_length_m: number | null;
            latitude: number;
            longitude: number;
        };
        MarketLogistics: {
            seaports: components["schemas"]["MarketSeaport"][];
            seaports_source: string;
            reason: string | null;
        };
        Market: {
            country: components["schemas"]["MarketIdentity"];
            currency: components["schemas"]["MarketCurrency"];
            economy: components["schemas"]["MarketEconomy"];
            trade: components["schemas"]["MarketTrade"];
            logistics: components["schemas"]["MarketLogistics"];
            /**
             * @description `exchange_rates_stale` when `currency.usd_rate` is a daily reference rate older than the
             *     server's configured age (`EXCHANGE_RATE_MAX_AGE_DAYS`, a week by default); empty otherwise.
             */
            warnings: components["schemas"]["TariffWarning"][];
        };
        MarketResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Market"];
        };
        ExchangeRates: {
            base: components["schemas"]["CurrencyCode"];
            /**
             * Format: date
             * @description The day of the rates (the newest day of reference rates in storage).
             */
            date: string;
            /** @description Units of each currency per 1 unit of `base`, by currency code in alphabetical order. */
            rates: {
                [key: string]: string;
            };
            method: string;
            source: string;
            /**
             * @description `exchange_rates_stale` when `date` is older than the server's configured age
             *     (`EXCHANGE_RATE_MAX_AGE_DAYS`, a week by default); empty otherwise.
             */
            warnings: components["schemas"]["TariffWarning"][];
        };
        ExchangeRatesResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["ExchangeRates"];
        };
        /**
         * @description A line's quantity, weight or volume as a decimal string (`"2000"`, `"12.5"`), under a billion: at
         *     most 9 digits before the point and 10 after, no exponent. A billion pieces, a million tonnes or a
         *     million cubic metres on one line is past any shipment (the largest bulk carriers take 400,000
         *     tonnes), and nearly always a unit or a decimal point typed wrong. A JSON number is accepted too,
         *     within the same bound. Negative values are rejected with `invalid_amount`.
         */
        PricingQuantity: string | number;
        PricingItem: {
            description: string;
            /** @description HS 2022 subheading (6 digits) or a national line of the destination's schedule (8 or 10 digits, US chapter 98 included; Japan's 9-digit statistical code). Dots, spaces or hyphens between the digits are accepted (`3307.20.00`); `items[].hs_code` of the answer gives the digits. Required: a duty cannot rest on a guessed code. Without one, `POST /customs/classify` suggests candidates (advice; a binding classification comes from the customs authority). */
            hs_code: string;
            /** @description Number of articles (pieces); used for per-item specific duties. */
            quantity: components["schemas"]["PricingQuantity"];
            unit_price: components["schemas"]["PricingMoneyInput"];
            /** @description Total net weight of the line in kg; needed for duties per kg or tonne. */
            weight_kg?: components["schemas"]["PricingQuantity"];
            /** @description Total volume of the line in litres; needed for duties per litre or hectolitre. */
            volume_l?: components["schemas"]["PricingQuantity"];
        };
        /**
         * @description The seller's margin in percent of the goods value (default 0), from 0 to 1000: a price of up to
         *     11 times what the goods cost. Past it a margin is a typo, not a quote (a 1,000,000 % margin was
         *     once accepted and priced). A decimal string (`"12.5"`, at most 10 decimals, no exponent) or a JSON
         *     number; negative values are rejected with `invalid_amount`.
         */
        PricingMarginPct: string | number;
        PricingRequest: {
            items: components["schemas"]["PricingItem"][];
            /** @description Exporting country, ISO 3166-1 alpha-2 or alpha-3. */
            origin: string;
            /** @description Importing country, ISO 3166-1 alpha-2 or alpha-3 (not the origin). */
            destination: string;
            incoterm: components["schemas"]["Incoterm"];
            transport_mode: components["schemas"]["TransportMode"];
            costs?: components["schemas"]["PricingCosts"];
            margin_pct?: components["schemas"]["PricingMarginPct"];
            /** @description ISO 4217 currency to quote in (one of the exchange-rate series). */
            quote_currency: string;
            /**
             * @description Apply the origin's preferential rates where the data has them (the goods must meet the rules of origin).
             * @default true
             */
            apply_preferential_rates?: boolean;
            /**
             * Format: date
             * @description The date the duties are for (default: `import_date` when given, else today, UTC). A date before
             *     the destination's schedule begins is 422 `date_not_covered` (United States 2026-02-24, EU
             *     2020-01-01, UK 2021-01-01), as in `GET /customs/tariffs`; the same request with the same `as_of`
             *     gives the same figures.
             */
            as_of?: string;
            /**
             * Format: date
             * @description Date of import, for seasonal duties (EU/UK periods, Japan's seasonal lines); without it the season is that of `as_of`, and without `as_of` this date is `as_of`.
             */
            import_date?: string;
        };
        PricingResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["PricingResult"];
        };
        /**
         * @description Where the quote stands. `open` until the buyer's answer is recorded: `PATCH /quotes/{id}` moves
         *     it to `accepted` (while it is valid) or `cancelled`; an accepted quote can still be `cancelled`
         *     until an order is made from it (then 409 `quote_already_ordered`: cancel the order instead).
         *     An open quote whose `valid_until` has passed reads `expired` (decided when it is read: no event is
         *     sent at that moment) and can no longer be accepted. `cancelled` is final. Any other move is 409
         *     `invalid_state_transition`, whose `details` list the states allowed.
         * @enum {string}
         */
        QuoteStatus: "open" | "accepted" | "expired" | "cancelled";
        /**
         * @description The data the quote's figures rest on, with their vintages, so that a price can be explained
         *     later: the day the duties are for, the exchange-rate day and its source (the rates applied are
         *     `result.fx.rates`), each tariff schedule an item's duty came from, and the VAT data of the
         *     destination.
         */
        QuoteSources: {
            /**
             * Format: date
             * @description The date the duties are for (as `result.as_of`).
             */
            as_of: string;
            exchange_rates: {
                /** Format: date */
                date: string;
                source: string;
            };
            /** @description The sources of the items' duties, each once (empty when no duty rests on a schedule). */
            tariff_schedules: components["schemas"]["TariffSource"][];
            /** @description The VAT data of the destination, or null when the data has no rate for it. */
            vat: {
                source: string;
                vintage: string;
            } | null;
        };
        /**
         * @description A price calculation kept: the request as sent to `calculatePrice`, its full answer (`result`),
         *     the data it rests on (`sources`) and how long the offer stands. The figures never change once
         *     stored: documents and orders made from the quote carry them exactly.
         */
        Quote: {
            id: string;
            /** @constant */
            object: "quote";
            status: components["schemas"]["QuoteStatus"];
            /** @description The calculation's request, as `POST /pricing/calculate` takes it (defaults filled in). */
            request: components["schemas"]["PricingRequest"];
            /** @description The calculation's answer, as `POST /pricing/calculate` gave it when the quote was made. */
            result: components["schemas"]["PricingResult"];
            /** @description The Incoterm price (`result.price.amount`), the figure the buyer accepts; null with `result.price.reason` when it cannot be computed. */
            price: components["schemas"]["PricingNullableMoney"];
            /**
             * Format: date
             * @description The last day (UTC) the offer stands.
             */
            valid_until: string;
            /** @description The buyer the quote is for, when one was named. */
            buyer: components["schemas"]["OrderBuyer"] | null;
            /** @description The Incoterms 2020 named place (`Hamburg`), printed on documents. */
            named_place: string | null;
            /** @description The exporter's own reference (the buyer's request for quotation...). */
            reference: string | null;
            sources: components["schemas"]["QuoteSources"];
            accepted_at: components["schemas"]["NullableTimestamp"];
            cancelled_at: components["schemas"]["NullableTimestamp"];
            /** @description The order made from this accepted quote (`POST /orders` with `quote_id`), or null. A quote is made into one order; another attempt is 409 `quote_already_ordered`. */
            order_id: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        QuoteListResponse: {
            /** @constant */
            status: "success";
            data: {
                quotes: components["schemas"]["Quote"][];
                total: number;
                page: number;
                limit: number;
                has_more: boolean;
            };
        };
        /**
         * @description `request` is exactly what `POST /pricing/calculate` takes; the rest says whom the offer is for and
         *     how long it stands.
         */
        QuoteCreateRequest: {
            request: components["schemas"]["PricingRequest"];
            /**
             * Format: date
             * @description The last day (UTC) the offer stands; default 30 days after the day it is made, at most 90 days after it, not before it.
             */
            valid_until?: string;
            /** @description A buyer of the caller's mode in the destination country (`GET /buyers`); documents made from the quote use it as the importer. */
            buyer_id?: string;
            /** @description The Incoterms 2020 named place (`Hamburg`). */
            named_place?: string;
            /** @description The exporter's own reference (the buyer's request for quotation...). */
            reference?: string;
        };
        QuoteResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Quote"];
        };
        /** @description Records the buyer's answer. The figures of a quote never change; for other terms make a new quote. */
        QuoteUpdateRequest: {
            /**
             * @description `accepted` (the buyer accepted the offer; only while it is valid) or `cancelled` (withdrawn, or the buyer declined).
             * @enum {string}
             */
            status: "accepted" | "cancelled";
        };
        /**
         * @description HS code of 2, 4, 6, 8, 9 (Japan) or 10 digits (or any length from 2 to 10 as a prefix), leading zeros kept.
         * @example 330499
         */
        HsCode: string;
        TariffHsLevel: {
            code: string;
            description: string;
        };
        TariffHsPath: {
            section: {
                code: string;
                description: string;
            };
            chapter: components["schemas"]["TariffHsLevel"];
            heading: components["schemas"]["TariffHsLevel"] | null;
            subheading: components["schemas"]["TariffHsLevel"] | null;
            national_code: string | null;
            /**
             * @description HS descriptions exist in English only.
             * @constant
             */
            description_lang: "en";
        };
        TariffCountry: {
            code: components["schemas"]["CountryCode"];
            name: string;
            name_lang: components["schemas"]["Language"];
        };
        /**
         * @description The national schedule: `us_hts` (US Harmonized Tariff Schedule), `eu_cet` (EU Common External
         *     Tariff), `uk_global_tariff` (UK Global Tariff), `jp_customs_tariff` (Japan's applied tariff
         *     schedule, 実行関税率表), `vn_import_tariff` (Viet Nam's import tariff with its agreements' rates),
         *     `hk_dutiable_commodities` (Hong Kong: no customs tariff; the Dutiable Commodities Ordinance),
         *     `sg_customs_duties` (Singapore: duties on its dutiable goods only), `cn_import_tariff` (China's
         *     import tariff, with the China-Korea FTA and RCEP rates for goods of Korea). New schedules may be
         *     added within v1.
         * @enum {string}
         */
        TariffScheduleId: "us_hts" | "eu_cet" | "uk_global_tariff" | "jp_customs_tariff" | "vn_import_tariff" | "hk_dutiable_commodities" | "sg_customs_duties" | "cn_import_tariff";
        TariffVat: {
            /** @enum {string|null} */
            tax_type: "vat" | "gst" | "none" | null;
            standard_rate_pct: string | null;
            /** @enum {string|null} */
            basis: "customs_value_plus_duty" | "not_applicable" | null;
            source: components["schemas"]["TariffSource"] | null;
            reason: string | null;
            note: string | null;
        };
        TariffAgreement: {
            name: string;
            type: string;
            source: string;
        };
        TariffResult: {
            hs_code: components["schemas"]["HsCode"];
            hs: components["schemas"]["TariffHsPath"];
            destination: components["schemas"]["TariffCountry"];
            origin: components["schemas"]["TariffCountry"] | null;
            /** @description The national schedule used; null where only a country average exists. */
            schedule: {
                id: components["schemas"]["TariffScheduleId"];
                name: string;
                vintage: string;
            } | null;
            rates: components["schemas"]["TariffRateRecord"][];
            lines_total: number;
            /** @description True when not every line is listed. The first 100 lines are listed; where the origin's agreements are compared on each line (the destination's data has preferences for goods of `origin`), the first 25. Give a longer code for the others. */
            lines_truncated: boolean;
            vat: components["schemas"]["TariffVat"];
            /** @description Agreements in force (WTO RTA database, March 2021) between origin and destination; null without an origin. */
            agreements: components["schemas"]["TariffAgreement"][] | null;
            /** @description What the figures rest on and leave out, in sentences. Every answer for goods crossing a customs border says that anti-dumping, countervailing and safeguard duties are not in the data and not included in any rate. */
            notes: string[];
            /**
             * Format: date
             * @description The date the rates hold for (the request's `as_of`, default today).
             */
            as_of: string;
            /** @description What the data cannot know for `as_of` (a measure's statutory end, a later revision of the schedule), each with its date. */
            warnings: components["schemas"]["TariffWarning"][];
            /** @description US additional duties of chapter 99 for the listed lines on `as_of` (empty elsewhere). */
            measures: components["schemas"]["TariffMeasure"][];
            /**
             * @description Every agreement open to `origin` on each listed line, compared: its rate, the proof of origin it
             *     needs, its saving against the MFN rate, and which one a price uses (`used`); also those that give
             *     nothing on the line (excluded, no rate, not yet in force). Empty without an origin or where the
             *     destination has no line data.
             */
            preferences: components["schemas"]["TariffPreference"][];
        };
        TariffResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["TariffResult"];
        };
        HsCodeSummary: {
            code: string;
            /** @enum {integer} */
            level: 2 | 4 | 6;
            description: string;
            section: string;
            parent: string | null;
        };
        HsCodeSearchResult: {
            hs_codes: components["schemas"]["HsCodeSummary"][];
            total: number;
            page: number;
            limit: number;
            has_more: boolean;
            /** @constant */
            description_lang: "en";
        };
        HsCodeSearchResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["HsCodeSearchResult"];
        };
        ClassifyRequest: {
            /**
             * @description The product as a broker would describe it, in English or Korean: what the goods are first, then
             *     material, use, form. 2 to 10,000 characters with at least one letter; no control characters
             *     other than tab and line breaks. Only the first 300 words are read.
             * @example Lipstick in a metal case
             * @example moisturising
             * @example 3.5 g
             */
            description: string;
            /**
             * @description Importing country, ISO 3166-1 alpha-2 or alpha-3 (any case); picks each candidate's national line.
             * @example US
             */
            destination?: string;
            /** @description The description's language; detected when absent (Hangul is Korean, anything else English). */
            language?: components["schemas"]["Language"];
            /**
             * Format: int32
             * @description Candidates to return.
             * @default 5
             */
            limit?: number;
        };
        ClassificationLevel: {
            /** @description Section numeral (I-XXI), or the HS 2022 chapter (2 digits), heading (4) or subheading (6). */
            code: string;
            description: string;
            /** @description The language of `description`; Korean exists for headings and subheadings only, the other levels stay English. */
            description_lang: components["schemas"]["Language"];
        };
        ClassificationCandidate: {
            /** @description HS 2022 subheading. */
            hs_code: string;
            /** @description The destination's national line under `hs_code` (US HTS 8, EU CN 8 or 10, UK 8 or 10, Japan's 9-digit statistical code, Viet Nam's 8 digits, Korean HSK 10 digits); null without a destination, for a country without a national schedule here, or when several lines share no word with the description. */
            national_code: string | null;
            /** @description The national line's description, in the schedule's language (Korean for the HSK; Japanese for Japan, the line with the texts above it joined by " > "). */
            national_description: string | null;
            section: components["schemas"]["ClassificationLevel"];
            chapter: components["schemas"]["ClassificationLevel"];
            heading: components["schemas"]["ClassificationLevel"];
            subheading: components["schemas"]["ClassificationLevel"];
            /** @description 0 to 1, the share of the description's evidence this candidate's path explains, scaled by its rank score relative to the best. Comparable within one answer only. */
            score: number;
            /** @description The words or phrases of the description that led to this candidate, strongest first (at most 8). */
            why: string[];
        };
        /**
         * @description The level's precision on rulings its thresholds were not chosen on (cross-half): the development
         *     set split in two halves, each half's answers levelled with the thresholds chosen on the other
         *     half, and the two halves pooled. Lower than the whole set's figures, and the better guide to a new
         *     description.
         */
        ClassificationHeldOutPrecision: {
            /**
             * @description Share of the held-out answers at this level whose first candidate was the ruling's 6-digit subheading; null for `none` (no candidate).
             * @example 0.722
             */
            precision_6_digit: number | null;
            /** @description The same at 4 digits (the ruling's heading). */
            precision_4_digit: number | null;
            /**
             * @description The held-out answers at this level (both halves together).
             * @example 18
             */
            sample_size: number;
        };
        /**
         * @description What the answer's `confidence` level meant when it was measured: the share of the answers at that
         *     level, on a set of real customs rulings, whose first candidate was the ruling's code. The level's
         *     thresholds were chosen on that same set, so `precision_6_digit` and `precision_4_digit` (the whole
         *     development set) flatter it; `held_out` gives the level's precision on rulings its thresholds were
         *     not chosen on, which is what to expect of new descriptions. An estimate from small samples
         *     (`sample_size`), not a promise for this answer; the figures change only when the engine or its
         *     thresholds change, and then with a new `measured_at`.
         */
        ClassificationConfidencePrecision: {
            /**
             * @description The answer's `confidence`.
             * @enum {string}
             */
            level: "high" | "medium" | "low" | "none";
            /**
             * @description Share of the development set's answers at this level whose first candidate was the ruling's 6-digit subheading, with the thresholds chosen on that set; null for `none` (no candidate). See `held_out` for unseen rulings.
             * @example 0.813
             */
            precision_6_digit: number | null;
            /**
             * @description The same at 4 digits (the ruling's heading).
             * @example 0.938
             */
            precision_4_digit: number | null;
            /**
             * @description The set's answers at this level, which the precision is measured on.
             * @example 16
             */
            sample_size: number;
            held_out: components["schemas"]["ClassificationHeldOutPrecision"];
            /** @description The set of rulings measured on, and its sources. */
            measured_on: string;
            /**
             * Format: date
             * @description The day of the measurement.
             * @example 2026-11-29
             */
            measured_at: string;
        };
        /**
         * @description Where `national_code` comes from: a tariff schedule of `GET /customs/tariffs` (`us_hts`, `eu_cet`,
         *     `uk_global_tariff`, `jp_customs_tariff`, `vn_import_tariff`, `hk_dutiable_commodities`, `sg_customs_duties`, `cn_import_tariff`) or the Korean HSK (`kr_hsk`); null without a destination
         *     or for a country without a national schedule here. New schedules may be added within v1.
         * @enum {string|null}
         */
        ClassificationNationalSchedule: "us_hts" | "eu_cet" | "uk_global_tariff" | "kr_hsk" | "jp_customs_tariff" | "vn_import_tariff" | "hk_dutiable_commodities" | "sg_customs_duties" | "cn_import_tariff" | null;
        ClassificationResult: {
            /** @description Best first; empty when no word of the description is found in the nomenclature. */
            candidates: components["schemas"]["ClassificationCandidate"][];
            /**
             * @description How far the first candidate can be trusted, each level defined by how often it was right on a
             *     set of real customs rulings (`confidence_precision` states the figures, on the whole
             *     development set and held out). Right at 6 digits on rulings the thresholds were not chosen on
             *     (held out): `high` about 72 %, `medium` about 36 %, `low` about 18 %; on the whole development
             *     set, which the thresholds were chosen on, 81 %, 39 % and 18 %. `none`: nothing found. It counts checks of the answer: independent readings of the description (the HS wording
             *     alone, the national lines alone, the subheading's own match, the leading phrase alone) put the
             *     same subheading first; the subheading's own wording explains most of the description and the
             *     description says much of what the subheading says; no other heading comes close; less when the
             *     description is of a part and the subheading is not, or names several goods or a set.
             * @enum {string}
             */
            confidence: "high" | "medium" | "low" | "none";
            confidence_precision: components["schemas"]["ClassificationConfidencePrecision"];
            /** @description The description's language, as given or detected. */
            description_language: components["schemas"]["Language"];
            /** @description The language asked for the path descriptions (levels without Korean names stay English). */
            response_language: components["schemas"]["Language"];
            /** @description The importing country, ISO 3166-1 alpha-2, or null when none was given. */
            destination: string | null;
            national_schedule: components["schemas"]["ClassificationNationalSchedule"];
            /** @description True when the description was longer than the words read (the first 300). */
            truncated: boolean;
            /** @description Always present: the answer is advice; a binding classification comes from the customs authority. */
            notice: string;
        };
        ClassifyResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["ClassificationResult"];
        };
        /** @description A one-time credential for one stream connection. */
        StreamTicket: {
            /** @constant */
            object: "stream_ticket";
            /** @description Pass as `?ticket=` on the upgrade request, once, within 60 seconds. */
            ticket: string;
            /**
             * Format: date-time
             * @description When the ticket stops being accepted (RFC 3339, UTC).
             */
            expires_at: string;
            /** @description False for a ticket of a test-mode credential (sandbox streams). */
            livemode: boolean;
        };
        StreamTicketResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["StreamTicket"];
        };
        HealthResponse: {
            /** @constant */
            status: "success";
            data: {
                /** @constant */
                status: "alive";
                /** @description Seconds since the process started. */
                uptime_seconds: number;
            };
        };
        ReadinessResponse: {
            /** @constant */
            status: "success";
            data: {
                /** @constant */
                status: "ready";
                /** @description Every check that ran, in this order; `redis` only when Redis is configured. */
                checks: {
                    /** @enum {string} */
                    name: "database" | "migrations" | "reference_data" | "redis";
                    ok: boolean;
                    /** @description How long the check took, in milliseconds. */
                    ms: number;
                }[];
            };
        };
        BuyerMatchedEvent: {
            /** @constant */
            type: "buyer.matched";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                /** @description The buyer alert the buyer newly matches (one event per buyer and alert). */
                alert_id: string;
                buyer: components["schemas"]["Buyer"];
                /** @enum {string} */
                score_basis: "profile" | "generic";
            };
        };
        DocumentCreatedEvent: {
            /** @constant */
            type: "document.created";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                document: {
                    id: string;
                    type: components["schemas"]["DocumentType"];
                    status: string;
                    number: string;
                    created_at: components["schemas"]["Timestamp"];
                };
            };
        };
        /**
         * @description How the day arrived: `feed` (the server fetched the ECB's daily file itself), `import` (an
         *     operator's `npm run import:rates`) or `bundled` (the day shipped with a newer release of the
         *     server). New values may be added within v1: accept a value you do not know.
         * @example feed
         * @enum {string}
         */
        ExchangeRatesLoadedFrom: "feed" | "import" | "bundled";
        ExchangeRatesUpdatedEvent: {
            /** @constant */
            type: "exchange_rates.updated";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                /**
                 * @description The reference rates answers now convert with (those of `GET /exchange-rates`), as stored:
                 *     units of each currency per 1 `base` (EUR for the ECB's own files, USD for the series shipped
                 *     with the server).
                 */
                exchange_rates: {
                    /**
                     * Format: date
                     * @description The day of the rates now used.
                     */
                    date: string;
                    /**
                     * Format: date
                     * @description The day used before (the same date when that day's rates were corrected).
                     */
                    previous_date: string | null;
                    base: components["schemas"]["CurrencyCode"];
                    /** @description Units of each currency per 1 unit of `base`, by currency code. */
                    rates: {
                        [key: string]: string;
                    };
                    source: string;
                    loaded_from: components["schemas"]["ExchangeRatesLoadedFrom"];
                };
            };
        };
        OrderUpdatedEvent: {
            /** @constant */
            type: "order.updated";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                /** @description The order as `GET /orders/{id}` returned it after the change, with `previous_status`, `changes`, `buyer_id` and `total` (the Incoterm price, else the goods value). */
                order: {
                    /** @description What changed (`status`, `items`, `incoterm`, `notes`...). */
                    changes?: string[];
                    id: string;
                    status: components["schemas"]["OrderStatus"];
                    previous_status: components["schemas"]["OrderStatus"];
                    buyer_id?: string;
                    total?: components["schemas"]["Money"];
                    updated_at: components["schemas"]["Timestamp"];
                };
            };
        };
        QuoteUpdatedEvent: {
            /** @constant */
            type: "quote.updated";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                /** @description The quote as `GET /quotes/{id}` returned it after the change, with `previous_status`. */
                quote: {
                    id: string;
                    status: components["schemas"]["QuoteStatus"];
                    previous_status: components["schemas"]["QuoteStatus"];
                    price?: components["schemas"]["PricingNullableMoney"];
                    updated_at: components["schemas"]["Timestamp"];
                };
            };
        };
        ShipmentUpdatedEvent: {
            /** @constant */
            type: "shipment.updated";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                shipment: components["schemas"]["Shipment"];
                order_id: string;
                order_status: components["schemas"]["OrderStatus"];
                /** @description The logistics event that changed the shipment; null when the shipment was created. */
                logistics_event: components["schemas"]["ShipmentEvent"] | null;
            };
        };
    };
    responses: {
        /** @description The request is malformed or a value is invalid. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No valid credential was sent. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The credential may not do this (its plan, address or scopes; on the key-management operations also the scopes of the credential acted on). Checked before the request is validated. */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The `Accept` header excludes every media type the operation answers with (`application/json`, or
         *     `application/pdf` for a document's file). Send no `Accept`, `*\/*`, or one of those types. The
         *     error itself is JSON.
         */
        NotAcceptable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is larger than the cap (1 MiB by default). */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is not JSON. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The rate limit was exceeded. */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description An unexpected error on our side; the request id helps support find it. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A dependency (the database) cannot be reached for a moment; nothing was written. Retry after `Retry-After` seconds (with the same `Idempotency-Key` for a creation). */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such object (or path) for this credential. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A request with the same Idempotency-Key is still being processed, or the object's state does not allow this (`invalid_state_transition`). */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The Idempotency-Key was used with a different body. */
        UnprocessableEntity: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The token request is malformed, uses another grant, or asks for scopes the client does not hold (RFC 6749 section 5.2). */
        OAuthBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthErrorResponse"];
            };
        };
        /** @description Client authentication failed (unknown client, wrong or expired secret, revoked client). */
        OAuthInvalidClient: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthErrorResponse"];
            };
        };
        /** @description The request does not match the contract, or names something that does not exist. */
        OrderBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A request with the same Idempotency-Key is still running, the quote named cannot be used (expired, cancelled, or not yet accepted), or it was already made into an order. */
        OrderQuoteConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The order's state does not allow this, or a request with the same Idempotency-Key is still running. */
        OrderConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A request with the same Idempotency-Key is still running, or the quote named cannot be used (expired, cancelled, or not yet accepted for an order). */
        QuoteNotValid: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A malformed country code, origin, region or paging value. */
        MarketBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No market with this code. */
        MarketNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A currency that is not ISO 4217, or that the ECB series does not quote. */
        ExchangeRateBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A request the calculation cannot accept. */
        PricingBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The data cannot answer for `as_of` (for the United States, a date before 2026-02-24). */
        TariffDateNotCovered: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The quote's state does not allow this move. */
        QuoteConflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description An HS code or country that does not exist or is malformed. */
        TariffBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A national line (8, 9 or 10 digits) that the destination schedule does not have (9 digits are Japan's statistical codes). */
        TariffNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A query too short, or a code prefix longer than 6 digits. */
        HsCodeBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A description that cannot be classified, an unsupported language, a limit out of range or an unknown destination. */
        ClassifyBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The probe was sent with something it does not take (a query parameter, a body). Probes spend no rate-limit budget, so no RateLimit headers. */
        ProbeBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The `Accept` header excludes `application/json`, the probe's only answer. Probes spend no rate-limit budget, so no RateLimit headers. */
        ProbeNotAcceptable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description Not ready: a dependency failed its check, or the instance is shutting down. `details` names each
         *     failing check as `/checks/<name>`.
         */
        NotReady: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description Buyer country, ISO 3166-1 alpha-2 (uppercase is canonical; lowercase is accepted).
         * @example US
         */
        BuyerCountry: components["schemas"]["CountryCodeInput"];
        /**
         * @description Sector code or label in any supported language, case-insensitive. Codes: livestock_products,
         *     seafood, agricultural_products, processed_food, beverages, minerals_ores, energy, chemicals,
         *     pharmaceuticals, cosmetics, plastics_rubber, leather_footwear, wood_paper, textiles, apparel,
         *     building_materials, jewelry_watches, steel, non_ferrous_metals, tools_hardware,
         *     industrial_machinery, electronics, semiconductors, batteries, auto_parts, vehicles, ships,
         *     aerospace, medical_devices, precision_instruments, furniture, toys_sports, household_goods (the
         *     buyers guide lists their English and Korean labels).
         * @example cosmetics
         */
        BuyerSector: string;
        /**
         * @description HS code prefix, 2 to 10 digits; buyers importing a heading that starts with it.
         * @example 3304
         */
        BuyerHsCode: components["schemas"]["HsCodeInput"];
        /**
         * @description Only buyers with at least this `ai_score`.
         * @example 60
         */
        BuyerMinScore: number;
        /**
         * @description A fragment of the company name, case-insensitive.
         * @example beauty
         */
        BuyerNameQuery: string;
        /**
         * @description `true`: only buyers with a website, an e-mail or a telephone number (`contact`); `false`: only
         *     buyers with none of them. A postal address alone does not count: it is not a way to reach the
         *     company today.
         * @example true
         */
        BuyerHasContact: boolean;
        /**
         * @description Page size.
         * @example 20
         */
        Limit: number;
        /**
         * @description 1-based page number.
         * @example 1
         */
        Page: number;
        /**
         * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
         * @example ko-KR,ko;q=0.9,en;q=0.8
         */
        AcceptLanguage: string;
        /**
         * @description Buyer id.
         * @example b_17009
         */
        BuyerId: string;
        /**
         * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
         * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
         */
        IdempotencyKey: string;
        /** @description Buyer alert id. */
        BuyerAlertId: string;
        /**
         * @description API key id.
         * @example key_4httH54smdR18HyYDSjB
         */
        ApiKeyId: string;
        /**
         * @description OAuth client id.
         * @example cli_7Hq2Vd9Lm3Xw1Pb6Ra4K
         */
        OAuthClientId: string;
        /**
         * @description Only orders in this status.
         * @example confirmed
         */
        OrderStatusFilter: components["schemas"]["OrderStatus"];
        /**
         * @description Only orders for this buyer.
         * @example b_17009
         */
        OrderBuyerFilter: string;
        /**
         * @description Only objects created at or after this time (RFC 3339).
         * @example 2026-11-01T00:00:00Z
         */
        CreatedGte: string;
        /**
         * @description Only objects created before this time (RFC 3339).
         * @example 2026-12-01T00:00:00Z
         */
        CreatedLt: string;
        /**
         * @description Order id.
         * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
         */
        OrderId: string;
        /**
         * @description Shipment id.
         * @example shp_3kTq9Zx2Lm8Wv5Rb1Nc7
         */
        ShipmentId: string;
        /** @description Only events of this type. */
        EventTypeFilter: components["schemas"]["EventType"];
        /** @description Event id. */
        EventId: string;
        /** @description Webhook endpoint id. */
        WebhookEndpointId: string;
        /** @description Only deliveries in this state. */
        DeliveryStatusFilter: "pending" | "succeeded" | "failed";
        /** @description Delivery id. */
        DeliveryId: string;
        /**
         * @description Only documents of this type.
         * @example commercial_invoice
         */
        DocumentTypeFilter: components["schemas"]["DocumentType"];
        /**
         * @description Only documents made from this order.
         * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
         */
        DocumentOrderFilter: string;
        /**
         * @description Document id.
         * @example doc_4Hj7Kl0Zx3Cv6Bn9Mq2W
         */
        DocumentId: string;
        /**
         * @description UN M49 region or sub-region, any case (`Asia`, `Western Europe`, `Sub-Saharan Africa`).
         * @example Eastern Asia
         */
        MarketRegion: string;
        /**
         * @description `imports` (goods imports) or `gdp`, largest first; markets without the figure last; ties by country code.
         * @example imports
         */
        MarketSort: "imports" | "gdp";
        /**
         * @description ISO 3166-1 alpha-2 or alpha-3 code, any case (Kosovo XK or XKX); the answer uses alpha-2. Malformed is 400, unknown 404.
         * @example KR
         */
        MarketCountry: string;
        /**
         * @description The exporter's country (ISO 3166-1 alpha-2 or alpha-3), for the trade agreements with this market.
         * @example US
         */
        MarketOrigin: string;
        /**
         * @description ISO 4217 code of the base currency.
         * @example EUR
         */
        ExchangeRateBase: string;
        /**
         * @description Comma-separated ISO 4217 codes to return; default every currency of the series.
         * @example KRW,JPY,USD
         */
        ExchangeRateSymbols: string;
        /**
         * @description Only quotes in this status (`expired`: open quotes whose `valid_until` has passed).
         * @example accepted
         */
        QuoteStatusFilter: components["schemas"]["QuoteStatus"];
        /**
         * @description Quote id.
         * @example quo_6Tn3Wq8Zp1Lx4Rb7Kc2M
         */
        QuoteId: string;
        /**
         * @description HS code of 4 or 6 digits (a 2-digit chapter is refused with 400 `validation_failed`, as in a price: a chapter spans goods of every rate), or a national line of the destination's schedule (US HTS 8 or 10 digits, chapter 98 included; EU/UK CN 8 or 10; Japan's 9-digit statistical code, where 8 digits are a prefix of its lines and 10 digits are read as the 9-digit code followed by the NACCS code digit, which is not used). Dots, spaces or hyphens between the digits are accepted (`3307.20`, `3307 20 00`) and the answer gives the digits. Required: a duty cannot rest on a guessed code. Without one, `POST /customs/classify` suggests candidates (advice; a binding classification comes from the customs authority).
         * @example 330720
         */
        TariffHsCode: string;
        /**
         * @description Importing country, ISO 3166-1 alpha-2 or alpha-3, any case.
         * @example US
         */
        TariffDestination: string;
        /**
         * @description Exporting country, ISO 3166-1 alpha-2 or alpha-3, for preferential rates and agreements.
         * @example KR
         */
        TariffOrigin: string;
        /**
         * @description The date the rates are for (YYYY-MM-DD; default today, UTC). Measures apply by their dates. Every
         *     national schedule answers from the day its data begins, and an earlier date is 422
         *     `date_not_covered` the same way for each: United States 2026-02-24, EU CET 2020-01-01, UK Global
         *     Tariff 2021-01-01. Past what the data can know the answer keeps the last known state and says so
         *     in `warnings`: EU and UK rates for a date after their year (2020, 2021) are `precision: estimate`;
         *     a country average names its year.
         * @example 2026-06-08
         */
        TariffAsOf: string;
        /**
         * @description A code prefix (up to 6 digits; dots, spaces or hyphens between them accepted, as for every HS code the API takes) or words of the description.
         * @example skin care
         */
        HsCodeQuery: string;
        /**
         * @description Event id (`evt_...`), the same on every retry.
         * @example evt_2f7Kq9Tz8Lm3Xw1Pb6Ra
         */
        WebhookId: string;
        /**
         * @description Unix time in seconds when this attempt was signed.
         * @example 1795253400
         */
        WebhookTimestamp: string;
        /**
         * @description Space-separated signatures `v1,<base64>` (several during secret rotation).
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        WebhookSignature: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Request id, echoed from the request when it was sane, else generated (`req_...`).
         * @example req_8Xb2Lm4Qr7Tz1Wc5Vn9K
         */
        "X-Request-Id": string;
        /**
         * @description Language of the labels in the body.
         * @example en
         */
        "Content-Language": components["schemas"]["Language"];
        /**
         * @description The rate-limit policy (IETF draft syntax), on every response: `"default";q=600;w=60` for a
         *     credential's budget (per API key or OAuth client, by plan), `"anonymous";q=300;w=60` for the
         *     per-address budget of requests without a valid credential.
         * @example "default";q=600;w=60
         */
        "RateLimit-Policy": string;
        /**
         * @description What is left of the budget (IETF draft syntax), on every response, for example `"default";r=599;t=58`.
         * @example "default";r=599;t=58
         */
        RateLimit: string;
        /**
         * @description Seconds to wait before retrying.
         * @example 12
         */
        "Retry-After": number;
        /**
         * @description Where the object that this request created can be read (`GET`), relative to the host, under the
         *     same prefix as the request. Sent with every successful creation (status 200, as every success).
         * @example /api/v1/api-keys/key_4httH54smdR18HyYDSjB
         */
        Location: string;
        /**
         * @description `true` when this response is the stored first response to the same Idempotency-Key.
         * @example true
         */
        "Idempotent-Replayed": "true";
        /**
         * @description `no-store`: tokens and token errors are never cached.
         * @example no-store
         */
        "Cache-Control-No-Store": "no-store";
        /**
         * @description The authentication scheme to use (RFC 7235); on token errors `Basic` when the client used HTTP Basic.
         * @example Basic realm="oauth", charset="UTF-8"
         */
        "WWW-Authenticate": string;
        /**
         * @description How long the key set may be cached.
         * @example public, max-age=300
         */
        "Cache-Control-Public": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchBuyers: {
        parameters: {
            query?: {
                /**
                 * @description Buyer country, ISO 3166-1 alpha-2 (uppercase is canonical; lowercase is accepted).
                 * @example US
                 */
                country?: components["parameters"]["BuyerCountry"];
                /**
                 * @description Sector code or label in any supported language, case-insensitive. Codes: livestock_products,
                 *     seafood, agricultural_products, processed_food, beverages, minerals_ores, energy, chemicals,
                 *     pharmaceuticals, cosmetics, plastics_rubber, leather_footwear, wood_paper, textiles, apparel,
                 *     building_materials, jewelry_watches, steel, non_ferrous_metals, tools_hardware,
                 *     industrial_machinery, electronics, semiconductors, batteries, auto_parts, vehicles, ships,
                 *     aerospace, medical_devices, precision_instruments, furniture, toys_sports, household_goods (the
                 *     buyers guide lists their English and Korean labels).
                 * @example cosmetics
                 */
                sector?: components["parameters"]["BuyerSector"];
                /**
                 * @description HS code prefix, 2 to 10 digits; buyers importing a heading that starts with it.
                 * @example 3304
                 */
                hs_code?: components["parameters"]["BuyerHsCode"];
                /**
                 * @description Only buyers with at least this `ai_score`.
                 * @example 60
                 */
                min_score?: components["parameters"]["BuyerMinScore"];
                /**
                 * @description A fragment of the company name, case-insensitive.
                 * @example beauty
                 */
                q?: components["parameters"]["BuyerNameQuery"];
                /**
                 * @description `true`: only buyers with a website, an e-mail or a telephone number (`contact`); `false`: only
                 *     buyers with none of them. A postal address alone does not count: it is not a way to reach the
                 *     company today.
                 * @example true
                 */
                has_contact?: components["parameters"]["BuyerHasContact"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /**
                 * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
                 * @example ko-KR,ko;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The same filters as the query parameters, as JSON (the specification's form). */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BuyerSearchBody"];
            };
        };
        responses: {
            /** @description One page of buyers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Language": components["headers"]["Content-Language"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerSearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuyer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
                 * @example ko-KR,ko;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /**
                 * @description Buyer id.
                 * @example b_17009
                 */
                id: components["parameters"]["BuyerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buyer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Language": components["headers"]["Content-Language"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBuyerAlerts: {
        parameters: {
            query?: {
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of alerts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerAlertListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createBuyerAlert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyerAlertCreateRequest"];
            };
        };
        responses: {
            /** @description The alert was created (200, as every success; `Location` names it). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerAlertResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getBuyerAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Buyer alert id. */
                id: components["parameters"]["BuyerAlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerAlertResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBuyerAlert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Buyer alert id. */
                id: components["parameters"]["BuyerAlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert was deleted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerAlertDeletedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getExporterProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exporter profile. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExporterProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateExporterProfile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExporterProfileInput"];
            };
        };
        responses: {
            /** @description The saved profile. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExporterProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of API keys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description The key was created (200, as every success; `Location` names it); its secret is shown this once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description API key id.
                 * @example key_4httH54smdR18HyYDSjB
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description API key id.
                 * @example key_4httH54smdR18HyYDSjB
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApiKeyRotateRequest"];
            };
        };
        responses: {
            /** @description The new key (secret shown this once; `Location` names it) and the old key with its new expiry. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyRotationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOAuthClients: {
        parameters: {
            query?: {
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of OAuth clients. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthClientCreateRequest"];
            };
        };
        responses: {
            /** @description The client was created (200, as every success; `Location` names it); its secret is shown this once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientWithSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description OAuth client id.
                 * @example cli_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OAuthClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked client. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateOAuthClientSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description OAuth client id.
                 * @example cli_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OAuthClientId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OAuthClientSecretRotateRequest"];
            };
        };
        responses: {
            /** @description The client with its new secret, shown this once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientWithSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthTokenRequest"];
                "application/json": components["schemas"]["OAuthTokenRequest"];
            };
        };
        responses: {
            /** @description An access token. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthTokenResponse"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthInvalidClient"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["OAuthBadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJsonWebKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control-Public"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /**
                 * @description Only orders in this status.
                 * @example confirmed
                 */
                status?: components["parameters"]["OrderStatusFilter"];
                /**
                 * @description Only orders for this buyer.
                 * @example b_17009
                 */
                buyer_id?: components["parameters"]["OrderBuyerFilter"];
                /**
                 * @description Only objects created at or after this time (RFC 3339).
                 * @example 2026-11-01T00:00:00Z
                 */
                created_gte?: components["parameters"]["CreatedGte"];
                /**
                 * @description Only objects created before this time (RFC 3339).
                 * @example 2026-12-01T00:00:00Z
                 */
                created_lt?: components["parameters"]["CreatedLt"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateRequest"];
            };
        };
        responses: {
            /** @description The order was created (200, as every success; `Location` names it). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            400: components["responses"]["OrderBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["OrderQuoteConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order id.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Order id.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderUpdateRequest"];
            };
        };
        responses: {
            /** @description The order as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            400: components["responses"]["OrderBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrderHistory: {
        parameters: {
            query?: {
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description Order id.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the history. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShipments: {
        parameters: {
            query?: {
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description Order id.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of shipments. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShipment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Order id.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentCreateRequest"];
            };
        };
        responses: {
            /** @description The shipment was created (200, as every success; `Location` names it). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentResponse"];
                };
            };
            400: components["responses"]["OrderBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order id.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OrderId"];
                /**
                 * @description Shipment id.
                 * @example shp_3kTq9Zx2Lm8Wv5Rb1Nc7
                 */
                shipment_id: components["parameters"]["ShipmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipment. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShipmentEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Order id.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                id: components["parameters"]["OrderId"];
                /**
                 * @description Shipment id.
                 * @example shp_3kTq9Zx2Lm8Wv5Rb1Nc7
                 */
                shipment_id: components["parameters"]["ShipmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEventInput"];
            };
        };
        responses: {
            /** @description The event, the shipment and the order as the event left them (`Location` names the shipment). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentEventCreatedResponse"];
                };
            };
            400: components["responses"]["OrderBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only events of this type. */
                type?: components["parameters"]["EventTypeFilter"];
                /**
                 * @description Only objects created at or after this time (RFC 3339).
                 * @example 2026-11-01T00:00:00Z
                 */
                created_gte?: components["parameters"]["CreatedGte"];
                /**
                 * @description Only objects created before this time (RFC 3339).
                 * @example 2026-12-01T00:00:00Z
                 */
                created_lt?: components["parameters"]["CreatedLt"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id. */
                id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of endpoints. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreateRequest"];
            };
        };
        responses: {
            /** @description The endpoint was created (200, as every success; `Location` names it). The secret is shown once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint was deleted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDeletedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdateRequest"];
            };
        };
        responses: {
            /** @description The endpoint as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event (delivered in the background). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries in this state. */
                status?: components["parameters"]["DeliveryStatusFilter"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /** @description Webhook endpoint id. */
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Webhook endpoint id. */
                id: components["parameters"]["WebhookEndpointId"];
                /** @description Delivery id. */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, due now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Only documents of this type.
                 * @example commercial_invoice
                 */
                type?: components["parameters"]["DocumentTypeFilter"];
                /**
                 * @description Only documents made from this order.
                 * @example ord_7Hq2Vd9Lm3Xw1Pb6Ra4K
                 */
                order_id?: components["parameters"]["DocumentOrderFilter"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
                 * @example ko-KR,ko;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentCreateRequest"];
            };
        };
        responses: {
            /** @description The document was created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["QuoteNotValid"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Document id.
                 * @example doc_4Hj7Kl0Zx3Cv6Bn9Mq2W
                 */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocumentFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of a copy the client holds.
                 * @example "9f2c4e0b7a1d3f5e6c8b0a2d4f6e8c1a3b5d7f9e1c3a5b7d9f1e3c5a7b9d1f3e"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description Document id.
                 * @example doc_4Hj7Kl0Zx3Cv6Bn9Mq2W
                 */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Quoted SHA-256 of the file. */
                    ETag: string;
                    /** @description `attachment; filename="CI-2026-000042.pdf"` */
                    "Content-Disposition": string;
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description The client's copy is current (its `If-None-Match` matches the `ETag`). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Quoted SHA-256 of the file. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMarkets: {
        parameters: {
            query?: {
                /**
                 * @description UN M49 region or sub-region, any case (`Asia`, `Western Europe`, `Sub-Saharan Africa`).
                 * @example Eastern Asia
                 */
                region?: components["parameters"]["MarketRegion"];
                /**
                 * @description `imports` (goods imports) or `gdp`, largest first; markets without the figure last; ties by country code.
                 * @example imports
                 */
                sort?: components["parameters"]["MarketSort"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /**
                 * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
                 * @example ko-KR,ko;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of markets. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Language": components["headers"]["Content-Language"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketListResponse"];
                };
            };
            400: components["responses"]["MarketBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMarket: {
        parameters: {
            query?: {
                /**
                 * @description The exporter's country (ISO 3166-1 alpha-2 or alpha-3), for the trade agreements with this market.
                 * @example US
                 */
                origin?: components["parameters"]["MarketOrigin"];
            };
            header?: {
                /**
                 * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
                 * @example ko-KR,ko;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /**
                 * @description ISO 3166-1 alpha-2 or alpha-3 code, any case (Kosovo XK or XKX); the answer uses alpha-2. Malformed is 400, unknown 404.
                 * @example KR
                 */
                country: components["parameters"]["MarketCountry"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The market. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Language": components["headers"]["Content-Language"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketResponse"];
                };
            };
            400: components["responses"]["MarketBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MarketNotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listExchangeRates: {
        parameters: {
            query?: {
                /**
                 * @description ISO 4217 code of the base currency.
                 * @example EUR
                 */
                base?: components["parameters"]["ExchangeRateBase"];
                /**
                 * @description Comma-separated ISO 4217 codes to return; default every currency of the series.
                 * @example KRW,JPY,USD
                 */
                symbols?: components["parameters"]["ExchangeRateSymbols"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rates. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRatesResponse"];
                };
            };
            400: components["responses"]["ExchangeRateBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    calculatePrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricingRequest"];
            };
        };
        responses: {
            /** @description The price build-up. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingResponse"];
                };
            };
            400: components["responses"]["PricingBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["TariffDateNotCovered"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /**
                 * @description Only quotes in this status (`expired`: open quotes whose `valid_until` has passed).
                 * @example accepted
                 */
                status?: components["parameters"]["QuoteStatusFilter"];
                /**
                 * @description Only objects created at or after this time (RFC 3339).
                 * @example 2026-11-01T00:00:00Z
                 */
                created_gte?: components["parameters"]["CreatedGte"];
                /**
                 * @description Only objects created before this time (RFC 3339).
                 * @example 2026-12-01T00:00:00Z
                 */
                created_lt?: components["parameters"]["CreatedLt"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of quotes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteCreateRequest"];
            };
        };
        responses: {
            /** @description The quote was stored (200, as every success; `Location` names it). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["PricingBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Quote id.
                 * @example quo_6Tn3Wq8Zp1Lx4Rb7Kc2M
                 */
                id: components["parameters"]["QuoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateQuote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Quote id.
                 * @example quo_6Tn3Wq8Zp1Lx4Rb7Kc2M
                 */
                id: components["parameters"]["QuoteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteUpdateRequest"];
            };
        };
        responses: {
            /** @description The quote as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["QuoteConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomsTariffs: {
        parameters: {
            query: {
                /**
                 * @description HS code of 4 or 6 digits (a 2-digit chapter is refused with 400 `validation_failed`, as in a price: a chapter spans goods of every rate), or a national line of the destination's schedule (US HTS 8 or 10 digits, chapter 98 included; EU/UK CN 8 or 10; Japan's 9-digit statistical code, where 8 digits are a prefix of its lines and 10 digits are read as the 9-digit code followed by the NACCS code digit, which is not used). Dots, spaces or hyphens between the digits are accepted (`3307.20`, `3307 20 00`) and the answer gives the digits. Required: a duty cannot rest on a guessed code. Without one, `POST /customs/classify` suggests candidates (advice; a binding classification comes from the customs authority).
                 * @example 330720
                 */
                hs_code: components["parameters"]["TariffHsCode"];
                /**
                 * @description Importing country, ISO 3166-1 alpha-2 or alpha-3, any case.
                 * @example US
                 */
                destination: components["parameters"]["TariffDestination"];
                /**
                 * @description Exporting country, ISO 3166-1 alpha-2 or alpha-3, for preferential rates and agreements.
                 * @example KR
                 */
                origin?: components["parameters"]["TariffOrigin"];
                /**
                 * @description The date the rates are for (YYYY-MM-DD; default today, UTC). Measures apply by their dates. Every
                 *     national schedule answers from the day its data begins, and an earlier date is 422
                 *     `date_not_covered` the same way for each: United States 2026-02-24, EU CET 2020-01-01, UK Global
                 *     Tariff 2021-01-01. Past what the data can know the answer keeps the last known state and says so
                 *     in `warnings`: EU and UK rates for a date after their year (2020, 2021) are `precision: estimate`;
                 *     a country average names its year.
                 * @example 2026-06-08
                 */
                as_of?: components["parameters"]["TariffAsOf"];
            };
            header?: {
                /**
                 * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
                 * @example ko-KR,ko;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tariff records. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Language": components["headers"]["Content-Language"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TariffResponse"];
                };
            };
            400: components["responses"]["TariffBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TariffNotFound"];
            406: components["responses"]["NotAcceptable"];
            422: components["responses"]["TariffDateNotCovered"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchHsCodes: {
        parameters: {
            query: {
                /**
                 * @description A code prefix (up to 6 digits; dots, spaces or hyphens between them accepted, as for every HS code the API takes) or words of the description.
                 * @example skin care
                 */
                q: components["parameters"]["HsCodeQuery"];
                /**
                 * @description Page size.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of HS codes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Language": components["headers"]["Content-Language"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HsCodeSearchResponse"];
                };
            };
            400: components["responses"]["HsCodeBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    classifyProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Language of labels (`en` or `ko`; anything else falls back to `en`).
                 * @example ko-KR,ko;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassifyRequest"];
            };
        };
        responses: {
            /** @description Candidate HS codes, best first, with the confidence of the answer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Language": components["headers"]["Content-Language"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassifyResponse"];
                };
            };
            400: components["responses"]["ClassifyBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a write (a POST, PUT, PATCH or DELETE) safe to retry; the first response is replayed for 24 hours, to the credential that sent it only (another credential with the same key is a new request).
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket (`Location` is the stream path that redeems it). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamTicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            400: components["responses"]["ProbeBadRequest"];
            406: components["responses"]["ProbeNotAcceptable"];
            500: components["responses"]["InternalError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready; each check with how long it took. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
            400: components["responses"]["ProbeBadRequest"];
            406: components["responses"]["ProbeNotAcceptable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["NotReady"];
        };
    };
    buyerMatchedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Event id (`evt_...`), the same on every retry.
                 * @example evt_2f7Kq9Tz8Lm3Xw1Pb6Ra
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix time in seconds when this attempt was signed.
                 * @example 1795253400
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures `v1,<base64>` (several during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyerMatchedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receiver rejected the payload (for example a bad signature); it will be retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Event id (`evt_...`), the same on every retry.
                 * @example evt_2f7Kq9Tz8Lm3Xw1Pb6Ra
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix time in seconds when this attempt was signed.
                 * @example 1795253400
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures `v1,<base64>` (several during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receiver rejected the payload (for example a bad signature); it will be retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exchangeRatesUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Event id (`evt_...`), the same on every retry.
                 * @example evt_2f7Kq9Tz8Lm3Xw1Pb6Ra
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix time in seconds when this attempt was signed.
                 * @example 1795253400
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures `v1,<base64>` (several during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeRatesUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receiver rejected the payload (for example a bad signature); it will be retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Event id (`evt_...`), the same on every retry.
                 * @example evt_2f7Kq9Tz8Lm3Xw1Pb6Ra
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix time in seconds when this attempt was signed.
                 * @example 1795253400
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures `v1,<base64>` (several during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receiver rejected the payload (for example a bad signature); it will be retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    quoteUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Event id (`evt_...`), the same on every retry.
                 * @example evt_2f7Kq9Tz8Lm3Xw1Pb6Ra
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix time in seconds when this attempt was signed.
                 * @example 1795253400
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures `v1,<base64>` (several during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receiver rejected the payload (for example a bad signature); it will be retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shipmentUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Event id (`evt_...`), the same on every retry.
                 * @example evt_2f7Kq9Tz8Lm3Xw1Pb6Ra
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix time in seconds when this attempt was signed.
                 * @example 1795253400
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures `v1,<base64>` (several during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The receiver rejected the payload (for example a bad signature); it will be retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
