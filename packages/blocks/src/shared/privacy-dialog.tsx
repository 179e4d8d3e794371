import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import type { PrivacyStatement } from '@h5-page/schema/privacy-statement';
import { CloseButton } from './close-button.tsx';
import { dialogClass } from './dialog-class.ts';
import { OverlayPortal } from './overlay-portal.tsx';
import { lockBodyScroll } from './scroll-lock.ts';
import { usePresence } from './use-presence.ts';

/** Length of the leave animation (dialog.css); the dialog unmounts after it. */
const EXIT_MS = 200;

export interface PrivacyDialogProps {
  open: boolean;
  /** Null while it loads, or when it could not be loaded (`failed`). */
  statement: PrivacyStatement | null;
  failed: boolean;
  onClose(): void;
}

/**
 * The personal-information statement over the page, in the page's overlay layer: its text
 * scrolls inside the card (the page under it is locked), and ×, 返回填写 or Escape close it (not
 * the mask: a stray tap must not send a reader back to the form mid-sentence). Reading it agrees
 * to nothing: only the form's box does. Nothing is rendered while closed, so server HTML holds
 * none.
 */
export function PrivacyDialog({ open, statement, failed, onClose }: PrivacyDialogProps) {
  const presence = usePresence(open, EXIT_MS);
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);

  // In the commit that shows the card, so the page never scrolls under it for a frame; the focus
  // goes back where it was (the statement's name on the form) when it closes.
  useLayoutEffect(() => {
    if (!open) return;
    const unlock = lockBodyScroll();
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    card.current?.focus({ preventScroll: true });
    return () => {
      unlock();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open]);

  if (presence === 'closed') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const paragraphs = statement ? statement.text.split(/\n+/).filter((line) => line.trim()) : [];
  return (
    <OverlayPortal>
      <div className={dialogClass('h5-privacy-dialog', presence)} onKeyDown={onKeyDown}>
        <div className="h5-privacy-mask h5-dialog-mask" aria-hidden="true" />
        <div
          ref={card}
          className="h5-privacy-card h5-dialog-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <p className="h5-privacy-title" id={titleId}>
            {PRIVACY_TEXT.TITLE}
          </p>
          {/* Focusable, so a keyboard can scroll it too. */}
          <div
            className="h5-privacy-text"
            role="region"
            tabIndex={0}
            aria-label={PRIVACY_TEXT.TITLE}
          >
            {statement ? (
              paragraphs.map((line, index) => <p key={index}>{line}</p>)
            ) : (
              <p>{failed ? PRIVACY_TEXT.LOAD_FAILED : PRIVACY_TEXT.DIALOG_LOADING}</p>
            )}
          </div>
          <button type="button" className="h5-privacy-back" onClick={onClose}>
            {PRIVACY_TEXT.DIALOG_BACK}
          </button>
          <CloseButton
            className="h5-privacy-close"
            label={PRIVACY_TEXT.DIALOG_CLOSE}
            onClick={onClose}
          />
        </div>
      </div>
    </OverlayPortal>
  );
}
