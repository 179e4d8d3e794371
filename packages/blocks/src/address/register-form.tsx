import { useState } from 'react';
import type { FormEvent } from 'react';
import { useRuntime } from '../runtime.ts';
import type { CaptchaSolver } from '../shared/acquire-captcha.ts';
import { phoneCodeProps } from '../shared/phone-code-props.ts';
import { SendCodeButton } from '../shared/send-code-button.tsx';
import { isValidHandset } from '../shared/send-sms-code.ts';
import { useSmsCode } from '../shared/use-sms-code.ts';
import { ConsentLine } from '../shared/consent-line.tsx';
import { useConsent } from '../shared/use-consent.ts';
import { ADDRESS_TEXT } from './address-texts.ts';
import { registerByAddress } from './register-api.ts';
import type { Address } from '../shared/region/selected-address.ts';

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
 * The visitor agrees to the personal-information statement before a code is sent.
 */
export function RegisterForm({
  address,
  buttonText,
  solveCaptcha,
  onRegistered,
}: RegisterFormProps) {
  const runtime = useRuntime();
  const [submitting, setSubmitting] = useState(false);
  const sms = useSmsCode(solveCaptcha);
  const consent = useConsent();

  const phone = sms.handset.trim();
  const phoneChecked = () => {
    if (isValidHandset(phone)) return true;
    runtime.toast(ADDRESS_TEXT.PHONE_INVALID);
    return false;
  };

  const sendCode = async () => {
    if (sms.sending || sms.counting || !phoneChecked()) return;
    if ((await consent.consented()) === null) return;
    if (await sms.send(phone)) runtime.toast(ADDRESS_TEXT.CODE_SENT);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !phoneChecked()) return;
    const smsCode = sms.code.trim();
    if (!smsCode) {
      runtime.toast(ADDRESS_TEXT.CODE_REQUIRED);
      return;
    }
    const consentVersion = await consent.consented();
    if (consentVersion === null) return;
    setSubmitting(true);
    try {
      if (await registerByAddress(runtime, phone, smsCode, address, consentVersion)) {
        runtime.toast(ADDRESS_TEXT.REGISTER_SUCCESS);
        onRegistered?.();
      } else {
        await consent.changedSince(consentVersion);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="h5-address-form" noValidate onSubmit={(event) => void submit(event)}>
      <input className="h5-address-input" {...phoneCodeProps('phone', sms, ADDRESS_TEXT)} />
      <div className="h5-address-code-row">
        <input
          className="h5-address-input h5-address-code"
          {...phoneCodeProps('code', sms, ADDRESS_TEXT)}
        />
        <SendCodeButton
          className="h5-address-send"
          texts={ADDRESS_TEXT}
          sms={sms}
          onClick={() => void sendCode()}
        />
      </div>
      <ConsentLine consent={consent} />
      <button type="submit" className="h5-address-submit" disabled={submitting}>
        {submitting ? ADDRESS_TEXT.REGISTERING : buttonText || ADDRESS_TEXT.REGISTER}
      </button>
    </form>
  );
}
