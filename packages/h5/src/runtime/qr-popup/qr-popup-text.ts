/** Texts of the QR popup (ours: the spec names the popup, not its words). */
export const QR_POPUP_TEXT = {
  /** Under the QR image. */
  HINT: '长按识别二维码',
  CLOSE: '关闭',
} as const;
