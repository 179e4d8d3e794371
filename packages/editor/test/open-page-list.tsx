import { vi } from 'vitest';
import type { ComponentProps } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { PageList } from '../src/page-list/page-list.tsx';

/** The page list on its own, each way out of it a mock, which it returns for the test to read. */
export function openPageList(): ComponentProps<typeof PageList> {
  const props = {
    onOpen: vi.fn(),
    onStats: vi.fn(),
    onChannels: vi.fn(),
    onSignups: vi.fn(),
    onAllStats: vi.fn(),
    onAccounts: vi.fn(),
    onReviews: vi.fn(),
  } satisfies ComponentProps<typeof PageList>;
  render(
    <App>
      <PageList {...props} />
    </App>,
  );
  return props;
}
