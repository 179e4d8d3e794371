/** Which outside service failed. */
export type ProviderService = 'wechat' | 'enterprise-wechat' | 'payment' | 'suitability';

/**
 * An outside service (WeChat, enterprise WeChat, payment, suitability assessment) could not do what was asked: no answer,
 * an HTTP error, or an error code in its answer. The message names the service's status or code,
 * never a secret or an access token.
 */
export class ProviderError extends Error {
  readonly service: ProviderService;
  constructor(service: ProviderService, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
    this.service = service;
  }
}
