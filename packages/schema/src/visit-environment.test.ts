import { describe, expect, it } from 'vitest';
import { visitEnvironment } from './visit-environment.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('visitEnvironment', () => {
  it('counts each visit in the most specific environment', () => {
    expect(visitEnvironment(`${IPHONE} n8Web/6.43.1`)).toBe('app');
    expect(visitEnvironment(`${IPHONE} MicroMessenger/8.0.40 miniProgram`)).toBe('miniprogram');
    expect(visitEnvironment(`${IPHONE} MicroMessenger/8.0.40`)).toBe('wechat');
    expect(visitEnvironment(IPHONE)).toBe('mobile');
    expect(visitEnvironment('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120')).toBe(
      'desktop',
    );
    expect(visitEnvironment(undefined)).toBe('desktop');
  });
});
