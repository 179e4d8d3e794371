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
});
