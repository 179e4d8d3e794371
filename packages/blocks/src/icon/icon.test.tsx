import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import Icon from './icon.tsx';
import { DEFAULT_ICON_SIZE } from './icon-size.ts';
import { iconDefinition } from './index.ts';

type Value = BlockValueMap['icon'];

function element(value: Value, runtime: BlockRuntime) {
  return (
    <RuntimeProvider value={runtime}>
      <Icon value={value} children={[]} path="page_schema[7]" />
    </RuntimeProvider>
  );
}

const show = (value: Value, runtime = createFakeRuntime()) => render(element(value, runtime));

describe('icon block', () => {
  it('shows the image at `size` design px (96 by default) with alt and its text', () => {
    show({ url: '/icons/gift.png', alt: '礼包', text: '新春礼包', size: 80 });
    const img = screen.getByAltText('礼包') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/icons/gift.png');
    expect(img.style.width).toBe('calc(80 * var(--h5-vw, 1vw) / 7.5)');
    expect(img.style.height).toBe('calc(80 * var(--h5-vw, 1vw) / 7.5)');
    expect(screen.getByText('新春礼包')).toBeTruthy();
    const plain = show({ url: '/icons/gift.png', text: '直播' }).container.querySelector('img')!;
    expect(plain.style.width).toBe(`calc(${DEFAULT_ICON_SIZE} * var(--h5-vw, 1vw) / 7.5)`);
    expect(plain.getAttribute('alt')).toBe('直播');
  });

  it('is a badge of its text without an image', () => {
    const { container } = show({ text: '活动规则' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.h5-icon-badge')?.textContent).toBe('活动规则');
  });

  it('aligns by position, center by default', () => {
    expect(show({ text: 'a', position: 'left' }).container.firstElementChild?.className).toContain(
      'h5-icon-left',
    );
    expect(show({ text: 'a', position: 'right' }).container.firstElementChild?.className).toContain(
      'h5-icon-right',
    );
    expect(show({ text: 'a' }).container.firstElementChild?.className).toContain('h5-icon-center');
  });

  it('runs its action through the runtime when pressed', () => {
    const runtime = createFakeRuntime();
    const action = { type: 1 as const, pageName: 'coupons' };
    show({ text: '我的礼包', action }, runtime);
    fireEvent.click(screen.getByRole('button', { name: '我的礼包' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(action, {
      path: 'page_schema[7]',
      block: 'icon',
    });
  });

  it('reports the click, named by actionName or else its text', () => {
    const runtime = createFakeRuntime();
    show(
      { text: '我的礼包', action: { type: 1, pageName: 'coupons', actionName: '查看礼包' } },
      runtime,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.tracker.click).toHaveBeenCalledWith('查看礼包', {
      block: 'icon',
      path: 'page_schema[7]',
      type: 1,
    });
    const other = createFakeRuntime();
    show({ text: '联系客服', action: { type: 5 }, isNeedLogin: true }, other);
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }));
    expect(other.tracker.click).toHaveBeenCalledWith(
      '联系客服',
      expect.objectContaining({ type: 5 }),
    );
  });

  it('sends a visitor without a token to login first when it needs login', () => {
    const runtime = createFakeRuntime();
    show(
      { text: '我的礼包', action: { type: 1, pageName: 'coupons' }, isNeedLogin: true },
      runtime,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.env.login).toHaveBeenCalled();
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });

  it('runs the action of a login-only icon for a visitor with a token', () => {
    const runtime = createFakeRuntime({ auth: { token: () => 'token-1' } });
    show(
      { text: '我的礼包', action: { type: 1, pageName: 'coupons' }, isNeedLogin: true },
      runtime,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.actions.run).toHaveBeenCalled();
    expect(runtime.env.login).not.toHaveBeenCalled();
  });

  it('is not a button without an action, and renders nothing with neither image nor text', () => {
    show({ text: '说明' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(show({}).container.innerHTML).toBe('');
  });

  it('renders on the server', () => {
    const html = renderToString(
      element(
        { url: '/i.png', alt: '客服', text: '联系客服', action: { type: 5 } },
        createFakeRuntime(),
      ),
    );
    expect(html).toContain('<button type="button" class="h5-icon-body h5-icon-action">');
    expect(html).toContain('alt="客服"');
    expect(html).toContain('联系客服');
  });

  it('has demo blocks', () => {
    expect(iconDefinition.demo.every((block) => block.name === 'icon')).toBe(true);
  });
});
