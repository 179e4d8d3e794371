import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { expectValidDefinition } from '#test/check-definition.ts';
import Divider from './divider.tsx';
import { dividerDefinition } from './index.ts';

const vw = (px: number) => `calc(${px} * var(--h5-vw, 1vw) / 7.5)`;

function line(value: BlockValueMap['divider']) {
  const { container } = render(<Divider value={value} children={[]} path="page_schema[0]" />);
  return {
    box: container.querySelector<HTMLElement>('.h5-divider')!,
    hr: container.querySelector<HTMLElement>('hr.h5-divider-line')!,
  };
}

describe('divider block', () => {
  it('draws its line in the colour, thickness and style given, with its margins', () => {
    const { box, hr } = line({
      color: '#cf2b24',
      thickness: 4,
      lineStyle: 'dashed',
      marginTop: 10,
      marginBottom: 30,
      sideMargin: 0,
    });
    expect(box.style.paddingTop).toBe(vw(10));
    expect(box.style.paddingBottom).toBe(vw(30));
    expect([box.style.paddingLeft, box.style.paddingRight]).toEqual([vw(0), vw(0)]);
    expect(hr.style.borderTopWidth).toBe(vw(4));
    expect(hr.style.borderTopStyle).toBe('dashed');
    expect(hr.style.borderTopColor).toBe('rgb(207, 43, 36)');
  });

  it('falls back to a 2-px light line 24 px above and below, 32 px from the sides', () => {
    const { box, hr } = line({});
    expect([box.style.paddingTop, box.style.paddingBottom]).toEqual([vw(24), vw(24)]);
    expect([box.style.paddingLeft, box.style.paddingRight]).toEqual([vw(32), vw(32)]);
    expect(hr.style.borderTopWidth).toBe(vw(2));
    // Style and colour are the stylesheet's.
    expect(hr.style.borderTopStyle).toBe('');
    expect(hr.style.borderTopColor).toBe('');
  });

  it('ignores a stray colour or style and keeps lengths within bounds', () => {
    const { box, hr } = line({
      color: 'red;position:fixed',
      lineStyle: 'double',
      thickness: 99,
      marginTop: -5,
    } as unknown as BlockValueMap['divider']);
    expect(hr.style.borderTopColor).toBe('');
    expect(hr.style.borderTopStyle).toBe('');
    expect(hr.style.borderTopWidth).toBe(vw(20));
    expect(box.style.paddingTop).toBe(vw(0));
  });

  it('has a valid default value and demo', () => {
    expectValidDefinition(dividerDefinition);
  });
});
