import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import TourPosters from './tourPosters.tsx';

describe('tourPosters block', () => {
  it('shows the posters of the server, and no script address', async () => {
    const get = vi.fn(async () => ({
      list: [
        { id: 1, city: '上海', title: '上海站', image: '/seed-assets/campaign/tour-poster-1.svg' },
        { id: 2, city: '杭州', title: '杭州站', image: 'javascript:alert(1)' },
      ],
    }));
    const runtime = createFakeRuntime({ api: { get } as never });
    const { container } = render(
      <RuntimeProvider value={runtime}>
        <TourPosters value={{ tour: 'xunjiang', title: '巡讲海报' }} children={[]} path="p" />
      </RuntimeProvider>,
    );
    expect(container.querySelector('.h5-tour-posters-empty')).not.toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.TOUR_POSTER_LIST,
      { tour: 'xunjiang' },
      { quiet: true },
    );
    const images = [...container.querySelectorAll('img')];
    // The caption names each poster; its picture is not named twice.
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['']);
    expect(container.querySelector('.h5-tour-poster-title')?.textContent).toBe('上海站');
  });
});
