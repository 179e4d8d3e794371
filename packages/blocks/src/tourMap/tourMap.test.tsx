import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import TourMap from './tourMap.tsx';
import { CHINA_PATHS, nearestCity, project } from './china-map-geometry.ts';

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <TourMap value={{ tour: 'xunjiang', title: '点亮你的城市' }} children={[]} path="p[0]" />
    </RuntimeProvider>,
  );
}

describe('tourMap block', () => {
  it('draws the map and every city, and shows the lit counts of the server', async () => {
    const get = vi.fn(async () => ({ total: 5, cities: [{ city: '杭州', count: 5, lit: false }] }));
    const runtime = createFakeRuntime({ api: { get } as never });
    const { container, getByTestId } = show(runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.TOUR_CITY_LIGHTS,
      { tour: 'xunjiang' },
      { quiet: true },
    );
    expect(container.querySelectorAll('path')).toHaveLength(CHINA_PATHS.length);
    expect(container.querySelectorAll('[data-city]').length).toBeGreaterThan(30);
    expect(getByTestId('tour-map-total').textContent).toBe('5');
    expect(container.querySelector('[data-city="杭州"]')!.getAttribute('class')).toContain(
      'h5-tour-map-lit',
    );
  });

  it('picks the nearest city to a tap, none far from every city', () => {
    const [x, y] = project(120.16, 30.27);
    expect(nearestCity(x + 2, y + 1)).toBe('杭州');
    expect(nearestCity(0, 0)).toBeNull();
  });

  it('projects the north-east above and right of the south-west', () => {
    const [hx, hy] = project(126.63, 45.75);
    const [kx, ky] = project(102.83, 24.88);
    expect(hx).toBeGreaterThan(kx);
    expect(hy).toBeLessThan(ky);
  });

  it('sends a visitor without a token to login; lights the chosen city with one', async () => {
    const get = vi.fn(async () => ({ total: 0, cities: [] }));
    const post = vi.fn(async () => ({ city: '成都', count: 1, total: 1, already: false }));
    const anonymous = createFakeRuntime({ api: { get, post } as never });
    const first = show(anonymous);
    await act(async () => {});
    fireEvent.click(first.container.querySelector('[data-city="成都"]')!);
    fireEvent.click(first.getByRole('button', { name: '点亮成都' }));
    expect(anonymous.env.login).toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    first.unmount();

    const runtime = createFakeRuntime({
      api: { get, post } as never,
      auth: { token: () => 't' },
    });
    const { container, getByRole } = show(runtime);
    await act(async () => {});
    fireEvent.click(getByRole('button', { name: '点亮城市' }));
    expect(runtime.toast).toHaveBeenCalledWith('请先在地图上点选一个城市');
    fireEvent.click(container.querySelector('[data-city="成都"]')!);
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '点亮成都' }));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.TOUR_LIGHTEN_CITY,
      { tour: 'xunjiang', city: '成都' },
      { needToken: true },
    );
    expect(runtime.toast).toHaveBeenCalledWith('点亮成功！成都已有 1 人点亮');
    expect(get).toHaveBeenCalledTimes(3);
  });
});
