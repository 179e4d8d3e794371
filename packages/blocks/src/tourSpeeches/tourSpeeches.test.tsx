import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { BLOCK_RETRY_TEXT } from '../block-retry.tsx';
import TourSpeeches from './tourSpeeches.tsx';
import type { SpeechItem } from './tourSpeeches.tsx';

const speech = (over: Partial<SpeechItem>): SpeechItem => ({
  id: 1,
  city: '上海',
  venue: '国际会议中心',
  date: '2027-03-14 14:00',
  speaker: '王建国',
  speaker_title: '首席投资顾问',
  topic: '开年行情展望',
  seats: 120,
  remain: 20,
  state: 'open',
  is_enrolled: false,
  ...over,
});

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <TourSpeeches value={{ tour: 'xunjiang', title: '巡讲日程' }} children={[]} path="p[1]" />
    </RuntimeProvider>,
  );
}

describe('tourSpeeches block', () => {
  it('lists the speeches with their state on the button', async () => {
    const get = vi.fn(async () => ({
      list: [
        speech({}),
        speech({ id: 2, city: '杭州', state: 'full', remain: 0 }),
        speech({ id: 3, city: '北京', state: 'ended' }),
        speech({ id: 4, city: '成都', is_enrolled: true }),
      ],
    }));
    const { container } = show(createFakeRuntime({ api: { get } as never }));
    await act(async () => {});
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['立即报名', '名额已满', '已结束', '已报名']);
    expect(container.textContent).toContain('剩余 20 / 120 席');
    expect(container.textContent).toContain('主讲：王建国 · 首席投资顾问');
  });

  it('offers another try when the list does not come, and lists it once it does', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new Error('请求超时'))
      .mockResolvedValueOnce({ list: [speech({})] });
    const { container, getByRole } = show(createFakeRuntime({ api: { get } as never }));
    await act(async () => {});
    expect(container.textContent).toContain(BLOCK_RETRY_TEXT.MESSAGE);
    expect(container.textContent).not.toContain('场次加载中');
    await act(async () => {
      fireEvent.click(getByRole('button', { name: BLOCK_RETRY_TEXT.RETRY }));
    });
    expect(get).toHaveBeenCalledTimes(2);
    expect(getByRole('button', { name: '立即报名' })).toBeTruthy();
    expect(container.textContent).not.toContain(BLOCK_RETRY_TEXT.MESSAGE);
  });

  it('enrols through the server with a token, else sends to login', async () => {
    const get = vi.fn(async () => ({ list: [speech({})] }));
    const post = vi.fn(async () => ({ remain: 19, already: false }));
    const anonymous = createFakeRuntime({ api: { get, post } as never });
    const first = show(anonymous);
    await act(async () => {});
    fireEvent.click(first.getByRole('button', { name: '立即报名' }));
    expect(anonymous.env.login).toHaveBeenCalled();
    first.unmount();

    const runtime = createFakeRuntime({ api: { get, post } as never, auth: { token: () => 't' } });
    const { getByRole } = show(runtime);
    await act(async () => {});
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '立即报名' }));
    });
    expect(post).toHaveBeenCalledWith(API_PATHS.TOUR_ENROLL, { speech_id: 1 }, { needToken: true });
    expect(runtime.toast).toHaveBeenCalledWith('报名成功！上海站见，请准时到场');
  });

  it('reloads after a refusal (the runtime shows its msg)', async () => {
    const get = vi.fn(async () => ({ list: [speech({})] }));
    const post = vi.fn(async () => Promise.reject(new Error('该场次名额已满')));
    const runtime = createFakeRuntime({ api: { get, post } as never, auth: { token: () => 't' } });
    const { getByRole } = show(runtime);
    await act(async () => {});
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '立即报名' }));
    });
    expect(get).toHaveBeenCalledTimes(2);
    expect(runtime.toast).not.toHaveBeenCalled();
  });
});
