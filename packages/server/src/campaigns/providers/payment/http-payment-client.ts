import { createHmac, timingSafeEqual } from 'node:crypto';
import { requestJson } from '../../../providers/http-json.ts';
import { ProviderError } from '../../../providers/provider-error.ts';
import type { CashierOrder, PaymentClient } from './payment-client.ts';

/** Path below PAYMENT_BASE_URL where cashier sessions are opened. */
export const PAYMENT_CASHIER_PATH = '/v1/cashier/orders';

export interface HttpPaymentClientOptions {
  /** PAYMENT_BASE_URL, without a trailing slash. */
  baseUrl: string;
  /** PAYMENT_API_KEY, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The payment service (our documented shape): `POST {base}/v1/cashier/orders` with JSON
 * `{out_trade_no, amount_cents, subject, user_id}` and the API key as a bearer token answers
 * `{cashier_url}`. When the buyer has paid, the service posts the order-notify call of this server
 * (routes/gateway/product-order.ts), signed with PAYMENT_NOTIFY_SECRET.
 */
export class HttpPaymentClient implements PaymentClient {
  readonly kind = 'http';
  readonly #url: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: HttpPaymentClientOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, '')}${PAYMENT_CASHIER_PATH}`;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#fetch = options.fetch ?? fetch;
  }

  async createCashierUrl(order: CashierOrder): Promise<string> {
    const body = await requestJson({
      service: 'payment',
      url: this.#url,
      method: 'POST',
      headers: { authorization: `Bearer ${this.#apiKey}` },
      body: {
        out_trade_no: order.pid,
        amount_cents: order.amountCents,
        subject: order.subject,
        user_id: order.softuserId,
      },
      timeoutMs: this.#timeoutMs,
      fetch: this.#fetch,
    });
    const url = body.cashier_url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new ProviderError('payment', 'payment service answered no cashier_url');
    }
    return url;
  }
}

/** What a payment notification signs: `out_trade_no|trade_state|amount_cents`. */
export function notificationSignature(
  secret: string,
  notification: { out_trade_no: string; trade_state: string; amount_cents: number },
): string {
  return createHmac('sha256', secret)
    .update(`${notification.out_trade_no}|${notification.trade_state}|${notification.amount_cents}`)
    .digest('hex');
}

/** Compares a notification's `x-payment-signature` with the expected one, in constant time. */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const wanted = Buffer.from(expectedHex, 'hex');
  const actual = /^[0-9a-f]+$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
