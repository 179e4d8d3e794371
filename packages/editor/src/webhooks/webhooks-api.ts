import { call } from '../admin-api.ts';

/** A webhook as `GET /admin/api/webhooks` answers it (the secret only as `••••` and its end). */
export interface WebhookInfo {
  id: number;
  url: string;
  /** null: every page. */
  page_code: string | null;
  secret_hint: string;
  enabled: boolean;
  created_by: string | null;
  created_at: string;
  disabled_at: string | null;
  deliveries: { pending: number; delivered: number; failed: number };
}

export interface AttemptInfo {
  at: string;
  /** null: no answer came (refused, timed out). */
  status_code: number | null;
  error: string | null;
  answer: string;
  duration_ms: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryInfo {
  id: number;
  lead_id: number;
  delivery_key: string;
  status: DeliveryStatus;
  attempts: AttemptInfo[];
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
}

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
