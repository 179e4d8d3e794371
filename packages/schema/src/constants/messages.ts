// ---------------------------------------------------------------------------------------------
// Visitor texts (spec sections 2, 3, 5, 8), word for word
// ---------------------------------------------------------------------------------------------

import { SMS_CODE_LENGTH } from './timing.ts';

export const MESSAGES = {
  /** Lead form: name or phone empty after trimming. */
  INVALID_NAME_OR_PHONE: '请输入正确的姓名和手机号！',
  /** Lead form: empty SMS code. */
  CODE_REQUIRED: '请输入验证码',
  /** Lead form: placeholder of the code field: as many digits as the SMS code has. */
  CODE_HINT: `请输入短信中的${SMS_CODE_LENGTH}位验证码`,
  /** No chat group id. */
  NO_CHAT_GROUP_ID: '无法获取会话ID',
  /** No bound service staff (also when both staff ids are 0). */
  NO_SERVICE_STAFF: '未绑定服务人员，无法获取',
  /** Group join: not eligible. */
  NOT_ELIGIBLE: '您暂不符合加群资格',
  /** Group join succeeded (code 1). */
  JOIN_GROUP_SUCCESS: '您已成功加入私享群，请前往【社群】享受服务',
  /** Address picker initial text. */
  SELECT_PLACEHOLDER: '请选择',
  /** Label of the floating test button (test environment only). */
  TEST_BUTTON: '测试',
  /** Filler district of every city in the region tree. */
  OTHER_DISTRICT: '其它区',
  /** Captcha failure toast. */
  captchaFailed: (code: string | number): string => `验证失败[${code}]`,
} as const;
