import type { BodyOf } from '@h5-page/schema/admin-api/contract';
import type {
  markReadBody,
  notificationListAnswer,
  robotSettingsAnswer,
  robotSettingsBody,
  robotTestAnswer,
  robotTestBody,
  unreadAnswer,
} from '@h5-page/schema/admin-api/notifications';
import { call } from '../api/admin-api.ts';

export type {
  NotificationInfo,
  NotificationKind,
  NotificationList,
  NotificationTarget,
  RobotSettings,
  RobotTestInfo,
} from '@h5-page/schema/admin-api/notifications';

export const notificationsApi = {
  /** The signed-in account's newest notifications, with how many of all are unread. */
  inbox: () => call<typeof notificationListAnswer>('GET', '/notifications'),
  markRead: (ids: number[]) =>
    call<typeof unreadAnswer>('POST', '/notifications/read', {
      ids,
    } satisfies BodyOf<typeof markReadBody>),
  /** 全部已读. */
  markAllRead: () => call<typeof unreadAnswer>('POST', '/notifications/read-all'),
  /** 通知设置 (admins): the 企业微信 group robot. */
  settings: () => call<typeof robotSettingsAnswer>('GET', '/notifications/settings'),
  saveSettings: (url: string) =>
    call<typeof robotSettingsAnswer>('PUT', '/notifications/settings', {
      wecom_webhook_url: url.trim() || null,
    } satisfies BodyOf<typeof robotSettingsBody>),
  /** 发送测试: a sample message to `url` (as typed, unsaved); how the robot answered. */
  testRobot: (url: string) =>
    call<typeof robotTestAnswer>('POST', '/notifications/settings/test', {
      wecom_webhook_url: url.trim(),
    } satisfies BodyOf<typeof robotTestBody>),
};
