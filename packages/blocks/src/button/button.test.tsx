import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { addBlockStylesheets, clippingStyles } from '#test/block-stylesheets.ts';
import { validateDefinitionPage } from '#test/validate-definition-page.ts';
import Button from './button.tsx';
import { alignOf, animationOf, buttonImageUrl, buttonStyle } from './button-look.ts';
import { buttonDefinition } from './index.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

type Value = BlockValueMap['button'];

const PATH = 'page_schema[4]';

function show(value: Value, runtime: BlockRuntime = createFakeRuntime()) {
  const result = render(
    <RuntimeProvider value={runtime}>
      <Button value={value} children={[]} path={PATH} />
    </RuntimeProvider>,
  );
  return { ...result, runtime };
}

const popupButton: Value = {
  type: 'text',
  text: '立即领取新春礼包',
  action: { type: 3, popupId: 'gift', actionName: '领取礼包' },
};

describe('text button', () => {
  it('shows its text in a button, centred by default, with no animation', () => {
    const { container } = show(popupButton);
    const button = screen.getByRole('button', { name: '立即领取新春礼包' });
    expect(button.className).toBe('h5-button-body h5-button-text');
    expect(container.firstElementChild!.className).toBe('h5-button h5-button-center');
    expect(button.getAttribute('style')).toBeNull();
  });

  it.each([
    ['left', 'h5-button h5-button-left'],
    ['right', 'h5-button h5-button-right'],
    ['center', 'h5-button h5-button-center'],
  ] as const)('align %s', (align, className) => {
    const { container } = show({ ...popupButton, align });
    expect(container.firstElementChild!.className).toBe(className);
  });

  it.each([
    ['pulse', 'h5-button-animate-pulse'],
    ['shake', 'h5-button-animate-shake'],
    ['breath', 'h5-button-animate-breath'],
    [true, 'h5-button-animate-pulse'],
  ] as const)('animate %s plays %s', (animate, className) => {
    show({ ...popupButton, animate });
    expect(screen.getByRole('button').classList.contains(className)).toBe(true);
  });

  it('no animation for false, none or an unknown name', () => {
    for (const animate of [false, 'none', 'spin', '']) {
      const { unmount } = show({ ...popupButton, animate });
      expect(screen.getByRole('button').className).not.toContain('animate');
      unmount();
    }
  });

  it('takes its size in design px and its colours (a gradient with backgroundTo)', () => {
    show({
      ...popupButton,
      width: 520,
      height: 80,
      color: '#8a2a00',
      background: '#ffe7a3',
      backgroundTo: '#ffc56b',
    });
    const style = screen.getByRole('button').style;
    expect(style.width).toBe('calc(520 * var(--h5-vw, 1vw) / 7.5)');
    expect(style.minHeight).toBe('calc(80 * var(--h5-vw, 1vw) / 7.5)');
    expect(style.color).toBe('rgb(138, 42, 0)');
    expect(style.background).toContain('linear-gradient(90deg');
  });

  it('wraps approved wording whole at 320 px: no ellipsis, no single line, no fixed height', () => {
    const removeStyles = addBlockStylesheets('shared/pill-button.css', 'button/button.css');
    try {
      const wording = '¥99 购买 Level-2 行情季卡（3 个月）';
      const phone = document.createElement('div');
      phone.style.width = '320px';
      document.body.append(phone);
      render(
        <RuntimeProvider value={createFakeRuntime()}>
          <Button value={{ ...popupButton, text: wording }} children={[]} path={PATH} />
        </RuntimeProvider>,
        { container: phone },
      );
      const button = screen.getByRole('button', { name: wording });
      expect(button.textContent).toBe(wording);
      expect(clippingStyles(phone)).toEqual([]);
      const pill = getComputedStyle(button);
      expect(pill.minHeight).toBe('88px');
      expect(pill.height).toBe('');
      expect(pill.overflowWrap).toBe('anywhere');
    } finally {
      removeStyles();
    }
  });

  it('takes a set height as the least height of a text button, the height of a picture', () => {
    const { unmount } = show({ ...popupButton, height: 80 });
    const style = screen.getByRole('button').style;
    expect(style.minHeight).toBe('calc(80 * var(--h5-vw, 1vw) / 7.5)');
    expect(style.height).toBe('');
    unmount();
    show({ type: 'image', image: { url: '/a.png', alt: '礼包' }, height: 80 });
    expect(screen.getByRole('button').style.height).toBe('calc(80 * var(--h5-vw, 1vw) / 7.5)');
  });

  it('drops a colour that could break out of its declaration', () => {
    expect(buttonStyle({ color: 'red;position:fixed', background: 'url(x.png)' })).toBeUndefined();
    expect(buttonStyle({ background: 'rgb(1, 2, 3)' })).toEqual({ background: 'rgb(1, 2, 3)' });
    expect(buttonStyle({ width: -1, height: Number.NaN })).toBeUndefined();
  });
});

describe('image button', () => {
  const imageButton: Value = {
    type: 'image',
    image: { url: '/seed-assets/course.svg', alt: '名师投资课' },
    action: { type: 7, atext: 'https://example.com/course' },
  };

  it('shows image.url with image.alt inside the button', () => {
    show(imageButton);
    const img = screen.getByAltText('名师投资课') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/seed-assets/course.svg');
    expect(img.closest('button')!.className).toBe('h5-button-body h5-button-image');
    expect(screen.getByRole('button', { name: '名师投资课' })).toBeTruthy();
  });

  it('uses the text as alt when there is none, and is a text button without an image URL', () => {
    const { unmount } = show({ ...imageButton, text: '查看课程', image: { url: '/a.png' } });
    expect(screen.getByAltText('查看课程')).toBeTruthy();
    unmount();
    show({ ...imageButton, text: '查看课程', image: { alt: 'x' } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button').className).toContain('h5-button-text');
  });

  it('a join-group button (no token: not joined) shows image.join', () => {
    show({
      type: 'image',
      image: { url: '/u.png', join: '/join.png', joined: '/joined.png', alt: '加入私享群' },
      action: { type: 13, groupId: 9 },
    });
    expect(screen.getByAltText('加入私享群').getAttribute('src')).toBe('/join.png');
    expect(buttonImageUrl({ join: '/j.png', joined: '/jd.png' }, 'joined')).toBe('/jd.png');
    expect(buttonImageUrl({ url: '/u.png', joined: '/jd.png' }, null)).toBe('/u.png');
  });
});

describe('pressing it', () => {
  it('with a token: reports the click, then runs the action through the dispatcher', () => {
    const runtime = createFakeRuntime({ auth: { token: () => 'tok' } });
    show({ ...popupButton, isNeedLogin: true }, runtime);
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.tracker.click).toHaveBeenCalledWith(
      '领取礼包',
      { block: 'button', path: PATH, type: 3 },
      { baidu: false },
    );
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 3, popupId: 'gift', actionName: '领取礼包' },
      { path: PATH, block: 'button' },
    );
    expect(runtime.env.login).not.toHaveBeenCalled();
  });

  it('isNeedLogin without a token: goes to login, and the action does not run', () => {
    const runtime = createFakeRuntime();
    show({ ...popupButton, isNeedLogin: true }, runtime);
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.env.login).toHaveBeenCalledTimes(1);
    expect(runtime.env.login).toHaveBeenCalledWith();
    expect(runtime.actions.run).not.toHaveBeenCalled();
    // The click still counts.
    expect(runtime.tracker.click).toHaveBeenCalledTimes(1);
  });

  it('without isNeedLogin: runs the action with no token', () => {
    const runtime = createFakeRuntime();
    show(popupButton, runtime);
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.actions.run).toHaveBeenCalledTimes(1);
    expect(runtime.env.login).not.toHaveBeenCalled();
  });

  it('asks for Baidu statistics when baiduStatistics is set (its label when it is a string)', () => {
    const runtime = createFakeRuntime();
    const { unmount } = show({ ...popupButton, baiduStatistics: true }, runtime);
    fireEvent.click(screen.getByRole('button'));
    unmount();
    show({ ...popupButton, baiduStatistics: 'spring_gift' }, runtime);
    fireEvent.click(screen.getByRole('button'));
    expect(vi.mocked(runtime.tracker.click).mock.calls.map((call) => call[2])).toEqual([
      { baidu: true },
      { baidu: 'spring_gift' },
    ]);
  });

  it('names the click by actionName, else the text, else the image alt', () => {
    const runtime = createFakeRuntime();
    const { unmount } = show({ type: 'text', text: '去开户', action: { type: 14 } }, runtime);
    fireEvent.click(screen.getByRole('button'));
    unmount();
    show({ type: 'image', image: { url: '/a.png', alt: '开户礼' } }, runtime);
    fireEvent.click(screen.getByRole('button'));
    const calls = vi.mocked(runtime.tracker.click).mock.calls;
    expect(calls.map((call) => call[0])).toEqual(['去开户', '开户礼']);
    // No action: the click is reported, nothing runs.
    expect(calls[1]![1]).toEqual({ block: 'button', path: PATH, type: null });
    expect(runtime.actions.run).toHaveBeenCalledTimes(1);
  });
});

describe('server rendering', () => {
  it('renders the same markup without running anything', () => {
    const runtime = createFakeRuntime();
    const html = renderToString(
      <RuntimeProvider value={runtime}>
        <Button
          value={{ ...popupButton, align: 'right', animate: 'shake', width: 400 }}
          children={[]}
          path={PATH}
        />
      </RuntimeProvider>,
    );
    expect(html).toBe(
      '<div class="h5-button h5-button-right"><button type="button" class="h5-button-body h5-button-text h5-button-animate-shake" style="width:calc(400 * var(--h5-vw, 1vw) / 7.5)"><span class="h5-button-label">立即领取新春礼包</span></button></div>',
    );
    expect(runtime.tracker.click).not.toHaveBeenCalled();
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });

  it('renders an image button as a lazy img the browser loads before hydration when near', () => {
    const html = renderToString(
      <RuntimeProvider value={createFakeRuntime()}>
        <Button
          value={{ type: 'image', image: { url: '/a.png', alt: '礼包' } }}
          children={[]}
          path={PATH}
        />
      </RuntimeProvider>,
    );
    expect(html).toContain(
      '<img class="h5-button-img" src="/a.png" alt="礼包" loading="lazy" decoding="async"/>',
    );
  });
});

describe('helpers and definition', () => {
  it('reads align and animate defensively', () => {
    expect(alignOf('top')).toBe('center');
    expect(alignOf(undefined)).toBe('center');
    expect(animationOf(' Shake ')).toBe('shake');
    expect(animationOf(1)).toBeNull();
  });

  it('its default value and demo blocks are valid page content', () => {
    const result = validateDefinitionPage(buttonDefinition);
    expect(result.ok && result.warnings).toEqual([]);
    for (const block of buttonDefinition.demo) {
      const urls = JSON.stringify(block.value).match(/https?:\/\/[^"]+/g) ?? [];
      expect(urls).toEqual([]);
    }
  });
});
