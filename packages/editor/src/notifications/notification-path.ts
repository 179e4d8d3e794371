import { routes } from '../shell/routes.ts';
import type { NotificationTarget } from './notifications-api.ts';

/** The builder's address of the screen a notification is about. */
export function notificationPath(target: NotificationTarget): string {
  if (target.screen === 'page') return routes.pageEditor(target.code);
  if (target.screen === 'review') return routes.review(String(target.id));
  return routes.webhooks();
}
