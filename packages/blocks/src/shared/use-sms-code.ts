import { useState } from 'react';
import { useRuntime } from '../runtime.ts';
import type { CaptchaSolver } from './acquire-captcha.ts';
import { sendSmsCode } from './send-sms-code.ts';
import { useEarlyEntries } from './use-early-entries.ts';
import type { EarlyEntries } from './use-early-entries.ts';
import { useResendCountdown } from './use-resend-countdown.ts';

export interface SmsCode {
  /** The mobile number as typed. */
  handset: string;
  setHandset(handset: string): void;
  /** The SMS code as typed. */
  code: string;
  setCode(code: string): void;
  /** The refs that read back what was typed into the phone and code inputs before hydration. */
  entry: EarlyEntries;
  /** Seconds until a code may be sent again (0: now). */
  countdown: number;
  counting: boolean;
  /** The captcha or the send call is under way. */
  sending: boolean;
  /** Captcha, then the code to `handset`; the countdown starts once it went. Resolves whether it went. */
  send(handset: string): Promise<boolean>;
}

/**
 * The phone and SMS-code entries of a form with a 获取验证码 button, and the sending: one send at
 * a time, the resend countdown from the moment the gateway took it. Checking the number and
 * saying the code went stay with the form, whose texts differ.
 */
export function useSmsCode(solveCaptcha?: CaptchaSolver): SmsCode {
  const runtime = useRuntime();
  const [handset, setHandset] = useState('');
  const [code, setCode] = useState('');
  const { countdown, counting, start } = useResendCountdown();
  const [sending, setSending] = useState(false);
  const entry = useEarlyEntries();

  const send = async (to: string): Promise<boolean> => {
    if (sending) return false;
    setSending(true);
    try {
      const sent = await sendSmsCode(runtime, to, solveCaptcha);
      if (sent) start();
      return sent;
    } finally {
      setSending(false);
    }
  };

  return { handset, setHandset, code, setCode, entry, countdown, counting, sending, send };
}
