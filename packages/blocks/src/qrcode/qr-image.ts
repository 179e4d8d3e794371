import { isSafeUrl } from '@h5-page/schema/safe-url';

/** The QR answers of spec section 3 (the code detail and get-person-wechat-qrcode calls). */
export interface QrAnswer {
  title?: unknown;
  wechat_qrcode?: unknown;
  wechat_img?: unknown;
  qw?: unknown;
  /** The staff QR call's own name for the enterprise WeChat code (also given as `qw`). */
  qr_code?: unknown;
}

const safe = (value: unknown): string => {
  const url = typeof value === 'string' ? value.trim() : '';
  return url && isSafeUrl(url) ? url : '';
};

/**
 * The picture of a QR answer: the WeChat QR code (`wechat_qrcode`), else the WeChat picture
 * (`wechat_img`), else the enterprise WeChat code (`qw`, or `qr_code`); '' when none is a URL
 * the page may load.
 */
export function qrImageOf(answer: QrAnswer | null | undefined): string {
  if (!answer) return '';
  return (
    safe(answer.wechat_qrcode) || safe(answer.wechat_img) || safe(answer.qw) || safe(answer.qr_code)
  );
}
