import type { ActivityPage } from '../src/page.ts';

/** The page of CONTRACT section 3's example: a valid page with one countdown. */
export const CONTRACT_EXAMPLE: ActivityPage = {
  code: 'demo',
  title: '页面标题',
  meta: { keywords: '…', description: '…' },
  background: '#f5f5f5',
  is_auto_fit: 0,
  extra: { pageID: 1001 },
  page_schema: [{ name: 'countdown', value: { type: 1, endTime: 1767225600000 }, children: [] }],
};

/**
 * A page of its own (a copy: tests may change it) that is the contract's example but for the
 * fields given, for tests whose page only has to be valid apart from what they look at. Typed as
 * a plain object type, not the interface, so it also goes where any record does (a page file).
 */
export function examplePage(
  overrides: Partial<ActivityPage> = {},
): Pick<ActivityPage, keyof ActivityPage> {
  return { ...structuredClone(CONTRACT_EXAMPLE), ...overrides };
}
