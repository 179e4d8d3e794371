import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backgroundStyle, isBackgroundImageUrl, isValidBackground } from './page-background.ts';

describe('page background', () => {
  it.each([
    'https://cdn.example.com/bg.png',
    'http://cdn.example.com/a/b.jpg?x=1&y=2#z',
    '/static/背景.png',
    '/bg.png',
  ])('accepts the image URL %s', (value) => {
    expect(isBackgroundImageUrl(value)).toBe(true);
    expect(isValidBackground(value)).toBe(true);
  });

  it.each([
    'bg.png',
    '//evil.example.com/x.png',
    'https://',
    'ftp://example.com/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://x.com/a.png") ; color: red; ("',
    "https://x.com/a'.png",
    'https://x.com/a).png',
    'https://x.com/a b.png',
    'https://x.com/a\\.png',
    'https://x.com/a\n.png',
    'https://x.com/a\u0000.png',
    'https://x.com/a{}.png',
    '/a</style><script>.png',
    '/a;b.png',
  ])('rejects %j', (value) => {
    expect(isBackgroundImageUrl(value)).toBe(false);
    expect(isValidBackground(value)).toBe(false);
  });

  it('accepts the empty background and colours', () => {
    expect(isValidBackground('')).toBe(true);
    expect(isValidBackground('#f5f5f5')).toBe(true);
    expect(isValidBackground('red')).toBe(true);
  });

  it('turns a background into an inline style', () => {
    expect(backgroundStyle('#f5f5f5')).toEqual({ backgroundColor: '#f5f5f5' });
    expect(backgroundStyle('/bg.png')).toEqual({ backgroundImage: 'url("/bg.png")' });
    expect(backgroundStyle('')).toEqual({});
    expect(backgroundStyle('red;x:y')).toEqual({});
  });

  // Image URLs made of characters a URL may carry, then the same URL with one character that
  // could end `url("…")` or the declaration put anywhere in it.
  const urlText = fc.stringMatching(/^[A-Za-z0-9._~%!$&*+,=:@/?#-]{0,40}$/);
  const unsafe = fc.constantFrom(...'"\'`\\(){}<>; \n\t\r\u0000\u007f'.split(''));

  it('accepts image URLs of safe characters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://cdn.example.com/', 'http://a.b', '/a'),
        urlText,
        (prefix, rest) => {
          expect(isValidBackground(prefix + rest)).toBe(true);
          expect(backgroundStyle(prefix + rest)).toEqual({
            backgroundImage: `url("${prefix + rest}")`,
          });
        },
      ),
    );
  });

  it('never lets an accepted value break out of url("…") or a declaration', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://cdn.example.com/', 'http://a.b', '/a', '#fff', 'red'),
        urlText,
        unsafe,
        fc.nat(),
        (prefix, rest, bad, at) => {
          const url = prefix + rest;
          const index = at % (url.length + 1);
          const broken = url.slice(0, index) + bad + url.slice(index);
          expect(isValidBackground(broken)).toBe(false);
          expect(backgroundStyle(broken)).toEqual({});
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        if (isValidBackground(value)) expect(value).not.toMatch(/["'`()\\;{}<>\s]/);
      }),
    );
  });
});
