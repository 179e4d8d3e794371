import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstScreen } from './first-screen.ts';
import type { InlinedPageData } from './client-config.ts';
import {
  firstScreenReads,
  inlinedFirstScreen,
  laterBlocksUrl,
  withLaterBlocks,
} from './later-blocks.ts';
import type { ActivityPage, Block } from './page.ts';
import { isStaticBlock } from './static-blocks.ts';

const page = (page_schema: Block[]): ActivityPage =>
  ({ code: 'p', title: '页', page_schema }) as unknown as ActivityPage;

const blocks = fc.array(
  fc.record({
    name: fc.constantFrom('empty', 'image', 'text', 'button', 'popup', 'suspension', 'retainPopup'),
    value: fc.record(
      {
        height: fc.integer({ min: 0, max: 900 }),
        url: fc.constant('/a.png'),
        width: fc.constantFrom(375, 750, 1500),
        action: fc.record({ type: fc.integer({ min: 0, max: 3 }) }),
        html: fc.constantFrom('<p>说明</p>', '<p><a href="/x">规则</a></p>'),
        trigger: fc.constantFrom('load', 'back'),
      },
      { requiredKeys: [] },
    ),
    children: fc.constant([] as Block[]),
  }),
  { maxLength: 30 },
);

describe('withLaterBlocks', () => {
  it('keeps the first screen whole and every block classified as it was', () => {
    fc.assert(
      fc.property(blocks, (list) => {
        const whole = page(list as Block[]);
        const inlined = withLaterBlocks(whole).page_schema;
        const screen = firstScreen(whole.page_schema);
        expect(firstScreen(inlined).indices).toEqual(screen.indices);
        expect(firstScreen(inlined).imageUrls).toEqual(screen.imageUrls);
        inlined.forEach((block, index) => {
          expect(block.name).toBe(list[index]!.name);
          expect(isStaticBlock(block)).toBe(isStaticBlock(list[index] as Block));
          if (screen.indices.has(index)) expect(block).toBe(list[index]);
        });
      }),
    );
  });

  it('cuts the blocks past the first screen to what classifies them', () => {
    const text = '<p>很长的说明……</p>'.repeat(20);
    const whole = page([
      { name: 'empty', value: { height: 2000 }, children: [] },
      { name: 'text', value: { html: text }, children: [] },
      { name: 'image', value: { url: '/b.png', action: { type: 2 } }, children: [] },
      {
        name: 'scrollView',
        value: { height: 300 },
        children: [{ name: 'image', value: { url: '/c.png' }, children: [] }],
      },
    ]);
    expect(withLaterBlocks(whole).page_schema.slice(1)).toEqual([
      { name: 'text', value: {}, children: [] },
      { name: 'image', value: { action: { type: 2 } }, children: [] },
      { name: 'scrollView', value: {}, children: [] },
    ]);
  });

  it('leaves a page that fits its first screen as it is', () => {
    const whole = page([{ name: 'button', value: { text: '报名' }, children: [] }]);
    expect(withLaterBlocks(whole)).toBe(whole);
  });

  it('names the version and the variant in the address', () => {
    expect(laterBlocksUrl('double11', 42)).toBe(
      '/n8sf/api/activity/v1/activity-page/blocks?code=double11&version=42',
    );
    expect(laterBlocksUrl('a b', 7, 'B')).toBe(
      '/n8sf/api/activity/v1/activity-page/blocks?code=a+b&version=7&variant=B',
    );
  });
});

describe('firstScreenReads', () => {
  it('keeps the answers of the first screen’s reads only', () => {
    const whole = page([
      { name: 'course', value: { view: 'videos', limit: 3 }, children: [] },
      { name: 'empty', value: { height: 3000 }, children: [] },
      { name: 'productCard', value: { topic: 'jjfz' }, children: [] },
    ]);
    const near = '/n8sf/api/video/v1/list?limit=3';
    const far = '/oabase/api/personal-app/v1/topic-products?topic=jjfz';
    expect(firstScreenReads(whole, { [near]: { list: [] }, [far]: { list: [] } })).toEqual({
      [near]: { list: [] },
    });
    expect(firstScreenReads(whole, { [far]: { list: [] } })).toBeUndefined();
    expect(firstScreenReads(whole, undefined)).toBeUndefined();
  });
});

describe('inlinedFirstScreen', () => {
  const data = (whole: ActivityPage, reads?: Record<string, unknown>): InlinedPageData =>
    ({
      page: whole,
      code: 'p',
      preview: false,
      now: 0,
      laterBlocks: laterBlocksUrl('p', 3),
      ...(reads ? { reads } : {}),
    }) as unknown as InlinedPageData;

  it('names an address only when some block is left for it', () => {
    fc.assert(
      fc.property(blocks, (list) => {
        const whole = page(list as Block[]);
        const inlined = inlinedFirstScreen(data(whole));
        const cut = firstScreen(whole.page_schema).indices.size < list.length;
        expect(inlined.laterBlocks).toBe(cut ? laterBlocksUrl('p', 3) : undefined);
        expect(inlined.page).toEqual(withLaterBlocks(whole));
      }),
    );
  });

  it('keeps the whole reads of a page that fits its first screen, and the first screen’s of a longer one', () => {
    const near = '/n8sf/api/video/v1/list?limit=3';
    const far = '/oabase/api/personal-app/v1/topic-products?topic=jjfz';
    const course: Block = { name: 'course', value: { view: 'videos', limit: 3 }, children: [] };
    const short = inlinedFirstScreen(data(page([course]), { [near]: { list: [] } }));
    expect(short).not.toHaveProperty('laterBlocks');
    expect(short.reads).toEqual({ [near]: { list: [] } });
    const long = inlinedFirstScreen(
      data(
        page([
          course,
          { name: 'empty', value: { height: 3000 }, children: [] },
          { name: 'productCard', value: { topic: 'jjfz' }, children: [] },
        ]),
        { [near]: { list: [] }, [far]: { list: [] } },
      ),
    );
    expect(long.reads).toEqual({ [near]: { list: [] } });
    expect(long.laterBlocks).toBe(laterBlocksUrl('p', 3));
  });

  it('leaves data that names no address as it is', () => {
    const preview = { ...data(page([])) };
    delete preview.laterBlocks;
    expect(inlinedFirstScreen(preview)).toBe(preview);
  });
});
