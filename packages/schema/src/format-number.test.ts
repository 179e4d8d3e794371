import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('keeps ASCII digits only', () => {
    expect(formatNumber('1,234 人')).toBe('1234');
    expect(formatNumber('¥ 12.50')).toBe('1250');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber('')).toBe('');
  });

  it('gives an empty string for null and undefined', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });

  it('reads numbers and bigints', () => {
    expect(formatNumber(1234)).toBe('1234');
    expect(formatNumber(-42)).toBe('42');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(12.5)).toBe('125');
    expect(formatNumber(123456789012345678901234567890n)).toBe('123456789012345678901234567890');
  });

  it('writes huge and tiny numbers out in full, never in exponent form', () => {
    expect(formatNumber(1e21)).toBe('1000000000000000000000');
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    expect(formatNumber(1e-7)).toBe('00000001');
  });

  it('gives an empty string for NaN, infinities and non-numeric values', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatNumber(true)).toBe('');
    expect(formatNumber({ toString: () => '12' })).toBe('');
    expect(formatNumber(Object.create(null))).toBe('');
    expect(formatNumber(Symbol('1'))).toBe('');
  });

  it('strips digits of other scripts and full-width digits', () => {
    expect(formatNumber('١٢٣')).toBe('');
    expect(formatNumber('１２３')).toBe('');
    expect(formatNumber('第3名😀9')).toBe('39');
  });

  it('never throws and returns only ASCII digits', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (value) => {
        expect(formatNumber(value)).toMatch(/^[0-9]*$/);
      }),
    );
  });

  it('keeps every digit of a string, in order', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatNumber(s)).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});
