import { describe, expect, it, vi } from 'vitest';
import type { Block } from '@h5-page/schema/page';
import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';
import { serverBlockElements, visibleHydration } from './visible-hydration.ts';

const block = (name: string): Block => ({ name, value: {}, children: [] }) as Block;

/** Server HTML as React writes it: each block's elements between its boundary's markers. */
function serverHtml(parts: string[]): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = parts.map((inner) => `<!--$-->${inner}<!--/$-->`).join('');
  // jsdom lays nothing out: every element gets a box unless it is hidden.
  for (const element of container.querySelectorAll('*')) {
    element.getClientRects = () =>
      ((element as HTMLElement).hidden ? [] : [new DOMRect(0, 0, 1, 1)]) as unknown as DOMRectList;
  }
  return container;
}

class FakeObserver {
  static last: FakeObserver | null = null;
  watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  /** The visitor scrolled near `element`. */
  near(element: Element) {
    this.callback(
      [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const fakeWindow = () =>
  ({ setTimeout: globalThis.setTimeout, IntersectionObserver: FakeObserver }) as unknown as Window;

/**
 * Whether `promise` has settled once the pending tasks have run: only ever asked where the
 * answer must be no, so a slow machine cannot turn it into a failure.
 */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('serverBlockElements', () => {
  it('finds each registered block by its boundary, nested boundaries and unknown blocks aside', () => {
    const container = serverHtml([
      '<p id="a">first</p>',
      '<div id="b"><!--$--><i>nested</i><!--/$--></div><span id="b2">second</span>',
      '',
      '<p id="d">fourth</p>',
    ]);
    const blocks = [
      block('text'),
      block('scrollView'),
      block('notABlock'),
      block('popup'),
      block('image'),
    ];
    const found = serverBlockElements(container, blocks);
    const ids = (index: number) => (found.get(index) ?? []).map((element) => element.id);
    expect(ids(0)).toEqual(['a']);
    expect(ids(1)).toEqual(['b', 'b2']);
    // The unknown block rendered nothing: the third boundary is the popup's, the fourth the image's.
    expect(found.has(2)).toBe(false);
    expect(ids(3)).toEqual([]);
    expect(ids(4)).toEqual(['d']);
  });
});

describe('visibleHydration', () => {
  const blocks = [block('button'), block('button'), block('button'), block('popup')];

  it('styles the blocks further down once the first screen lets go of them, not before', async () => {
    document.head.innerHTML = `<template id="${LATER_STYLES_ID}"><link rel="stylesheet" href="/v.css"></template>`;
    const sheet = () => document.head.querySelector('link[rel="stylesheet"]');
    const container = serverHtml(['<p>top</p>', '<p>empty list</p>', '<p>far</p>', '']);
    const hydration = visibleHydration(fakeWindow(), container, blocks, new Set([0]));
    expect(sheet()).toBeNull();
    hydration.start();
    await vi.waitFor(() => expect(sheet()?.getAttribute('href')).toBe('/v.css'));
    const emptyList = hydration.until(1);
    expect(await settled(emptyList)).toBe(false);
    // The sheet hides the second block (an empty list): it will never come into view, so it goes.
    container.querySelectorAll('p')[1]!.hidden = true;
    sheet()!.dispatchEvent(new Event('load'));
    await emptyList;
    expect(await settled(hydration.until(2))).toBe(false);
    document.head.innerHTML = '';
  });

  it('holds each block below the first screen until the visitor scrolls near it', async () => {
    const container = serverHtml(['<p>top</p>', '<p>middle</p>', '<p>far</p>', '']);
    const hydration = visibleHydration(fakeWindow(), container, blocks, new Set([0]));
    await hydration.until(0);
    const middle = hydration.until(1);
    const far = hydration.until(2);
    // The same promise each time React asks again.
    expect(hydration.until(1)).toBe(middle);
    expect(await settled(middle)).toBe(false);

    hydration.start();
    const observer = FakeObserver.last!;
    expect([...observer.watched].map((e) => e.textContent)).toEqual(['middle', 'far']);
    // The popup rendered nothing on the server: nothing of it can come into view, so it goes at once.
    await hydration.until(3);
    expect(await settled(middle)).toBe(false);

    observer.near(container.querySelectorAll('p')[1]!);
    await middle;
    expect(await settled(far)).toBe(false);
    expect([...observer.watched].map((e) => e.textContent)).toEqual(['far']);
  });

  it('lets go at once of the block a tap or focus reaches, and of every block for a tap it cannot place', async () => {
    const container = serverHtml(['<p>top</p>', '<p><button>go</button></p>', '<p>far</p>', '']);
    const hydration = visibleHydration(fakeWindow(), container, blocks, new Set([0]));
    hydration.start();
    const [middle, far] = [hydration.until(1), hydration.until(2)];
    await hydration.releaseFor(container.querySelector('button'));
    await middle;
    expect(await settled(far)).toBe(false);

    const input = document.createElement('input');
    container.querySelectorAll('p')[2]!.append(input);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await far;

    const again = visibleHydration(
      fakeWindow(),
      serverHtml(['<p>top</p>', '<p>a</p>', '<p>b</p>', '']),
      blocks,
      new Set([0]),
    );
    again.start();
    await again.releaseFor(null);
    await again.until(1);
    await again.until(2);
  });

  it('lets go of a block whose elements have no box, and of every block without IntersectionObserver', async () => {
    const container = serverHtml(['<p>top</p>', '<p hidden>hidden</p>', '<p>far</p>', '']);
    const hydration = visibleHydration(fakeWindow(), container, blocks, new Set([0]));
    hydration.start();
    await hydration.until(1);
    expect(await settled(hydration.until(2))).toBe(false);

    const bare = { setTimeout: globalThis.setTimeout } as unknown as Window;
    const plain = visibleHydration(
      bare,
      serverHtml(['<p>top</p>', '<p>a</p>', '<p>b</p>', '']),
      blocks,
      new Set([0]),
    );
    plain.start();
    await plain.until(2);
  });

  it('holds no static block: it is never hydrated, and a tap on it lets nothing go', async () => {
    const mixed = [block('button'), block('divider'), block('button')];
    const container = serverHtml(['<p>top</p>', '<p><b>line</b></p>', '<p>far</p>']);
    const hydration = visibleHydration(fakeWindow(), container, mixed, new Set([0]));
    hydration.start();
    const observer = FakeObserver.last!;
    expect([...observer.watched].map((e) => e.textContent)).toEqual(['far']);
    const far = hydration.until(2);
    await hydration.releaseFor(container.querySelector('b'));
    expect(await settled(far)).toBe(false);
  });

  it('lets a stub go once its whole block has come, and gives that block; never one that did not come', async () => {
    const stubs = [block('button'), block('scrollView'), block('scrollView')];
    const whole: Block[] = [
      block('button'),
      { name: 'scrollView', value: { height: 300 }, children: [block('image')] },
      { name: 'scrollView', value: { height: 200 }, children: [] },
    ];
    let arrive: (list: Block[]) => void = () => {};
    const coming = new Promise<Block[]>((resolve) => (arrive = resolve));
    const html = () => serverHtml(['<p>top</p>', '<p><button>go</button></p>', '<p>far</p>']);
    const container = html();
    const hydration = visibleHydration(fakeWindow(), container, stubs, new Set([0]), coming);
    hydration.start();
    const middle = hydration.until(1);
    void hydration.releaseFor(container.querySelector('button'));
    expect(await settled(middle)).toBe(false);
    expect(hydration.whole!(1)).toBeUndefined();

    arrive(whole);
    await middle;
    expect(hydration.whole!(1)).toBe(whole[1]);
    // The first screen's blocks were inlined whole: nothing replaces them.
    expect(hydration.whole!(0)).toBeUndefined();

    const failed = visibleHydration(
      fakeWindow(),
      html(),
      stubs,
      new Set([0]),
      Promise.reject(new Error('offline')),
    );
    failed.start();
    const kept = failed.until(1);
    // A tap on it waits on, rather than hydrate a stub into an empty block.
    expect(await settled(failed.releaseFor(null))).toBe(false);
    expect(await settled(kept)).toBe(false);
  });
});
