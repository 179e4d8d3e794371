import type { ChangeEvent } from 'react';
import { LEAD_CODE_MAX_LENGTH, LEAD_PHONE_MAX_LENGTH } from '@h5-page/schema/constants';
import type { SmsCode } from './use-sms-code.ts';

/** A form's words for its two inputs; without a label, the `<label>` around the input names it. */
export interface PhoneCodeTexts {
  PHONE_LABEL?: string;
  PHONE_PLACEHOLDER: string;
  CODE_LABEL?: string;
  CODE_PLACEHOLDER: string;
}

/**
 * Both open the numeric keypad; the phone offers the visitor's saved number, the code the one
 * from the text message. `code` is a name the login draft never keeps. The attributes stand in
 * the order the server has always written them; the ref reads back what was typed before the
 * form came alive (`useEarlyEntries`).
 */
export function phoneCodeProps(
  kind: 'phone' | 'code',
  entries: Pick<SmsCode, 'handset' | 'setHandset' | 'code' | 'setCode' | 'entry'>,
  texts: PhoneCodeTexts,
) {
  const phone = kind === 'phone';
  const set = phone ? entries.setHandset : entries.setCode;
  const value = phone ? entries.handset : entries.code;
  return {
    type: phone ? 'tel' : 'text',
    inputMode: 'numeric',
    autoComplete: phone ? 'tel' : 'one-time-code',
    name: phone ? 'handset' : 'code',
    'aria-label': phone ? texts.PHONE_LABEL : texts.CODE_LABEL,
    placeholder: phone ? texts.PHONE_PLACEHOLDER : texts.CODE_PLACEHOLDER,
    maxLength: phone ? LEAD_PHONE_MAX_LENGTH : LEAD_CODE_MAX_LENGTH,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.value),
    ref: entries.entry(kind, value, set),
  } as const;
}
