/** The QR answers of spec section 3 (the code detail and get-person-wechat-qrcode calls). */
export interface QrAnswer {
  title?: unknown;
  wechat_qrcode?: unknown;
  wechat_img?: unknown;
  qw?: unknown;
  /** The staff QR call's own name for the enterprise WeChat code (also given as `qw`). */
  qr_code?: unknown;
}

// Only ever an <img> src, where a URL cannot run script (the services chunk checks the URLs it
// opens itself).
const urlOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The picture of a QR answer: the WeChat QR code (`wechat_qrcode`), else the WeChat picture
 * (`wechat_img`), else the enterprise WeChat code (`qw`, or `qr_code`); '' when there is none.
 */
export function qrImageOf(answer: QrAnswer | null | undefined): string {
  if (!answer) return '';
  return (
    urlOf(answer.wechat_qrcode) ||
    urlOf(answer.wechat_img) ||
    urlOf(answer.qw) ||
    urlOf(answer.qr_code)
  );
}
