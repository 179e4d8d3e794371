import { describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { publicReadKey, courseRead } from '@h5-page/schema/public-reads';
import { courseValueSchema } from '@h5-page/schema/block-values/course';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { answering } from '#test/answering.ts';
import CourseBlock from './course.tsx';

function show(value: Record<string, unknown>, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <CourseBlock value={courseValueSchema.parse(value)} children={[]} path="page_schema[0]" />
    </RuntimeProvider>,
  );
}

describe('course block', () => {
  it('calendar: the days from today, then the chosen day sessions with their status', async () => {
    const get = answering(async () => ({
      days: [
        {
          date: '2030-03-04',
          activities: [
            {
              id: 1,
              title: '盘前早知道',
              teacher: '李明',
              start_time: '08:30',
              end_time: '09:30',
              status: 'ended',
            },
          ],
        },
        {
          date: '2030-03-05',
          activities: [
            {
              id: 2,
              title: '财报季',
              teacher: '王芳',
              start_time: '19:30',
              end_time: '20:30',
              status: 'upcoming',
            },
          ],
        },
      ],
    }));
    const { container, getByRole } = show(
      { view: 'calendar', days: 2 },
      createFakeRuntime({ api: { get } }),
    );
    await act(async () => {});
    // The query as it goes on the wire (the read's key holds it).
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/live/v1/activities-calendar',
      { days: '2' },
      { quiet: true },
    );
    expect(container.querySelector('.h5-course-sessions')?.textContent).toBe(
      '08:30–09:30盘前早知道李明已结束看回放',
    );
    fireEvent.click(getByRole('tab', { name: /05/ }));
    expect(container.querySelector('.h5-course-sessions')?.textContent).toBe(
      '19:30–20:30财报季王芳未开始预约',
    );
  });

  const CALENDAR = {
    days: [
      {
        date: '2030-03-04',
        activities: [
          {
            id: 1,
            title: '盘前',
            teacher: '甲',
            start_time: '08:30',
            end_time: '09:30',
            status: 'ended',
          },
          {
            id: 2,
            title: '直播',
            teacher: '乙',
            start_time: '10:00',
            end_time: '11:00',
            status: 'live',
          },
          {
            id: 3,
            title: '晚间',
            teacher: '丙',
            start_time: '19:30',
            end_time: '20:30',
            status: 'upcoming',
          },
        ],
      },
    ],
  };

  it('calendar: a past or live session opens the live room; an upcoming one asks a visitor to log in', async () => {
    const get = answering(async () => CALENDAR);
    const runtime = createFakeRuntime({ api: { get } });
    const { getByRole } = show({ view: 'calendar', days: 1 }, runtime);
    await act(async () => {});
    fireEvent.click(getByRole('button', { name: '看回放盘前' }));
    expect(runtime.env.openAppPage).toHaveBeenCalledWith('liveRoom', { id: '1' });
    fireEvent.click(getByRole('button', { name: '进入直播直播' }));
    expect(runtime.env.openAppPage).toHaveBeenCalledWith('liveRoom', { id: '2' });
    fireEvent.click(getByRole('button', { name: '预约晚间' }));
    expect(runtime.env.login).toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('calendar: logged in, shows what was reserved; reserving and cancelling toast and flip the button', async () => {
    const get = answering(async (...args: unknown[]) =>
      args[0] === '/n8sf/api/live/v1/my-reservations' ? { ids: [] } : CALENDAR,
    );
    const post = answering(async (...args: unknown[]) => ({
      id: 3,
      reserved: args[0] === '/n8sf/api/live/v1/reserve',
    }));
    const runtime = createFakeRuntime({ api: { get, post }, auth: { token: () => 't' } });
    const { getByRole } = show({ view: 'calendar', days: 1 }, runtime);
    await act(async () => {});
    const reserve = getByRole('button', { name: '预约晚间' });
    expect(reserve.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(reserve);
    });
    expect(post).toHaveBeenCalledWith(
      '/n8sf/api/live/v1/reserve',
      { activity_id: 3 },
      { needToken: true },
    );
    expect(runtime.toast).toHaveBeenLastCalledWith('已预约，开播前将提醒您');
    const cancel = getByRole('button', { name: '取消预约晚间' });
    expect(cancel.textContent).toBe('已预约');
    expect(cancel.getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(cancel);
    });
    expect(post).toHaveBeenLastCalledWith(
      '/n8sf/api/live/v1/cancel-reservation',
      { activity_id: 3 },
      { needToken: true },
    );
    expect(runtime.toast).toHaveBeenLastCalledWith('已取消预约');
    expect(getByRole('button', { name: '预约晚间' }).textContent).toBe('预约');
  });

  it('renders the answer the server inlined, on the server and after hydration, with no call', async () => {
    const value = courseValueSchema.parse({ view: 'videos', limit: 3 });
    const reads = {
      [publicReadKey(courseRead(value))]: {
        list: [
          {
            id: 9,
            title: '均线系统的正确用法',
            teacher: '李明',
            category: '技术',
            duration_seconds: 742,
            poster: '/p.svg',
            video_url: '/v.mp4',
          },
        ],
      },
    };
    const get = answering(async () => ({ list: [] }));
    const runtime = { ...createFakeRuntime({ api: { get } }), reads };
    const element = (
      <RuntimeProvider value={runtime}>
        <CourseBlock value={value} children={[]} path="page_schema[0]" />
      </RuntimeProvider>
    );
    expect(renderToString(element)).toContain('均线系统的正确用法');
    const { container } = render(element);
    await act(async () => {});
    expect(container.textContent).toContain('12:22');
    expect(get).not.toHaveBeenCalled();
  });

  it('an answer inlined for another query is not used: the block reads its own', async () => {
    const get = answering(async () => ({ days: [] }));
    const runtime = {
      ...createFakeRuntime({ api: { get } }),
      reads: { '/n8sf/api/live/v1/activities-calendar?days=7': { days: [] } },
    };
    const { container } = show({ view: 'calendar', days: 3 }, runtime);
    expect(container.textContent).toContain('正在加载直播日历…');
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/live/v1/activities-calendar',
      { days: '3' },
      { quiet: true },
    );
    expect(container.textContent).toContain('暂无直播安排');
  });

  it('videos: lists them and plays the one tapped', async () => {
    const get = answering(async () => ({
      list: [
        {
          id: 1,
          title: '三分钟看懂K线',
          teacher: '张伟',
          category: '入门',
          duration_seconds: 186,
          poster: '/p.svg',
          video_url: '/v.mp4',
        },
      ],
    }));
    const { container, getByRole } = show({ view: 'videos' }, createFakeRuntime({ api: { get } }));
    await act(async () => {});
    expect(container.textContent).toContain('3:06');
    const play = getByRole('button', { name: /^播放\s?三分钟看懂K线/ });
    expect(play.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(play);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/v.mp4');
    // The row names the player it starts, and says it is the one playing.
    expect(play.getAttribute('aria-controls')).toBe(video?.id);
    expect(play.getAttribute('aria-pressed')).toBe('true');
  });
});
