import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import type { CaptchaSolver } from '../shared/acquire-captcha.ts';
import { isValidHandset } from '../shared/send-sms-code.ts';
import { currentSearch } from '../shared/current-search.ts';
import { ConsentLine } from '../shared/consent-line.tsx';
import { useConsent } from '../shared/use-consent.ts';
import { phoneCodeProps } from '../shared/phone-code-props.ts';
import { SendCodeButton } from '../shared/send-code-button.tsx';
import { useSmsCode } from '../shared/use-sms-code.ts';
import './inviteRegister.css';

const SMS_TEXT = {
  PHONE_PLACEHOLDER: '请输入手机号',
  CODE_PLACEHOLDER: '请输入短信验证码',
  SEND_CODE: '获取验证码',
  resend: (seconds: number): string => `${seconds}s 后重发`,
};

/** The inviter's share code from the page link (`?share_code=`, or `?code=`). */
export function shareCodeFrom(search: string): string {
  const query = new URLSearchParams(search);
  const code = (query.get('share_code') ?? query.get('code') ?? '').trim();
  return /^[A-Za-z0-9]{1,16}$/.test(code) ? code.toUpperCase() : '';
}

export interface InviteRegisterProps extends BlockProps<'inviteRegister'> {
  /** Tests solve the captcha their own way; the page uses the configured captcha. */
  solveCaptcha?: CaptchaSolver;
}

/**
 * Invite register (invite friends): a friend opens the inviter's link, enters a phone number,
 * agrees to the personal-information statement, gets the SMS code (captcha, then the passport's
 * send call) and registers: the server makes the account (recording the statement's version),
 * binds it to the inviter's code once and logs the friend in; then the success page.
 */
export default function InviteRegister({ value, path, solveCaptcha }: InviteRegisterProps) {
  const runtime = useRuntime();
  const [shareCode, setShareCode] = useState('');
  const [registering, setRegistering] = useState(false);
  const sms = useSmsCode(solveCaptcha);
  const consent = useConsent();
  // One request at a time: no code is sent while registering, nor registered while sending.
  const busy = sms.sending || registering;

  // The link is read after hydration: the server render has no URL to read.
  useEffect(() => setShareCode(shareCodeFrom(currentSearch(runtime.location))), [runtime.location]);

  const phone = sms.handset.trim();

  const send = async () => {
    runtime.tracker.click('获取验证码', { block: 'inviteRegister', path });
    if (!isValidHandset(phone)) {
      runtime.toast('请输入正确的手机号');
      return;
    }
    if (sms.counting || busy) return;
    // No code goes to a number before its owner agreed to what is done with it.
    if ((await consent.consented()) === null) return;
    if (await sms.send(phone)) runtime.toast('验证码已发送');
  };

  const register = async () => {
    runtime.tracker.click('注册领取', { block: 'inviteRegister', path });
    if (!shareCode) {
      runtime.toast('邀请链接不完整，请向好友重新索取');
      return;
    }
    if (!isValidHandset(phone)) {
      runtime.toast('请输入正确的手机号');
      return;
    }
    const code = sms.code.trim();
    if (!code) {
      runtime.toast('请输入验证码');
      return;
    }
    if (busy) return;
    const consentVersion = await consent.consented();
    if (consentVersion === null) return;
    setRegistering(true);
    try {
      const answer = await runtime.api.post(API_PATHS.INVITE_REGISTER, {
        handset: phone,
        code,
        share_code: shareCode,
        consent_version: consentVersion,
      });
      if (answer) runtime.env.openUrl(value.successUrl);
    } catch {
      // The runtime has shown the server's msg (wrong code, already a user, a statement that
      // changed meanwhile: then the box is unticked for the new one).
      await consent.changedSince(consentVersion);
    } finally {
      setRegistering(false);
    }
  };

  return (
    <section className="h5-invite-register">
      {value.title ? <h3 className="h5-invite-register-title">{value.title}</h3> : null}
      <p className="h5-invite-register-from">
        {shareCode ? `邀请码 ${shareCode}` : '请通过好友分享的邀请链接打开本页'}
      </p>
      <label className="h5-invite-register-row">
        <span>手机号</span>
        <input {...phoneCodeProps('phone', sms, SMS_TEXT)} />
      </label>
      <label className="h5-invite-register-row">
        <span>验证码</span>
        <input {...phoneCodeProps('code', sms, SMS_TEXT)} />
        <SendCodeButton
          className="h5-invite-register-send"
          texts={SMS_TEXT}
          sms={{ countdown: sms.countdown, sending: busy }}
          onClick={() => void send()}
        />
      </label>
      <ConsentLine consent={consent} />
      <button
        type="button"
        className="h5-invite-register-submit"
        disabled={busy}
        onClick={() => void register()}
      >
        注册并领取新人礼
      </button>
      <p className="h5-invite-register-note">仅限未注册牛8的新用户，每个手机号限领一次</p>
    </section>
  );
}
