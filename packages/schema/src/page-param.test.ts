import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePageParam } from './page-param.ts';

describe('parsePageParam', () => {
  it('splits on & and =', () => {
    expect(parsePageParam('a=1&b=2')).toEqual({ a: '1', b: '2' });
  });

  it('gives {} for undefined, empty and separator-only input', () => {
    expect(parsePageParam(undefined)).toEqual({});
    expect(parsePageParam('')).toEqual({});
    expect(parsePageParam('&&&')).toEqual({});
    expect(parsePageParam('=')).toEqual({});
    expect(parsePageParam('=1&=2')).toEqual({});
  });

  it('splits on the first = only, so values may contain =', () => {
    expect(parsePageParam('token=abc==&q=a=b=c')).toEqual({ token: 'abc==', q: 'a=b=c' });
  });

  it('reads a piece without = as a key with an empty value', () => {
    expect(parsePageParam('flag&a=')).toEqual({ flag: '', a: '' });
  });

  it('ignores empty pieces', () => {
    expect(parsePageParam('&a=1&&b=2&')).toEqual({ a: '1', b: '2' });
  });

  it('trims keys but not values', () => {
    expect(parsePageParam(' a =1&\tb= 2 ')).toEqual({ a: '1', b: ' 2 ' });
    expect(parsePageParam('   =x')).toEqual({});
  });

  it('URI-decodes keys and values', () => {
    expect(parsePageParam('name=%E4%BD%A0%E5%A5%BD&%61=b%26c')).toEqual({ name: '你好', a: 'b&c' });
  });

  it('keeps + as it is (not form encoding)', () => {
    expect(parsePageParam('q=a+b')).toEqual({ q: 'a+b' });
  });

  it('keeps the raw text where decoding fails', () => {
    expect(parsePageParam('a=%E4%BD&b=100%&c=%zz&%=1')).toEqual({
      a: '%E4%BD',
      b: '100%',
      c: '%zz',
      '%': '1',
    });
  });

  it('keeps unicode text as it is', () => {
    expect(parsePageParam('城市=广州&emoji=😀')).toEqual({ 城市: '广州', emoji: '😀' });
  });

  it('keeps the last value of a repeated key', () => {
    expect(parsePageParam('a=1&a=2')).toEqual({ a: '2' });
  });

  it('stores __proto__ as an ordinary key without touching prototypes', () => {
    const result = parsePageParam('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__', 'constructor']);
    expect(result['__proto__']).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('handles a huge input', () => {
    const input = Array.from({ length: 10_000 }, (_, i) => `k${i}=${i}`).join('&');
    const result = parsePageParam(input);
    expect(Object.keys(result)).toHaveLength(10_000);
    expect(result.k9999).toBe('9999');
  });

  it('never throws and yields only string values', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const result = parsePageParam(s);
        for (const [key, value] of Object.entries(result)) {
          expect(key).toBe(key.trim());
          expect(key).not.toBe('');
          expect(typeof value).toBe('string');
        }
      }),
    );
  });

  it('round-trips encoded pairs', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1 }).filter((k) => k.trim() === k && k !== ''),
          fc.string(),
        ),
        (pairs) => {
          const text = Object.entries(pairs)
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join('&');
          expect(parsePageParam(text)).toEqual(pairs);
        },
      ),
    );
  });
});
