import { describe, expect, it } from 'vitest';
import { auditDetailText } from './audit-text.ts';

describe('an audit entry’s detail in words', () => {
  it('leaves out the fields left empty, and names the rest in Chinese', () => {
    const text = auditDetailText('review.submit', { review: 2, revision: 3, note: '' });
    expect(text).not.toMatch(/：(，|$)/);
    expect(text).not.toMatch(/[a-z_]{3,}/);
    expect(text).toContain('2');
    expect(text).toContain('3');
  });

  it('names how an A/B test splits its traffic', () => {
    expect(auditDetailText('page.variants', { variants: ['a', 'b'], allocation: 'thompson' })).toBe(
      '实验方案：a、b，流量分配：自动分配（Thompson 抽样，留出 20% 平均分配用于分析）',
    );
    expect(auditDetailText('page.variants', { variants: [], allocation: 'weights' })).toBe(
      '实验方案：无，流量分配：按流量占比',
    );
  });
});
