import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { createExpiringLoginRuntime } from '#test/expiring-login-runtime.ts';
import InviteHome, { INVITE_TEXT, inviteLink } from './inviteHome.tsx';

const HOME = {
  share_code: 'ABCD2345',
  invited_count: 1,
  stages: [
    { stage: 1, need: 1, prize: '7 天投顾策略体验卡', reached: true, received: false },
    { stage: 2, need: 3, prize: '30 天 Level-2 行情卡', reached: false, received: false },
  ],
  shared_today: false,
  share_prize_received: false,
};

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <InviteHome
        value={{ title: '我的邀请', registerUrl: '/h5-page/InviteFriends/register' }}
        children={[]}
        path="p"
      />
    </RuntimeProvider>,
  );
}

/** The block for a signed-in visitor whose home answers through `get`. */
function showSignedIn(get: () => Promise<typeof HOME>) {
  const post = vi.fn(async () => ({}));
  const runtime = createFakeRuntime({ api: { get, post } as never, auth: { token: () => 't' } });
  return { runtime, post, ...show(runtime) };
}

/** Runs `test` with a browser clipboard that writes through `writeText`. */
async function withClipboard(writeText: () => Promise<void>, test: () => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  try {
    await test();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('inviteHome block', () => {
  it('asks a visitor without a token to log in, calling nothing', () => {
    const runtime = createFakeRuntime();
    const { getByRole } = show(runtime);
    fireEvent.click(getByRole('button', { name: '登录查看我的邀请' }));
    expect(runtime.env.login).toHaveBeenCalled();
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('turns to what a guest sees when the login expires under it (no -------- code)', async () => {
    // The API client clears an expired token (403/400003) and the runtime tells its listeners.
    const runtime = createExpiringLoginRuntime();
    const { getByRole, queryByTestId } = show(runtime);
    await act(async () => {});
    expect(runtime.api.get).toHaveBeenCalledTimes(1);
    expect(queryByTestId('invite-share-code')).toBeNull();
    fireEvent.click(getByRole('button', { name: '登录查看我的邀请' }));
    expect(runtime.env.login).toHaveBeenCalled();
  });

  it('shows the share code, the count and the stages; receives a reached stage', async () => {
    const get = vi.fn(async () => HOME);
    const post = vi.fn(async () => ({ stage: 1 }));
    const runtime = createFakeRuntime({ api: { get, post } as never, auth: { token: () => 't' } });
    const { getByTestId, getByRole, container } = show(runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.INVITE_HOME_DATA,
      {},
      { needToken: true, quiet: true },
    );
    expect(getByTestId('invite-share-code').textContent).toBe('ABCD2345');
    expect(getByTestId('invite-count').textContent).toBe('1');
    expect(container.querySelector('[data-stage="2"] button')!.textContent).toBe('还差 2 人');
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '立即领取' }));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.INVITE_RECEIVE_STAGE_PRIZE,
      { stage: 1 },
      { needToken: true },
    );
    expect(runtime.toast).toHaveBeenCalledWith('领取成功：7 天投顾策略体验卡');
  });

  it('copies the link when tapped before the visitor code arrived, once it arrives', async () => {
    let answer: (home: typeof HOME) => void = () => {};
    const get = vi.fn(() => new Promise<typeof HOME>((resolve) => (answer = resolve)));
    const writeText = vi.fn(async () => {});
    await withClipboard(writeText, async () => {
      const { runtime, post, getByRole } = showSignedIn(get);
      fireEvent.click(getByRole('button', { name: '复制邀请链接' }));
      expect(writeText).not.toHaveBeenCalled();
      await act(async () => answer(HOME));
      expect(writeText).toHaveBeenCalledWith(
        'http://localhost:3000/h5-page/InviteFriends/register?share_code=ABCD2345',
      );
      expect(post).toHaveBeenCalledWith(API_PATHS.INVITE_REMEMBER_SHARE, {}, { needToken: true });
      expect(runtime.toast).toHaveBeenCalledWith(INVITE_TEXT.COPIED);
      // The tap waited for the first load; the second is the refresh after the share.
      expect(get).toHaveBeenCalledTimes(2);
    });
  });

  it('says to copy by hand when the browser refuses the clipboard, not that it copied', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    await withClipboard(writeText, async () => {
      const { runtime, getByRole } = showSignedIn(vi.fn(async () => HOME));
      await act(async () => {});
      await act(async () => {
        fireEvent.click(getByRole('button', { name: '复制邀请链接' }));
      });
      expect(writeText).toHaveBeenCalled();
      expect(runtime.toast).toHaveBeenCalledWith(INVITE_TEXT.COPY_BY_HAND);
      expect(runtime.toast).not.toHaveBeenCalledWith(INVITE_TEXT.COPIED);
    });
  });

  it('builds the invitation link from the register page', () => {
    expect(inviteLink('/h5-page/InviteFriends/register', 'AB12', 'https://m.example')).toBe(
      'https://m.example/h5-page/InviteFriends/register?share_code=AB12',
    );
    expect(inviteLink('https://x.cn/r?from=a', 'AB12', '')).toBe(
      'https://x.cn/r?from=a&share_code=AB12',
    );
  });
});
