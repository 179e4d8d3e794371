import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { AdminSession } from '../src/shell/session-context.ts';
import { SessionContext } from '../src/shell/session-context.ts';
import { PageEditor } from '../src/page-editor/page-editor.tsx';

// A publisher: 发布 shows only to accounts that may publish.
const PUBLISHER: AdminSession = {
  user: 'li.na',
  role: 'publisher',
  signOut: () => {},
  openAccounts: () => {},
  refresh: () => {},
};

/**
 * The editor of page `p1`, as a publisher opens it, once its draft has loaded (the fake server
 * is the test's own); `onExperiment` gives it the 实验数据 way out.
 */
export async function openPageEditor(onExperiment?: () => void): Promise<void> {
  // No generated antd styles: jsdom weighs each computed style a popup asks for against every rule.
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <App>
        <SessionContext.Provider value={PUBLISHER}>
          <PageEditor code="p1" onBack={() => {}} onStats={() => {}} onExperiment={onExperiment} />
        </SessionContext.Provider>
      </App>
    </ConfigProvider>,
  );
  await screen.findByText('保存草稿');
}
