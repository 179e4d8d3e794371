import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { createExpiringLoginRuntime } from '#test/expiring-login-runtime.ts';
import InviteRecords from './inviteRecords.tsx';

describe('inviteRecords block', () => {
  it('lists the invited friends and the prizes of the server', async () => {
    const get = vi.fn(async (path: string) =>
      path === API_PATHS.INVITE_MY_INVITED_LIST
        ? { list: [{ nick: '159****0001', created_at: 0 }], total: 1 }
        : { list: [{ kind: 'stage1', name: '7 天投顾策略体验卡', created_at: 0 }] },
    );
    const runtime = createFakeRuntime({ api: { get } as never, auth: { token: () => 't' } });
    const { getByTestId, getByRole } = render(
      <RuntimeProvider value={runtime}>
        <InviteRecords value={{ title: '邀请记录' }} children={[]} path="p" />
      </RuntimeProvider>,
    );
    await act(async () => {});
    expect(getByTestId('invite-friends').textContent).toContain('159****0001');
    fireEvent.click(getByRole('tab', { name: '我的奖励（1）' }));
    expect(getByTestId('invite-prizes').textContent).toContain('7 天投顾策略体验卡');
  });

  it('shows nothing without a token', () => {
    const runtime = createFakeRuntime();
    const { container } = render(
      <RuntimeProvider value={runtime}>
        <InviteRecords value={{}} children={[]} path="p" />
      </RuntimeProvider>,
    );
    expect(container.querySelector('.h5-invite-records-empty')).not.toBeNull();
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(runtime.api.get).not.toHaveBeenCalled();
  });
  it('shows nothing once the login expires under it (both calls refused)', async () => {
    const runtime = createExpiringLoginRuntime();
    const { container } = render(
      <RuntimeProvider value={runtime}>
        <InviteRecords value={{ title: '邀请记录' }} children={[]} path="p" />
      </RuntimeProvider>,
    );
    await act(async () => {});
    expect(runtime.api.get).toHaveBeenCalledTimes(2);
    expect(container.querySelector('.h5-invite-records-empty')).not.toBeNull();
    expect(container.querySelector('[role="tablist"]')).toBeNull();
  });
});
