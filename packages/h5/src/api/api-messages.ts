/** What the visitor is told when a gateway call fails without a message of its own. */
export const API_TEXT = {
  NETWORK_ERROR: '网络异常，请稍后重试',
  TIMEOUT: '请求超时',
  REQUEST_FAILED: '请求失败，请稍后重试',
} as const;
