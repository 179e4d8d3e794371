import { loadChunk } from '@h5-page/blocks/load-chunk';
import type { openQrPopup } from './qr-popup.tsx';

/** What the QR popup shows: a title, the QR image, and the hint under it. */
export interface QrPopupContent {
  title: string;
  /** The QR code image (a URL the page may load). */
  url: string;
  /** Under the image; default QR_POPUP_TEXT.HINT. */
  hint?: string;
}

type QrPopupModule = { openQrPopup: typeof openQrPopup };

let popupModule: Promise<QrPopupModule> | undefined;

/**
 * Shows a QR code in a popup over the page (button actions 2 code, 6 niuniu service, 9 brokerage
 * account's enterprise WeChat service, 10 enterprise WeChat). The popup's React and CSS are a
 * chunk of their own, fetched on first use; one popup at a time (a second replaces the first).
 */
export function showQrPopup(content: QrPopupContent): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  popupModule ??= loadChunk(() => import('./qr-popup.tsx'));
  return popupModule.then(
    (module) => module.openQrPopup(content),
    (error: unknown) => {
      popupModule = undefined;
      throw error;
    },
  );
}
