/** The page of CONTRACT section 3's example: a valid page with one countdown. */
export const CONTRACT_EXAMPLE = {
  code: 'demo',
  title: '页面标题',
  meta: { keywords: '…', description: '…' },
  background: '#f5f5f5',
  is_auto_fit: 0,
  extra: { pageID: 1001 },
  page_schema: [{ name: 'countdown', value: { type: 1, endTime: 1767225600000 }, children: [] }],
};
