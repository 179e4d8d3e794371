import { vi } from 'vitest';
import { PHONE_BROWSER } from '@h5-page/blocks/phone-browser';
import type { EnvAdapter } from '../src/env/env-adapter.ts';

/** A browser environment whose moves are spies (tests override what they need). */
export function fakeEnv(overrides: Partial<EnvAdapter> = {}): EnvAdapter {
  return {
    ...PHONE_BROWSER,
    openUrl: vi.fn(),
    openAppPage: vi.fn(() => true),
    openMiniProgram: vi.fn(() => false),
    closeWebView: vi.fn(() => false),
    openInApp: vi.fn(() => true),
    login: vi.fn(),
    back: vi.fn(),
    ...overrides,
  };
}
