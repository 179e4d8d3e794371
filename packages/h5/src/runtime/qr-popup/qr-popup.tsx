import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { CloseButton } from '@h5-page/blocks/shared/close-button';
import { QR_POPUP_TEXT } from './qr-popup-text.ts';
import type { QrPopupContent } from './show-qr-popup.ts';
import './qr-popup.css';

interface QrPopupProps extends QrPopupContent {
  onClose(): void;
}

/** The popup: a mask, a white card with the title, the QR image and the hint, a round close icon. */
export function QrPopup({ title, url, hint, onClose }: QrPopupProps) {
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    card.current?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <div className="h5-qr-popup" onKeyDown={onKeyDown}>
      <div className="h5-qr-popup-mask" aria-hidden="true" onClick={onClose} />
      <div
        ref={card}
        className="h5-qr-popup-card"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <p className="h5-qr-popup-title">{title}</p>
        <img className="h5-qr-popup-img" src={url} alt={title} />
        <p className="h5-qr-popup-hint">{hint ?? QR_POPUP_TEXT.HINT}</p>
        <CloseButton className="h5-qr-popup-close" label={QR_POPUP_TEXT.CLOSE} onClick={onClose} />
      </div>
    </div>
  );
}

let current: { root: Root; host: HTMLElement } | null = null;

/** Closes the QR popup, if one is open. */
export function closeQrPopup(): void {
  if (!current) return;
  const { root, host } = current;
  current = null;
  root.unmount();
  host.remove();
}

/** Opens the QR popup over the page (replacing one that is open). */
export function openQrPopup(content: QrPopupContent): void {
  closeQrPopup();
  const host = document.createElement('div');
  host.className = 'h5-qr-popup-host';
  document.body.appendChild(host);
  const root = createRoot(host);
  current = { root, host };
  root.render(<QrPopup {...content} onClose={closeQrPopup} />);
}
