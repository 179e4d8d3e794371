export { createApiClient, buildUrl } from './api-client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ApiEnvelope,
  GatewayClient,
  RawCallOptions,
} from './api-client.ts';
export { ApiError, TokenMissingError } from './errors.ts';
export type { ApiErrorKind } from './errors.ts';
