/**
 * Texts the action dispatcher shows the visitor (ours: the spec's own texts are schema MESSAGES).
 * They load with the dispatcher, after hydration, never in the entry chunk.
 */
export const ACTION_MESSAGES = {
  /** An action type whose handler is not there yet (the server-backed actions 2, 4-6, 8-11, 13). */
  NOT_AVAILABLE: '该功能暂未开放',
  /** Treasury reverse repo (action 12) outside the app: there is no web page for it. */
  TREASURY_APP_ONLY: '请在牛8 App 中使用国债逆回购',
  /** A link action (7) without a URL that may be opened. */
  INVALID_LINK: '链接地址无效',
} as const;
