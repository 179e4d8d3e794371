import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Empty, Popover, Tag, Typography } from 'antd';
import { NOTIFICATION_KIND_LABELS } from '@h5-page/schema/admin-api/notifications';
import { formatTime } from '../shared/format-time.ts';
import { useAdminSession } from '../shell/session-context.ts';
import { notificationsApi } from './notifications-api.ts';
import type { NotificationInfo, NotificationKind, NotificationList } from './notifications-api.ts';
import { notificationPath } from './notification-path.ts';
import './notifications.css';

/** How often the unread count is read again while the builder is open. */
const POLL_MS = 60_000;

const KIND_COLOURS: Record<NotificationKind, string> = {
  review_submitted: 'processing',
  review_rejected: 'error',
  review_approved: 'success',
  page_published: 'green',
  schedule_started: 'blue',
  schedule_ended: 'default',
  page_ending_soon: 'warning',
  webhook_failed: 'error',
};

/**
 * An answer shaped as the inbox: a server of another version (or a test's stand-in) may answer
 * something else, and the header then shows no count rather than failing.
 */
const isInbox = (answer: NotificationList) =>
  Array.isArray(answer.notifications) && Number.isInteger(answer.unread);

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-1.7 1.7A1 1 0 0 0 4 19.4h16a1 1 0 0 0 .7-1.7L19 16Z"
      />
    </svg>
  );
}

/**
 * The header's bell: how many of the account's notifications are unread, and, opened, the newest
 * of them; one opened is marked read and opens where it is about (the page's canvas, the review,
 * the webhooks), and 全部已读 marks them all.
 */
export function NotificationBell() {
  const session = useAdminSession();
  const [inbox, setInbox] = useState<NotificationList | null>(null);
  const [open, setOpen] = useState(false);

  const load = useCallback(() => {
    notificationsApi.inbox().then(
      (answer) => {
        if (isInbox(answer)) setInbox(answer);
      },
      // The bell stays as it was; the next read may do better.
      () => {},
    );
  }, []);

  useEffect(() => {
    load();
    const timer = setInterval(load, POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const unread = inbox?.unread ?? 0;

  const markedRead = (ids: number[], left: number) =>
    setInbox((now) =>
      now
        ? {
            unread: left,
            notifications: now.notifications.map((n) =>
              ids.includes(n.id) ? { ...n, read: true } : n,
            ),
          }
        : now,
    );

  const openOne = (notification: NotificationInfo) => {
    setOpen(false);
    if (!notification.read) {
      notificationsApi.markRead([notification.id]).then(
        (answer) => markedRead([notification.id], answer.unread),
        () => {},
      );
    }
    session?.go?.(notificationPath(notification.target));
  };

  const markAll = () => {
    notificationsApi.markAllRead().then(
      (answer) => markedRead(inbox?.notifications.map((n) => n.id) ?? [], answer.unread),
      () => {},
    );
  };

  const list = (
    <div className="notification-list">
      {!inbox || inbox.notifications.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知" />
      ) : (
        inbox.notifications.map((notification) => (
          <button
            key={notification.id}
            type="button"
            className={
              notification.read
                ? 'notification-item'
                : 'notification-item notification-item--unread'
            }
            onClick={() => openOne(notification)}
          >
            <span className="notification-item__head">
              <Tag color={KIND_COLOURS[notification.kind]}>
                {NOTIFICATION_KIND_LABELS[notification.kind]}
              </Tag>
              <span className="notification-item__time">{formatTime(notification.at)}</span>
              {!notification.read && <span className="notification-item__dot" aria-label="未读" />}
            </span>
            <span className="notification-item__text">{notification.text}</span>
          </button>
        ))
      )}
    </div>
  );

  const title = (
    <div className="notification-list__title">
      <Typography.Text strong>通知</Typography.Text>
      <Button size="small" type="link" disabled={unread === 0} onClick={markAll}>
        全部已读
      </Button>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) load();
      }}
      trigger="click"
      placement="bottomRight"
      title={title}
      content={list}
    >
      <Badge count={unread} size="small" overflowCount={99}>
        <Button
          type="text"
          className="notification-bell"
          aria-label={unread > 0 ? `通知，${unread} 条未读` : '通知'}
          icon={<BellIcon />}
        />
      </Badge>
    </Popover>
  );
}
