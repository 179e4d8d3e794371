import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import Empty from './empty.tsx';

describe('empty block', () => {
  it('is a spacer `height` design px high (1/7.5 of a column percent per px)', () => {
    const { container } = render(
      <Empty value={{ height: 40 }} children={[]} path="page_schema[0]" />,
    );
    const spacer = container.querySelector<HTMLElement>('.h5-empty')!;
    expect(spacer.style.height).toBe('calc(40 * var(--h5-vw, 1vw) / 7.5)');
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
  });

  it('treats a missing or negative height as 0', () => {
    const { container } = render(
      <Empty value={{ height: -5 } as { height: number }} children={[]} path="page_schema[0]" />,
    );
    expect(container.querySelector<HTMLElement>('.h5-empty')!.style.height).toBe(
      'calc(0 * var(--h5-vw, 1vw) / 7.5)',
    );
  });
});
