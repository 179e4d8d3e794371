import { useId } from 'react';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import type { PrivacyStatement } from '@h5-page/schema/privacy-statement';
import { LeadDialog } from './lead-dialog.tsx';
import { LEAD_FORM_TEXT } from './lead-form-texts.ts';

export interface PrivacyDialogProps {
  open: boolean;
  /** Null while it loads, or when it could not be loaded (`failed`). */
  statement: PrivacyStatement | null;
  failed: boolean;
  onClose(): void;
}

/**
 * The personal-information statement over the page: its text scrolls inside the card (the page
 * under it is locked), and × or the button below closes it. Reading it agrees to nothing: only
 * the form's checkbox does.
 */
export function PrivacyDialog({ open, statement, failed, onClose }: PrivacyDialogProps) {
  const titleId = useId();
  const paragraphs = statement ? statement.text.split(/\n+/).filter((line) => line.trim()) : [];
  return (
    <LeadDialog open={open} labelledBy={titleId} onClose={onClose}>
      <div className="h5-lead-form-privacy">
        <p className="h5-lead-form-dialog-title" id={titleId}>
          {PRIVACY_TEXT.TITLE}
        </p>
        {/* Focusable, so a keyboard can scroll it too. */}
        <div
          className="h5-lead-form-privacy-text"
          role="region"
          tabIndex={0}
          aria-label={PRIVACY_TEXT.TITLE}
        >
          {statement ? (
            paragraphs.map((line, index) => <p key={index}>{line}</p>)
          ) : (
            <p>{failed ? PRIVACY_TEXT.LOAD_FAILED : LEAD_FORM_TEXT.PRIVACY_LOADING}</p>
          )}
        </div>
        <button type="button" className="h5-lead-form-later" onClick={onClose}>
          {LEAD_FORM_TEXT.PRIVACY_CLOSE}
        </button>
      </div>
    </LeadDialog>
  );
}
