import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { adminApi } from '../api/admin-api.ts';
import { PublishModal } from './publish-modal.tsx';
import { filingApi } from './filing-api.ts';
import type { PublishWindow } from './publish-modal.tsx';
import type { PageAfterEnd } from '@h5-page/schema/after-end';
import type { VersionSummary } from '../api/admin-api.ts';
import { versionSummary } from '#test/admin-answers.ts';

vi.hoisted(() => {
  // The marketer's browser may be in any zone; the builder must not care. Node reads TZ when it
  // changes, so the whole file runs in UTC, eight hours from China.
  process.env.TZ = 'UTC';
});

/** 2026-11-25 12:00 China time: the dialog's clock in these tests. */
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const at = (china: string) => Date.parse(`${china}:00+08:00`);

const NOT_REQUIRED = { required: false, filings: [], earliest_go_live: null, wait_working_days: 5 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderModal(
  liveVersion: number | null = 3,
  afterEnd: PageAfterEnd | undefined = undefined,
) {
  if (!vi.isMockFunction(adminApi.versions)) vi.spyOn(adminApi, 'versions').mockResolvedValue([]);
  // A page not marked 需报备 (publish-modal-filing.test.tsx has the marked ones).
  vi.spyOn(filingApi, 'get').mockResolvedValue(NOT_REQUIRED);
  const onPublish = vi.fn<(window: PublishWindow) => void>();
  const onEditAfterEnd = vi.fn();
  // No generated antd styles: jsdom weighs each computed style a popup asks for against every rule.
  render(
    <ConfigProvider locale={zhCN} theme={{ zeroRuntime: true }}>
      <PublishModal
        open
        busy={false}
        code="spring"
        liveVersion={liveVersion}
        afterEnd={afterEnd}
        onEditAfterEnd={onEditAfterEnd}
        onCancel={() => {}}
        onPublish={onPublish}
        now={() => NOW}
      />
    </ConfigProvider>,
  );
  return { onPublish, onEditAfterEnd };
}

/** The page's versions as the history answers them: v3 live with this window. */
function pageWindow(startsAt: string | null, endsAt: string | null) {
  const versions: VersionSummary[] = [
    versionSummary({ version: 3, starts_at: startsAt, ends_at: endsAt, current: true }),
  ];
  vi.spyOn(adminApi, 'versions').mockResolvedValue(versions);
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
/** The dialog has read the page's schedule: its choices are the page's. */
const loaded = () =>
  waitFor(() =>
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: /^(发\s*布|定时发布)$/ }).disabled,
    ).toBe(false),
  );
// The wrapper's class: jsdom's radios of both groups share one generated name, so one unchecks
// the other's input.
const checked = (label: string) =>
  screen
    .getByLabelText(label)
    .closest('.ant-radio-wrapper')!
    .classList.contains('ant-radio-wrapper-checked');

// antd's pickers and selects are slow to render in jsdom on a busy machine.
describe('the publish dialog', { timeout: 120_000 }, () => {
  it('publishes at once by default, naming no schedule, and says the live version is replaced', async () => {
    const { onPublish } = renderModal();
    await loaded();
    expect(screen.getByText('发布后立即替换线上版本，访客马上看到新内容。')).toBeTruthy();
    press(/^发\s*布$/);
    expect(onPublish).toHaveBeenCalledWith({});
  });

  it('waits for the page’s schedule before it can publish', () => {
    vi.spyOn(adminApi, 'versions').mockReturnValue(new Promise(() => {}));
    const { onPublish } = renderModal();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^发\s*布$/ });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('asks for a start time, and refuses one already past', async () => {
    const { onPublish } = renderModal();
    await loaded();
    fireEvent.click(screen.getByLabelText('定时上线'));
    press(/定时发布/);
    expect(screen.getByText('请选择上线时间')).toBeTruthy();
    typeTime('publish-start', '2026-11-24 20:00');
    expect(screen.getByText('上线时间已过，请选择将来的时间，或选择“立即上线”')).toBeTruthy();
    press(/定时发布/);
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('says the live version keeps serving until the start, and sends the start', async () => {
    const { onPublish } = renderModal();
    await loaded();
    fireEvent.click(screen.getByLabelText('定时上线'));
    typeTime('publish-start', '2026-11-30 20:00');
    expect(
      screen.getByText('当前线上版本继续展示，直到 11月30日 20:00；届时新版本自动上线。'),
    ).toBeTruthy();
    press(/定时发布/);
    expect(onPublish).toHaveBeenCalledWith({ starts_at: at('2026-11-30T20:00') });
  });

  it('tells a page never live that visitors see when it starts', async () => {
    renderModal(null);
    await loaded();
    fireEvent.click(screen.getByLabelText('定时上线'));
    typeTime('publish-start', '2026-11-30 20:00');
    expect(
      screen.getByText(
        '11月30日 20:00 之前，访客看到“活动将于 11月30日 20:00 开始”；届时页面自动上线。',
      ),
    ).toBeTruthy();
  });

  it('refuses an end before the start or already past', async () => {
    const { onPublish } = renderModal();
    await loaded();
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

  it('opens on the page’s end, and a plain 发布 keeps it', async () => {
    pageWindow('2026-11-01T00:00:00.000Z', '2026-11-30T15:59:00.000Z');
    const { onPublish } = renderModal(3, {
      kind: 'notice',
      message: '本期已结束',
      link_text: '查看下一期',
      link_url: '/h5-page/h5/next',
    });
    await loaded();
    expect(checked('定时结束')).toBe(true);
    expect(checked('立即上线')).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input#publish-end')!.value).toBe(
      '2026-11-30 23:59',
    );
    expect(
      screen.getByText(
        '11月30日 23:59 结束后，访客看到结束页：“本期已结束”，并可点击“查看下一期”。',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/将取消结束时间/)).toBeNull();
    press(/^发\s*布$/);
    // Nothing changed: the body names no bound, and the server keeps the page's start and end.
    expect(onPublish).toHaveBeenCalledWith({});
  });

  it('opens on a start still ahead, and sends only what the marketer changed', async () => {
    pageWindow('2026-11-28T12:00:00.000Z', '2026-11-30T15:59:00.000Z');
    const { onPublish } = renderModal();
    await loaded();
    expect(checked('定时上线')).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input#publish-start')!.value).toBe(
      '2026-11-28 20:00',
    );
    typeTime('publish-end', '2026-12-05 22:00');
    press(/定时发布/);
    expect(onPublish).toHaveBeenCalledWith({ ends_at: at('2026-12-05T22:00') });
  });

  it('removes an end only when chosen, with a warning, and sends ends_at: null', async () => {
    pageWindow(null, '2026-11-30T15:59:00.000Z');
    const { onPublish } = renderModal();
    await loaded();
    fireEvent.click(screen.getByLabelText('不设结束'));
    expect(
      screen.getByText(
        '将取消结束时间：页面原定 11月30日 23:59 结束，选择“不设结束”后活动结束也会继续展示。',
      ),
    ).toBeTruthy();
    expect(screen.getByText('页面不再自动结束（取消原定 11月30日 23:59 的结束）。')).toBeTruthy();
    press(/^发\s*布$/);
    expect(onPublish).toHaveBeenCalledWith({ ends_at: null });
  });

  it('says what the draft shows after the end, and leads to where it is edited', async () => {
    const { onPublish, onEditAfterEnd } = renderModal(3, {
      kind: 'redirect',
      url: '/h5-page/h5/summer',
    });
    await loaded();
    fireEvent.click(screen.getByLabelText('定时结束'));
    typeTime('publish-end', '2026-12-05 22:00');
    expect(
      screen.getByText('12月5日 22:00 结束后，访客看到自动跳转到 /h5-page/h5/summer。'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '在页面设置“活动结束后”中修改' }));
    expect(onEditAfterEnd).toHaveBeenCalled();
    press(/^发\s*布$/);
    // What follows the end is the draft's: the body never carries it.
    expect(onPublish).toHaveBeenCalledWith({ ends_at: at('2026-12-05T22:00') });
  });

  it('warns that a version already waiting for its start is replaced', async () => {
    vi.spyOn(adminApi, 'versions').mockResolvedValue([
      versionSummary({ version: 4, starts_at: '2026-12-01T12:00:00.000Z', scheduled: true }),
      versionSummary({ version: 3, current: true }),
    ]);
    renderModal();
    expect(
      await screen.findByText('已有定时上线的 v4（12月1日 20:00 上线），这次发布将取代它。'),
    ).toBeTruthy();
    // The waiting version's start is the page's schedule now.
    expect(checked('定时上线')).toBe(true);
  });
});
