import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type { ChannelInfo } from './channels-api.ts';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const channel = (cpsId: string, name: string): ChannelInfo => ({
  cps_id: cpsId,
  name,
  url: `https://h5.example.com/h5-page/h5/spring?cps_id=${cpsId}`,
  poster_url: `/admin/api/pages/spring/channels/${cpsId}/poster`,
  created_by: 'li.na',
  created_at: '2026-11-26T01:00:00.000Z',
});

/**
 * A fake admin API signed in as `role`, holding the channels of page `spring`; refuses a
 * duplicate cps_id as the server does. Records the writes it was sent.
 */
function serve(role: EditorRole) {
  const channels = [channel('wx-moments', '朋友圈广告')];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const answer = (response: unknown, status = 200, code: number | string = 1, msg = 'success') =>
    adminAnswer(response, code === 1 ? undefined : { code: String(code), msg, status });
  stubSignedInFetch(role, ({ method, path, body }) => {
    if (path === '/pages/spring') {
      return answer({ draft: { title: '春季开户活动' }, revision: 1 });
    }
    if (path === '/pages/spring/channels' && method === 'GET') return answer({ channels });
    if (path === '/pages/spring/channels' && method === 'POST') {
      const sent = body as { cps_id: string; name: string };
      writes.push({ method, path, body: sent });
      if (channels.some((c) => c.cps_id === sent.cps_id)) {
        return answer(null, 409, 'CHANNEL_EXISTS', '该页面已有这个渠道号（cps_id），请换一个');
      }
      const added = channel(sent.cps_id, sent.name);
      channels.push(added);
      return answer({ channel: added });
    }
    return undefined;
  });
  return writes;
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('渠道', () => {
  it('lists each channel with its link and poster, opened large with its download', async () => {
    serve('editor');
    openAdmin('/admin/pages/spring/channels');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await screen.findByText('春季开户活动')).toBeTruthy();
    const [first] = rows();
    expect(within(first!).getByText('朋友圈广告')).toBeTruthy();
    expect(within(first!).getByText('wx-moments')).toBeTruthy();
    expect(
      within(first!).getByText('https://h5.example.com/h5-page/h5/spring?cps_id=wx-moments'),
    ).toBeTruthy();
    expect(within(first!).getByRole('link', { name: '下载' }).getAttribute('href')).toBe(
      '/admin/api/pages/spring/channels/wx-moments/poster?download=1',
    );
    // Deleting is for publishers: an editor is not offered it.
    expect(within(first!).queryByText('删除')).toBeNull();

    // The poster opens large, with its download.
    fireEvent.click(within(first!).getByRole('button', { name: '查看「朋友圈广告」的海报' }));
    const poster = await screen.findByRole('img', { name: '「朋友圈广告」的海报' });
    expect(poster.getAttribute('src')).toBe('/admin/api/pages/spring/channels/wx-moments/poster');
    expect(screen.getByRole('link', { name: '下载海报' }).getAttribute('href')).toBe(
      '/admin/api/pages/spring/channels/wx-moments/poster?download=1',
    );
  });

  it('adds a channel, refusing a bad cps_id in the form and showing the server refusing a duplicate', async () => {
    const writes = serve('editor');
    openAdmin('/admin/pages/spring/channels');
    await waitFor(() => expect(rows()).toHaveLength(1));

    // A cps_id the server would refuse is refused in the form, and nothing is sent.
    const form = screen.getByRole('form', { name: '添加渠道' });
    fireEvent.change(within(form).getByPlaceholderText('如：朋友圈广告'), {
      target: { value: '抖音信息流' },
    });
    const cpsInput = within(form).getByPlaceholderText('如：wx-moments');
    fireEvent.change(cpsInput, { target: { value: '抖音' } });
    fireEvent.click(within(form).getByRole('button', { name: '添加渠道' }));
    expect(
      await screen.findByText('渠道号只能包含英文字母、数字、- 和 _，最长 32 位'),
    ).toBeTruthy();
    expect(writes).toEqual([]);

    // A duplicate is refused by the server, its words shown.
    fireEvent.change(cpsInput, { target: { value: 'wx-moments' } });
    fireEvent.click(within(form).getByRole('button', { name: '添加渠道' }));
    expect(await screen.findByText('该页面已有这个渠道号（cps_id），请换一个')).toBeTruthy();

    fireEvent.change(cpsInput, { target: { value: 'douyin' } });
    fireEvent.click(within(form).getByRole('button', { name: '添加渠道' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(writes.map((w) => w.body)).toEqual([
      { name: '抖音信息流', cps_id: 'wx-moments' },
      { name: '抖音信息流', cps_id: 'douyin' },
    ]);
  });

  it("offers a publisher to delete a channel, and 数据 opens the page's stats for that channel", async () => {
    serve('publisher');
    openAdmin('/admin/pages/spring/channels');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByRole('button', { name: '删除' })).toBeTruthy();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: '数据' }));
    await waitFor(() =>
      expect(location.pathname).toBe('/admin/pages/spring/stats/channel/wx-moments'),
    );
  });
});
