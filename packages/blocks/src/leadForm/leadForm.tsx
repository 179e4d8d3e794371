import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { APP_LINK_DEFAULTS } from '@h5-page/schema/app-link-defaults';
import { BUTTON_ACTION_TYPE, LEAD_NAME_MAX_LENGTH } from '@h5-page/schema/constants';
import { checkLeadAnswers, leadExtraFields } from '@h5-page/schema/lead-extra-fields';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import type { CaptchaSolver } from '../shared/acquire-captcha.ts';
import { phoneCodeProps } from '../shared/phone-code-props.ts';
import { SendCodeButton } from '../shared/send-code-button.tsx';
import { useEarlyEntries } from '../shared/use-early-entries.ts';
import { ConsentLine } from '../shared/consent-line.tsx';
import { useConsent } from '../shared/use-consent.ts';
import { useSmsCode } from '../shared/use-sms-code.ts';
import type { RegionNode } from '../shared/region/region-tree.ts';
import { CodeDialog } from './code-dialog.tsx';
import { DoneDialog } from './done-dialog.tsx';
import { ExtraFields } from './extra-fields.tsx';
import type { ExtraAnswers } from './extra-fields.tsx';
import { activateLead, channelOf, isValidNameAndPhone, isWellFormedCode } from './lead-form-api.ts';
import { LEAD_FORM_TEXT, leadFormTexts } from './lead-form-texts.ts';
import './leadForm.css';
import { trimmedText } from '../shared/trimmed-text.ts';
import { currentSearch } from '../shared/current-search.ts';
import { exampleText } from '../shared/example-text.tsx';
import { leadFormDefinition } from './index.ts';

type Dialog = 'none' | 'code' | 'done';

export interface LeadFormProps extends BlockProps<'leadForm'> {
  /** The captcha to show outside development (default: Tencent's). */
  solveCaptcha?: CaptchaSolver;
  /** Where an address field's regions come from (default: the shipped tree). */
  loadRegions?: () => Promise<RegionNode[]>;
}

/**
 * Lead form (spec sections 4, 5, 7): name and phone, then the SMS code (captcha first; the code
 * popup opens with a 60-second resend countdown), then the popup's button (the form's own
 * `buttonText`, or `codeButtonText`), which stores the lead; the code popup closes and the
 * download-and-callback popup shows the app download, the service line and the callback note
 * (which numbers call back: the company's own `callbackNote`; the spec's 020 note is only its
 * example, never shown to visitors). The marketer may add fields under name and phone
 * (`extraFields`: an address, a select, a short text), checked before the code is sent and sent
 * with the lead, and may word the inputs, the code popup and the success popup; without those
 * keys the form is the spec's.
 *
 * What a visitor types or ticks while the form is still the server's HTML is read back when it
 * hydrates (`useEarlyEntries`), so it is kept and counts.
 *
 * 获取验证码 beside the phone and the main button both send the code; while the countdown for
 * the same phone runs, the main button only opens the code popup again.
 *
 * Personal-information consent: the visitor ticks 我已阅读并同意《个人信息保护声明》 (the
 * statement opens over the page from its name) before any code is sent, and the lead carries the
 * statement's version. A lead refused because the statement changed meanwhile unticks the box
 * and closes the code popup, so the visitor reads the new one and agrees again.
 */
export default function LeadForm({ value, path, solveCaptcha, loadRegions }: LeadFormProps) {
  const runtime = useRuntime();
  const titleId = useId();
  const [name, setName] = useState('');
  /** The phone the last code went to. */
  const [sentTo, setSentTo] = useState('');
  const [activating, setActivating] = useState(false);
  const [dialog, setDialog] = useState<Dialog>('none');
  const [duplicate, setDuplicate] = useState(false);
  const [answers, setAnswers] = useState<ExtraAnswers>({});
  const consent = useConsent();
  const sms = useSmsCode(solveCaptcha);
  const entry = useEarlyEntries();
  const extraFields = useMemo(() => leadExtraFields(value), [value]);
  const texts = useMemo(() => leadFormTexts(value), [value]);

  const title = trimmedText(value.title);
  const buttonText = trimmedText(value.buttonText) || LEAD_FORM_TEXT.BUTTON;
  // The popup finishes what the form's button started, so it speaks the form's words.
  const codeButtonText = trimmedText(value.codeButtonText) || buttonText;
  const servicePhone = trimmedText(value.servicePhone);
  // The spec's success step offers the app download: without a link of the form's own, this
  // site's download page, which says where to get the app.
  const downloadUrl = trimmedText(value.downloadUrl) || APP_LINK_DEFAULTS.download;
  const phone = sms.handset.trim();
  const countingForPhone = sms.counting && sentTo === phone;

  const track = (label: string) => runtime.tracker.click(label, { block: 'leadForm', path });

  /** The extra answers as the server takes them, or null once the visitor was told what is missing. */
  const checkedAnswers = (): Record<string, string> | null => {
    const check = checkLeadAnswers(extraFields, answers);
    if (!check.ok) {
      runtime.toast(check.message);
      return null;
    }
    return Object.fromEntries(check.answers.map((answer) => [answer.label, answer.value]));
  };

  /** Checks name and phone, then sends the code to `to` and opens the code popup. */
  const send = async (to: string) => {
    if (!(await sms.send(to))) return;
    if (to !== sentTo) sms.setCode('');
    setSentTo(to);
    setDialog('code');
  };

  const sendCode = async () => {
    if (!isValidNameAndPhone(name.trim(), phone)) {
      runtime.toast(LEAD_FORM_TEXT.INVALID_NAME_OR_PHONE);
      return;
    }
    if (!checkedAnswers()) return;
    if ((await consent.consented()) === null) return;
    if (countingForPhone) {
      setDialog('code');
      return;
    }
    // Counted under one name whatever the marketer's button says, so pages compare.
    track(LEAD_FORM_TEXT.SEND_CODE);
    void send(phone);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sendCode();
  };

  const resend = () => {
    if (sms.counting || !sentTo) return;
    track(LEAD_FORM_TEXT.RESEND);
    void send(sentTo);
  };

  const activate = async () => {
    if (activating) return;
    const smsCode = sms.code.trim();
    if (!smsCode) {
      runtime.toast(LEAD_FORM_TEXT.CODE_REQUIRED);
      return;
    }
    if (!isWellFormedCode(smsCode)) {
      runtime.toast(LEAD_FORM_TEXT.CODE_INVALID);
      return;
    }
    const nickName = name.trim();
    if (!isValidNameAndPhone(nickName, sentTo)) {
      runtime.toast(LEAD_FORM_TEXT.INVALID_NAME_OR_PHONE);
      return;
    }
    const extra = checkedAnswers();
    if (!extra) return;
    const consentVersion = await consent.consented();
    if (consentVersion === null) return;
    track(codeButtonText);
    setActivating(true);
    try {
      const answer = await activateLead(runtime, {
        nickName,
        handset: sentTo,
        code: smsCode,
        cpsId: channelOf(value.cpsId, currentSearch(runtime.location)),
        versionId: value.versionId,
        consentVersion,
        ...(extraFields.length > 0 ? { extra } : {}),
      });
      if (answer) {
        // The code logged the visitor in too: the page's login buttons need no second SMS.
        if (answer.token) runtime.auth.signedIn?.(answer.token);
        setDuplicate(answer.duplicate === true);
        sms.setCode('');
        setDialog('done');
      } else {
        // The server's msg is shown already; if the statement changed, consent must be given
        // again to the new one (the code stays usable: the server checked consent first).
        if (await consent.changedSince(consentVersion)) setDialog('none');
      }
    } finally {
      setActivating(false);
    }
  };

  const doneButtonText = trimmedText(value.doneButtonText) || LEAD_FORM_TEXT.DOWNLOAD;
  // A link action: the one redirect rule decides where the button may go (this site, or a host
  // the configuration allows).
  const download = () => {
    track(doneButtonText);
    void runtime.actions.run(
      { type: BUTTON_ACTION_TYPE.LINK, atext: downloadUrl },
      { path, block: 'leadForm' },
    );
  };

  return (
    <div className="h5-lead-form">
      <form
        className="h5-lead-form-panel"
        noValidate
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : buttonText}
        onSubmit={onSubmit}
      >
        {title ? (
          <p className="h5-lead-form-title" id={titleId}>
            {title}
          </p>
        ) : null}
        <div className="h5-lead-form-field">
          <input
            className="h5-lead-form-input"
            type="text"
            autoComplete="name"
            name="nick_name"
            aria-label={texts.NAME_LABEL}
            placeholder={texts.NAME_PLACEHOLDER}
            maxLength={LEAD_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            ref={entry('nick_name', name, setName)}
          />
        </div>
        <div className="h5-lead-form-field">
          <input className="h5-lead-form-input" {...phoneCodeProps('phone', sms, texts)} />
          <SendCodeButton
            className="h5-lead-form-send"
            texts={texts}
            sms={countingForPhone ? sms : { ...sms, countdown: 0 }}
            onClick={() => void sendCode()}
          />
        </div>
        {extraFields.length > 0 ? (
          <ExtraFields
            fields={extraFields}
            answers={answers}
            loadRegions={loadRegions}
            onAnswer={(label, answer) => setAnswers((now) => ({ ...now, [label]: answer }))}
          />
        ) : null}
        <ConsentLine consent={consent} />
        <button type="submit" className="h5-lead-form-submit" disabled={sms.sending}>
          {buttonText}
        </button>
      </form>
      <CodeDialog
        open={dialog === 'code'}
        phone={sentTo}
        sms={sms}
        texts={texts}
        activating={activating}
        buttonText={codeButtonText}
        onResend={resend}
        onActivate={() => void activate()}
        onClose={() => setDialog('none')}
      />
      <DoneDialog
        open={dialog === 'done'}
        duplicate={duplicate}
        servicePhone={servicePhone}
        title={trimmedText(value.doneTitle) || LEAD_FORM_TEXT.DONE_TITLE}
        text={trimmedText(value.doneText) || LEAD_FORM_TEXT.DONE_TEXT}
        buttonText={doneButtonText}
        closeText={texts.DONE_CLOSE}
        callbackNote={exampleText(
          leadFormDefinition.placeholders,
          'callbackNote',
          trimmedText(value.callbackNote),
          runtime.page.preview,
        )}
        onDownload={download}
        onClose={() => setDialog('none')}
      />
    </div>
  );
}
