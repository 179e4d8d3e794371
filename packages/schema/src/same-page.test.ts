import { describe, expect, it } from 'vitest';
import { isSamePage } from './same-page.ts';

describe('isSamePage', () => {
  const here = 'https://m.example.com/h5-page/brokerRegister?from=app';

  it('is true for the same path, relative or absolute, whatever the query or hash', () => {
    expect(isSamePage('/h5-page/brokerRegister', here)).toBe(true);
    expect(isSamePage('/h5-page/brokerRegister/?broker=caida', here)).toBe(true);
    expect(isSamePage('https://m.example.com/h5-page/brokerRegister#top', here)).toBe(true);
    expect(isSamePage('brokerRegister?x=1', here)).toBe(true);
  });

  it('is false for another path, another origin, or what is not a URL', () => {
    expect(isSamePage('/h5-page/sxkh?broker=caida', here)).toBe(false);
    expect(isSamePage('https://kh.example.com/h5-page/brokerRegister', here)).toBe(false);
    expect(isSamePage('http://[bad', here)).toBe(false);
  });
});
