export { ApiError, createClient, VERSION, type CallArgs, type Client, type ClientCredentials, type ItemOf, type ClientOptions, type RequestOptions, type ResultOf, type RetryPolicy } from './client.js';
export { errorCodes, operations, type ErrorCode, type OperationId } from './operations.js';
export type { components, operations as OperationTypes, paths } from './schema.js';
export { DEFAULT_WEBHOOK_TOLERANCE_SECONDS, verifyWebhook, WebhookVerificationError, type VerifyWebhookOptions, type WebhookHeaders } from './webhooks.js';
export { createStreamClient, StreamClient, StreamError, type ChannelName, type ChannelParams, type DataMessage, type GapEvent, type ReconnectPolicy, type ServerMessage, type SocketFactory, type SocketLike, type StreamEvents, type StreamOptions } from './stream.js';
