import { SmsSendError } from './sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

/** Path below SMS_BASE_URL that messages are posted to. */
export const SMS_SEND_PATH = '/v1/sms/send';

export interface HttpSmsProviderOptions {
  /** SMS_BASE_URL, without a trailing slash. */
  baseUrl: string;
  /** SMS_API_KEY, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The real SMS service: `POST {SMS_BASE_URL}/v1/sms/send` with JSON `{handset, text}` and the
 * API key as a bearer token. Any 2xx is accepted; anything else (or no answer within the
 * timeout) is an SmsSendError that names the status, never the text.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly kind = 'http';
  readonly #url: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: HttpSmsProviderOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, '')}${SMS_SEND_PATH}`;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#fetch = options.fetch ?? fetch;
  }

  async send(handset: string, text: string, _details?: { code?: string }): Promise<void> {
    let response: Response;
    try {
      response = await this.#fetch(this.#url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${this.#apiKey}`,
        },
        body: JSON.stringify({ handset, text }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SmsSendError(
        timedOut
          ? `SMS service did not answer within ${this.#timeoutMs} ms`
          : 'SMS service unreachable',
        { cause: error },
      );
    }
    // Drain the body so the connection is reused; its content is not needed.
    await response.arrayBuffer().catch(() => {});
    if (!response.ok) throw new SmsSendError(`SMS service answered HTTP ${response.status}`);
  }
}
