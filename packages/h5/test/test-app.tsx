import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import type { ActivityPage } from '@h5-page/schema/page';
import { examplePage } from '@h5-page/schema/test/contract-example';
import { App } from '../src/app.tsx';
import { DEFAULT_CLIENT_CONFIG } from '../src/inlined-data.ts';
import { environmentFlags } from '../src/env/environment-flags.ts';
import { clientBackgroundStyle } from '../src/page/client-background.ts';
import { appLocation } from '../src/services.tsx';
import type { AppServices } from '../src/services.tsx';

export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export function testPage(overrides: Partial<ActivityPage> = {}): ActivityPage {
  // The tests count on the example's code ('demo') and page id (1001).
  return examplePage({
    title: '演示页',
    meta: { keywords: '关键词', description: '描述' },
    page_schema: [{ name: 'empty', value: { height: 20 }, children: [] }],
    ...overrides,
  });
}

export function testData(overrides: Partial<InlinedPageData> = {}): InlinedPageData {
  return {
    config: DEFAULT_CLIENT_CONFIG,
    page: null,
    code: null,
    preview: false,
    now: 1_700_000_000_000,
    ...overrides,
  };
}

/** Services whose every call is a vi.fn(); `loadPage` resolves null (no such page) unless given. */
export function createTestServices(
  overrides: Partial<AppServices> = {},
  userAgent: string = PHONE_UA,
): AppServices {
  const environment = detectEnvironment(userAgent);
  return {
    config: DEFAULT_CLIENT_CONFIG,
    environment,
    env: {
      ...environmentFlags(environment),
      openUrl: vi.fn(),
      openAppPage: vi.fn(),
      login: vi.fn(),
      back: vi.fn(),
      openInApp: vi.fn(),
    },
    api: { get: vi.fn(async () => undefined), post: vi.fn(async () => undefined) },
    loadPage: vi.fn(async () => null),
    setDocumentMeta: vi.fn(),
    setShareCard: vi.fn(),
    runAction: vi.fn(async () => {}),
    token: { get: vi.fn(() => null), set: vi.fn(), clear: vi.fn(), subscribe: () => () => {} },
    tracker: { pageView: vi.fn(), click: vi.fn(), share: vi.fn() },
    toast: vi.fn(),
    backgroundStyle: clientBackgroundStyle,
    replaceLocation: vi.fn(),
    reload: vi.fn(),
    ...overrides,
  };
}

/** Renders the app as a document loaded at `url` (path and query). */
export function renderApp(
  url: string,
  {
    data = testData(),
    services = createTestServices(),
  }: { data?: InlinedPageData; services?: AppServices } = {},
) {
  const result = render(<App services={services} data={data} location={appLocation(url)} />);
  return { ...result, services };
}
