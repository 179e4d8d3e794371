import { vi } from 'vitest';
import { PHONE_BROWSER } from '../src/phone-browser.ts';
import { createPopupStore } from '../src/popup-store.ts';
import type { BlockRuntime } from '../src/runtime.ts';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : Partial<T[K]>;
};

/**
 * A runtime for tests: every call is a `vi.fn()` that records and resolves `undefined`; popups are
 * real (a popup store). Override any part: `createFakeRuntime({ api: { get: async () => data } })`.
 */
export function createFakeRuntime(overrides: DeepPartial<BlockRuntime> = {}): BlockRuntime {
  const popups = createPopupStore();
  const base: BlockRuntime = {
    api: {
      get: vi.fn(async () => undefined),
      post: vi.fn(async () => undefined),
    },
    actions: { run: vi.fn(async () => {}) },
    env: {
      ...PHONE_BROWSER,
      openUrl: vi.fn(),
      openAppPage: vi.fn(),
      login: vi.fn(),
      back: vi.fn(),
    },
    toast: vi.fn(),
    popups: {
      open: vi.fn(popups.open),
      close: vi.fn(popups.close),
      useVisible: popups.useVisible,
    },
    tracker: { click: vi.fn() },
    auth: { token: vi.fn(() => null) },
    page: { code: 'test', pageID: 1, preview: false },
    // The test's document address (jsdom's), as a browser's runtime reads its address bar.
    location: { href: () => window.location.href, reload: vi.fn() },
    now: 1_700_000_000_000,
  };
  return {
    ...base,
    ...(overrides.toast ? { toast: overrides.toast } : {}),
    ...(overrides.now !== undefined ? { now: overrides.now } : {}),
    ...(overrides.redirectAllowHosts
      ? { redirectAllowHosts: overrides.redirectAllowHosts as readonly string[] }
      : {}),
    ...(overrides.suitabilityAssessUrl !== undefined
      ? { suitabilityAssessUrl: overrides.suitabilityAssessUrl }
      : {}),
    api: { ...base.api, ...overrides.api },
    actions: { ...base.actions, ...overrides.actions },
    env: { ...base.env, ...overrides.env },
    popups: { ...base.popups, ...overrides.popups },
    tracker: { ...base.tracker, ...overrides.tracker },
    auth: { ...base.auth, ...overrides.auth },
    page: { ...base.page, ...overrides.page },
    location: { ...base.location, ...overrides.location },
  };
}
