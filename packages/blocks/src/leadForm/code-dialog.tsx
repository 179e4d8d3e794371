import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { phoneCodeProps } from '../shared/phone-code-props.ts';
import { SendCodeButton } from '../shared/send-code-button.tsx';
import type { SmsCode } from '../shared/use-sms-code.ts';
import { LeadDialog } from './lead-dialog.tsx';
import { maskPhone } from '@h5-page/schema/personal-masks';
import type { LeadFormTexts } from './lead-form-texts.ts';

export interface CodeDialogProps {
  open: boolean;
  /** The phone the code went to. */
  phone: string;
  /** The code as typed, the countdown and the sending. */
  sms: SmsCode;
  /** The form's texts, in the marketer's words where it has them. */
  texts: LeadFormTexts;
  activating: boolean;
  /** The button that sends the lead: in the form's own words. */
  buttonText: string;
  onResend(): void;
  onActivate(): void;
  onClose(): void;
}

/** The code popup: the code (4 to 6 digits), 重新发送 after the countdown, and the form's button. */
export function CodeDialog(props: CodeDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { texts } = props;
  // Its button says 重新发送 where the form's says 获取验证码 (or the marketer's words for it).
  const resendTexts = { ...texts, SEND_CODE: texts.RESEND };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onActivate();
  };

  return (
    <LeadDialog open={props.open} labelledBy={titleId} onClose={props.onClose} initialFocus={input}>
      <form className="h5-lead-form-code" noValidate onSubmit={submit}>
        <p className="h5-lead-form-dialog-title" id={titleId}>
          {texts.CODE_TITLE}
        </p>
        <p className="h5-lead-form-dialog-text">{texts.codeSentTo(maskPhone(props.phone))}</p>
        <div className="h5-lead-form-field h5-lead-form-code-field">
          {/* The popup is never in the server's HTML, so nothing is typed in it before it comes
              alive: its ref is the one that takes the focus. */}
          <input
            className="h5-lead-form-input"
            {...phoneCodeProps('code', props.sms, texts)}
            ref={input}
          />
        </div>
        <div className="h5-lead-form-resend-row">
          <SendCodeButton
            className="h5-lead-form-resend"
            texts={resendTexts}
            sms={props.sms}
            onClick={props.onResend}
          />
        </div>
        <button type="submit" className="h5-lead-form-submit" disabled={props.activating}>
          {props.activating ? texts.SUBMITTING : props.buttonText}
        </button>
      </form>
    </LeadDialog>
  );
}
