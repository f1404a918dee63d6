// Generated from openapi.yaml by `npm run generate`. Do not edit: change openapi.yaml and regenerate.

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
         * @description Finds foreign buyers by country, sector, HS code, minimum match score and name. Filters come as
         *     query parameters or, as the specification shows, as a JSON body on this GET; both forms mean
         *     the same, and a field given in both with different values is 400 `invalid_request`. Mixed forms
         *     are allowed when they agree.
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
         *     case-insensitively; `sector` takes the code or its label in any supported language.
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
         */
        put: operations["updateExporterProfile"];
        post?: never;
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
        get?: never;
        put?: never;
        /**
         * Create an export document
         * @description Creates an export document (commercial invoice, packing list, proforma invoice, certificate of
         *     origin application, shipping instructions) from the shipment data given, and returns it with a
         *     download link. Accepts `Idempotency-Key`. Emits the `document.created` webhook.
         */
        post: operations["createDocument"];
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
         * @description Identity, currency, economy, trade and logistics figures of one market, each with its year and
         *     source. A figure the sources do not have is `null` with the reason.
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
         * @description Builds the export price for an Incoterm (which costs the seller carries), the customs value,
         *     duties, import VAT and the buyer's landed cost. Nothing is stored.
         */
        post: operations["calculatePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
         * @description The HS path of a code and the duty rate records that apply to it in a destination market,
         *     each naming its source and vintage.
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
         * A new buyer matches the exporter profile
         * @description Sent when a buyer newly reaches the account's match threshold against its exporter profile
         *     (after an import of buyers or a profile change). Signed per Standard Webhooks: verify
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
}
export interface components {
    schemas: {
        /**
         * @description Stable error code. Clients branch on this, never on `message`.
         * @enum {string}
         */
        ErrorCode: "invalid_request" | "validation_failed" | "unknown_country" | "unknown_currency" | "unsupported_currency" | "unknown_hs_code" | "incoterm_mode_mismatch" | "invalid_amount" | "unauthenticated" | "invalid_api_key" | "token_expired" | "invalid_token" | "insufficient_scope" | "plan_upgrade_required" | "ip_not_allowed" | "forbidden" | "not_found" | "method_not_allowed" | "not_acceptable" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "invalid_state_transition" | "rate_limited" | "internal_error" | "not_implemented" | "service_unavailable";
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
                /** Format: uri */
                doc_url: string;
            };
        };
        /**
         * @description ISO 3166-1 alpha-2, uppercase.
         * @example US
         */
        CountryCode: string;
        /**
         * @description ISO 3166-1 alpha-2 (any case on input).
         * @example US
         */
        CountryCodeInput: string;
        /**
         * @description HS code of 2, 4, 6, 8 or 10 digits (or any length from 2 to 10 as a prefix), leading zeros kept.
         * @example 330499
         */
        HsCode: string;
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
        /**
         * Format: date-time
         * @description RFC 3339, UTC.
         * @example 2026-11-21T09:30:00Z
         */
        Timestamp: string;
        /** @description A foreign buyer. */
        Buyer: components["schemas"]["BuyerFields"];
        BuyerFields: {
            /** @example b_10234 */
            id: string;
            company_name: string;
            country: components["schemas"]["CountryCode"];
            city: string;
            /** @description Sector code. */
            sector: string;
            /** @description Sector label in the response language (`Content-Language`). */
            sector_label: string;
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
        /** @description The JSON-body form of the buyer search filters. */
        BuyerSearchBody: {
            country?: components["schemas"]["CountryCodeInput"];
            sector?: string;
            hs_code?: components["schemas"]["HsCode"];
            min_score?: number;
            q?: string;
            limit?: number;
            page?: number;
        };
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
        BuyerDetailResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["BuyerDetail"];
        };
        ExporterProduct: {
            name: string;
            hs_code: components["schemas"]["HsCode"];
            description?: string;
        };
        ExporterProfileInput: {
            company_name: string;
            origin_country: components["schemas"]["CountryCodeInput"];
            products: components["schemas"]["ExporterProduct"][];
            /**
             * @description Sector codes or labels.
             * @default []
             */
            sectors: string[];
            /** @default [] */
            target_countries: components["schemas"]["CountryCodeInput"][];
        };
        ExporterProfile: {
            company_name: string;
            origin_country: components["schemas"]["CountryCode"];
            products: components["schemas"]["ExporterProduct"][];
            sectors: string[];
            target_countries: components["schemas"]["CountryCode"][];
            updated_at: components["schemas"]["Timestamp"];
        };
        ExporterProfileResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["ExporterProfile"];
        };
        /** @enum {string} */
        DocumentType: "commercial_invoice" | "proforma_invoice" | "packing_list" | "certificate_of_origin" | "shipping_instructions";
        Party: {
            name: string;
            address: string;
            country: components["schemas"]["CountryCodeInput"];
            tax_id?: string;
        };
        DocumentItem: {
            description: string;
            hs_code: components["schemas"]["HsCode"];
            /** @description Decimal string. */
            quantity: string;
            /** @description Unit of quantity (UN/ECE Rec 20 code such as `PCE`, `KGM`). */
            unit: string;
            unit_price: components["schemas"]["Money"];
            net_weight_kg?: string;
            gross_weight_kg?: string;
            origin_country?: components["schemas"]["CountryCodeInput"];
        };
        DocumentCreateRequest: {
            type: components["schemas"]["DocumentType"];
            buyer_id?: string;
            order_id?: string;
            exporter: components["schemas"]["Party"];
            importer: components["schemas"]["Party"];
            items: components["schemas"]["DocumentItem"][];
            incoterm: components["schemas"]["Incoterm"];
            currency: components["schemas"]["CurrencyCode"];
            /** @description UN/LOCODE. */
            port_of_loading?: string;
            /** @description UN/LOCODE. */
            port_of_discharge?: string;
            /**
             * @default en
             * @enum {string}
             */
            language: "en" | "ko";
        };
        Document: {
            id: string;
            type: components["schemas"]["DocumentType"];
            /** @enum {string} */
            status: "ready";
            /** @description Document number, unique per account and type. */
            number: string;
            livemode: boolean;
            created_at: components["schemas"]["Timestamp"];
            total: components["schemas"]["Money"];
            /**
             * Format: uri
             * @description The PDF.
             */
            download_url: string;
        };
        DocumentResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Document"];
        };
        /**
         * @description Incoterms 2020 rule.
         * @enum {string}
         */
        Incoterm: "EXW" | "FCA" | "FAS" | "FOB" | "CFR" | "CIF" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP";
        /** @description Market information (extended by the markets issue). */
        Market: {
            country: components["schemas"]["CountryCode"];
            name: string;
            livemode: boolean;
        };
        MarketResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["Market"];
        };
        PricingItem: {
            description: string;
            hs_code: components["schemas"]["HsCode"];
            quantity: string;
            unit_price: components["schemas"]["Money"];
        };
        PricingRequest: {
            items: components["schemas"]["PricingItem"][];
            origin: components["schemas"]["CountryCodeInput"];
            destination: components["schemas"]["CountryCodeInput"];
            incoterm: components["schemas"]["Incoterm"];
            /** @enum {string} */
            transport_mode: "sea" | "inland_waterway" | "air" | "road" | "rail" | "multimodal";
            quote_currency: components["schemas"]["CurrencyCode"];
        };
        PricingResult: {
            incoterm: components["schemas"]["Incoterm"];
            export_price: components["schemas"]["Money"];
            landed_cost: components["schemas"]["Money"];
        };
        PricingResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["PricingResult"];
        };
        TariffRecord: {
            /** @enum {string} */
            basis: "line" | "preferential" | "country_average";
            rate_text: string;
            source: string;
        };
        TariffResult: {
            hs_code: components["schemas"]["HsCode"];
            destination: components["schemas"]["CountryCode"];
            rates: components["schemas"]["TariffRecord"][];
        };
        TariffResponse: {
            /** @constant */
            status: "success";
            data: components["schemas"]["TariffResult"];
        };
        BuyerMatchedEvent: {
            /** @constant */
            type: "buyer.matched";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                buyer: {
                    id: string;
                    company_name: string;
                    country: components["schemas"]["CountryCode"];
                    sector: string;
                    ai_score: number;
                };
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
        OrderUpdatedEvent: {
            /** @constant */
            type: "order.updated";
            timestamp: components["schemas"]["Timestamp"];
            data: {
                id: string;
                livemode: boolean;
                order: {
                    id: string;
                    /** @enum {string} */
                    status: "draft" | "confirmed" | "in_production" | "shipped" | "delivered" | "cancelled";
                    /** @enum {string} */
                    previous_status: "draft" | "confirmed" | "in_production" | "shipped" | "delivered" | "cancelled";
                    buyer_id?: string;
                    total?: components["schemas"]["Money"];
                    updated_at: components["schemas"]["Timestamp"];
                };
            };
        };
    };
    responses: {
        /** @description The request is malformed or a value is invalid. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
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
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The credential may not do this. */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
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
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A request with the same Idempotency-Key is still being processed. */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
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
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The operation is in the contract but not available yet. */
        NotImplemented: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
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
         * @description Makes a creating POST safe to retry; the first response is replayed for 24 hours.
         * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
         */
        IdempotencyKey: string;
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
         *     README lists their English and Korean labels).
         * @example cosmetics
         */
        BuyerSector: string;
        /**
         * @description HS code prefix, 2 to 10 digits; buyers importing a heading that starts with it.
         * @example 3304
         */
        BuyerHsCode: components["schemas"]["HsCode"];
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
         * @description Buyer id.
         * @example b_10234
         */
        BuyerId: string;
        /**
         * @description ISO 3166-1 alpha-2 or alpha-3 code, any case; the answer uses alpha-2.
         * @example US
         */
        MarketCountry: string;
        /**
         * @description HS code, 2 to 10 digits.
         * @example 330499
         */
        TariffHsCode: components["schemas"]["HsCode"];
        /**
         * @description Importing country, ISO 3166-1 alpha-2.
         * @example US
         */
        TariffDestination: components["schemas"]["CountryCodeInput"];
        /**
         * @description Exporting country, ISO 3166-1 alpha-2 (for preferential rates).
         * @example KR
         */
        TariffOrigin: components["schemas"]["CountryCodeInput"];
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
        "Content-Language": "en" | "ko";
        /**
         * @description The rate-limit policy (IETF draft syntax), for example `"default";q=600;w=60`.
         * @example "default";q=600;w=60
         */
        "RateLimit-Policy": string;
        /**
         * @description What is left of the budget (IETF draft syntax), for example `"default";r=599;t=58`.
         * @example "default";r=599;t=58
         */
        RateLimit: string;
        /**
         * @description Seconds to wait before retrying.
         * @example 12
         */
        "Retry-After": number;
        /**
         * @description `true` when this response is the stored first response to the same Idempotency-Key.
         * @example true
         */
        "Idempotent-Replayed": "true";
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
                 *     README lists their English and Korean labels).
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
                 * @example b_10234
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
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateExporterProfile: {
        parameters: {
            query?: never;
            header?: never;
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a creating POST safe to retry; the first response is replayed for 24 hours.
                 * @example 5d0c9b1e-7f43-4a8e-9f0a-2b6c1d3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getMarket: {
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
                 * @description ISO 3166-1 alpha-2 or alpha-3 code, any case; the answer uses alpha-2.
                 * @example US
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCustomsTariffs: {
        parameters: {
            query: {
                /**
                 * @description HS code, 2 to 10 digits.
                 * @example 330499
                 */
                hs_code: components["parameters"]["TariffHsCode"];
                /**
                 * @description Importing country, ISO 3166-1 alpha-2.
                 * @example US
                 */
                destination: components["parameters"]["TariffDestination"];
                /**
                 * @description Exporting country, ISO 3166-1 alpha-2 (for preferential rates).
                 * @example KR
                 */
                origin?: components["parameters"]["TariffOrigin"];
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
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TariffResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
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
}
