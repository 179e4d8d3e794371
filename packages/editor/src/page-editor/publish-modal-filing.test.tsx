import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { adminApi } from '../api/admin-api.ts';
import { filingApi } from './filing-api.ts';
import type { FilingState } from './filing-api.ts';
import { PublishModal } from './publish-modal.tsx';
import type { PublishWindow } from './publish-modal.tsx';

vi.hoisted(() => {
  process.env.TZ = 'UTC';
});

/** 2026-11-25 12:00 China time: the dialog's clock in these tests. */
const NOW = Date.parse('2026-11-25T12:00:00+08:00');

const state = (fields: Partial<FilingState>): FilingState => ({
  required: false,
  filings: [],
  earliest_go_live: null,
  wait_working_days: 5,
  ...fields,
});
const FILED = state({
  required: true,
  filings: [
    {
      filed_on: '2026-11-27',
      reference: 'BB-2026-001',
      recorded_by: 'li.na',
      recorded_at: '2026-11-27T02:00:00.000Z',
    },
  ],
  earliest_go_live: '2026-12-04',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderModal(filing: FilingState) {
  vi.spyOn(adminApi, 'versions').mockResolvedValue([]);
  vi.spyOn(filingApi, 'get').mockResolvedValue(filing);
  const onPublish = vi.fn<(window: PublishWindow) => void>();
  render(
    <ConfigProvider locale={zhCN} theme={{ zeroRuntime: true }}>
      <PublishModal
        open
        busy={false}
        code="spring"
        liveVersion={null}
        afterEnd={undefined}
        onEditAfterEnd={() => {}}
        onCancel={() => {}}
        onPublish={onPublish}
        now={() => NOW}
      />
    </ConfigProvider>,
  );
  return { onPublish };
}

const publishButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /^(发\s*布|定时发布)$/ });

/** Types a China time into the start picker, as a marketer may. */
function typeStart(value: string) {
  const input = document.querySelector<HTMLInputElement>('input#publish-start')!;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('the publish dialog of a page that needs filing (需报备)', { timeout: 120_000 }, () => {
  it('marks a page 需报备, and then keeps publish disabled until a filing', async () => {
    renderModal(state({}));
    const setRequired = vi
      .spyOn(filingApi, 'setRequired')
      .mockResolvedValue(state({ required: true }));
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: /需报备/ });
    await waitFor(() => expect(publishButton().disabled).toBe(false));
    expect(box.checked).toBe(false);

    fireEvent.click(box);
    await waitFor(() => expect(setRequired).toHaveBeenCalledWith('spring', true));
    expect(await screen.findByText('尚未记录报备。')).toBeTruthy();
    expect(screen.getByText('该页面需报备：请先记录报备，之后才能发布。')).toBeTruthy();
    expect(publishButton().disabled).toBe(true);
  });

  it('shows the filings and the first day, publish disabled before it; a start then is allowed', async () => {
    const { onPublish } = renderModal(FILED);
    expect(await screen.findByText('最早可上线：2026-12-04')).toBeTruthy();
    expect(screen.getByText(/报备编号 BB-2026-001，2026-11-27 报备/)).toBeTruthy();
    expect(
      screen.getByText(
        '最早可上线：2026-12-04，在此之前不能发布（可选择“定时上线”于该日或之后）。',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('定时上线')).toBeTruthy());
    expect(publishButton().disabled).toBe(true);
    fireEvent.click(publishButton());
    expect(onPublish).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('定时上线'));
    typeStart('2026-12-03 20:00');
    expect(publishButton().disabled).toBe(true);
    typeStart('2026-12-04 09:00');
    await waitFor(() => expect(publishButton().disabled).toBe(false));
    fireEvent.click(publishButton());
    expect(onPublish).toHaveBeenCalledWith({
      starts_at: Date.parse('2026-12-04T09:00:00+08:00'),
    });
  });

  it('records a filing from its small form, checking the fields first', async () => {
    renderModal(state({ required: true }));
    const record = vi.spyOn(filingApi, 'record').mockResolvedValue(FILED);
    await screen.findByText('尚未记录报备。');
    fireEvent.click(screen.getByRole('button', { name: /记录报备/ }));
    expect(screen.getByText('请填写报备日期')).toBeTruthy();
    expect(record).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('报备日期'), { target: { value: '2026-11-27' } });
    fireEvent.change(screen.getByLabelText('报备编号'), { target: { value: ' BB-2026-001 ' } });
    fireEvent.click(screen.getByRole('button', { name: /记录报备/ }));
    await waitFor(() => expect(record).toHaveBeenCalledWith('spring', '2026-11-27', 'BB-2026-001'));
    expect(await screen.findByText('最早可上线：2026-12-04')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('报备编号').value).toBe('');
  });
});
