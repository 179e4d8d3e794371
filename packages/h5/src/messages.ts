/** Visitor-facing texts of the visitor app itself (the texts of the spec live in @h5-page/schema). */
export const H5_TEXT = {
  NETWORK_ERROR: '网络异常，请稍后重试',
  TIMEOUT: '请求超时',
  REQUEST_FAILED: '请求失败，请稍后重试',
  NOT_AVAILABLE: '该功能暂未开放',
  CHUNK_FAILED: '页面加载失败，请检查网络后重试',
  RETRY: '重试',
  LOADING: '加载中…',
  PAGE_FAILED: '页面加载失败',
  PAGE_NOT_FOUND: '页面不存在',
  PAGE_NOT_FOUND_HINT: '您访问的页面不存在或已下线',
  BACK: '返回',
  TEST: '测试',
} as const;
