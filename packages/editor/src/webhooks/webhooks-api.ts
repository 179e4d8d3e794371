import type { BodyOf } from '@h5-page/schema/admin-api/contract';
import type {
  newWebhookBody,
  oneWebhookAnswer,
  retryQueuedAnswer,
  webhookDeliveriesAnswer,
  webhookListAnswer,
  webhookTestAnswer,
} from '@h5-page/schema/webhooks';
import { call } from '../api/admin-api.ts';

export type {
  AttemptInfo,
  DeliveryInfo,
  DeliveryStatus,
  WebhookInfo,
  WebhookTestInfo,
} from '@h5-page/schema/webhooks';

export type NewWebhook = BodyOf<typeof newWebhookBody>;

export const webhooksApi = {
  list: () => call<typeof webhookListAnswer>('GET', '/webhooks').then((r) => r.webhooks),
  create: (webhook: NewWebhook) =>
    call<typeof oneWebhookAnswer>('POST', '/webhooks', webhook).then((r) => r.webhook),
  disable: (id: number) =>
    call<typeof oneWebhookAnswer>('DELETE', `/webhooks/${id}`).then((r) => r.webhook),
  deliveries: (id: number) =>
    call<typeof webhookDeliveriesAnswer>('GET', `/webhooks/${id}/deliveries?limit=200`),
  /** 发送测试: a signed sample lead, sent once; how the receiver answered. */
  test: (id: number) => call<typeof webhookTestAnswer>('POST', `/webhooks/${id}/test`),
  redeliver: (id: number, delivery: number) =>
    call<typeof retryQueuedAnswer>('POST', `/webhooks/${id}/deliveries/${delivery}/redeliver`),
};

/** A secret to paste into the receiver: 32 hex characters from the browser's random source. */
export function randomSecret(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
