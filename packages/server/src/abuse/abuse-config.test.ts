import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ABUSE_CAPS_PER_DAY, loadConfig } from '../config.ts';
import { PRODUCTION_ENV } from '#test/support/production-env.ts';

describe('ABUSE_CAPS_PER_DAY', () => {
  it('production caps a script at 20 a day per address, 5 per device, 3 per handset', () => {
    expect(DEFAULT_ABUSE_CAPS_PER_DAY).toEqual({ address: 20, device: 5, handset: 3 });
    expect(loadConfig(PRODUCTION_ENV).abuseCapsPerDay).toEqual(DEFAULT_ABUSE_CAPS_PER_DAY);
  });

  it('outside production no caps, unless set', () => {
    expect(loadConfig({}).abuseCapsPerDay).toEqual({ address: 0, device: 0, handset: 0 });
    expect(loadConfig({ ABUSE_CAPS_PER_DAY: '50, 0,2' }).abuseCapsPerDay).toEqual({
      address: 50,
      device: 0,
      handset: 2,
    });
  });

  it('refuses a value that is not three whole numbers, naming the setting', () => {
    for (const raw of ['20,5', '20,5,3,1', 'a,b,c', '-1,5,3', '1.5,2,3']) {
      let refusal: unknown = null;
      try {
        loadConfig({ ABUSE_CAPS_PER_DAY: raw });
      } catch (error) {
        refusal = error;
      }
      expect(refusal, raw).toBeInstanceOf(ConfigError);
      expect(String((refusal as ConfigError).message), raw).toContain('ABUSE_CAPS_PER_DAY');
    }
  });
});
