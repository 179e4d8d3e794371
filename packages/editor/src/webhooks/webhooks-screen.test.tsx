import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type { DeliveryInfo, WebhookInfo } from '@h5-page/schema/webhooks';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const WEBHOOK: WebhookInfo = {
  id: 7,
  url: 'https://crm.example.com/hooks/leads',
  page_code: null,
  secret_hint: '••••9f3a',
  enabled: true,
  created_by: 'admin',
  created_at: '2026-11-26T01:00:00.000Z',
  disabled_at: null,
  deliveries: { pending: 0, delivered: 1, failed: 1 },
};

const DELIVERIES: DeliveryInfo[] = [
  {
    id: 12,
    lead_id: 301,
    delivery_key: '5b0f3c8e-6f3b-4d43-9b0e-0d0c7a1e2f11',
    status: 'failed',
    attempts: [
      {
        at: '2026-11-26T02:00:00.000Z',
        status_code: 500,
        error: null,
        duration_ms: 41,
      },
      {
        at: '2026-11-26T02:01:00.000Z',
        status_code: null,
        error: '接收方未在限定时间内应答',
        duration_ms: 10000,
      },
    ],
    next_attempt_at: null,
    created_at: '2026-11-26T02:00:00.000Z',
    delivered_at: null,
  },
  {
    id: 11,
    lead_id: 300,
    delivery_key: '0a9d1c4b-1111-4c2a-8e5d-3f6a7b8c9d0e',
    status: 'delivered',
    attempts: [
      {
        at: '2026-11-26T01:30:00.000Z',
        status_code: 200,
        error: null,
        duration_ms: 23,
      },
    ],
    next_attempt_at: null,
    created_at: '2026-11-26T01:30:00.000Z',
    delivered_at: '2026-11-26T01:30:00.000Z',
  },
];

/** A fake admin API signed in as `role`; records the webhook calls it was asked. */
function serve(role: EditorRole) {
  const asked: { method: string; path: string; body: unknown }[] = [];
  const answer = (response: unknown) => adminAnswer(response);
  let tests = 0;
  stubSignedInFetch(role, ({ method, path, body }) => {
    if (path.startsWith('/pages?')) {
      return answer({ pages: [{ code: 'spring', title: '春季活动', status: 'published' }] });
    }
    if (path.startsWith('/webhooks')) {
      asked.push({ method, path, body });
      if (path === '/webhooks' && method === 'GET') return answer({ webhooks: [WEBHOOK] });
      if (path === '/webhooks' && method === 'POST') return answer({ webhook: WEBHOOK });
      if (path.startsWith('/webhooks/7/deliveries?')) {
        return answer({ webhook: WEBHOOK, deliveries: DELIVERIES });
      }
      if (path === '/webhooks/7/deliveries/12/redeliver') return answer({ queued: true });
      if (path === '/webhooks/7/test') {
        tests += 1;
        return answer(
          tests === 1
            ? { delivered: true, status_code: 200, error: null, duration_ms: 35 }
            : {
                delivered: false,
                status_code: null,
                error: 'connect ECONNREFUSED',
                duration_ms: 4,
              },
        );
      }
    }
    return undefined;
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('Webhook 线索推送', () => {
  it('an admin opens it from the account menu and reads each attempt: its status and how long', async () => {
    const asked = serve('admin');
    openAdmin('/admin/');
    const trigger = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('button[aria-label="账号 the-admin"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText('Webhook 线索推送'));
    expect(await screen.findByText('https://crm.example.com/hooks/leads')).toBeTruthy();
    expect(location.pathname).toBe('/admin/webhooks');
    expect(screen.getByText('全部页面')).toBeTruthy();
    expect(screen.getByText('••••9f3a')).toBeTruthy();
    expect(screen.getByText('失败 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '投递记录' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('HTTP 500')).toBeTruthy();
    expect(within(drawer).getByText('41 ms')).toBeTruthy();
    expect(within(drawer).getByText('接收方未在限定时间内应答')).toBeTruthy();
    expect(within(drawer).getByText('10000 ms')).toBeTruthy();
    expect(within(drawer).getByText('HTTP 200')).toBeTruthy();
    expect(within(drawer).getByText('23 ms')).toBeTruthy();
    // No receiver's answer is kept, so there is no column for one.
    expect(within(drawer).queryByText('应答摘要')).toBeNull();
    expect(within(drawer).queryByText('（无）')).toBeNull();
    expect(within(drawer).getByText('已失败')).toBeTruthy();
    expect(within(drawer).getByText('已送达')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: '重新投递' }));
    await waitFor(() =>
      expect(asked.map((call) => `${call.method} ${call.path}`)).toContain(
        'POST /webhooks/7/deliveries/12/redeliver',
      ),
    );
  });

  it('发送测试 sends a sample and says how the receiver answered, or why it did not', async () => {
    const asked = serve('admin');
    openAdmin('/admin/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: '发送测试' }));
    expect(await screen.findByText('测试已送达：接收方返回 200（用时 35 ms）')).toBeTruthy();
    expect(asked.filter((call) => call.path === '/webhooks/7/test')).toEqual([
      { method: 'POST', path: '/webhooks/7/test', body: null },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '发送测试' }));
    expect(await screen.findByText('测试未送达：connect ECONNREFUSED（用时 4 ms）')).toBeTruthy();
  });

  it('refuses a URL that is not http(s), then adds a webhook with the secret the dialog made', async () => {
    const asked = serve('admin');
    openAdmin('/admin/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: '添加 Webhook' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText(/crm\.example\.com/), {
      target: { value: 'ftp://crm.example.com/in' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '添 加' }));
    expect(
      await within(dialog).findByText('接收地址应为 http:// 或 https:// 开头的完整网址'),
    ).toBeTruthy();
    expect(asked.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByPlaceholderText(/crm\.example\.com/), {
      target: { value: 'https://crm.example.com/in' },
    });
    const secret = (within(dialog).getByLabelText('签名密钥') as HTMLInputElement).value;
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    fireEvent.click(within(dialog).getByRole('button', { name: '添 加' }));
    await waitFor(() =>
      expect(asked.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/webhooks',
          body: { url: 'https://crm.example.com/in', page_code: null, secret },
        },
      ]),
    );
  });

  it('an editor opening the address is told it is not theirs, and nothing is asked', async () => {
    const asked = serve('editor');
    openAdmin('/admin/webhooks');
    expect(await screen.findByText('需要管理员权限才能管理 Webhook')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
