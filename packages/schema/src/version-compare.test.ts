import { describe, expect, it, vi } from 'vitest';
import { isVersionAbove } from './version-compare.ts';

describe('isVersionAbove', () => {
  it('compares against 6.42.99 by default', () => {
    const log = vi.fn();
    expect(isVersionAbove('6.43.0', undefined, log)).toBe(true);
    expect(isVersionAbove('6.42.100', undefined, log)).toBe(true);
    expect(isVersionAbove('7.0.0', undefined, log)).toBe(true);
    expect(isVersionAbove('6.42.99', undefined, log)).toBe(false);
    expect(isVersionAbove('6.42.98', undefined, log)).toBe(false);
    expect(isVersionAbove('5.99.99', undefined, log)).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('is strict: equal versions are not above', () => {
    expect(isVersionAbove('1.2.3', '1.2.3', vi.fn())).toBe(false);
  });

  it('compares parts as numbers, not strings', () => {
    const log = vi.fn();
    expect(isVersionAbove('6.100.0', '6.42.99', log)).toBe(true);
    expect(isVersionAbove('10.0.0', '9.9.9', log)).toBe(true);
    expect(isVersionAbove('6.9.0', '6.10.0', log)).toBe(false);
    expect(isVersionAbove('6.042.1', '6.42.0', log)).toBe(true);
    expect(isVersionAbove('6.042.0', '6.42.0', log)).toBe(false);
    expect(isVersionAbove('0.0.1', '0.0.0', log)).toBe(true);
  });

  it('handles parts beyond the safe integer range exactly', () => {
    const log = vi.fn();
    expect(isVersionAbove('1.99999999999999999999.1', '1.99999999999999999999.0', log)).toBe(true);
    expect(isVersionAbove('1.99999999999999999998.9', '1.99999999999999999999.0', log)).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    [undefined],
    [''],
    ['6.43'],
    ['6.43.0.1'],
    ['v6.43.0'],
    ['6.43.0-beta'],
    [' 6.43.0'],
    ['6.43.0\n'],
    ['6..0'],
    ['-6.43.0'],
    ['６.４３.０'],
    ['6.4x.0'],
  ])('logs and answers false for the unparsable version %j', (version) => {
    const log = vi.fn();
    expect(isVersionAbove(version, '1.0.0', log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain(JSON.stringify(String(version)));
  });

  it('logs and answers false for an unparsable compare version', () => {
    const log = vi.fn();
    expect(isVersionAbove('9.9.9', '6.42', log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('"6.42"');
  });

  it('logs with console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(isVersionAbove('nope')).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    } finally {
      warn.mockRestore();
    }
  });
});
