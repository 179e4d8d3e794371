import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Block } from '@h5-page/schema/page';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { preloadBlocks } from '../registry.ts';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import Suspension from './suspension.tsx';
import { suspensionDefinition } from './index.ts';
import { expectValidDefinition } from '#test/check-definition.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';

const content: Block[] = [{ name: 'empty', value: { height: 100 }, children: [] }];

let resize: (() => void) | null = null;
let barHeight = 0;

beforeEach(() => {
  resize = null;
  barHeight = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {
        resize = null;
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.classList.contains('h5-suspension') ? barHeight : 0;
    return {
      height,
      width: 375,
      top: 0,
      left: 0,
      right: 375,
      bottom: height,
      x: 0,
      y: 0,
      toJSON() {},
    } as DOMRect;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function element(value: BlockValueMap['suspension'], children: Block[] = content) {
  return (
    <RuntimeProvider value={createFakeRuntime()}>
      <Suspension value={value} children={children} path="page_schema[7]" />
    </RuntimeProvider>
  );
}

async function show(value: BlockValueMap['suspension']) {
  await preloadBlocks(content);
  return render(element(value));
}

describe('suspension block', () => {
  it('is a bar fixed at the bottom holding its children, with room for the home indicator', async () => {
    barHeight = 64;
    const { container } = await show({ position: 'bottom' });
    const bar = container.querySelector('.h5-suspension')!;
    expect(bar.classList.contains('h5-suspension-bottom')).toBe(true);
    expect(bar.querySelector('.h5-empty')).not.toBeNull();
    const box = bar.querySelector('.h5-suspension-box')!;
    expect(box.lastElementChild?.className).toBe('h5-suspension-safe-bottom');
  });

  it('keeps a spacer as high as the bar in the page flow, and follows the bar when it resizes', async () => {
    barHeight = 64;
    const { container } = await show({ position: 'bottom' });
    const spacer = container.querySelector<HTMLElement>('.h5-suspension-spacer')!;
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
    expect(spacer.nextElementSibling?.classList.contains('h5-suspension')).toBe(true);
    expect(spacer.style.height).toBe('64px');
    barHeight = 90;
    act(() => resize?.());
    expect(spacer.style.height).toBe('90px');
  });

  it('is a bar fixed at the top, clear of the notch, with its spacer', async () => {
    barHeight = 44;
    const { container } = await show({ position: 'top' });
    const bar = container.querySelector('.h5-suspension-top')!;
    expect(bar.querySelector('.h5-suspension-box')!.firstElementChild?.className).toBe(
      'h5-suspension-safe-top',
    );
    expect(container.querySelector<HTMLElement>('.h5-suspension-spacer')!.style.height).toBe(
      '44px',
    );
  });

  it.each([
    ['left', undefined, 'h5-suspension-align-center'],
    ['right', 'end', 'h5-suspension-align-end'],
    ['left', 'start', 'h5-suspension-align-start'],
  ] as const)(
    'floats at the %s side (align %s) without a spacer',
    async (position, align, alignClass) => {
      const { container } = await show({ position, ...(align ? { align } : {}) });
      const bar = container.querySelector('.h5-suspension')!;
      expect(bar.classList.contains(`h5-suspension-${position}`)).toBe(true);
      expect(bar.classList.contains(alignClass)).toBe(true);
      expect(container.querySelector('.h5-suspension-spacer')).toBeNull();
    },
  );

  it('falls back to the bottom bar for an unknown position', async () => {
    const { container } = await show({ position: 'middle' as 'bottom' });
    expect(container.querySelector('.h5-suspension-bottom')).not.toBeNull();
  });

  it('applies only the whitelisted style to the bar box', async () => {
    const { container } = await show({
      position: 'bottom',
      style: { backgroundColor: '#fff', padding: 16, position: 'static', top: 0 },
    });
    const box = container.querySelector<HTMLElement>('.h5-suspension-box')!;
    expect(box.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(box.style.padding).toBe('calc(16 * var(--h5-vw, 1vw) / 7.5)');
    expect(box.style.position).toBe('');
    expect(box.style.top).toBe('');
  });

  it('is in server HTML (visible without JavaScript) and hydrates without a mismatch', async () => {
    await preloadBlocks(content);
    const value = { position: 'bottom' as const, style: { backgroundColor: '#fff' } };
    const html = renderToString(element(value));
    expect(html).toContain('class="h5-suspension h5-suspension-bottom"');
    expect(html).toContain('class="h5-empty"');
    expect(html).toContain('class="h5-suspension-spacer"');

    barHeight = 70;
    const { container, errors, spy, unmount } = await hydrateHtml(html, element(value));
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLElement>('.h5-suspension-spacer')!.style.height).toBe(
      '70px',
    );
    unmount();
  });
});

describe('suspension definition', () => {
  it('has a valid default value and demo blocks (local images only)', () => {
    expectValidDefinition(suspensionDefinition);
  });
});
