import { isSafeUrl } from './safe-url.ts';

/** The QR answers: the code detail and person calls (wechat_qrcode, wechat_img, qw), the staff call (qr_code). */
export interface QrAnswer {
  title?: unknown;
  wechat_qrcode?: unknown;
  wechat_img?: unknown;
  qw?: unknown;
  /** The staff QR call's own name for the enterprise WeChat code (also given as `qw`). */
  qr_code?: unknown;
}

/** A URL of an answer (text) that a page may show or open (no `javascript:` and the like), or ''. */
const safeUrlOf = (value: unknown): string => {
  const url = typeof value === 'string' ? value.trim() : '';
  return url && isSafeUrl(url) ? url : '';
};

/**
 * The picture of a QR answer: the WeChat QR code (`wechat_qrcode`), else the WeChat picture
 * (`wechat_img`), else the enterprise WeChat code (`qw`, or `qr_code`); '' when there is none or
 * it is not a safe URL.
 */
export function qrPictureOf(answer: QrAnswer | null | undefined): string {
  if (!answer) return '';
  return (
    safeUrlOf(answer.wechat_qrcode) ||
    safeUrlOf(answer.wechat_img) ||
    safeUrlOf(answer.qw) ||
    safeUrlOf(answer.qr_code)
  );
}
