import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Block } from '@h5-page/schema/page';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { blockRegistry, preloadBlocks } from '../registry.ts';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import ScrollView from './scrollView.tsx';
import { safeStyle } from '../shared/safe-style.ts';
import { scrollViewDefinition } from './index.ts';
import { expectValidDefinition } from '#test/check-definition.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const items: Block[] = [40, 60, 80].map((height) => ({
  name: 'empty',
  value: { height },
  children: [],
}));

function element(value: BlockValueMap['scrollView'], children: Block[] = items) {
  return (
    <RuntimeProvider value={createFakeRuntime()}>
      <ScrollView value={value} children={children} path="page_schema[2]" />
    </RuntimeProvider>
  );
}

async function show(value: BlockValueMap['scrollView'], children: Block[] = items) {
  await preloadBlocks(children);
  const result = render(element(value, children));
  await vi.waitFor(() =>
    expect(result.container.querySelectorAll('.h5-empty')).toHaveLength(children.length),
  );
  return result;
}

describe('scrollView block', () => {
  it('lays its children side by side in one horizontally scrolling track', async () => {
    const { container } = await show({});
    const track = container.querySelector('.h5-scroll-view-track')!;
    expect(track.children).toHaveLength(3);
    expect(Array.from(track.children).map((c) => (c as HTMLElement).style.height)).toEqual([
      'calc(40 * var(--h5-vw, 1vw) / 7.5)',
      'calc(60 * var(--h5-vw, 1vw) / 7.5)',
      'calc(80 * var(--h5-vw, 1vw) / 7.5)',
    ]);
    expect(container.querySelector('.h5-scroll-view-tab')).toBeNull();
  });

  it('renders the children with their own paths (page_schema[2].children[i])', async () => {
    const seen: string[] = [];
    const registry = blockRegistry as Record<string, unknown>;
    const saved = registry.empty;
    const { lazyChunk } = await import('../load-chunk.ts');
    registry.empty = {
      component: lazyChunk(async () => ({
        default: ({ path }: { path: string }) => {
          seen.push(path);
          return <i className="h5-empty" />;
        },
      })),
    };
    try {
      await show({});
      expect([...new Set(seen)]).toEqual([
        'page_schema[2].children[0]',
        'page_schema[2].children[1]',
        'page_schema[2].children[2]',
      ]);
    } finally {
      registry.empty = saved;
    }
  });

  it('applies the whitelisted style: layout on the track, the rest on the box, unsafe parts dropped', async () => {
    const { container } = await show({
      style: {
        backgroundColor: '#fff7f0',
        padding: '20px 30px',
        gap: 24,
        position: 'fixed',
        backgroundImage: 'url(javascript:alert(1))',
        color: 'red;position:fixed',
      },
    });
    const box = container.querySelector<HTMLElement>('.h5-scroll-view')!;
    const track = container.querySelector<HTMLElement>('.h5-scroll-view-track')!;
    expect(box.style.backgroundColor).toBe('rgb(255, 247, 240)');
    expect(box.style.position).toBe('');
    expect(box.style.backgroundImage).toBe('');
    expect(box.style.color).toBe('');
    expect(track.style.gap).toBe('calc(24 * var(--h5-vw, 1vw) / 7.5)');
    expect(track.style.padding).toBe(
      'calc(20 * var(--h5-vw, 1vw) / 7.5) calc(30 * var(--h5-vw, 1vw) / 7.5)',
    );
  });

  it('as tabs: the pressed item becomes current, gets the underline and is scrolled to the middle', async () => {
    const { container } = await show({ tab: true });
    const track = container.querySelector<HTMLElement>('.h5-scroll-view-track')!;
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    const second = track.children[1] as HTMLElement;
    Object.defineProperty(second, 'offsetLeft', { value: 300 });
    Object.defineProperty(second, 'offsetWidth', { value: 120 });
    Object.defineProperty(track, 'clientWidth', { value: 375 });
    expect(track.dataset.current).toBe('0');
    expect(container.querySelector('.h5-scroll-view-indicator')).not.toBeNull();

    fireEvent.click(second);
    expect(track.dataset.current).toBe('1');
    expect(scrollTo).toHaveBeenCalledWith({ left: 300 - (375 - 120) / 2, behavior: 'smooth' });
    const indicator = container.querySelector<HTMLElement>('.h5-scroll-view-indicator')!;
    expect(indicator.style.transform).toBe('translateX(300px)');
    expect(indicator.style.width).toBe('120px');
  });

  it('as tabs: a tablist of tabs, one selected and in the tab order; keys move and select', async () => {
    const { container } = await show({ tab: true });
    const track = container.querySelector<HTMLElement>('.h5-scroll-view-track')!;
    track.scrollTo = vi.fn() as unknown as typeof track.scrollTo;
    expect(track.getAttribute('role')).toBe('tablist');
    const tabs = Array.from(track.querySelectorAll<HTMLElement>(':scope > [role="tab"]'));
    expect(tabs).toHaveLength(3);
    const state = () =>
      tabs.map((t) => `${t.getAttribute('aria-selected')}/${t.tabIndex}`).join(' ');
    expect(state()).toBe('true/0 false/-1 false/-1');

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(state()).toBe('false/-1 true/0 false/-1');
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(state()).toBe('false/-1 false/-1 true/0');
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(state()).toBe('false/-1 false/-1 true/0');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(state()).toBe('true/0 false/-1 false/-1');
    fireEvent.click(tabs[1]!.firstElementChild!);
    expect(state()).toBe('false/-1 true/0 false/-1');
  });

  it('as tabs with labels: each tab shows its own pane, the nth child', async () => {
    const panes: Block[] = ['精选内容', '策略内容', '直播内容'].map((text) => ({
      name: 'button',
      value: { type: 'text', text },
      children: [],
    }));
    await preloadBlocks(panes);
    render(
      element(
        {
          tab: true,
          tabs: [{ label: '精选推荐' }, { label: '投顾策略' }, { label: '名师直播课' }],
        },
        panes,
      ),
    );
    const shown = () => screen.getAllByRole('tabpanel').map((pane) => pane.textContent);
    await vi.waitFor(() => expect(shown()).toEqual(['精选内容']));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '精选推荐',
      '投顾策略',
      '名师直播课',
    ]);
    expect(screen.getByRole('tabpanel', { name: '精选推荐' }).textContent).toBe('精选内容');

    fireEvent.click(screen.getByRole('tab', { name: '投顾策略' }));
    expect(shown()).toEqual(['策略内容']);
    expect(screen.getByRole('tab', { name: '投顾策略' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: '投顾策略' }), { key: 'End' });
    expect(shown()).toEqual(['直播内容']);
    expect(screen.getByRole('tabpanel', { name: '名师直播课' })).toBeTruthy();
  });

  it('the demo tab bar gives every tab a pane of its own', () => {
    const bar = scrollViewDefinition.demo.find((block) => block.value.tab === true)!;
    const tabs = bar.value.tabs as { label: string }[];
    expect(tabs.map((t) => t.label)).toContain('精选推荐');
    expect(bar.children).toHaveLength(tabs.length);
    const htmls = bar.children.map((child) => String(child.value.html));
    expect(new Set(htmls).size).toBe(htmls.length);
  });

  it('is no tab bar without `tab`: pressing an item changes nothing', async () => {
    const { container } = await show({ tab: false });
    const track = container.querySelector<HTMLElement>('.h5-scroll-view-track')!;
    fireEvent.click(track.children[1]!);
    expect(track.dataset.current).toBeUndefined();
    expect(container.querySelector('.h5-scroll-view-indicator')).toBeNull();
  });

  it('renders its children in server HTML (no underline yet) and hydrates without a mismatch', async () => {
    await preloadBlocks(items);
    const value = { tab: true, style: { gap: 10 } };
    const html = renderToString(element(value));
    expect(html).toContain('class="h5-scroll-view h5-scroll-view-tab"');
    expect(html.match(/class="h5-empty"/g)).toHaveLength(3);
    expect(html).not.toContain('h5-scroll-view-indicator');

    const { errors, spy, unmount } = await hydrateHtml(html, element(value));
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    unmount();
  });
});

describe('safeStyle', () => {
  it('keeps whitelisted properties; numbers and px of lengths are design px', () => {
    expect(
      safeStyle({
        backgroundColor: '#fff',
        borderRadius: 16,
        border: '2px solid #cf2b24',
        opacity: 0.9,
        zIndex: 3,
      }),
    ).toEqual({
      backgroundColor: '#fff',
      borderRadius: 'calc(16 * var(--h5-vw, 1vw) / 7.5)',
      border: 'calc(2 * var(--h5-vw, 1vw) / 7.5) solid #cf2b24',
      opacity: 0.9,
      zIndex: 3,
    });
  });

  it('drops unknown properties and values that could inject or fetch anything', () => {
    expect(
      safeStyle({
        position: 'fixed',
        top: 0,
        background: 'red',
        backgroundColor: 'url(https://evil.test/x.png)',
        color: 'expression(alert(1))',
        padding: '1px;position:fixed',
        margin: '0 }body{display:none',
        borderColor: '"red"',
        fontSize: '\\31 2px',
        width: Number.NaN,
        height: { x: 1 },
        boxShadow: 'image-set(x 1x)',
      }),
    ).toEqual({});
  });

  it('takes nothing from what is not an object', () => {
    expect(safeStyle(undefined)).toEqual({});
    expect(safeStyle('color:red')).toEqual({});
    expect(safeStyle([1])).toEqual({});
  });
});

describe('scrollView definition', () => {
  it('has a valid default value and demo blocks (local images only)', () => {
    expectValidDefinition(scrollViewDefinition);
  });
});
