import { MESSAGES } from '@h5-page/schema/constants';

/** Texts of the address block beside those of `MESSAGES`. */
export const ADDRESS_TEXT = {
  PLACEHOLDER: MESSAGES.SELECT_PLACEHOLDER,
  PHONE_LABEL: '手机号',
  PHONE_PLACEHOLDER: '请输入手机号',
  PHONE_INVALID: '请输入正确的手机号',
  CODE_LABEL: '验证码',
  CODE_PLACEHOLDER: MESSAGES.CODE_HINT,
  CODE_REQUIRED: MESSAGES.CODE_REQUIRED,
  SEND_CODE: '获取验证码',
  SENDING: '发送中…',
  resend: (seconds: number): string => `${seconds}s后重新获取`,
  CODE_SENT: '验证码已发送',
  REGISTER: '注册',
  REGISTERING: '注册中…',
  REGISTER_SUCCESS: '注册成功',
} as const;
