import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { LEAD_CODE_MAX_LENGTH } from '@h5-page/schema/constants';
import { LeadDialog } from './lead-dialog.tsx';
import { LEAD_FORM_TEXT, maskPhone } from './lead-form-texts.ts';

export interface CodeDialogProps {
  open: boolean;
  /** The phone the code went to. */
  phone: string;
  code: string;
  onCodeChange(code: string): void;
  /** Seconds until the code may be sent again (0: now). */
  countdown: number;
  sending: boolean;
  activating: boolean;
  onResend(): void;
  onActivate(): void;
  onClose(): void;
}

/** The code popup: the code (4 to 6 digits), 重新发送 after the countdown, and 激活. */
export function CodeDialog(props: CodeDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const counting = props.countdown > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onActivate();
  };

  return (
    <LeadDialog open={props.open} labelledBy={titleId} onClose={props.onClose} initialFocus={input}>
      <form className="h5-lead-form-code" noValidate onSubmit={submit}>
        <p className="h5-lead-form-dialog-title" id={titleId}>
          {LEAD_FORM_TEXT.CODE_TITLE}
        </p>
        <p className="h5-lead-form-dialog-text">
          {LEAD_FORM_TEXT.codeSentTo(maskPhone(props.phone))}
        </p>
        <div className="h5-lead-form-field h5-lead-form-code-field">
          <input
            ref={input}
            className="h5-lead-form-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            name="code"
            aria-label={LEAD_FORM_TEXT.CODE_LABEL}
            placeholder={LEAD_FORM_TEXT.CODE_HINT}
            maxLength={LEAD_CODE_MAX_LENGTH}
            value={props.code}
            onChange={(event) => props.onCodeChange(event.target.value)}
          />
        </div>
        <div className="h5-lead-form-resend-row">
          <button
            type="button"
            className="h5-lead-form-resend"
            disabled={counting || props.sending}
            onClick={props.onResend}
          >
            {counting
              ? LEAD_FORM_TEXT.resend(props.countdown)
              : props.sending
                ? LEAD_FORM_TEXT.SENDING
                : LEAD_FORM_TEXT.RESEND}
          </button>
        </div>
        <button type="submit" className="h5-lead-form-submit" disabled={props.activating}>
          {props.activating ? LEAD_FORM_TEXT.ACTIVATING : LEAD_FORM_TEXT.ACTIVATE}
        </button>
      </form>
    </LeadDialog>
  );
}
