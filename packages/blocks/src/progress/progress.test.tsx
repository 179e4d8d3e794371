import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { progressPercent } from '@h5-page/schema/progress-percent';
import Progress from './progress.tsx';
import { progressDefinition } from './index.ts';

type Value = BlockValueMap['progress'];

function show(value: Value) {
  return render(<Progress value={value} children={[]} path="page_schema[2]" />);
}

const fill = (container: HTMLElement) => container.querySelector<HTMLElement>('.h5-progress-fill')!;

describe('progress block', () => {
  it('fills the bar to progressPercent(current, limit), rounded', () => {
    const { container } = show({ current: 2, limit: 3, prefixText: '仅剩', suffixText: '个名额' });
    expect(progressPercent(2, 3)).toBe(67);
    expect(fill(container).style.width).toBe('67%');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(container.querySelector('.h5-progress-percent')?.textContent).toBe('67%');
  });

  it('clamps current beyond limit to 100% and a zero limit to 0%', () => {
    expect(fill(show({ current: 150, limit: 100 }).container).style.width).toBe('100%');
    expect(fill(show({ current: 5, limit: 0 }).container).style.width).toBe('0%');
  });

  it('prefers current/limit over percent', () => {
    expect(fill(show({ current: 1, limit: 4, percent: 90 }).container).style.width).toBe('25%');
  });

  it('uses `percent` when current or limit is missing', () => {
    expect(fill(show({ percent: 42.4 }).container).style.width).toBe('42%');
    expect(fill(show({ current: 3, percent: 80 }).container).style.width).toBe('80%');
    expect(fill(show({}).container).style.width).toBe('0%');
  });

  it('reads prefixText, remain and suffixText as one text', () => {
    const { container } = show({
      percent: 88,
      prefixText: '仅剩',
      remain: 12,
      suffixText: '个名额',
    });
    expect(container.querySelector('.h5-progress-text')?.textContent).toBe('仅剩12个名额');
    expect(container.querySelector('.h5-progress-remain')?.textContent).toBe('12');
  });

  it('works out remain as limit - current when it is not given', () => {
    const { container } = show({ current: 188, limit: 200, prefixText: '仅剩', suffixText: '份' });
    expect(container.querySelector('.h5-progress-text')?.textContent).toBe('仅剩12份');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('仅剩12份，94%');
  });

  it('shows no text without prefix, suffix or remain', () => {
    const { container } = show({ percent: 30 });
    expect(container.querySelector('.h5-progress-text')).toBeNull();
  });

  it('renders the same bar on the server', () => {
    const html = renderToString(
      <Progress
        value={{ current: 30, limit: 40, prefixText: '仅剩', suffixText: '席' }}
        children={[]}
        path="p"
      />,
    );
    expect(html).toContain('aria-valuenow="75"');
    expect(html).toContain('style="width:75%"');
    expect(html).toContain('<em class="h5-progress-remain">10</em>');
  });

  it('has demo blocks', () => {
    expect(progressDefinition.demo.length).toBeGreaterThan(0);
    expect(progressDefinition.demo.every((block) => block.name === 'progress')).toBe(true);
  });
});
