export { ApiError, createClient, VERSION, type CallArgs, type Client, type ClientCredentials, type ClientOptions, type RequestOptions, type ResultOf, type RetryPolicy } from './client.js';
export { errorCodes, operations, type ErrorCode, type OperationId } from './operations.js';
export type { components, operations as OperationTypes, paths } from './schema.js';
