import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { adminApi } from './admin-api.ts';
import { PublishModal } from './publish-modal.tsx';
import type { PublishWindow } from './publish-modal.tsx';

vi.hoisted(() => {
  // The marketer's browser may be in any zone; the builder must not care. Node reads TZ when it
  // changes, so the whole file runs in UTC, eight hours from China.
  process.env.TZ = 'UTC';
});

/** 2026-11-25 12:00 China time: the dialog's clock in these tests. */
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const at = (china: string) => Date.parse(`${china}:00+08:00`);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderModal(liveVersion: number | null = 3) {
  if (!vi.isMockFunction(adminApi.versions)) vi.spyOn(adminApi, 'versions').mockResolvedValue([]);
  const onPublish = vi.fn<(window: PublishWindow) => void>();
  // No generated antd styles: jsdom weighs each computed style a popup asks for against every rule.
  render(
    <ConfigProvider locale={zhCN} theme={{ zeroRuntime: true }}>
      <PublishModal
        open
        busy={false}
        code="spring"
        liveVersion={liveVersion}
        onCancel={() => {}}
        onPublish={onPublish}
        now={() => NOW}
      />
    </ConfigProvider>,
  );
  return { onPublish };
}

/** Types a China time into one of the dialog's pickers, as a marketer may. */
function typeTime(id: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input#${id}`)!;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const press = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

// antd's pickers and selects are slow to render in jsdom on a busy machine.
describe('the publish dialog', { timeout: 120_000 }, () => {
  it('publishes at once by default and says the live version is replaced', () => {
    const { onPublish } = renderModal();
    expect(screen.getByText('发布后立即替换线上版本，访客马上看到新内容。')).toBeTruthy();
    press(/^发\s*布$/);
    expect(onPublish).toHaveBeenCalledWith({ start_at: null, end_at: null, after_end: null });
  });

  it('asks for a start time, and refuses one already past', () => {
    const { onPublish } = renderModal();
    fireEvent.click(screen.getByLabelText('定时上线'));
    press(/定时发布/);
    expect(screen.getByText('请选择上线时间')).toBeTruthy();
    typeTime('publish-start', '2026-11-24 20:00');
    expect(screen.getByText('上线时间已过，请选择将来的时间，或选择“立即上线”')).toBeTruthy();
    press(/定时发布/);
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('says the live version keeps serving until the start, and sends the window', () => {
    const { onPublish } = renderModal();
    fireEvent.click(screen.getByLabelText('定时上线'));
    typeTime('publish-start', '2026-11-30 20:00');
    expect(
      screen.getByText('当前线上版本继续展示，直到 11月30日 20:00；届时新版本自动上线。'),
    ).toBeTruthy();
    press(/定时发布/);
    expect(onPublish).toHaveBeenCalledWith({
      start_at: at('2026-11-30T20:00'),
      end_at: null,
      after_end: null,
    });
  });

  it('tells a page never live that visitors see when it starts', () => {
    renderModal(null);
    fireEvent.click(screen.getByLabelText('定时上线'));
    typeTime('publish-start', '2026-11-30 20:00');
    expect(
      screen.getByText(
        '11月30日 20:00 之前，访客看到“活动将于 11月30日 20:00 开始”；届时页面自动上线。',
      ),
    ).toBeTruthy();
  });

  it('refuses an end before the start or already past', () => {
    const { onPublish } = renderModal();
    fireEvent.click(screen.getByLabelText('定时上线'));
    typeTime('publish-start', '2026-11-30 20:00');
    fireEvent.click(screen.getByLabelText('定时结束'));
    press(/定时发布/);
    expect(screen.getByText('请选择结束时间')).toBeTruthy();
    typeTime('publish-end', '2026-11-30 19:00');
    expect(screen.getByText('结束时间必须晚于上线时间')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('立即上线'));
    typeTime('publish-end', '2026-11-20 10:00');
    expect(screen.getByText('结束时间已过，请选择将来的时间')).toBeTruthy();
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('asks for both halves of the ended page link, on this site or https, then sends it', () => {
    const { onPublish } = renderModal();
    fireEvent.click(screen.getByLabelText('定时结束'));
    typeTime('publish-end', '2026-12-05 22:00');
    fireEvent.change(screen.getByLabelText('按钮文字'), { target: { value: '查看下一期' } });
    press(/^发\s*布$/);
    expect(screen.getByText('按钮文字和链接地址需同时填写')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('链接地址'), {
      target: { value: 'javascript:alert(1)' },
    });
    expect(
      screen.getByText(
        '链接地址应为本站地址（以 / 开头，如 /h5-page/h5/spring）或 https:// 开头的网址',
      ),
    ).toBeTruthy();
    expect(onPublish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('链接地址'), { target: { value: '/h5-page/h5/next' } });
    fireEvent.change(screen.getByLabelText('结束页文案'), { target: { value: '感谢参与' } });
    expect(
      screen.getByText('12月5日 22:00 结束后，访客看到结束页：“感谢参与”，并可点击“查看下一期”。'),
    ).toBeTruthy();
    press(/^发\s*布$/);
    expect(onPublish).toHaveBeenCalledWith({
      start_at: null,
      end_at: at('2026-12-05T22:00'),
      after_end: {
        kind: 'notice',
        message: '感谢参与',
        link_text: '查看下一期',
        link_url: '/h5-page/h5/next',
      },
    });
  });

  it('warns that a version already waiting for its start is replaced', async () => {
    vi.spyOn(adminApi, 'versions').mockResolvedValue([
      {
        version: 4,
        published_at: 0,
        published_by: 'admin',
        starts_at: '2026-12-01T12:00:00.000Z',
        scheduled: true,
      },
      { version: 3, published_at: 0, published_by: 'admin', current: true },
    ]);
    renderModal();
    expect(
      await screen.findByText('已有定时上线的 v4（12月1日 20:00 上线），这次发布将取代它。'),
    ).toBeTruthy();
  });

  it('asks which page to send visitors to after the end, offering the other published pages', async () => {
    vi.spyOn(adminApi, 'listPages').mockResolvedValue([
      {
        code: 'spring',
        title: '春季',
        status: 'live',
        updated_at: null,
        updated_by: null,
        live_version: 1,
      },
      {
        code: 'summer',
        title: '夏季活动',
        status: 'live',
        updated_at: null,
        updated_by: null,
        live_version: 2,
      },
      {
        code: 'sketch',
        title: '草稿页',
        status: 'draft',
        updated_at: null,
        updated_by: null,
        live_version: null,
      },
    ]);
    const { onPublish } = renderModal();
    fireEvent.click(screen.getByLabelText('定时结束'));
    typeTime('publish-end', '2026-12-05 22:00');
    fireEvent.click(screen.getByLabelText('跳转到其他页面'));
    press(/^发\s*布$/);
    expect(screen.getByText('请选择结束后跳转的页面')).toBeTruthy();

    fireEvent.mouseDown(document.querySelector('#publish-redirect')!);
    const option = await waitFor(() => screen.getByTitle('夏季活动（summer）'));
    expect(screen.queryByTitle('春季（spring）')).toBeNull();
    expect(screen.queryByTitle('草稿页（sketch）')).toBeNull();
    expect(screen.queryByTitle('已结束（over）')).toBeNull();
    fireEvent.click(option);
    expect(
      screen.getByText('12月5日 22:00 结束后，访客将自动跳转到“夏季活动（summer）”。'),
    ).toBeTruthy();
    press(/^发\s*布$/);
    expect(onPublish).toHaveBeenCalledWith({
      start_at: null,
      end_at: at('2026-12-05T22:00'),
      after_end: { kind: 'redirect', url: '/h5-page/h5/summer' },
    });
  });
});
