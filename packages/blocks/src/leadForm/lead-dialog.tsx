import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { CloseButton } from '../shared/close-button.tsx';
import { OverlayPortal } from '../shared/overlay-portal.tsx';
import { lockBodyScroll } from '../shared/scroll-lock.ts';
import { dialogClass } from '../shared/dialog-class.ts';
import { usePresence } from '../shared/use-presence.ts';
import { LEAD_FORM_TEXT } from './lead-form-texts.ts';

/** Length of the leave animation (shared/dialog.css); the dialog unmounts after it. */
export const LEAD_DIALOG_EXIT_MS = 200;

export interface LeadDialogProps {
  open: boolean;
  /** Id of the dialog's heading. */
  labelledBy: string;
  onClose(): void;
  /** What takes the focus on opening (default: the card itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The lead form's own light modal (code entry, then download and callback): a card in the middle
 * of the page column over a dark mask, closed by its × or Escape (not by the mask: a stray tap
 * must not lose a half-typed code). Nothing is rendered while closed, so server HTML holds none.
 */
export function LeadDialog({ open, labelledBy, onClose, initialFocus, children }: LeadDialogProps) {
  const presence = usePresence(open, LEAD_DIALOG_EXIT_MS);
  const card = useRef<HTMLDivElement>(null);

  // A layout effect: the lock and the focus land in the same commit that shows the card, so the
  // page never scrolls under an open dialog for a frame.
  useLayoutEffect(() => {
    if (!open) return;
    const unlock = lockBodyScroll();
    (initialFocus?.current ?? card.current)?.focus({ preventScroll: true });
    return unlock;
  }, [open, initialFocus]);

  if (presence === 'closed') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <OverlayPortal>
      <div className={dialogClass('h5-lead-form-dialog', presence)} onKeyDown={onKeyDown}>
        <div className="h5-lead-form-mask h5-dialog-mask" aria-hidden="true" />
        <div
          ref={card}
          className="h5-lead-form-card h5-dialog-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          tabIndex={-1}
        >
          {children}
          <CloseButton
            className="h5-lead-form-close"
            label={LEAD_FORM_TEXT.CLOSE}
            onClick={onClose}
          />
        </div>
      </div>
    </OverlayPortal>
  );
}
