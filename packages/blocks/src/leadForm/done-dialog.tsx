import { useId } from 'react';
import { ExampleTag } from '../shared/example-text.tsx';
import type { ShownText } from '../shared/example-text.tsx';
import { LeadDialog } from './lead-dialog.tsx';
import { LEAD_FORM_TEXT } from './lead-form-texts.ts';

export interface DoneDialogProps {
  open: boolean;
  /** The phone already left a lead on this page (the server said so). */
  duplicate: boolean;
  servicePhone: string;
  /** The popup's title, text and buttons (the spec's unless the marketer wrote others). */
  title: string;
  text: string;
  buttonText: string;
  closeText: string;
  /**
   * The company's callback note; in the builder the example tagged 示例 while it is empty; live
   * without one, none (a visitor is told of no callback number rather than a wrong one).
   */
  callbackNote: ShownText | null;
  onDownload(): void;
  onClose(): void;
}

/** The success popup: its title and text, a button (the app download by default), the service line and the callback note. */
export function DoneDialog(props: DoneDialogProps) {
  const titleId = useId();
  return (
    <LeadDialog open={props.open} labelledBy={titleId} onClose={props.onClose}>
      <div className="h5-lead-form-done">
        <div className="h5-lead-form-done-icon" aria-hidden="true" />
        <p className="h5-lead-form-dialog-title" id={titleId}>
          {props.duplicate ? LEAD_FORM_TEXT.DUPLICATE : props.title}
        </p>
        <p className="h5-lead-form-dialog-text">{props.text}</p>
        <button type="button" className="h5-lead-form-submit" onClick={props.onDownload}>
          {props.buttonText}
        </button>
        {props.servicePhone || props.callbackNote ? (
          <div className="h5-lead-form-callback">
            {props.servicePhone ? (
              <p className="h5-lead-form-service">
                {LEAD_FORM_TEXT.SERVICE_LINE}
                <a href={`tel:${props.servicePhone.replace(/[^\d+]/g, '')}`}>
                  {props.servicePhone}
                </a>
              </p>
            ) : null}
            {props.callbackNote ? (
              <p className="h5-lead-form-note">
                {props.callbackNote.text}
                {props.callbackNote.example ? <ExampleTag /> : null}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="button" className="h5-lead-form-later" onClick={props.onClose}>
          {props.closeText}
        </button>
      </div>
    </LeadDialog>
  );
}
