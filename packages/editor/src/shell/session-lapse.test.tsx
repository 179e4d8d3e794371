import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';
import { adminApi, onSessionLapsed } from '../api/admin-api.ts';

const draft = { code: 'spring', title: '春季开户活动', page_schema: [] };

const SIGNED_OUT = { code: 'ADMIN_UNAUTHORIZED', msg: '请先登录管理后台', status: 401 };

/** The button whose text is `name` (antd writes a space between two Chinese characters). */
const findButton = (name: string) =>
  waitFor(() => {
    const named = new RegExp(`^\\s*${[...name].join('\\s*')}\\s*$`);
    const found = [...document.querySelectorAll('button')].find((b) =>
      named.test(b.textContent ?? ''),
    );
    expect(found).toBeDefined();
    return found!;
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a lapsed session', () => {
  it('brings the sign-in screen back from whichever call finds it, with nothing of its own to check', async () => {
    let signedIn = true;
    stubSignedInFetch('publisher', ({ path }) => {
      if (!signedIn) return adminAnswer(null, SIGNED_OUT);
      if (path === '/pages/spring') return adminAnswer({ draft, live_version: 2, revision: 1 });
      return undefined;
    });
    openAdmin('/admin/pages/spring');
    const history = await findButton('版本历史');
    // Signed out elsewhere (another tab, an admin disabling the account) while the page is open.
    signedIn = false;
    fireEvent.click(history);
    expect(await screen.findByText('登录后编辑、预览和发布营销落地页')).toBeTruthy();
  });

  it('is told by every call answered 401, and by no other failure', async () => {
    const lapses = vi.fn();
    const stop = onSessionLapsed(lapses);
    try {
      for (const [status, refusal] of [
        [401, SIGNED_OUT],
        [403, { code: 'ADMIN_ROLE_REQUIRED', msg: '需要发布者权限才能进行此操作', status: 403 }],
        [500, { code: 'INTERNAL', msg: '服务器内部错误', status: 500 }],
      ] as const) {
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => adminAnswer(null, refusal)),
        );
        await expect(adminApi.pageList('')).rejects.toMatchObject({ status });
      }
      expect(lapses).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
