import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './allowed-redirect.ts';

const base = 'https://m.example.com/passport/login';
const rules = { base, allowHosts: ['wxaurl.cn', '.partner.example.org'] };

describe('allowedRedirect', () => {
  it('keeps this site as a path and allowed hosts as full URLs', () => {
    expect(allowedRedirect('/h5-page/h5/spring?cps=1#top', rules)).toBe(
      '/h5-page/h5/spring?cps=1#top',
    );
    expect(allowedRedirect('http://m.example.com/a', rules)).toBe('/a');
    expect(allowedRedirect('../h5-page/stockHold', rules)).toBe('/h5-page/stockHold');
    expect(allowedRedirect('https://wxaurl.cn/abc', rules)).toBe('https://wxaurl.cn/abc');
    expect(allowedRedirect('https://a.partner.example.org/x', rules)).toBe(
      'https://a.partner.example.org/x',
    );
  });

  it.each([
    '//evil.example',
    '/.//evil.example',
    '/././/evil.example',
    '/a/..//evil.example',
    '/a/../..//evil.example',
    'http://m.example.com//evil.example',
    'https://m.example.com/.//evil.example',
    '///evil.example',
    'https://evil.example/',
    'https://m.example.com.evil.example/',
    'https://m.example.com@evil.example/',
    'https://user:pw@m.example.com/',
    'https://partner.example.org/',
    'https://evilwxaurl.cn/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/%2f%2fevil.example',
    '/%252f%252fevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    'x'.repeat(3000),
    '%E0%A4%A',
  ])('refuses %j', (target) => {
    expect(allowedRedirect(target, rules)).toBeNull();
  });

  it('reads an encoded or scheme-only target as a path on this site', () => {
    expect(allowedRedirect('%2F%2Fevil.example', { base: 'https://m.example.com/' })).toBeNull();
    expect(allowedRedirect('https:evil.example', rules)).toBe('/passport/evil.example');
  });

  it('refuses what is not text', () => {
    expect(allowedRedirect(undefined, rules)).toBeNull();
    expect(allowedRedirect(['/a'], rules)).toBeNull();
  });

  it('with no allow-list, every other host is refused', () => {
    expect(allowedRedirect('https://wxaurl.cn/abc', { base })).toBeNull();
  });
});
