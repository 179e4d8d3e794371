import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName, maskPhone } from './personal-masks.ts';

/** Any text, mobile numbers among it often enough for the properties to meet them. */
const phoneLike = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^\s*\d{8,13}\s*$/),
  fc.stringMatching(/^1[3-9]\d{9}$/),
);

describe('maskPhone', () => {
  it('shows the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(' 13900000001 ')).toBe('139****0001');
  });

  it('hides whole what is not eleven digits, never showing it in clear', () => {
    for (const odd of [
      '1380013800',
      '138001380001',
      '+8613812345678',
      '021-5555',
      'abc',
      '1',
      '１３８１２３４５６７８',
    ]) {
      expect(maskPhone(odd)).toBe('***********');
    }
  });

  it('keeps empty empty', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('   ')).toBe('');
  });

  it('never reveals more than the first 3 and the last 4 digits, for any text', () => {
    fc.assert(
      fc.property(phoneLike, (input) => {
        const masked = maskPhone(input);
        const text = input.trim();
        if (masked === '') return text === '';
        if (/^\*+$/.test(masked)) return true;
        // Otherwise it is the split form of the whole input: 3 shown, 4 hidden, 4 shown.
        return (
          /^\d{3}\*{4}\d{4}$/.test(masked) &&
          /^\d{11}$/.test(text) &&
          text.startsWith(masked.slice(0, 3)) &&
          text.endsWith(masked.slice(7))
        );
      }),
    );
  });

  it('answers every text (any UTF-16 units) without throwing, in at most 11 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const masked = maskPhone(input);
        expect(typeof masked).toBe('string');
        expect(masked.length).toBeLessThanOrEqual(11);
      }),
    );
  });
});

describe('maskName', () => {
  it('shows the first character and two stars, whatever the length', () => {
    expect(maskName('张三')).toBe('张**');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName(' 欧阳娜娜 ')).toBe('欧**');
    expect(maskName('Alice')).toBe('A**');
  });

  it('hides a one-character name whole and keeps empty empty', () => {
    expect(maskName('张')).toBe('**');
    expect(maskName('𠮷')).toBe('**');
    expect(maskName('')).toBe('');
    expect(maskName('  ')).toBe('');
  });

  it('never reveals more than the first character, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (input) => {
        const masked = maskName(input);
        const chars = Array.from(input.trim());
        if (chars.length === 0) return masked === '';
        if (chars.length === 1) return masked === '**';
        return masked === `${chars[0]}**`;
      }),
    );
  });
});
