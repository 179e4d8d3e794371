import { describe, expect, it } from 'vitest';
import { cleanPageCode, cleanPageId, cleanText, cleanToken } from './collect-fields.ts';

describe('collector field cleaning', () => {
  it('keeps well-formed values', () => {
    expect(cleanPageCode('simulateTrading-detail')).toBe('simulateTrading-detail');
    expect(cleanPageId('1001')).toBe(1001);
    expect(cleanPageId(1001)).toBe(1001);
    expect(cleanToken('3f2a9c0e1b')).toBe('3f2a9c0e1b');
    expect(cleanToken(123456)).toBe('123456');
    expect(cleanText('/h5-page/h5/demo?from=wx', 512)).toBe('/h5-page/h5/demo?from=wx');
  });

  it('drops junk instead of storing it', () => {
    expect(cleanPageCode('<script>')).toBeNull();
    expect(cleanPageCode('x'.repeat(65))).toBeNull();
    expect(cleanPageCode('')).toBeNull();
    expect(cleanPageId('-1')).toBeNull();
    expect(cleanPageId('1e3')).toBeNull();
    expect(cleanPageId('99999999999')).toBeNull();
    expect(cleanPageId(1.5)).toBeNull();
    expect(cleanToken('a b')).toBeNull();
    expect(cleanToken({})).toBeNull();
  });

  it('takes the first of repeated parameters', () => {
    expect(cleanPageCode(['demo', 'other'])).toBe('demo');
  });

  it('strips control characters and truncates text', () => {
    expect(cleanText('/a\u0000b\nc\u0085d', 512)).toBe('/abcd');
    expect(cleanText('x'.repeat(2000), 512)).toHaveLength(512);
    expect(cleanText('\u0000\u0001', 512)).toBeNull();
    expect(cleanText(42, 512)).toBeNull();
  });
});
