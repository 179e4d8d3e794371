import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url.ts';

describe('isSafeUrl', () => {
  it.each([
    '',
    'https://example.com/a.png',
    'http://example.com',
    '/path/to/page',
    'relative/path.png',
    '#anchor',
    'tel:02012345678',
    'mailto:a@b.c',
    'weixin://dl/business',
    'data:image/png;base64,AAAA',
    'data:image/jpeg;base64,AAAA',
    'https://example.com/?q=javascript:1',
  ])('accepts %j', (value) => {
    expect(isSafeUrl(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
  ])('rejects %j', (value) => {
    expect(isSafeUrl(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isSafeUrl(undefined as unknown as string)).toBe(false);
  });
});
