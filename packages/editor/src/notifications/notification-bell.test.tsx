import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type {
  NotificationInfo,
  RobotSettings,
  RobotTestInfo,
} from '@h5-page/schema/admin-api/notifications';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { clickButton, dialogShowing } from '#test/editor-queries.ts';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const NOTIFICATIONS: NotificationInfo[] = [
  {
    id: 3,
    kind: 'review_rejected',
    page_code: 'spring',
    text: '「春季活动」的审核申请被 rev1 驳回：请删去“保本”二字',
    at: '2026-11-26T02:00:00.000Z',
    read: false,
    target: { screen: 'review', id: 12 },
  },
  {
    id: 2,
    kind: 'page_ending_soon',
    page_code: 'autumn',
    text: '「秋季活动」将于 11月27日 10:00 结束（不到 24 小时），如需延长请重新设置结束时间后发布',
    at: '2026-11-26T01:00:00.000Z',
    read: false,
    target: { screen: 'page', code: 'autumn' },
  },
  {
    id: 4,
    kind: 'webhook_failed',
    page_code: null,
    text: 'Webhook 推送失败：页面 spring 的线索推送到 crm.example.com 返回 HTTP 500。系统会自动重试，恢复前不再重复提醒',
    at: '2026-11-25T03:00:00.000Z',
    read: false,
    target: { screen: 'webhooks' },
  },
  {
    id: 1,
    kind: 'page_published',
    page_code: 'autumn',
    text: 'pub1 发布了「秋季活动」（第 2 版）',
    at: '2026-11-25T01:00:00.000Z',
    read: true,
    target: { screen: 'page', code: 'autumn' },
  },
];

const SETTINGS: RobotSettings = {
  wecom_webhook_url: null,
  link_origin: null,
  updated_by: null,
  updated_at: null,
};

/** A fake admin API signed in as `role`, with the inbox above; records the notification calls. */
function serve(role: EditorRole, tests: RobotTestInfo[] = []) {
  const asked: { method: string; path: string; body: unknown }[] = [];
  let unread = 3;
  stubSignedInFetch(role, ({ method, path, body }) => {
    if (path.startsWith('/pages?')) return adminAnswer({ pages: [] });
    if (path === '/webhooks') return adminAnswer({ webhooks: [] });
    if (!path.startsWith('/notifications')) return undefined;
    asked.push({ method, path, body });
    if (path === '/notifications' && method === 'GET') {
      return adminAnswer({ notifications: NOTIFICATIONS, unread });
    }
    if (path === '/notifications/read') {
      unread -= 1;
      return adminAnswer({ unread });
    }
    if (path === '/notifications/read-all') {
      unread = 0;
      return adminAnswer({ unread });
    }
    if (path === '/notifications/settings' && method === 'GET') return adminAnswer(SETTINGS);
    if (path === '/notifications/settings' && method === 'PUT') {
      return adminAnswer({ ...SETTINGS, wecom_webhook_url: 'https://qyapi.weixin.qq.com/x' });
    }
    if (path === '/notifications/settings/test') return adminAnswer(tests.shift());
    return undefined;
  });
  return asked;
}

const bell = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('button.notification-bell');
    expect(found).not.toBeNull();
    return found!;
  });

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('the notifications bell', () => {
  it('shows the unread count, lists the newest, and opens one where it is about, marked read', async () => {
    const asked = serve('admin');
    openAdmin('/admin/');
    await waitFor(async () =>
      expect((await bell()).getAttribute('aria-label')).toBe('通知，3 条未读'),
    );
    expect(document.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('3');

    fireEvent.click(await bell());
    for (const notification of NOTIFICATIONS) {
      expect(await screen.findByText(notification.text)).toBeTruthy();
    }
    expect(screen.getByText('审核驳回')).toBeTruthy();
    expect(screen.getByText('即将结束')).toBeTruthy();
    expect(screen.getByText('2026-11-26 10:00')).toBeTruthy();
    expect(document.querySelectorAll('.notification-item--unread')).toHaveLength(3);

    fireEvent.click(screen.getByText(NOTIFICATIONS[2]!.text));
    await waitFor(() => expect(location.pathname).toBe('/admin/webhooks'));
    await waitFor(() =>
      expect(asked).toContainEqual({
        method: 'POST',
        path: '/notifications/read',
        body: { ids: [4] },
      }),
    );
    await waitFor(async () =>
      expect((await bell()).getAttribute('aria-label')).toBe('通知，2 条未读'),
    );
  });

  it('全部已读 marks every one read and the count goes', async () => {
    const asked = serve('reviewer');
    openAdmin('/admin/');
    fireEvent.click(await bell());
    await screen.findByText(NOTIFICATIONS[1]!.text);
    clickButton('全部已读');
    await waitFor(() =>
      expect(asked.map((call) => `${call.method} ${call.path}`)).toContain(
        'POST /notifications/read-all',
      ),
    );
    await waitFor(() =>
      expect(document.querySelectorAll('.notification-item--unread')).toHaveLength(0),
    );
    expect((await bell()).getAttribute('aria-label')).toBe('通知');
    expect(asked.map((call) => call.path)).not.toContain('/notifications/read');
  });
});

describe('通知设置', () => {
  const openSettings = async () => {
    const trigger = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('button[aria-label="账号 the-admin"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText('通知设置'));
    return dialogShowing('企业微信群机器人地址');
  };

  it('is in the account menu of admins only', async () => {
    serve('publisher');
    openAdmin('/admin/');
    const trigger = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('button[aria-label="账号 the-publisher"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(trigger);
    await screen.findAllByText('修改密码');
    expect(screen.queryByText('通知设置')).toBeNull();
  });

  it('sends a test to the address as typed and shows how the robot answered, then saves it', async () => {
    const asked = serve('admin', [
      {
        delivered: false,
        status_code: 200,
        errcode: 93000,
        errmsg: 'invalid webhook url',
        error: null,
        duration_ms: 41,
      },
      {
        delivered: true,
        status_code: 200,
        errcode: 0,
        errmsg: 'ok',
        error: null,
        duration_ms: 35,
      },
    ]);
    openAdmin('/admin/');
    const dialog = await openSettings();
    const input = await screen.findByLabelText('企业微信群机器人地址');
    expect(screen.getByRole('button', { name: '发送测试' })).toHaveProperty('disabled', true);

    fireEvent.change(input, { target: { value: ' https://qyapi.weixin.qq.com/x?key=wrong ' } });
    clickButton('发送测试', dialog);
    expect(
      await screen.findByText(
        '发送失败：机器人答复 errcode 93000（invalid webhook url），HTTP 200，41 ms',
      ),
    ).toBeTruthy();
    expect(asked).toContainEqual({
      method: 'POST',
      path: '/notifications/settings/test',
      body: { wecom_webhook_url: 'https://qyapi.weixin.qq.com/x?key=wrong' },
    });

    fireEvent.change(input, { target: { value: 'https://qyapi.weixin.qq.com/x?key=right' } });
    clickButton('发送测试', dialog);
    expect(
      await screen.findByText('发送成功：机器人已收到（HTTP 200，errcode 0，35 ms）'),
    ).toBeTruthy();

    clickButton('保存', dialog);
    await waitFor(() =>
      expect(asked).toContainEqual({
        method: 'PUT',
        path: '/notifications/settings',
        body: { wecom_webhook_url: 'https://qyapi.weixin.qq.com/x?key=right' },
      }),
    );
  });
});
