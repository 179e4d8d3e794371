import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { adminAnswer } from '#test/admin-app.tsx';
import { stubAdminFetch } from '#test/stub-admin-fetch.ts';
import { versionSummary } from '#test/admin-answers.ts';
import type { VersionSummary } from '../api/admin-api.ts';
import type { AdminSession } from '../shell/session-context.ts';
import { SessionContext } from '../shell/session-context.ts';
import { HistoryDrawer } from './history-drawer.tsx';

const PUBLISHER: AdminSession = {
  user: 'li.na',
  role: 'publisher',
  signOut: () => {},
  openAccounts: () => {},
  refresh: () => {},
};

const version = (n: number, current: boolean, note = ''): VersionSummary =>
  versionSummary({
    version: n,
    published_at: `2026-11-2${n}T02:00:00.000Z`,
    published_by: 'li.na',
    current,
    note,
  });

/**
 * The admin API of page `spring`, v2 live: a rollback publishes the old text again as a new
 * version, as the server does, which is then the live one. The history read after a rollback
 * answers only when `answerHistory` is called.
 */
function fakeServer() {
  let versions = [version(2, true), version(1, false)];
  let rolledBack = false;
  const held = { answerHistory: () => {} };
  stubAdminFetch(({ method, path, body }) => {
    if (path === '/admin/api/pages/spring/versions' && rolledBack) {
      const answer = adminAnswer({ versions });
      return new Promise<Response>((resolve) => (held.answerHistory = () => resolve(answer)));
    }
    if (path === '/admin/api/pages/spring/versions') return adminAnswer({ versions });
    if (path.startsWith('/admin/api/pages/spring/versions/')) {
      return adminAnswer({ page: { code: 'spring', title: path, page_schema: [] } });
    }
    if (method === 'POST' && path === '/admin/api/pages/spring/rollback') {
      const to = (body as { version: number }).version;
      const next = version(versions.length + 1, true, `回滚到版本 ${to}`);
      versions = [next, ...versions.map((v) => ({ ...v, current: false }))];
      rolledBack = true;
      return adminAnswer(next);
    }
    return undefined;
  });
  return held;
}

/** The list item of version `n`. */
const item = (n: number) =>
  screen.getByText(`v${n}`, { selector: '.ant-list-item-meta-title' }).closest('.ant-list-item')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('版本历史', () => {
  it('marks the version a rollback put live at once, without being reopened', async () => {
    const held = fakeServer();
    const onRolledBack = vi.fn();
    render(
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <App>
          <SessionContext.Provider value={PUBLISHER}>
            <HistoryDrawer
              code="spring"
              open
              liveVersion={2}
              onClose={() => {}}
              onRolledBack={onRolledBack}
            />
          </SessionContext.Provider>
        </App>
      </ConfigProvider>,
    );
    await screen.findByText('v1', { selector: '.ant-list-item-meta-title' });
    expect(item(2).textContent).toContain('线上版本');

    fireEvent.click(item(1).querySelector('button')!);
    fireEvent.click(await screen.findByRole('button', { name: /^回\s*滚$/ }));

    // Marked before the history is read again.
    await screen.findByText('v3', { selector: '.ant-list-item-meta-title' });
    expect(item(3).textContent).toContain('线上版本');
    expect(item(2).textContent).not.toContain('线上版本');
    expect(item(2).textContent).toContain('回滚到此版本');
    expect(onRolledBack).toHaveBeenCalledWith(3);

    await act(async () => held.answerHistory());
    await waitFor(() => expect(item(3).textContent).toContain('发布（回滚到版本 1）'));
    expect(item(3).textContent).toContain('线上版本');
    expect(item(2).textContent).not.toContain('线上版本');
  });

  it('offers the filing dossier of an archived version to a publisher, not to an editor', async () => {
    const archived = versionSummary({ version: 1, current: true, archived: true });
    stubAdminFetch(({ path }) =>
      path === '/admin/api/pages/spring/versions'
        ? adminAnswer({ versions: [archived] })
        : undefined,
    );
    const drawer = (session: AdminSession) => (
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <App>
          <SessionContext.Provider value={session}>
            <HistoryDrawer
              code="spring"
              open
              liveVersion={1}
              onClose={() => {}}
              onRolledBack={() => {}}
            />
          </SessionContext.Provider>
        </App>
      </ConfigProvider>
    );
    const { unmount } = render(drawer(PUBLISHER));
    const link = await screen.findByRole('link', { name: '下载报备材料' });
    expect(link.getAttribute('href')).toBe('/admin/api/pages/spring/versions/1/dossier');
    unmount();
    render(drawer({ ...PUBLISHER, role: 'editor' }));
    await screen.findByText('v1', { selector: '.ant-list-item-meta-title' });
    expect(screen.queryByRole('link', { name: '下载报备材料' })).toBeNull();
  });
});
