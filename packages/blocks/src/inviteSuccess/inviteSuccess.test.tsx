import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import InviteSuccess from './inviteSuccess.tsx';

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <InviteSuccess value={{ registerUrl: '/r', homeUrl: '/h' }} children={[]} path="p" />
    </RuntimeProvider>,
  );
}

describe('inviteSuccess block', () => {
  it('claims success only when the server confirms the registration', async () => {
    const get = vi.fn(async () => ({
      registered: true,
      inviter: '138****0001',
      prize: '新人投顾体验券 · 3 天',
    }));
    const { container } = show(
      createFakeRuntime({ api: { get } as never, auth: { token: () => 't' } }),
    );
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.INVITE_REGISTER_STATE,
      {},
      { needToken: true, quiet: true },
    );
    expect(container.textContent).toContain('注册成功 · 奖励已到账');
    expect(container.textContent).toContain('138****0001');
  });

  it('says not registered without a token, or when the server says so', async () => {
    const anonymous = show(createFakeRuntime());
    await act(async () => {});
    expect(anonymous.container.textContent).toContain('还没有完成邀请注册');
    expect(anonymous.container.textContent).not.toContain('注册成功');
    anonymous.unmount();
    const get = vi.fn(async () => ({ registered: false }));
    const { container } = show(
      createFakeRuntime({ api: { get } as never, auth: { token: () => 't' } }),
    );
    await act(async () => {});
    expect(container.textContent).toContain('还没有完成邀请注册');
  });
});
