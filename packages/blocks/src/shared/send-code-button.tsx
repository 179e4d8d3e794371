import type { SmsCode } from './use-sms-code.ts';

/** What a send-code button says; a form without `SENDING` keeps its label while sending. */
export interface SendCodeTexts {
  SEND_CODE: string;
  SENDING?: string;
  resend(seconds: number): string;
}

interface SendCodeButtonProps {
  className: string;
  texts: SendCodeTexts;
  /** While `countdown` runs the button waits and shows the seconds left. */
  sms: Pick<SmsCode, 'countdown' | 'sending'>;
  onClick(): void;
}

/** 获取验证码 and its countdown, the same in every form that sends an SMS code. */
export function SendCodeButton({ className, texts, sms, onClick }: SendCodeButtonProps) {
  const { countdown, sending } = sms;
  const text =
    countdown > 0
      ? texts.resend(countdown)
      : sending && texts.SENDING
        ? texts.SENDING
        : texts.SEND_CODE;
  return (
    <button
      type="button"
      className={className}
      disabled={countdown > 0 || sending}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
