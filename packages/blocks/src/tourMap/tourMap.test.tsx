import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import TourMap from './tourMap.tsx';
import {
  chinaLandSvg,
  CHINA_PATHS,
  LABEL_SIZE,
  nearestCity,
  PICK_RADIUS,
  project,
} from './china-map-geometry.ts';

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
    // The land is the stylesheet's picture; the map draws the cities over it.
    expect(container.querySelectorAll('path')).toHaveLength(0);
    expect(container.querySelectorAll('[data-city]').length).toBeGreaterThan(30);
    expect(getByTestId('tour-map-total').textContent).toBe('5');
    expect(container.querySelector('[data-city="杭州"]')!.getAttribute('class')).toContain(
      'h5-tour-map-lit',
    );
  });

  it('sends the map without the cities’ dots, which the block draws once it runs', () => {
    const html = renderToString(
      <RuntimeProvider value={createFakeRuntime()}>
        <TourMap value={{ tour: 'xunjiang', title: '点亮你的城市' }} children={[]} path="p[0]" />
      </RuntimeProvider>,
    );
    expect(html).toContain('h5-tour-map-svg');
    expect(html).toContain('南海诸岛');
    expect(html).not.toContain('data-city');
    // The list picks any city before the block runs.
    expect(html).toContain('<option value="杭州">杭州</option>');
  });

  it('has its land picture drawn from the outline the cities are placed on', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), 'china-land.svg');
    const written = readFileSync(file, 'utf8');
    expect(
      written === chinaLandSvg(),
      `china-land.svg differs from the outline: write it again with
      npx tsx -e "import('./packages/blocks/src/tourMap/china-map-geometry.ts').then((m) => require('node:fs').writeFileSync('${file}', m.chinaLandSvg()))"`,
    ).toBe(true);
    expect(written.match(/<path /g)).toHaveLength(CHINA_PATHS.length);
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

  it("gives each city a box as wide as a tap's reach, while its dot stays small", () => {
    const { container } = show(createFakeRuntime());
    const city = container.querySelector('[data-city="拉萨"]')!;
    expect(city.querySelector('.h5-tour-map-reach')!.getAttribute('r')).toBe(String(PICK_RADIUS));
    expect(Number(city.querySelector('.h5-tour-map-dot')!.getAttribute('r'))).toBeLessThan(8);
    // The reach is where a tap picks this city: 28 units is 30 px on a 320-px phone (282 px wide).
    const [x, y] = project(91.13, 29.65);
    expect(nearestCity(x + PICK_RADIUS - 1, y)).toBe('拉萨');
    expect(nearestCity(x + PICK_RADIUS + 1, y)).toBeNull();
    expect(((2 * PICK_RADIUS * 282) / 530) | 0).toBeGreaterThanOrEqual(24);
  });

  it('offers every city in a list a thumb can use, with its count', async () => {
    const get = vi.fn(async () => ({ total: 5, cities: [{ city: '苏州', count: 5, lit: false }] }));
    const { container, getByLabelText, getByTestId } = show(
      createFakeRuntime({ api: { get } as never }),
    );
    await act(async () => {});
    const select = getByLabelText(/选择城市/) as HTMLSelectElement;
    expect(select.options).toHaveLength(1 + container.querySelectorAll('[data-city]').length);
    expect([...select.options].map((option) => option.textContent)).toContain('苏州（5 人点亮）');
    fireEvent.change(select, { target: { value: '苏州' } });
    expect(getByTestId('tour-map-selected').textContent).toBe('苏州 · 已有 5 人点亮');
    expect(container.querySelector('[data-city="苏州"]')!.getAttribute('class')).toContain(
      'h5-tour-map-selected',
    );
  });

  it('names lit cities at a readable size, leaving out a name that would cover another', async () => {
    const get = vi.fn(async () => ({
      total: 9,
      cities: [
        { city: '上海', count: 5, lit: false },
        { city: '苏州', count: 3, lit: false },
        { city: '成都', count: 1, lit: false },
      ],
    }));
    const { container } = show(createFakeRuntime({ api: { get } as never }));
    await act(async () => {});
    const labels = [...container.querySelectorAll('.h5-tour-map-label')];
    // 上海 and 苏州 sit 7 units apart: the more lit is named, both glow.
    expect(labels.map((label) => label.textContent)).toEqual(['上海 5', '成都 1']);
    expect(labels.every((label) => label.getAttribute('font-size') === String(LABEL_SIZE))).toBe(
      true,
    );
    expect(container.querySelectorAll('.h5-tour-map-glow')).toHaveLength(3);
    fireEvent.change(container.querySelector('select')!, { target: { value: '苏州' } });
    // The chosen city is named first.
    expect(
      [...container.querySelectorAll('.h5-tour-map-label')].map((label) => label.textContent),
    ).toEqual(['苏州 3', '成都 1']);
  });
});
