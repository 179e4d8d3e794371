import { describe, expect, it } from 'vitest';
import { detectEnvironment } from './detect-environment.ts';
import { terminalType } from './terminal-type.ts';

describe('terminalType', () => {
  it('is 1 in the app, 2 in a mobile browser, 3 on a desktop', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(terminalType(detectEnvironment(`${iphone} n8Web/6.43.1`))).toBe(1);
    expect(terminalType(detectEnvironment(iphone))).toBe(2);
    expect(terminalType(detectEnvironment('Mozilla/5.0 (Windows NT 10.0; Win64; x64)'))).toBe(3);
  });
});
