import { useState } from 'react';
import type { FormEvent } from 'react';
import { LEAD_CODE_MAX_LENGTH, LEAD_PHONE_MAX_LENGTH } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import type { CaptchaSolver } from '../shared/acquire-captcha.ts';
import { ADDRESS_TEXT } from './address-texts.ts';
import { isValidHandset, registerByAddress, sendRegisterCode } from './register-api.ts';
import type { Address } from './selected-address.ts';
import { useResendCountdown } from '../shared/use-resend-countdown.ts';

export interface RegisterFormProps {
  address: Address;
  buttonText?: string;
  /** The captcha to show outside development (default: Tencent's). */
  solveCaptcha?: CaptchaSolver;
  onRegistered?: () => void;
}

/**
 * Register by address (spec section 1): phone, SMS code (captcha first, then a 60-second resend
 * countdown), and 注册, which registers or logs in and stores the chosen address on the user.
 */
export function RegisterForm({
  address,
  buttonText,
  solveCaptcha,
  onRegistered,
}: RegisterFormProps) {
  const runtime = useRuntime();
  const [handset, setHandset] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const { countdown, counting, start: startCountdown } = useResendCountdown();

  const phone = handset.trim();

  const sendCode = async () => {
    if (sending || counting) return;
    if (!isValidHandset(phone)) {
      runtime.toast(ADDRESS_TEXT.PHONE_INVALID);
      return;
    }
    setSending(true);
    try {
      if (await sendRegisterCode(runtime, phone, solveCaptcha)) {
        startCountdown();
        runtime.toast(ADDRESS_TEXT.CODE_SENT);
      }
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!isValidHandset(phone)) {
      runtime.toast(ADDRESS_TEXT.PHONE_INVALID);
      return;
    }
    const smsCode = code.trim();
    if (!smsCode) {
      runtime.toast(ADDRESS_TEXT.CODE_REQUIRED);
      return;
    }
    setSubmitting(true);
    try {
      if (await registerByAddress(runtime, phone, smsCode, address)) {
        runtime.toast(ADDRESS_TEXT.REGISTER_SUCCESS);
        onRegistered?.();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="h5-address-form" noValidate onSubmit={(event) => void submit(event)}>
      <input
        className="h5-address-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        name="handset"
        aria-label={ADDRESS_TEXT.PHONE_LABEL}
        placeholder={ADDRESS_TEXT.PHONE_PLACEHOLDER}
        maxLength={LEAD_PHONE_MAX_LENGTH}
        value={handset}
        onChange={(event) => setHandset(event.target.value)}
      />
      <div className="h5-address-code-row">
        <input
          className="h5-address-input h5-address-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="code"
          aria-label={ADDRESS_TEXT.CODE_LABEL}
          placeholder={ADDRESS_TEXT.CODE_PLACEHOLDER}
          maxLength={LEAD_CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="button"
          className="h5-address-send"
          disabled={sending || counting}
          onClick={() => void sendCode()}
        >
          {counting
            ? ADDRESS_TEXT.resend(countdown)
            : sending
              ? ADDRESS_TEXT.SENDING
              : ADDRESS_TEXT.SEND_CODE}
        </button>
      </div>
      <button type="submit" className="h5-address-submit" disabled={submitting}>
        {submitting ? ADDRESS_TEXT.REGISTERING : buttonText || ADDRESS_TEXT.REGISTER}
      </button>
    </form>
  );
}
