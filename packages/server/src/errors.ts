import { MESSAGES, TOKEN_INVALID_CODE } from '@h5-page/schema/constants';

/**
 * The one error catalogue: a stable code per failure, its HTTP status and the Chinese `msg` a
 * visitor reads in a toast. Routes throw `AppError`; the error handler turns it into the
 * gateway envelope `{code, msg, response: null}`.
 */

interface CatalogueEntry {
  status: number;
  msg: string;
  /**
   * What the envelope's `code` carries instead of the string code, where the visitor app keys
   * on a number the product already uses (spec section 8: 403 with code 400003 clears the token).
   */
  wireCode?: number;
}

export const ERROR_CATALOGUE = {
  BAD_REQUEST: { status: 400, msg: '请求参数错误' },
  INVALID_JSON: { status: 400, msg: '请求内容不是有效的 JSON' },
  EMPTY_BODY: { status: 400, msg: '请求内容不能为空' },
  UNAUTHORIZED: { status: 401, msg: '请先登录' },
  TOKEN_INVALID: { status: 403, msg: '登录已失效，请重新登录', wireCode: TOKEN_INVALID_CODE },
  FORBIDDEN: { status: 403, msg: '没有权限进行此操作' },
  NOT_FOUND: { status: 404, msg: '接口不存在' },
  PAYLOAD_TOO_LARGE: { status: 413, msg: '请求内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, msg: '不支持的请求格式' },
  RATE_LIMITED: { status: 429, msg: '操作过于频繁，请稍后再试' },
  PAGE_CODE_REQUIRED: { status: 400, msg: '缺少页面编码（参数 code 不能为空）' },
  PAGE_NOT_FOUND: { status: 404, msg: '页面不存在' },
  PAGE_NOT_PUBLISHED: { status: 404, msg: '页面尚未发布' },
  PAGE_VERSION_NOT_FOUND: { status: 404, msg: '页面版本不存在' },
  PAGE_INVALID: { status: 400, msg: '页面数据不正确' },
  // Accounts and lead capture (passport, SMS codes, captcha, tokens, leads).
  INVALID_PHONE: { status: 400, msg: '请输入正确的手机号' },
  INVALID_NAME_OR_PHONE: { status: 400, msg: MESSAGES.INVALID_NAME_OR_PHONE },
  INVALID_VERSION_ID: { status: 400, msg: '参数 version_id 应为正整数' },
  INVALID_ADDRESS: { status: 400, msg: '请选择正确的地址' },
  SMS_CODE_REQUIRED: { status: 400, msg: MESSAGES.CODE_REQUIRED },
  SMS_CODE_NOT_SENT: { status: 400, msg: '请先获取验证码' },
  SMS_CODE_WRONG: { status: 400, msg: '验证码错误' },
  SMS_CODE_EXPIRED: { status: 400, msg: '验证码已过期，请重新获取' },
  SMS_CODE_LOCKED: { status: 400, msg: '验证码错误次数过多，请重新获取' },
  SMS_CODE_USED: { status: 400, msg: '验证码已使用，请重新获取' },
  SMS_TOO_FREQUENT: { status: 429, msg: '发送过于频繁，请稍后再试' },
  SMS_DAILY_LIMIT: { status: 429, msg: '今日验证码发送次数已达上限，请明天再试' },
  IP_RATE_LIMITED: { status: 429, msg: '请求过于频繁，请稍后再试' },
  SMS_SEND_FAILED: { status: 503, msg: '短信发送失败，请稍后再试' },
  CAPTCHA_REQUIRED: { status: 400, msg: '请先完成安全验证' },
  /** The msg carries the provider's code: MESSAGES.captchaFailed(code), `验证失败[7]`. */
  CAPTCHA_FAILED: { status: 400, msg: '验证失败' },
  CAPTCHA_UNAVAILABLE: { status: 503, msg: '安全验证服务暂时不可用，请稍后再试' },
  TOKEN_EXPIRED: { status: 401, msg: '登录已过期，请重新登录' },
  TOKEN_UNVERIFIED: { status: 401, msg: '登录已失效，请重新登录' },
  // Campaign calls (button actions 2, 4-6, 8-11, 13; notice, number, progress, qrcode blocks).
  NO_CHAT_GROUP: { status: 404, msg: MESSAGES.NO_CHAT_GROUP_ID },
  NO_SERVICE_STAFF: { status: 404, msg: MESSAGES.NO_SERVICE_STAFF },
  NOT_ELIGIBLE: { status: 403, msg: MESSAGES.NOT_ELIGIBLE },
  GROUP_NOT_FOUND: { status: 404, msg: '该群不存在或已解散' },
  GROUP_FULL: { status: 409, msg: '该群已满员，请稍后再试' },
  QR_CODE_NOT_FOUND: { status: 404, msg: '二维码不存在' },
  STAFF_QR_CODE_NOT_FOUND: { status: 404, msg: '暂无服务人员二维码' },
  PRODUCT_NOT_FOUND: { status: 404, msg: '商品不存在或已下架' },
  ORDER_NOT_FOUND: { status: 404, msg: '订单不存在' },
  ORDER_NOT_PAYABLE: { status: 409, msg: '订单状态不允许支付' },
  ALREADY_PAID: { status: 409, msg: '您已购买该商品，无需重复购买' },
  BROKERAGE_NOT_FOUND: { status: 404, msg: '暂不支持该券商开户' },
  VIRTUAL_USERS_NOT_FOUND: { status: 404, msg: '播报数据不存在' },
  VACANCY_NOT_FOUND: { status: 404, msg: '名额数据不存在' },
  STATE_CODE_NOT_FOUND: { status: 404, msg: '链接已失效' },
  WECHAT_FAILED: { status: 502, msg: '生成小程序链接失败，请稍后再试' },
  ENTERPRISE_WECHAT_FAILED: { status: 502, msg: '获取企业微信二维码失败，请稍后再试' },
  PAYMENT_FAILED: { status: 502, msg: '创建支付失败，请稍后再试' },
  PAYMENT_SIGNATURE_INVALID: { status: 401, msg: '支付通知签名不正确' },
  // Admin API (until the builder's editor sessions replace the admin token).
  ADMIN_UNAUTHORIZED: { status: 401, msg: '请先登录管理后台' },
  ADMIN_RECORD_NOT_FOUND: { status: 404, msg: '记录不存在' },
  ADMIN_CONFLICT: { status: 409, msg: '记录已存在或正被其他数据引用' },
  SERVICE_UNAVAILABLE: { status: 503, msg: '服务暂时不可用，请稍后再试' },
  INTERNAL: { status: 500, msg: '服务繁忙，请稍后再试' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface Envelope<T> {
  code: number | string;
  msg: string;
  response: T;
}

export const SUCCESS_CODE = 1;

/** The success envelope of every gateway call. */
export function ok<T>(response: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', response };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** What the visitor reads: the catalogue text, or a more precise one given at the throw. */
  readonly msg: string;

  constructor(code: ErrorCode, msg?: string, options?: { cause?: unknown }) {
    const entry: CatalogueEntry = ERROR_CATALOGUE[code];
    super(msg ?? entry.msg, options);
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.msg = msg ?? entry.msg;
  }

  /** The envelope this error answers with. */
  toEnvelope(): Envelope<null> {
    const entry: CatalogueEntry = ERROR_CATALOGUE[this.code];
    return { code: entry.wireCode ?? this.code, msg: this.msg, response: null };
  }
}

/** A 400 whose message names the field at fault, e.g. `参数 code 不能为空`. */
export function badRequest(msg: string): AppError {
  return new AppError('BAD_REQUEST', msg);
}
