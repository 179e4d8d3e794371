/**
 * Visitor-facing texts of the app shell (the texts of the spec live in @h5-page/schema; the API
 * client's and the action dispatcher's stay with them, out of the entry chunk).
 */
export const H5_TEXT = {
  CHUNK_FAILED: '页面加载失败，请检查网络后重试',
  RETRY: '重试',
  LOADING: '加载中…',
  PAGE_FAILED: '页面加载失败',
  PAGE_NOT_FOUND: '页面不存在',
  PAGE_NOT_FOUND_HINT: '您访问的页面不存在或已下线',
  BACK: '返回',
} as const;
