// Generated from asyncapi.yaml by `npm run clients:generate`. Do not edit.

export interface components {
    schemas: {
        /** @description Start or replace the subscription to one data channel. `params` depend on the channel. */
        SubscribeMessage: components["schemas"]["SubscribeMarketPrices"] | components["schemas"]["SubscribeExchangeRates"] | components["schemas"]["SubscribeLogisticsStatus"];
        SubscribeMarketPrices: {
            /** @constant */
            type: "subscribe";
            id: components["schemas"]["ClientMessageId"];
            /** @constant */
            channel: "market_prices";
            params: components["schemas"]["MarketPricesParams"];
        };
        SubscribeExchangeRates: {
            /** @constant */
            type: "subscribe";
            id: components["schemas"]["ClientMessageId"];
            /** @constant */
            channel: "exchange_rates";
            params: components["schemas"]["ExchangeRatesParams"];
        };
        SubscribeLogisticsStatus: {
            /** @constant */
            type: "subscribe";
            id: components["schemas"]["ClientMessageId"];
            /** @constant */
            channel: "logistics_status";
            params: components["schemas"]["LogisticsStatusParams"];
        };
        /**
         * @description What the market_prices channel sends: the price of every HS heading (4 digits) that starts
         *     like one of `hs_codes` (a chapter selects all its headings; a subheading its heading) in
         *     each of `countries`, at most 2,000 series per subscription.
         */
        MarketPricesParams: {
            hs_codes: components["schemas"]["HsCode"][];
            countries: components["schemas"]["CountryCode"][];
        };
        /** @description Rates of `base` against each of `symbols` (the quote currencies, not including `base`). */
        ExchangeRatesParams: {
            base: components["schemas"]["CurrencyCode"];
            symbols: components["schemas"]["CurrencyCode"][];
        };
        /** @description Shipments of the authenticated account to follow. An unknown id refuses the whole subscribe (`not_found`). */
        LogisticsStatusParams: {
            shipment_ids: components["schemas"]["ShipmentId"][];
        };
        /** @description End the subscription to one data channel. */
        UnsubscribeMessage: {
            /** @constant */
            type: "unsubscribe";
            id: components["schemas"]["ClientMessageId"];
            channel: components["schemas"]["ChannelName"];
        };
        /** @description Confirms every data message of `channel` up to and including `sequence`. Not answered. */
        AckMessage: {
            /** @constant */
            type: "ack";
            id?: components["schemas"]["ClientMessageId"];
            channel: components["schemas"]["ChannelName"];
            sequence: components["schemas"]["Sequence"];
        };
        /**
         * @description The subscription is active. The next `snapshot_count` data messages of `channel`
         *     (sequences 1 to `snapshot_count`) are the current state; later ones are live updates.
         */
        SubscribedMessage: {
            /** @constant */
            type: "subscribed";
            id: components["schemas"]["ClientMessageId"];
            channel: components["schemas"]["ChannelName"];
            /** @description Number of data messages making up the snapshot. */
            snapshot_count: number;
            /** @description false when the connection uses a test-mode credential and receives sandbox data. */
            livemode: boolean;
            sent_at: components["schemas"]["Timestamp"];
        };
        /** @description No more data messages of `channel` will be sent. */
        UnsubscribedMessage: {
            /** @constant */
            type: "unsubscribed";
            id: components["schemas"]["ClientMessageId"];
            channel: components["schemas"]["ChannelName"];
            sent_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A refused client message (with its `id`, when it had one) or the reason for the close that
         *     follows. The connection stays open unless a 44xx close follows.
         */
        ErrorMessage: {
            /** @constant */
            type: "error";
            id?: components["schemas"]["ClientMessageId"];
            channel?: components["schemas"]["ChannelName"];
            code: components["schemas"]["ErrorCode"];
            /** @description For humans; may change. Branch on `code`. */
            message: string;
            details: components["schemas"]["ErrorDetail"][];
            sent_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description Stable error codes, the same strings as in the HTTP API.
         * @enum {string}
         */
        ErrorCode: "invalid_request" | "validation_failed" | "unauthenticated" | "invalid_api_key" | "token_expired" | "insufficient_scope" | "plan_upgrade_required" | "ip_not_allowed" | "not_found" | "rate_limited" | "internal_error" | "invalid_token";
        ErrorDetail: {
            /** @description JSON Pointer into the client message, e.g. `/params/symbols/1`. */
            field: string;
            issue: string;
        };
        /** @description Sent every `interval_s` seconds. A value in `last_sequences` above the last sequence received on that channel means messages were skipped. */
        HeartbeatMessage: {
            /** @constant */
            type: "heartbeat";
            /** @description Seconds between heartbeats (15 in production). */
            interval_s: number;
            /** @description Last sequence sent on each subscribed channel (0 when none yet). */
            last_sequences: {
                market_prices?: number;
                exchange_rates?: number;
                logistics_status?: number;
            };
            sent_at: components["schemas"]["Timestamp"];
        };
        MarketPriceMessage: {
            /** @constant */
            type: "market_price";
            /** @constant */
            channel: "market_prices";
            sequence: components["schemas"]["Sequence"];
            data: components["schemas"]["MarketPrice"];
            sent_at: components["schemas"]["Timestamp"];
        };
        /** @description Latest observed import unit price of a product (HS code) in a market country. */
        MarketPrice: {
            hs_code: components["schemas"]["HsCode"];
            country: components["schemas"]["CountryCode"];
            price: components["schemas"]["Money"];
            /**
             * @description Unit the price is per (`t` is the metric tonne, `unit` a piece).
             * @enum {string}
             */
            unit: "kg" | "t" | "l" | "m3" | "unit" | "pair" | "dozen";
            /**
             * @description Change against the previous observation of the same HS code and country, in percent, as a
             *     decimal string (`-1.25`); `0` for the first observation.
             */
            change_pct: string;
            observed_at: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        ExchangeRateMessage: {
            /** @constant */
            type: "exchange_rate";
            /** @constant */
            channel: "exchange_rates";
            sequence: components["schemas"]["Sequence"];
            data: components["schemas"]["ExchangeRate"];
            sent_at: components["schemas"]["Timestamp"];
        };
        /** @description 1 unit of `base` = `rate` units of `quote`. */
        ExchangeRate: {
            base: components["schemas"]["CurrencyCode"];
            quote: components["schemas"]["CurrencyCode"];
            rate: components["schemas"]["DecimalString"];
            /**
             * @description Where the rate comes from: `ecb` (ECB reference rate), `ecb_cross` (cross rate derived
             *     from ECB reference rates), `market` (market feed), `simulated` (sandbox). New values may
             *     be added.
             * @example ecb
             * @example ecb_cross
             * @example market
             * @example simulated
             */
            source: string;
            as_of: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        LogisticsStatusMessage: {
            /** @constant */
            type: "logistics_status";
            /** @constant */
            channel: "logistics_status";
            sequence: components["schemas"]["Sequence"];
            data: components["schemas"]["LogisticsStatus"];
            sent_at: components["schemas"]["Timestamp"];
        };
        /** @description A status change of one shipment. */
        LogisticsStatus: {
            shipment_id: components["schemas"]["ShipmentId"];
            status: components["schemas"]["ShipmentStatus"];
            /** @description Where the event happened; null when not known. */
            location: components["schemas"]["ShipmentLocation"] | null;
            /**
             * Format: date-time
             * @description Estimated time of delivery (RFC 3339, UTC); null when not known.
             */
            eta: string | null;
            occurred_at: components["schemas"]["Timestamp"];
            livemode: boolean;
        };
        /**
         * @description The shipment statuses of the HTTP API (`planned` before the first event). New values may be added.
         * @enum {string}
         */
        ShipmentStatus: "planned" | "booked" | "gate_in" | "loaded" | "departed" | "transshipped" | "arrived" | "discharged" | "released" | "delivered";
        ShipmentLocation: {
            /** @description UN/LOCODE (country code and 3-character location code). */
            unlocode: string;
            name: string;
        };
        /** @enum {string} */
        ChannelName: "market_prices" | "exchange_rates" | "logistics_status";
        /** @description Chosen by the client to match replies (`subscribed`, `unsubscribed`, `error`) to its message. */
        ClientMessageId: string;
        /** @description Per channel per subscription; starts at 1 and grows by 1 with each data message. */
        Sequence: number;
        /**
         * Format: date-time
         * @description RFC 3339 in UTC.
         */
        Timestamp: string;
        /** @description An amount in a currency; the amount is a decimal string, never a binary float. */
        Money: {
            amount: components["schemas"]["DecimalString"];
            currency: components["schemas"]["CurrencyCode"];
        };
        /** @description A non-negative decimal number as a string, e.g. `1250.00`. */
        DecimalString: string;
        /** @description ISO 4217 currency code. */
        CurrencyCode: string;
        /** @description ISO 3166-1 alpha-2 country code, uppercase. */
        CountryCode: string;
        /** @description HS code of 2, 4 or 6 digits (or a national line of 8 to 10), leading zeros kept. */
        HsCode: string;
        /** @description Shipment id. */
        ShipmentId: string;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SubscribeMessage = components['schemas']['SubscribeMessage'];
export type SubscribeMarketPrices = components['schemas']['SubscribeMarketPrices'];
export type SubscribeExchangeRates = components['schemas']['SubscribeExchangeRates'];
export type SubscribeLogisticsStatus = components['schemas']['SubscribeLogisticsStatus'];
export type MarketPricesParams = components['schemas']['MarketPricesParams'];
export type ExchangeRatesParams = components['schemas']['ExchangeRatesParams'];
export type LogisticsStatusParams = components['schemas']['LogisticsStatusParams'];
export type UnsubscribeMessage = components['schemas']['UnsubscribeMessage'];
export type AckMessage = components['schemas']['AckMessage'];
export type SubscribedMessage = components['schemas']['SubscribedMessage'];
export type UnsubscribedMessage = components['schemas']['UnsubscribedMessage'];
export type ErrorMessage = components['schemas']['ErrorMessage'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorDetail = components['schemas']['ErrorDetail'];
export type HeartbeatMessage = components['schemas']['HeartbeatMessage'];
export type MarketPriceMessage = components['schemas']['MarketPriceMessage'];
export type MarketPrice = components['schemas']['MarketPrice'];
export type ExchangeRateMessage = components['schemas']['ExchangeRateMessage'];
export type ExchangeRate = components['schemas']['ExchangeRate'];
export type LogisticsStatusMessage = components['schemas']['LogisticsStatusMessage'];
export type LogisticsStatus = components['schemas']['LogisticsStatus'];
export type ShipmentStatus = components['schemas']['ShipmentStatus'];
export type ShipmentLocation = components['schemas']['ShipmentLocation'];
export type ChannelName = components['schemas']['ChannelName'];
export type ClientMessageId = components['schemas']['ClientMessageId'];
export type Sequence = components['schemas']['Sequence'];
export type Timestamp = components['schemas']['Timestamp'];
export type Money = components['schemas']['Money'];
export type DecimalString = components['schemas']['DecimalString'];
export type CurrencyCode = components['schemas']['CurrencyCode'];
export type CountryCode = components['schemas']['CountryCode'];
export type HsCode = components['schemas']['HsCode'];
export type ShipmentId = components['schemas']['ShipmentId'];

/** Payload type of each message, by message name (the payload's `type`). */
export interface AsyncApiMessages {
    subscribe: SubscribeMessage;
    unsubscribe: UnsubscribeMessage;
    ack: AckMessage;
    subscribed: SubscribedMessage;
    unsubscribed: UnsubscribedMessage;
    error: ErrorMessage;
    heartbeat: HeartbeatMessage;
    market_price: MarketPriceMessage;
    exchange_rate: ExchangeRateMessage;
    logistics_status: LogisticsStatusMessage;
}
/** Payload types of the messages of each channel (`control` is the connection itself). */
export interface AsyncApiChannels {
    control: SubscribeMessage | UnsubscribeMessage | AckMessage | SubscribedMessage | UnsubscribedMessage | ErrorMessage | HeartbeatMessage;
    market_prices: MarketPriceMessage;
    exchange_rates: ExchangeRateMessage;
    logistics_status: LogisticsStatusMessage;
}
/** Every message a client may send on the stream socket. */
export type ClientMessage = SubscribeMessage | UnsubscribeMessage | AckMessage;
/** Every message the server may push on the stream socket. */
export type ServerMessage = SubscribedMessage | UnsubscribedMessage | ErrorMessage | HeartbeatMessage | MarketPriceMessage | ExchangeRateMessage | LogisticsStatusMessage;
