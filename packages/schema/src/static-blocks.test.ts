import { describe, expect, it } from 'vitest';
import type { Block } from './page.ts';
import fc from 'fast-check';
import { classifiedStub, interactiveBlocks, isStaticBlock } from './static-blocks.ts';

const block = (name: string, value: Record<string, unknown> = {}): Block => ({
  name,
  value,
  children: [],
});

describe('isStaticBlock', () => {
  it('takes layout and footer blocks as static whatever their value', () => {
    for (const name of ['divider', 'empty', 'logo', 'copyright']) {
      expect(isStaticBlock(block(name)), name).toBe(true);
    }
  });

  it('takes an image or icon as static only without an action', () => {
    expect(isStaticBlock(block('image', { url: '/a.png' }))).toBe(true);
    expect(isStaticBlock(block('image', { url: '/a.png', action: { type: 0 } }))).toBe(true);
    expect(isStaticBlock(block('image', { url: '/a.png', action: { type: '7' } }))).toBe(false);
    expect(isStaticBlock(block('icon', { text: '热', action: { type: 3 } }))).toBe(false);
    expect(isStaticBlock(block('icon', { text: '热' }))).toBe(true);
  });

  it('takes a text or snippet as static only without a link', () => {
    expect(isStaticBlock(block('text', { html: '<p>说明</p>' }))).toBe(true);
    expect(isStaticBlock(block('text', { html: '<p><A href="/x">规则</A></p>' }))).toBe(false);
    expect(isStaticBlock(block('code', { html: '<a\nhref="/x">x</a>' }))).toBe(false);
    expect(isStaticBlock(block('code', { html: '<abbr>ETF</abbr>' }))).toBe(true);
  });

  it('takes a progress bar as static only without a live record to follow', () => {
    expect(isStaticBlock(block('progress', { current: 3, limit: 10 }))).toBe(true);
    expect(isStaticBlock(block('progress', { id: '  ' }))).toBe(true);
    expect(isStaticBlock(block('progress', { id: 12 }))).toBe(false);
    expect(isStaticBlock(block('progress', { id: 'v-1' }))).toBe(false);
  });

  it('takes every other block, and a block without a value, as interactive', () => {
    expect(isStaticBlock(block('button', { text: '报名' }))).toBe(false);
    expect(isStaticBlock(block('leadForm'))).toBe(false);
    expect(isStaticBlock({ name: 'divider', value: null as never, children: [] })).toBe(false);
    expect(isStaticBlock(block('toString'))).toBe(false);
  });

  it('interactiveBlocks keeps the rest in order', () => {
    const list = [block('image'), block('button'), block('divider'), block('notice')];
    expect(interactiveBlocks(list).map((each) => each.name)).toEqual(['button', 'notice']);
  });
});

describe('classifiedStub', () => {
  const values = fc.oneof(
    fc.constant(null),
    fc.record(
      {
        action: fc.oneof(
          fc.constant(undefined),
          fc.record({ type: fc.oneof(fc.integer(), fc.string()) }),
        ),
        html: fc.oneof(fc.string(), fc.constantFrom('<p>说明</p>', '<a href="/x">规则</a>')),
        id: fc.oneof(fc.string(), fc.integer(), fc.constant('  ')),
        url: fc.string(),
        height: fc.integer(),
      },
      { requiredKeys: [] },
    ),
  );
  const names = fc.constantFrom(
    ...['divider', 'empty', 'logo', 'copyright', 'image', 'icon', 'text', 'code', 'progress'],
    ...['button', 'popup', 'scrollView', 'toString', 'leadForm'],
  );

  it('classifies as the whole block does, and keeps no more than the rule reads', () => {
    fc.assert(
      fc.property(names, values, (name, value) => {
        const whole = {
          name,
          value: value as Record<string, unknown>,
          children: [block('button')],
        };
        const stub = classifiedStub(whole);
        expect(isStaticBlock(stub)).toBe(isStaticBlock(whole));
        expect(stub.children).toEqual([]);
        if (value !== null) expect(Object.keys(stub.value)).not.toContain('url');
      }),
    );
  });

  it('keeps of a value only what decides', () => {
    const image = block('image', { url: '/a.png', width: 750, action: { type: 2, url: '/x' } });
    expect(classifiedStub(image).value).toEqual({ action: { type: 2, url: '/x' } });
    expect(classifiedStub(block('button', { text: '报名' })).value).toEqual({});
  });
});
