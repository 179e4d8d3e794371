import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { addStatsDays, statsDateOf } from '@h5-page/schema/stats-period';
import { adminAnswer } from '#test/admin-app.tsx';
import { clickButton } from '#test/editor-queries.ts';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';
import { DayHoursCard } from './day-hours-card.tsx';

/** A day's 24 hours, quiet but for `busy` (hour → views); each day's views tell the days apart. */
const dayOf = (date: string, busy: Record<number, number>) => ({
  date,
  hours: Array.from({ length: 24 }, (_, hour) => {
    const views = busy[hour] ?? 0;
    return {
      hour,
      page_views: views,
      unique_visitors: Math.ceil(views / 2),
      clicks: Math.floor(views / 3),
      leads: Math.floor(views / 10),
    };
  }),
});

const TODAY = statsDateOf(Date.now());
const DAYS: Record<string, ReturnType<typeof dayOf>> = {
  [TODAY]: dayOf(TODAY, { 9: 12 }),
  '2026-03-01': dayOf('2026-03-01', { 0: 7, 23: 1_234 }),
  '2026-03-02': dayOf('2026-03-02', { 10: 40 }),
};

/** The dates the card asked for, in order. */
function serveDays(): string[] {
  const asked: string[] = [];
  stubSignedInFetch('editor', ({ path }) => {
    const match = /^\/pages\/spring\/stats\/hours\?date=(.+)$/.exec(path);
    if (!match) return undefined;
    const date = decodeURIComponent(match[1]!);
    asked.push(date);
    return adminAnswer(DAYS[date] ?? dayOf(date, {}));
  });
  return asked;
}

/** The table's rows as their cells' text. */
const rows = () =>
  [...document.querySelectorAll('.day-hours .ant-table-tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one day hour by hour', { timeout: 180_000 }, () => {
  it('shows today, then the day chosen, as a table of 24 hours in Beijing time', async () => {
    const asked = serveDays();
    const onError = vi.fn();
    const view = render(
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <App>
          <DayHoursCard code="spring" onError={onError} />
        </App>
      </ConfigProvider>,
    );
    await waitFor(() => expect(asked).toEqual([TODAY]));
    expect(screen.getByText('分时数据（北京时间）')).toBeTruthy();
    // The chart first, with the hours behind its tooltip; the table on asking.
    expect(await screen.findByRole('img', { name: `${TODAY} 分时趋势图` })).toBeTruthy();
    fireEvent.click(screen.getByText('表格'));
    await waitFor(() => expect(rows()).toHaveLength(24));
    expect(rows()[9]).toEqual(['09:00–10:00', '12', '6', '4', '1']);
    expect(rows()[0]).toEqual(['00:00–01:00', '0', '0', '0', '0']);
    // Today is the last day there is.
    expect(
      [...view.container.querySelectorAll('button')].find((b) => b.textContent === '后一天')
        ?.disabled,
    ).toBe(true);

    // A day typed into the picker.
    const input = view.container.querySelector<HTMLInputElement>('.ant-picker input')!;
    expect(input.value).toBe(TODAY);
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-03-01' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(rows()[23]).toEqual(['23:00–24:00', '1,234', '617', '411', '123']));
    expect(asked.at(-1)).toBe('2026-03-01');
    expect(rows()[0]).toEqual(['00:00–01:00', '7', '4', '2', '0']);
    expect(rows()[10]).toEqual(['10:00–11:00', '0', '0', '0', '0']);

    // A step to the next day, then back past the first.
    clickButton('后一天');
    await waitFor(() => expect(rows()[10]).toEqual(['10:00–11:00', '40', '20', '13', '4']));
    expect(asked.at(-1)).toBe('2026-03-02');
    expect(input.value).toBe('2026-03-02');
    clickButton('前一天');
    clickButton('前一天');
    await waitFor(() => expect(asked.at(-1)).toBe(addStatsDays('2026-03-01', -1)));
    await waitFor(() => expect(rows()[23]).toEqual(['23:00–24:00', '0', '0', '0', '0']));
    expect(onError).not.toHaveBeenCalled();
  });
});
