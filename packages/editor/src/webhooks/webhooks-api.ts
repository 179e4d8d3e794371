import { call } from '../admin-api.ts';
import type { DeliveryInfo, WebhookInfo } from '@h5-page/schema/webhooks';

export type {
  AttemptInfo,
  DeliveryInfo,
  DeliveryStatus,
  WebhookInfo,
} from '@h5-page/schema/webhooks';

export interface NewWebhook {
  url: string;
  page_code: string | null;
  secret: string;
}

export const webhooksApi = {
  list: () => call<{ webhooks: WebhookInfo[] }>('GET', '/webhooks').then((r) => r.webhooks),
  create: (webhook: NewWebhook) =>
    call<{ webhook: WebhookInfo }>('POST', '/webhooks', webhook).then((r) => r.webhook),
  disable: (id: number) =>
    call<{ webhook: WebhookInfo }>('DELETE', `/webhooks/${id}`).then((r) => r.webhook),
  deliveries: (id: number) =>
    call<{ webhook: WebhookInfo; deliveries: DeliveryInfo[] }>(
      'GET',
      `/webhooks/${id}/deliveries?limit=200`,
    ),
  redeliver: (id: number, delivery: number) =>
    call<{ queued: true }>('POST', `/webhooks/${id}/deliveries/${delivery}/redeliver`),
};

/** A secret to paste into the receiver: 32 hex characters from the browser's random source. */
export function randomSecret(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
