import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns the five markup characters into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves other text as it is, an entity already written included (it is text, escaped again)', () => {
    expect(escapeHtml('新春礼包 · 立即领取')).toBe('新春礼包 · 立即领取');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('never leaves a character that could open markup or end an attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        // Every & starts one of our entities.
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
      }),
    );
  });

  it('decodes back to the very text it was given', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = escapeHtml(text)
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&');
        expect(decoded).toBe(text);
      }),
    );
  });
});
