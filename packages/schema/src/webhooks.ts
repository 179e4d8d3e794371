import { z } from 'zod';

/** What the admin API's webhook calls answer, read by the builder as the server writes it. */

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const WEBHOOK_SECRET_MIN = 16;

const isoTime = z.string().describe('ISO 8601');

/** A webhook: the secret only as `••••` and its last four characters. */
export const webhookAnswer = z.object({
  id: z.int(),
  url: z.string(),
  page_code: z.string().nullable().describe('null: every page'),
  secret_hint: z.string().describe('the secret is never answered: its last four characters'),
  enabled: z.boolean(),
  created_by: z.string().nullable(),
  created_at: isoTime,
  disabled_at: isoTime.nullable(),
  deliveries: z.object({ pending: z.int(), delivered: z.int(), failed: z.int() }),
});
export type WebhookInfo = z.infer<typeof webhookAnswer>;

export const attemptAnswer = z.object({
  at: isoTime,
  status_code: z.int().nullable().describe("the receiver's HTTP status; null: no answer"),
  error: z
    .string()
    .nullable()
    .describe('why no status came, or why the address was refused at this send'),
  duration_ms: z.int().describe("to the receiver's status; its answer's body is never kept"),
});
export type AttemptInfo = z.infer<typeof attemptAnswer>;

export const deliveryAnswer = z.object({
  id: z.int(),
  lead_id: z.int(),
  delivery_key: z.string().describe('the X-H5-Delivery header of every attempt'),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.array(attemptAnswer),
  next_attempt_at: isoTime.nullable().describe('while pending'),
  created_at: isoTime,
  delivered_at: isoTime.nullable(),
});
export type DeliveryInfo = z.infer<typeof deliveryAnswer>;

export const webhookListAnswer = z.object({ webhooks: z.array(webhookAnswer) });
export const oneWebhookAnswer = z.object({ webhook: webhookAnswer });
export const webhookDeliveriesAnswer = z.object({
  webhook: webhookAnswer,
  deliveries: z.array(deliveryAnswer),
});
export const retryQueuedAnswer = z.object({ queued: z.literal(true) });
/** 发送测试: how the receiver answered a signed sample lead, sent once and not logged. */
export const webhookTestAnswer = z.object({
  delivered: z.boolean().describe('the receiver answered 2xx'),
  status_code: z.int().nullable().describe('its status; null when none came'),
  error: z.string().nullable().describe('why none came (refused address, timeout, connection)'),
  duration_ms: z.int(),
});
export type WebhookTestInfo = z.infer<typeof webhookTestAnswer>;

/** A new webhook; the server also refuses addresses inside its own network. */
export const newWebhookBody = z.object({
  url: z
    .string({ error: '请填写接收地址' })
    .trim()
    .min(1, '请填写接收地址')
    .max(2000, '接收地址不能超过 2000 个字符'),
  page_code: z
    .string()
    .nullable()
    .optional()
    .describe('only the leads of this page; absent or null: every page'),
  secret: z
    .string({ error: '请填写签名密钥' })
    .min(WEBHOOK_SECRET_MIN, `签名密钥至少 ${WEBHOOK_SECRET_MIN} 个字符`)
    .max(200, '签名密钥不能超过 200 个字符'),
});
