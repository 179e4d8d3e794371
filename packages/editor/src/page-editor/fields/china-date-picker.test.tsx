import '#test/jsdom-layout.ts';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ChinaDateTimePicker, chinaPickerValue, instantOfChinaPick } from './china-date-picker.tsx';

vi.hoisted(() => {
  // The marketer's browser may be in any zone; the builder must not care. Node reads TZ when it
  // changes, so the whole file runs in UTC, eight hours from China.
  process.env.TZ = 'UTC';
});

const NOV_30_2000_CHINA = Date.parse('2026-11-30T20:00:00+08:00');

function renderPicker(value: unknown) {
  const onChange = vi.fn();
  const view = render(
    <ConfigProvider locale={zhCN}>
      <ChinaDateTimePicker id="end" value={value} onChange={onChange} />
    </ConfigProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input#end')!;
  return { onChange, input };
}

describe('the China-time date-time picker', () => {
  it('runs in a zone other than China time', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(0);
  });

  it('shows a stored instant as its China date and time', () => {
    const { input } = renderPicker(NOV_30_2000_CHINA);
    expect(input.value).toBe('2026-11-30 20:00');
    expect(chinaPickerValue(NOV_30_2000_CHINA).hour()).toBe(20);
  });

  it('stores what is typed as China time, in milliseconds', () => {
    const { input, onChange } = renderPicker(undefined);
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-11-30 20:00' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith(NOV_30_2000_CHINA);
    expect(NOV_30_2000_CHINA).toBe(Date.UTC(2026, 10, 30, 12, 0));
  });

  it('stores a day chosen on the calendar, with its time, as China time', async () => {
    const { input, onChange } = renderPicker(NOV_30_2000_CHINA);
    await userEvent.click(input);
    const panel = await waitFor(() => {
      const dropdown = document.querySelector<HTMLElement>('.ant-picker-dropdown');
      expect(dropdown).not.toBeNull();
      return dropdown!;
    });
    // The week starts on Monday and the days are named in Chinese.
    const weekDays = [...panel.querySelectorAll('.ant-picker-content thead th')].map(
      (th) => th.textContent,
    );
    expect(weekDays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(within(panel).getByText('11月')).toBeTruthy();
    act(() => {
      fireEvent.click(panel.querySelector('td[title="2026-11-28"]')!);
    });
    fireEvent.click(within(panel).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenLastCalledWith(Date.parse('2026-11-28T20:00:00+08:00'));
  });

  it('stores the minute the picker shows, without the seconds of the value before', async () => {
    const { input, onChange } = renderPicker(Date.parse('2027-02-20T23:59:59+08:00'));
    await userEvent.click(input);
    const panel = await waitFor(() => {
      const dropdown = document.querySelector<HTMLElement>('.ant-picker-dropdown');
      expect(dropdown).not.toBeNull();
      return dropdown!;
    });
    act(() => {
      fireEvent.click(panel.querySelector('td[title="2027-02-18"]')!);
    });
    fireEvent.click(within(panel).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenLastCalledWith(Date.parse('2027-02-18T23:59:00+08:00'));
  });

  it('keeps a choice not yet confirmed while the builder renders it again', async () => {
    const onChange = vi.fn();
    const picker = (
      <ConfigProvider locale={zhCN}>
        <ChinaDateTimePicker id="end" value={NOV_30_2000_CHINA} onChange={onChange} />
      </ConfigProvider>
    );
    const view = render(picker);
    await userEvent.click(view.container.querySelector<HTMLInputElement>('input#end')!);
    const panel = await waitFor(() => {
      const dropdown = document.querySelector<HTMLElement>('.ant-picker-dropdown');
      expect(dropdown).not.toBeNull();
      return dropdown!;
    });
    act(() => {
      fireEvent.click(panel.querySelector('td[title="2026-11-28"]')!);
    });
    // An autosave lands: the field renders again with the same stored value.
    view.rerender(
      <ConfigProvider locale={zhCN}>
        <ChinaDateTimePicker id="end" value={NOV_30_2000_CHINA} onChange={onChange} />
      </ConfigProvider>,
    );
    fireEvent.click(within(panel).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenLastCalledWith(Date.parse('2026-11-28T20:00:00+08:00'));
  });

  it('clears to no value (the field becomes absent)', () => {
    const onChange = vi.fn();
    expect(instantOfChinaPick(chinaPickerValue(0))).toBe(0);
    const view = render(<ChinaDateTimePicker value={NOV_30_2000_CHINA} onChange={onChange} />);
    const clear = view.container.querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
