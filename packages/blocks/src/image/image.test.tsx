import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';
import Image from './image.tsx';

type Observer = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
let observers: Observer[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const value: BlockValueMap['image'] = {
  url: 'https://cdn.example.com/banner.png',
  alt: '活动横幅',
  width: 750,
  height: 300,
};

function show(runtime: BlockRuntime, v: BlockValueMap['image'] = value) {
  return render(
    <RuntimeProvider value={runtime}>
      <Image value={v} children={[]} path="page_schema[1]" />
    </RuntimeProvider>,
  );
}

function intersect() {
  act(() => {
    for (const { callback } of observers) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

describe('image block', () => {
  it('loads only when within the lazy margin of the viewport', () => {
    const { container } = show(createFakeRuntime());
    expect(container.querySelector('img')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe('100px 50px 50px 100px');
    intersect();
    const img = screen.getByAltText('活动横幅') as HTMLImageElement;
    expect(img.src).toBe('https://cdn.example.com/banner.png');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('is eager and fetched first in server HTML when it is a first-screen picture', () => {
    const html = renderToString(
      <RuntimeProvider value={createFakeRuntime()}>
        <Image value={value} children={[]} path="page_schema[0]" priority />
      </RuntimeProvider>,
    );
    expect(html).toContain('loading="eager"');
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
    expect(html).not.toContain('loading="lazy"');
  });

  it('offers a media-library picture at phone widths for its share of the column, except on the first screen', () => {
    const media = { ...value, url: `/media/${'c'.repeat(64)}.png`, width: 375, height: 180 };
    const { container } = show(createFakeRuntime(), media);
    intersect();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      `${media.url}?w=240 240w, ${media.url}?w=480 480w, ${media.url} 750w`,
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 750px) 50vw, 375px');
    // The first screen's picture is the one the server preloads, by its own URL.
    expect(
      renderToString(
        <RuntimeProvider value={createFakeRuntime()}>
          <Image value={media} children={[]} path="page_schema[0]" priority />
        </RuntimeProvider>,
      ),
    ).not.toContain('srcSet');
    // Drawings and pictures hosted elsewhere go out as they are.
    const other = show(createFakeRuntime());
    intersect();
    expect(other.container.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });

  it('is a real lazy <img> in server HTML when it is on the first screen without priority', () => {
    const html = renderToString(
      <RuntimeProvider value={createFakeRuntime()}>
        <Image value={value} children={[]} path="page_schema[3]" firstScreen />
      </RuntimeProvider>,
    );
    expect(html).not.toContain('<noscript>');
    expect(html).toMatch(
      /<img [^>]*src="https:\/\/cdn.example.com\/banner.png"[^>]*loading="lazy"/,
    );
  });

  it('reserves its space from width and height so nothing shifts', () => {
    const { container } = show(createFakeRuntime());
    const box = container.querySelector<HTMLElement>('.h5-image')!;
    expect(box.style.aspectRatio).toBe('750 / 300');
    expect(box.style.width).toBe('calc(750 * var(--h5-vw, 1vw) / 7.5)');
  });

  it('takes the picture’s own aspect ratio when no height is set: a 750×420 upload is not cropped to 360', () => {
    const runtime = createFakeRuntime();
    const { container } = show(runtime, {
      url: '/media/abc.png',
      alt: '',
      width: 750,
      pictureWidth: 750,
      pictureHeight: 420,
    });
    const box = container.querySelector('.h5-image') as HTMLElement;
    expect(box.style.aspectRatio).toBe('750 / 420');
    intersect();
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '420']);
  });

  it('a set height fixes the box and crops the picture to it', () => {
    const runtime = createFakeRuntime();
    const { container } = show(runtime, {
      url: '/media/abc.png',
      width: 750,
      height: 360,
      pictureWidth: 750,
      pictureHeight: 420,
    });
    const box = container.querySelector('.h5-image') as HTMLElement;
    expect(box.style.aspectRatio).toBe('750 / 360');
    expect(box.className).toContain('h5-image-sized');
    intersect();
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '360']);
  });

  it('a narrower picture at a set width keeps its ratio, in server HTML too', () => {
    const html = renderToString(
      <RuntimeProvider value={createFakeRuntime()}>
        <Image
          value={{ url: '/media/abc.png', width: 375, pictureWidth: 600, pictureHeight: 900 }}
          children={[]}
          path="page_schema[1]"
          firstScreen
        />
      </RuntimeProvider>,
    );
    expect(html).toContain('aspect-ratio:600 / 900');
    expect(html).toContain('width="600" height="900"');
  });

  it('runs its action through the runtime when pressed', () => {
    const runtime = createFakeRuntime();
    const action = { type: 3 as const, popupId: 'p1' };
    show(runtime, { ...value, action });
    fireEvent.click(screen.getByRole('button', { name: '活动横幅' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(action, {
      path: 'page_schema[1]',
      block: 'image',
    });
  });

  it('sends a visitor without a token to login when the image needs login', () => {
    const runtime = createFakeRuntime();
    show(runtime, { ...value, action: { type: 7, atext: 'https://x.test' }, isNeedLogin: true });
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.env.login).toHaveBeenCalled();
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });

  it('is not a button without an action', () => {
    show(createFakeRuntime());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is an <img loading="lazy"> for browsers without JavaScript in server HTML, fetched by others when near, and hydrates without a mismatch', async () => {
    const runtime = createFakeRuntime();
    const element = (
      <RuntimeProvider value={runtime}>
        <Image value={value} children={[]} path="page_schema[1]" />
      </RuntimeProvider>
    );
    const html = renderToString(element);
    // Inside <noscript>: a browser that runs scripts never fetches it.
    expect(html).toMatch(/<noscript><img [^>]*src="https:\/\/cdn.example.com\/banner.png"/);
    expect(html).toContain('alt="活动横幅"');
    expect(html).toContain('loading="lazy"');

    const { container, errors, spy, unmount } = await hydrateHtml(html, element);
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector('.h5-image > img')).toBeNull();
    intersect();
    expect(container.querySelector('.h5-image > img')?.getAttribute('src')).toBe(value.url);
    expect(container.querySelector('noscript')).toBeNull();
    unmount();
  });
});
