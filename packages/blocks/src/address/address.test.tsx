import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import AddressBlock from './address.tsx';
import { AddressField } from './address-field.tsx';
import { AddressPicker } from '../shared/region/address-picker.tsx';
import type { RegionNode } from '../shared/region/region-tree.ts';
import { EMPTY_ADDRESS } from '../shared/region/selected-address.ts';
import type { Address } from '../shared/region/selected-address.ts';
import { TEST_REGIONS } from '#test/test-regions.ts';
import { TIANHE_ADDRESS } from '#test/tianhe-address.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const loadTestRegions = () => Promise.resolve(TEST_REGIONS);

function showBlock(
  runtime: BlockRuntime = createFakeRuntime(),
  value: BlockValueMap['address'] = { title: '选择地区', buttonText: '立即注册' },
  loadRegions: () => Promise<RegionNode[]> = loadTestRegions,
) {
  render(
    <RuntimeProvider value={runtime}>
      <AddressBlock value={value} children={[]} path="page_schema[2]" loadRegions={loadRegions} />
    </RuntimeProvider>,
  );
  return runtime;
}

const field = () => screen.getByRole('button', { name: /请选择|省|市/ });
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const option = (name: string) => screen.getByRole('option', { name });

async function openPicker() {
  fireEvent.click(field());
  return screen.findByRole('listbox', { name: '省份' });
}

describe('address block: the picker', () => {
  it('shows 请选择 and no form until an address is chosen', () => {
    showBlock();
    expect(screen.getByText('选择地区')).toBeTruthy();
    expect(field().textContent).toBe('请选择');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on 省份, steps province -> city -> area, then closes with the chosen address', async () => {
    showBlock();
    const provinces = await openPicker();
    expect(
      within(provinces)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['北京市', '广东省', '无城市省', '无下级省']);
    expect(tabs()).toEqual(['省份']);

    fireEvent.click(option('广东省'));
    expect(screen.getByRole('listbox', { name: '城市' })).toBeTruthy();
    expect(tabs()).toEqual(['省份', '城市']);
    expect(screen.getByRole('tab', { name: '城市' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(option('广州市'));
    expect(tabs()).toEqual(['省份', '城市', '区县']);
    expect(
      within(screen.getByRole('listbox', { name: '区县' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['天河区', '其它区']);

    // Back on the province tab, the chosen province is highlighted.
    fireEvent.click(screen.getByRole('tab', { name: '省份' }));
    expect(option('广东省').getAttribute('aria-selected')).toBe('true');
    expect(option('北京市').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('tab', { name: '区县' }));

    fireEvent.click(option('天河区'));
    expect(field().textContent).toBe('广东省 广州市 天河区');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    // The register form shows once an address is chosen.
    expect(screen.getByRole('textbox', { name: '验证码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即注册' })).toBeTruthy();
  });

  it('reopens with the earlier choice highlighted on its last step', async () => {
    showBlock();
    await openPicker();
    fireEvent.click(option('北京市'));
    fireEvent.click(option('北京市'));
    fireEvent.click(option('海淀区'));
    expect(field().textContent).toBe('北京市 北京市 海淀区');
    fireEvent.click(field());
    const areas = await screen.findByRole('listbox', { name: '区县' });
    expect(within(areas).getByRole('option', { selected: true }).textContent).toBe('海淀区');
  });

  it('completes at the province when the province has no cities (no 城市 tab)', async () => {
    showBlock();
    await openPicker();
    fireEvent.click(option('无城市省'));
    expect(field().textContent).toBe('无城市省');
    fireEvent.click(field());
    await screen.findByRole('listbox', { name: '省份' });
    expect(tabs()).toEqual(['省份']);
  });

  it('completes at the city when the city has no areas (no 区县 tab)', async () => {
    showBlock();
    await openPicker();
    fireEvent.click(option('广东省'));
    fireEvent.click(option('无区县市'));
    expect(field().textContent).toBe('广东省 无区县市');
  });

  it('closing without choosing empties the address: 请选择 again and no form', async () => {
    showBlock();
    await openPicker();
    fireEvent.click(option('广东省'));
    fireEvent.click(option('广州市'));
    fireEvent.click(option('天河区'));
    expect(screen.getByRole('textbox', { name: '验证码' })).toBeTruthy();

    fireEvent.click(field());
    await screen.findByRole('listbox', { name: '区县' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(field().textContent).toBe('请选择');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull();
  });

  it('sends a visitor without a token to login instead when isNeedLogin is set', () => {
    const runtime = showBlock(createFakeRuntime(), { isNeedLogin: true });
    fireEvent.click(field());
    expect(runtime.env.login).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders on the server as the bare field (no popup, no region data)', () => {
    const loadRegions = vi.fn(loadTestRegions);
    const html = renderToString(
      <RuntimeProvider value={createFakeRuntime()}>
        <AddressBlock
          value={{ title: '选择地区' }}
          children={[]}
          path="p"
          loadRegions={loadRegions}
        />
      </RuntimeProvider>,
    );
    expect(html).toContain('请选择');
    expect(html).not.toContain('adm-popup');
    expect(loadRegions).not.toHaveBeenCalled();
  });
});

describe('AddressField', () => {
  it('calls onChange with the chosen address, and with EMPTY_ADDRESS when closed without choosing', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<Address>(TIANHE_ADDRESS);
      return (
        <AddressField
          value={value}
          loadRegions={loadTestRegions}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Harness />);
    expect(field().textContent).toBe('广东省 广州市 天河区');
    fireEvent.click(field());
    await screen.findByRole('listbox', { name: '区县' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_ADDRESS);
    expect(field().textContent).toBe('请选择');
  });
});

describe('AddressPicker', () => {
  it('is controlled: reports the address through onClose and loads regions only when shown', async () => {
    const onClose = vi.fn();
    const loadRegions = vi.fn(loadTestRegions);
    const { rerender } = render(
      <AddressPicker visible={false} onClose={onClose} loadRegions={loadRegions} />,
    );
    expect(loadRegions).not.toHaveBeenCalled();
    rerender(<AddressPicker visible onClose={onClose} loadRegions={loadRegions} />);
    await screen.findByRole('listbox', { name: '省份' });
    fireEvent.click(option('广东省'));
    fireEvent.click(option('深圳市'));
    fireEvent.click(option('福田区'));
    expect(onClose).toHaveBeenCalledWith({
      province: '广东省',
      provinceID: 44,
      city: '深圳市',
      cityID: 4403,
      area: '福田区',
      areaID: 440304,
    });
    expect(loadRegions).toHaveBeenCalledTimes(1);
  });

  it('closes with null from the close icon', async () => {
    const onClose = vi.fn();
    render(<AddressPicker visible onClose={onClose} loadRegions={loadTestRegions} />);
    await screen.findByRole('listbox', { name: '省份' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('shows loading, then a retry when the regions fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const loadRegions = vi.fn(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(TEST_REGIONS),
    );
    render(<AddressPicker visible onClose={() => {}} loadRegions={loadRegions} />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    const retry = await screen.findByRole('button', { name: '地区加载失败，点击重试' });
    fail = false;
    fireEvent.click(retry);
    await screen.findByRole('listbox', { name: '省份' });
    expect(loadRegions).toHaveBeenCalledTimes(2);
  });

  it('loads the shipped region data by default', async () => {
    render(<AddressPicker visible onClose={() => {}} />);
    await screen.findByRole('listbox', { name: '省份' }, { timeout: 5000 });
    expect(screen.getAllByRole('option')).toHaveLength(34);
    fireEvent.click(option('北京市'));
    fireEvent.click(option('北京市'));
    expect(option('海淀区')).toBeTruthy();
    await act(async () => {});
  });
});
