import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { CALLBACK_NUMBER_PREFIX, MESSAGES } from '@h5-page/schema/constants';
import { trimmedText } from '../shared/trimmed-text.ts';

/** Texts of the lead form beside those of `MESSAGES` (ours where the spec gives none). */
export const LEAD_FORM_TEXT = {
  TITLE: '免费领取投顾策略体验',
  BUTTON: '立即激活',
  NAME_LABEL: '姓名',
  NAME_PLACEHOLDER: '请输入您的姓名',
  PHONE_LABEL: '手机号',
  PHONE_PLACEHOLDER: '请输入您的手机号',
  INVALID_NAME_OR_PHONE: MESSAGES.INVALID_NAME_OR_PHONE,
  SEND_CODE: '获取验证码',
  SENDING: '发送中…',
  resend: (seconds: number): string => `${seconds}s后重新发送`,
  RESEND: '重新发送',
  CODE_TITLE: '短信验证',
  codeSentTo: (maskedPhone: string): string => `验证码已发送至 ${maskedPhone}`,
  CODE_LABEL: '验证码',
  CODE_PLACEHOLDER: MESSAGES.CODE_HINT,
  CODE_REQUIRED: MESSAGES.CODE_REQUIRED,
  /** A code that is not 4 to 6 digits. */
  CODE_INVALID: '请输入4-6位数字验证码',
  /** The code popup's button while the lead is on its way (its text is the form's wording). */
  SUBMITTING: '提交中…',
  CLOSE: '关闭',
  DONE_TITLE: '激活成功',
  /**
   * What the gateway answers a repeat lead (code 1, `duplicate: true`): the API client hands a
   * block only the `response`, so the text is repeated here from the server's DUPLICATE_LEAD_MSG.
   */
  DUPLICATE: '您已提交过，无需重复提交',
  DONE_TEXT: '下载牛8 App，登录即可查看您的投顾策略体验权益',
  DOWNLOAD: '下载 App',
  /** Before the service line `{phone}` (spec section 9). */
  SERVICE_LINE: '客服热线：',
  /**
   * An example of the callback note (the definition's `example` for `callbackNote`): which
   * numbers call back is the company's to say, so this is never shown to visitors.
   */
  CALLBACK_NOTE: `客服将通过 ${CALLBACK_NUMBER_PREFIX} 开头的号码与您联系，请注意接听`,
  DONE_CLOSE: '我知道了',
} as const;

/** The texts above, where the marketer's words may stand in for the defaults. */
export type LeadFormTexts = {
  readonly [K in keyof typeof LEAD_FORM_TEXT]: (typeof LEAD_FORM_TEXT)[K] extends string
    ? string
    : (typeof LEAD_FORM_TEXT)[K];
};

/**
 * The form's texts in the marketer's words where the value gives them; an empty field keeps ours,
 * or the spec's (the code hint). The rest stays as above whatever the value says: messages
 * (several worded by the spec), the send button's passing states, the service line.
 */
export function leadFormTexts(value: BlockValueMap['leadForm']): LeadFormTexts {
  const own = (text: unknown, fallback: string) => trimmedText(text) || fallback;
  return {
    ...LEAD_FORM_TEXT,
    NAME_LABEL: own(value.nameLabel, LEAD_FORM_TEXT.NAME_LABEL),
    NAME_PLACEHOLDER: own(value.namePlaceholder, LEAD_FORM_TEXT.NAME_PLACEHOLDER),
    PHONE_LABEL: own(value.phoneLabel, LEAD_FORM_TEXT.PHONE_LABEL),
    PHONE_PLACEHOLDER: own(value.phonePlaceholder, LEAD_FORM_TEXT.PHONE_PLACEHOLDER),
    SEND_CODE: own(value.sendCodeText, LEAD_FORM_TEXT.SEND_CODE),
    CODE_TITLE: own(value.codeTitle, LEAD_FORM_TEXT.CODE_TITLE),
    CODE_PLACEHOLDER: own(value.codePlaceholder, LEAD_FORM_TEXT.CODE_PLACEHOLDER),
    DONE_CLOSE: own(value.doneCloseText, LEAD_FORM_TEXT.DONE_CLOSE),
  };
}
