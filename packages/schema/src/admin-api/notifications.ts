import { z } from 'zod';

/**
 * The builder's inbox (CONTRACT section 9, `GET /admin/api/notifications`): what happened to the
 * pages, reviews and webhooks an account cares about, and the 企业微信 group robot every
 * notification can also go to.
 */

export const NOTIFICATION_KINDS = [
  'review_submitted',
  'review_rejected',
  'review_approved',
  'page_published',
  'schedule_started',
  'schedule_ended',
  'page_ending_soon',
  'webhook_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Each kind's words, as the inbox tags it and the robot's message heads it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  review_submitted: '待审核',
  review_rejected: '审核驳回',
  review_approved: '审核通过',
  page_published: '已发布',
  schedule_started: '活动开始',
  schedule_ended: '活动结束',
  page_ending_soon: '即将结束',
  webhook_failed: 'Webhook 推送失败',
};

const isoTime = z.string().describe('ISO 8601');

/** The screen a notification opens: the page's canvas, one review request, or the webhooks. */
export const notificationTargetSchema = z.discriminatedUnion('screen', [
  z.object({ screen: z.literal('page'), code: z.string() }),
  z.object({ screen: z.literal('review'), id: z.int() }),
  z.object({ screen: z.literal('webhooks') }),
]);
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

export const notificationAnswer = z.object({
  id: z.int(),
  kind: z.enum(NOTIFICATION_KINDS),
  page_code: z.string().nullable().describe('the page it is about; null: none (a webhook)'),
  text: z.string().describe('what happened, in one or two sentences'),
  at: isoTime.describe('when it happened'),
  read: z.boolean().describe('opened by this account'),
  target: notificationTargetSchema,
});
export type NotificationInfo = z.infer<typeof notificationAnswer>;

export const notificationListAnswer = z.object({
  notifications: z.array(notificationAnswer).describe("the account's newest first"),
  unread: z.int().describe("how many of the account's notifications are unread, all of them"),
});
export type NotificationList = z.infer<typeof notificationListAnswer>;

export const markReadBody = z.object({
  ids: z
    .array(z.int().min(1))
    .min(1, '请指定通知')
    .max(500, '一次最多 500 条')
    .describe('notifications of this account; others are ignored'),
});
export const unreadAnswer = z.object({ unread: z.int() });

/** The 企业微信 group robot (通知设置, admins). */
export const robotSettingsAnswer = z.object({
  wecom_webhook_url: z
    .string()
    .nullable()
    .describe(
      "the robot's webhook address (https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…); null: none",
    ),
  link_origin: z
    .string()
    .nullable()
    .describe('the builder address links in its messages start with: where it was last saved from'),
  updated_by: z.string().nullable(),
  updated_at: isoTime.nullable(),
});
export type RobotSettings = z.infer<typeof robotSettingsAnswer>;

export const robotSettingsBody = z.object({
  wecom_webhook_url: z
    .string()
    .trim()
    .max(2000, '机器人地址不能超过 2000 个字符')
    .nullable()
    .describe('empty or null: no robot'),
});

export const robotTestBody = z
  .object({
    wecom_webhook_url: z
      .string()
      .trim()
      .max(2000, '机器人地址不能超过 2000 个字符')
      .optional()
      .describe('the address to try (as typed, unsaved); absent: the saved one'),
  })
  .optional();

/** 发送测试: how the robot answered a sample message. */
export const robotTestAnswer = z.object({
  delivered: z.boolean().describe('HTTP 2xx and errcode 0'),
  status_code: z.int().nullable().describe('its HTTP status; null when none came'),
  errcode: z.int().nullable().describe("the robot's errcode (0: sent); null: not in its answer"),
  errmsg: z.string().nullable(),
  error: z
    .string()
    .nullable()
    .describe('why no answer came (refused address, timeout, connection)'),
  duration_ms: z.int(),
});
export type RobotTestInfo = z.infer<typeof robotTestAnswer>;
