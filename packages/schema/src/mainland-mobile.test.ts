import { describe, expect, it } from 'vitest';
import { isMainlandMobile } from './mainland-mobile.ts';

describe('isMainlandMobile', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (handset) => {
    expect(isMainlandMobile(handset)).toBe(true);
  });

  it.each([
    '',
    '12345678901',
    '1380013800',
    '138001380000',
    '23800138000',
    '1380013800a',
    ' 13800138000',
  ])('rejects %j', (handset) => {
    expect(isMainlandMobile(handset)).toBe(false);
  });
});
