import { describe, expect, it } from 'vitest';
import type { Block } from './page.ts';
import { firstScreen, styledAtFirstPaint } from './first-screen.ts';

const block = (name: string, value: Record<string, unknown> = {}): Block => ({
  name,
  value,
  children: [],
});

describe('firstScreen', () => {
  it('stacks blocks from the top until one phone screen is filled', () => {
    const blocks = [
      block('image', { url: '/a.png', width: 750, height: 360 }),
      block('countdown', { type: 1 }),
      block('empty', { height: 1000 }),
      block('button', { type: 'text' }),
      block('image', { url: '/b.png', width: 750, height: 300 }),
    ];
    const screen = firstScreen(blocks);
    // 360 + 200 + 1000 = 1560 < 1624: the button crosses the bottom edge; the last image is below.
    expect([...screen.indices]).toEqual([0, 1, 2, 3]);
    expect(screen.blocks.map((b) => b.name)).toEqual(['image', 'countdown', 'empty', 'button']);
    expect([...screen.priorityImages]).toEqual([0]);
    expect(screen.imageUrls).toEqual(['/a.png']);
  });

  it('counts overlays shown at once wherever they are, and popups as taking no room', () => {
    const blocks = [
      block('popup', { id: 'p' }),
      block('empty', { height: 3000 }),
      block('image', { url: '/far.png', width: 750, height: 300 }),
      block('suspension'),
      block('retainPopup', { trigger: 'load' }),
      block('retainPopup'),
      block('retainPopup', { trigger: 'leave' }),
    ];
    const screen = firstScreen(blocks);
    // A retain popup waiting for a back press is not seen on the first screen.
    expect([...screen.indices]).toEqual([0, 1, 3, 4]);
    expect(screen.imageUrls).toEqual([]);
  });

  it("fetches a first-screen carousel's first slide first, not one below the screen", () => {
    const slides = (name: string) => ({
      list: [{ url: `/${name}-1.png` }, { url: `/${name}-2.png` }],
    });
    const blocks = [
      block('swiper', slides('top')),
      block('empty', { height: 2000 }),
      block('swiper', slides('below')),
      block('swiper', { list: 'not a list' }),
    ];
    const screen = firstScreen(blocks);
    expect(screen.imageUrls).toEqual(['/top-1.png']);
    expect([...screen.priorityImages]).toEqual([0]);
    expect(
      firstScreen([block('swiper', { list: [] }), block('swiper', { list: [null] })]).imageUrls,
    ).toEqual([]);
  });

  it('fetches at most two pictures first, scaled to the column width', () => {
    const blocks = [
      block('image', { url: '/1.png', width: 1500, height: 400 }),
      block('image', { url: '/2.png', width: 750, height: 200 }),
      block('image', { url: '/3.png', width: 750, height: 200 }),
      block('image', { url: '' }),
    ];
    const screen = firstScreen(blocks);
    expect(screen.indices.size).toBe(4);
    expect(screen.imageUrls).toEqual(['/1.png', '/2.png']);
    expect([...screen.priorityImages]).toEqual([0, 1]);
  });
});

describe('styledAtFirstPaint', () => {
  it('styles a screen and a half of blocks and the overlays drawn at once, not what lies further down', () => {
    const blocks = [
      block('image', { url: '/a.png', width: 750, height: 1500 }),
      block('countdown', { type: 1 }),
      block('empty', { height: 600 }),
      block('button', { type: 'text' }),
      block('video'),
      block('retainPopup', { trigger: 'load' }),
      block('suspension'),
      block('retainPopup'),
    ];
    // 1500 + 200 = 1700 crosses the first screen; + 600 = 2300 < 2436: the button starts within
    // a screen and a half, the video (at 2440) below it.
    expect(firstScreen(blocks).blocks.map((b) => b.name)).toEqual([
      'image',
      'countdown',
      'retainPopup',
      'suspension',
    ]);
    expect(styledAtFirstPaint(blocks).map((b) => b.name)).toEqual([
      'image',
      'countdown',
      'empty',
      'button',
      'retainPopup',
      'suspension',
    ]);
  });
});
