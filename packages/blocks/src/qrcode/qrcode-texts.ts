/** Texts of the QR code block (ours: the spec names the states, not their words). */
export const QRCODE_TEXT = {
  /** A dynamic code without a token: what the placeholder says (it opens login). */
  LOGIN_TO_SEE: '登录后查看专属二维码',
  /** A failure without a message of its own. */
  LOAD_FAILED: '二维码加载失败，请稍后重试',
  /** An answer without a picture. */
  NO_PICTURE: '暂无二维码',
  /** A loaded type without the id it needs (codeId, stateCode). */
  NOT_CONFIGURED: '二维码未配置',
  /** While loading. */
  LOADING: '二维码加载中',
} as const;
