import { describe, expect, it } from 'vitest';
import { rootClassFor } from './root-class.ts';

describe('rootClassFor', () => {
  it('gives pc-1800 above 1300 on any device (spec 2 read literally)', () => {
    expect(rootClassFor(1301, true)).toBe('pc-1800');
    expect(rootClassFor(1301, false)).toBe('pc-1800');
    expect(rootClassFor(1920, true)).toBe('pc-1800');
    expect(rootClassFor(Number.MAX_VALUE, false)).toBe('pc-1800');
    expect(rootClassFor(Number.POSITIVE_INFINITY, true)).toBe('pc-1800');
  });

  it('gives pc-1200 above 750 up to 1300 on a desktop', () => {
    expect(rootClassFor(1300, true)).toBe('pc-1200');
    expect(rootClassFor(751, true)).toBe('pc-1200');
    expect(rootClassFor(750.5, true)).toBe('pc-1200');
  });

  it('gives app above 750 up to 1300 on a mobile device', () => {
    expect(rootClassFor(1300, false)).toBe('app');
    expect(rootClassFor(751, false)).toBe('app');
  });

  it('gives app at 750 and below, and for nonsense widths', () => {
    expect(rootClassFor(750, true)).toBe('app');
    expect(rootClassFor(375, true)).toBe('app');
    expect(rootClassFor(0, true)).toBe('app');
    expect(rootClassFor(-1, true)).toBe('app');
    expect(rootClassFor(Number.NaN, true)).toBe('app');
  });
});
