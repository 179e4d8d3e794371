import type { ActivityPage } from '@h5-page/schema/page';

/** A small valid page for tests; `overrides` replace top-level fields. */
export function testPage(code: string, overrides: Partial<ActivityPage> = {}): ActivityPage {
  return {
    code,
    title: `测试页面 ${code}`,
    meta: { keywords: '测试', description: '用于测试的页面' },
    background: '#ffffff',
    is_auto_fit: 0,
    extra: { pageID: 9001 },
    page_schema: [
      { name: 'empty', value: { height: 20 }, children: [] },
      { name: 'countdown', value: { type: 1, endTime: 1767225600000 }, children: [] },
    ],
    ...overrides,
  };
}
