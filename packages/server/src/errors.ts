import {
  ENVELOPE_SUCCESS_CODE,
  MESSAGES,
  TOKEN_INVALID_CODE,
  TOKEN_INVALID_STATUS,
} from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { RECORDS_KEPT_TEXT } from '@h5-page/schema/record-retention';
import { UNASSESSED_WARNING } from '@h5-page/schema/suitability';

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
  TOKEN_INVALID: {
    status: TOKEN_INVALID_STATUS,
    msg: '登录已失效，请重新登录',
    wireCode: TOKEN_INVALID_CODE,
  },
  FORBIDDEN: { status: 403, msg: '没有权限进行此操作' },
  NOT_FOUND: { status: 404, msg: '接口不存在' },
  PAYLOAD_TOO_LARGE: { status: 413, msg: '请求内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, msg: '不支持的请求格式' },
  RATE_LIMITED: { status: 429, msg: '操作过于频繁，请稍后再试' },
  METHOD_NOT_ALLOWED: { status: 405, msg: '请求方式不正确，请使用 POST' },
  CROSS_SITE_REFUSED: { status: 403, msg: '拒绝来自其他网站的请求' },
  BAD_URL: { status: 400, msg: '请求地址无效' },
  // Requests Node refuses before Fastify sees them (core/client-error-handler.ts).
  HEADERS_TOO_LARGE: { status: 431, msg: '请求地址或请求头过长' },
  METHOD_UNKNOWN: { status: 400, msg: '不支持的请求方式' },
  BAD_HTTP_REQUEST: { status: 400, msg: '请求格式无效' },
  HOST_REQUIRED: { status: 400, msg: '请求缺少 Host 头' },
  REQUEST_TIMEOUT: { status: 408, msg: '请求超时，请重试' },
  PAGE_CODE_REQUIRED: { status: 400, msg: '缺少页面编码（参数 code 不能为空）' },
  PAGE_NOT_FOUND: { status: 404, msg: '页面不存在' },
  NOT_FOUND_RATE_LIMITED: { status: 429, msg: '访问不存在的页面过于频繁，请稍后再试' },
  PAGE_NOT_PUBLISHED: { status: 404, msg: '页面尚未发布' },
  PAGE_VERSION_NOT_FOUND: { status: 404, msg: '页面版本不存在' },
  PAGE_INVALID: { status: 400, msg: '页面数据不正确' },
  EXPERIMENT_VARIANT_NOT_FOUND: { status: 404, msg: '线上版本没有这个实验方案' },
  // Accounts and lead capture (passport, SMS codes, captcha, tokens, leads).
  INVALID_PHONE: { status: 400, msg: '请输入正确的手机号' },
  INVALID_NAME_OR_PHONE: { status: 400, msg: MESSAGES.INVALID_NAME_OR_PHONE },
  INVALID_VERSION_ID: { status: 400, msg: '参数 version_id 应为正整数' },
  INVALID_ADDRESS: { status: 400, msg: '请选择正确的地址' },
  /** The msg names the lead form's field at fault (`lead-extra-fields.ts` words it). */
  LEAD_ANSWER_REFUSED: { status: 400, msg: '表单填写项不正确' },
  /**
   * Personal data (a lead, a login, a registration or request form) without the visitor's
   * consent to the personal-information statement; the msg names the field a caller must send.
   * The code keeps its name: callers key on it, whichever form sent the data.
   */
  LEAD_CONSENT_REQUIRED: {
    status: 400,
    msg: `${PRIVACY_TEXT.CONSENT_REQUIRED}（参数 consent_version 应为同意的声明版本号）`,
  },
  /** Consent to a statement no longer in force: the form reloads it and asks again. */
  LEAD_CONSENT_OUTDATED: { status: 400, msg: PRIVACY_TEXT.CONSENT_OUTDATED },
  /** A signed-in visitor's request naming a phone other than the one their login verified. */
  HANDSET_NOT_OWN: {
    status: 403,
    msg: '只能使用您登录时验证过的手机号提交，如需使用其他号码，请用该号码登录',
  },
  SMS_CODE_REQUIRED: { status: 400, msg: MESSAGES.CODE_REQUIRED },
  SMS_CODE_NOT_SENT: { status: 400, msg: '请先获取验证码' },
  SMS_CODE_WRONG: { status: 400, msg: '验证码错误' },
  SMS_CODE_EXPIRED: { status: 400, msg: '验证码已过期，请重新获取' },
  SMS_CODE_LOCKED: { status: 400, msg: '验证码错误次数过多，请重新获取' },
  SMS_CODE_USED: { status: 400, msg: '验证码已使用，请重新获取' },
  SMS_TOO_FREQUENT: { status: 429, msg: '发送过于频繁，请稍后再试' },
  SMS_DAILY_LIMIT: { status: 429, msg: '今日验证码发送次数已达上限，请明天再试' },
  IP_RATE_LIMITED: { status: 429, msg: '请求过于频繁，请稍后再试' },
  TRACKING_RATE_LIMITED: { status: 429, msg: '上报过于频繁，请稍后再试' },
  TRACKING_PAGE_UNKNOWN: { status: 404, msg: '页面不存在或未发布，事件未记录' },
  TRACKING_SESSION_INVALID: { status: 403, msg: '访问会话无效（参数 vs），事件未记录' },
  SMS_SEND_FAILED: { status: 503, msg: '短信发送失败，请稍后再试' },
  CAPTCHA_REQUIRED: { status: 400, msg: '请先完成安全验证' },
  /** The msg carries the provider's code: MESSAGES.captchaFailed(code), `验证失败[7]`. */
  CAPTCHA_FAILED: { status: 400, msg: '验证失败' },
  CAPTCHA_UNAVAILABLE: { status: 503, msg: '安全验证服务暂时不可用，请稍后再试' },
  // An expired or unverifiable token answers the spec's 403 with code 400003, on which the
  // visitor app clears the cookie and the next login-needing action goes to login.
  TOKEN_EXPIRED: {
    status: TOKEN_INVALID_STATUS,
    msg: '登录已过期，请重新登录',
    wireCode: TOKEN_INVALID_CODE,
  },
  TOKEN_UNVERIFIED: {
    status: TOKEN_INVALID_STATUS,
    msg: '登录已失效，请重新登录',
    wireCode: TOKEN_INVALID_CODE,
  },
  // Campaign calls (button actions 2, 4-6, 8-11, 13; notice, number, progress, qrcode blocks).
  NO_CHAT_GROUP: { status: 404, msg: MESSAGES.NO_CHAT_GROUP_ID },
  NO_SERVICE_STAFF: { status: 404, msg: MESSAGES.NO_SERVICE_STAFF },
  NOT_ELIGIBLE: { status: 403, msg: MESSAGES.NOT_ELIGIBLE },
  GROUP_NOT_FOUND: { status: 404, msg: '该群不存在或已解散' },
  GROUP_FULL: { status: 409, msg: '该群已满员，请稍后再试' },
  GROUP_ONE_PER_SET: { status: 409, msg: '每人限加入一个实战群，您已加入其他实战群' },
  QR_CODE_NOT_FOUND: { status: 404, msg: '二维码不存在' },
  STAFF_QR_CODE_NOT_FOUND: { status: 404, msg: '暂无服务人员二维码' },
  PRODUCT_NOT_FOUND: { status: 404, msg: '商品不存在或已下架' },
  ORDER_NOT_FOUND: { status: 404, msg: '订单不存在' },
  ORDER_NOT_PAYABLE: { status: 409, msg: '订单状态不允许支付' },
  ALREADY_PAID: { status: 409, msg: '您已购买该商品，无需重复购买' },
  // Suitability before purchase (《证券期货投资者适当性管理办法》, `suitability/`).
  /**
   * Paying for a product above the visitor's risk tier, or without a current tier: the msg is the
   * warning the visitor reads (mismatchWarning for the tier and level, or UNASSESSED_WARNING).
   */
  SUITABILITY_MISMATCH: { status: 409, msg: UNASSESSED_WARNING },
  SUITABILITY_UNCONFIRMED: {
    status: 409,
    msg: '请先阅读并确认产品风险等级与您的风险承受能力相匹配',
  },
  SUITABILITY_MATCH_NOT_FOUND: { status: 404, msg: '适当性匹配记录不存在' },
  /** Only a match within the tier is confirmed: a warning or a notice is not. */
  SUITABILITY_NOT_CONFIRMABLE: {
    status: 409,
    msg: '该产品风险等级与您的风险承受能力不匹配，无需确认',
  },
  /** The questionnaire is the development provider's: a real provider assesses elsewhere. */
  SUITABILITY_ASSESSMENT_ELSEWHERE: {
    status: 404,
    msg: '风险测评由适当性服务机构提供，请在其测评页面完成测评',
  },
  SUITABILITY_UNAVAILABLE: { status: 502, msg: '风险测评服务暂时不可用，请稍后再试' },
  SUITABILITY_ROLE_REQUIRED: {
    status: 403,
    msg: '只有审核员、发布者或管理员可以查看适当性匹配记录',
  },
  BROKERAGE_NOT_FOUND: { status: 404, msg: '暂不支持该券商开户' },
  VIRTUAL_USERS_NOT_FOUND: { status: 404, msg: '播报数据不存在' },
  VACANCY_NOT_FOUND: { status: 404, msg: '名额数据不存在' },
  STATE_CODE_NOT_FOUND: { status: 404, msg: '链接已失效' },
  WECHAT_FAILED: { status: 502, msg: '生成小程序链接失败，请稍后再试' },
  WECHAT_JS_SDK_FAILED: { status: 502, msg: '获取微信分享配置失败，请稍后再试' },
  ENTERPRISE_WECHAT_FAILED: { status: 502, msg: '获取企业微信二维码失败，请稍后再试' },
  PAYMENT_FAILED: { status: 502, msg: '创建支付失败，请稍后再试' },
  PAYMENT_SIGNATURE_INVALID: { status: 401, msg: '支付通知签名不正确' },
  // Lecture tours.
  TOUR_NOT_FOUND: { status: 404, msg: '巡讲活动不存在' },
  TOUR_SPEECH_NOT_FOUND: { status: 404, msg: '巡讲场次不存在' },
  TOUR_SPEECH_FULL: { status: 409, msg: '该场次名额已满，请选择其他城市的场次' },
  TOUR_SPEECH_ENDED: { status: 409, msg: '该场巡讲已结束，敬请关注后续场次' },
  // Invite friends.
  INVITE_CODE_UNKNOWN: { status: 404, msg: '邀请码无效，请向好友重新索取邀请链接' },
  INVITE_NOT_NEW_USER: { status: 409, msg: '该手机号已注册牛8，邀请奖励仅限新用户' },
  INVITE_STAGE_NOT_REACHED: { status: 409, msg: '邀请人数还未达到该阶段，继续加油' },
  INVITE_STAGE_RECEIVED: { status: 409, msg: '该阶段奖励已领取' },
  INVITE_NOT_SHARED: { status: 409, msg: '请先分享活动，再领取分享奖励' },
  INVITE_SHARE_PRIZE_RECEIVED: { status: 409, msg: '今日分享奖励已领取，明天再来' },
  // Coupons.
  COUPON_BATCH_NOT_FOUND: { status: 404, msg: '优惠券活动不存在或已结束' },
  // Campaign anti-abuse (`abuse/`): a page's daily caps, its handset blocklist, verified phones.
  ABUSE_ADDRESS_LIMIT: { status: 429, msg: '当前网络今日参与次数已达上限，请明天再试' },
  ABUSE_DEVICE_LIMIT: { status: 429, msg: '该设备今日参与次数已达上限，请明天再试' },
  ABUSE_HANDSET_LIMIT: { status: 429, msg: '该手机号今日参与次数已达上限，请明天再试' },
  ABUSE_HANDSET_BLOCKED: { status: 403, msg: '该手机号暂时无法参与本活动，如有疑问请联系客服' },
  ABUSE_UNVERIFIED: { status: 403, msg: '本活动仅限已验证手机号的用户参与，请先登录' },
  ABUSE_BLOCKED_NOT_FOUND: { status: 404, msg: '黑名单中没有这个手机号' },
  COUPON_SOLD_OUT: { status: 409, msg: '优惠券已领完，请关注下一场活动' },
  COUPON_ALREADY_RECEIVED: { status: 409, msg: '您已领取过该优惠券' },
  // Renewal sale pages.
  RENEWAL_SALE_NOT_FOUND: { status: 404, msg: '续费活动不存在' },
  RENEWAL_SALE_NOT_STARTED: { status: 409, msg: '续费特惠尚未开始，敬请期待' },
  RENEWAL_SALE_ENDED: { status: 409, msg: '续费特惠已结束，感谢您的关注' },
  RENEWAL_PLAN_NOT_FOUND: { status: 404, msg: '续费套餐不存在' },
  RENEWAL_NOT_ELIGIBLE: { status: 403, msg: '本活动仅限短线王老用户参与续费' },
  RENEWAL_COUPON_NOT_FOUND: { status: 404, msg: '优惠券不存在或不属于您' },
  RENEWAL_COUPON_USED: { status: 409, msg: '该优惠券已使用，每张券仅限使用一次' },
  RENEWAL_COUPON_EXPIRED: { status: 409, msg: '该优惠券已过期' },
  RENEWAL_COUPON_NOT_APPLICABLE: { status: 409, msg: '该优惠券不适用于所选套餐' },
  COUPON_NOT_ELIGIBLE: { status: 403, msg: '该优惠券仅限已开通对应服务的老用户领取' },
  ORDER_COUPON_NOT_APPLICABLE: { status: 409, msg: '该优惠券不适用于此商品' },
  ORDER_COUPON_MIN_SPEND: { status: 409, msg: '商品价格未达到该优惠券的使用门槛' },
  // Headquarters open day.
  OPEN_DAY_SESSION_NOT_FOUND: { status: 404, msg: '开放日场次不存在' },
  OPEN_DAY_ALREADY_REGISTERED: { status: 409, msg: '您已报名开放日，每人限报一场' },
  OPEN_DAY_FULL: { status: 409, msg: '该场次名额已满，请选择其他场次' },
  OPEN_DAY_ENDED: { status: 409, msg: '该场次已结束' },
  // Simulated trading, the stock competition and the holdings check-up.
  SIM_STOCK_NOT_FOUND: { status: 404, msg: '该股票暂不支持模拟交易' },
  SIM_CASH_SHORT: { status: 409, msg: '模拟账户可用资金不足' },
  SIM_SHARES_SHORT: { status: 409, msg: '可卖持仓不足' },
  SIM_NO_PRICES: { status: 503, msg: '模拟行情暂未更新，请稍后再试' },
  COMPETITION_ALREADY_SIGNED_UP: { status: 409, msg: '您已报名参赛，无需重复报名' },
  CPMJ_NOT_FOUND: { status: 404, msg: '该秘籍不存在或已下线' },
  LIVE_NOT_FOUND: { status: 404, msg: '该场直播不存在' },
  LIVE_STARTED: { status: 409, msg: '直播已开始，无需预约，请进入直播间观看' },
  SIM_ARTICLE_NOT_FOUND: { status: 404, msg: '该文章不存在或已下线' },
  TOPIC_PRODUCT_NOT_FOUND: { status: 404, msg: '该产品不存在或已下架' },
  // Admin API (the builder and scripts).
  ADMIN_UNAUTHORIZED: { status: 401, msg: '请先登录管理后台' },
  ADMIN_SIGN_IN_FAILED: { status: 401, msg: '用户名或密码错误' },
  ADMIN_ACCOUNT_DISABLED: { status: 401, msg: '该账号已停用，请联系管理员' },
  ADMIN_SIGN_IN_LOCKED: { status: 429, msg: '登录失败次数过多，请稍后再试' },
  ADMIN_ROLE_REQUIRED: { status: 403, msg: '需要发布者权限才能进行此操作' },
  ADMIN_ADMIN_REQUIRED: { status: 403, msg: '需要管理员权限才能管理账号' },
  AUDIT_ROLE_REQUIRED: { status: 403, msg: '需要管理员或审核员权限才能查看审计日志' },
  ADMIN_LAST_ADMIN: {
    status: 409,
    msg: '不能停用或降级最后一个启用的管理员：请先将另一个账号设为管理员',
  },
  ADMIN_SELF_DISABLE: { status: 403, msg: '不能停用自己的账号' },
  ADMIN_SELF_RESET: {
    status: 403,
    msg: '不能在账号管理中重置自己的密码，请在右上角账号菜单中“修改密码”',
  },
  ADMIN_CROSS_SITE: { status: 403, msg: '拒绝来自其他站点的请求' },
  ADMIN_CROSS_SITE_READ: {
    status: 403,
    msg: '拒绝其他站点打开的后台链接：请在后台页面中点击导出或查看',
  },
  ADMIN_USER_TAKEN: { status: 409, msg: '该用户名已存在' },
  ADMIN_USER_NOT_FOUND: { status: 404, msg: '账号不存在' },
  ADMIN_PASSWORD_WRONG: { status: 400, msg: '原密码不正确' },
  ADMIN_CONFIRM_MISMATCH: { status: 400, msg: '请在 confirm 中重复填写要删除的页面编码' },
  PAGE_CODE_MISMATCH: { status: 400, msg: '页面数据中的 code 与地址中的页面编码不一致' },
  PAGE_CODE_TAKEN: { status: 409, msg: '该页面编码已被使用' },
  // Records kept as the law asks (《证券法》, RECORD_RETENTION_YEARS) and filing before use.
  PAGE_RECORDS_KEPT: { status: 409, msg: RECORDS_KEPT_TEXT },
  /** msg names the filing and the date: 该页面需报备：报备编号 X 于 … 报备，… 起方可上线. */
  PAGE_FILING_PENDING: {
    status: 409,
    msg: '该页面需报备：请先记录报备，报备后须等待规定的工作日方可上线',
  },
  /** A page made from a template names a code that is taken: the form's field is at fault. */
  TEMPLATE_CODE_TAKEN: { status: 400, msg: '页面编码已被使用，请换一个' },
  TEMPLATE_NOT_FOUND: { status: 404, msg: '模板不存在或已取消' },
  /** The msg names who saved and when: `此页面已被 admin2 于 11月25日 14:03 修改` (draftConflictMessage). */
  ARCHIVE_NOT_FOUND: {
    status: 404,
    msg: '该版本没有存档：存档在版本上线时生成（较早发布的版本没有）',
  },
  REVIEW_NOT_FOUND: { status: 404, msg: '审核记录不存在' },
  // Lead hand-off to the CRM (webhooks/): admins manage the endpoints and read their log.
  WEBHOOK_NOT_FOUND: { status: 404, msg: 'Webhook 不存在' },
  WEBHOOK_ADMIN_REQUIRED: { status: 403, msg: '需要管理员权限才能管理 Webhook' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, msg: '投递记录不存在' },
  WEBHOOK_DELIVERY_NOT_FAILED: { status: 409, msg: '只有已失败的投递可以重新投递' },
  WEBHOOK_DISABLED: { status: 409, msg: '该 Webhook 已停用，不能重新投递' },
  WEBHOOK_TEST_DISABLED: { status: 409, msg: '该 Webhook 已停用，不能发送测试' },
  CHANNEL_NOT_FOUND: { status: 404, msg: '渠道不存在' },
  CHANNEL_EXISTS: { status: 409, msg: '该页面已有这个渠道号（cps_id），请换一个' },
  REVIEW_DECIDED: { status: 409, msg: '该审核已处理，不能再次通过或驳回' },
  REVIEW_OWN_SUBMISSION: { status: 403, msg: '不能审核自己提交的版本，请由其他审核员审核' },
  REVIEW_ROLE_REQUIRED: { status: 403, msg: '需要审核员权限才能通过或驳回' },
  REVIEW_REQUIRED: {
    status: 409,
    msg: '该内容尚未通过审核：请先提交审核，审核通过后再发布（通过后修改过的草稿需重新提交）',
  },
  PAGE_CHECKS_FAILED: { status: 400, msg: '页面未通过合规检查，请先修改标出的问题再提交审核' },
  PAGE_DRAFT_CONFLICT: { status: 409, msg: '此页面已被他人修改，请载入最新草稿或对比后再保存' },
  PAGE_WINDOW_INVALID: { status: 400, msg: '结束时间必须晚于开始时间' },
  PAGE_WINDOW_PAST: { status: 400, msg: '结束时间已过，请选择将来的时间，或不设结束时间' },
  PAGE_AFTER_END_URL: {
    status: 400,
    msg: '结束后的链接地址不可用：请填写本站页面地址（如 /h5-page/h5/spring）或允许的域名',
  },
  PAGE_AFTER_END_LINK: { status: 400, msg: '结束后的链接需同时填写按钮文字和链接地址' },
  PAGE_AFTER_END_SELF: { status: 400, msg: '结束后不能跳转回本页面，请选择其他页面' },
  PAGE_AFTER_END_IN_DRAFT: {
    status: 400,
    msg: '参数 after_end 不再随发布提交：结束页属于页面草稿，请在页面设置“活动结束后”中修改并保存，需审核时重新提交审核',
  },
  PREVIEW_LINK_ROLE_REQUIRED: {
    status: 403,
    msg: '需要审核时，只有发布者、审核员或管理员可以生成预览链接',
  },
  PAGE_NOT_STARTED: { status: 403, msg: '活动未开始' },
  PAGE_ENDED: { status: 403, msg: '活动已结束' },
  PREVIEW_FORBIDDEN: { status: 403, msg: '预览链接无效或已过期，请在管理后台重新生成' },
  MEDIA_FILE_REQUIRED: { status: 400, msg: '请选择要上传的文件（表单字段 file）' },
  MEDIA_TYPE_REFUSED: {
    status: 415,
    msg: '不支持的文件类型：图片仅支持 PNG、JPEG、WebP、GIF，视频仅支持 MP4',
  },
  MEDIA_IMAGE_TOO_LARGE: { status: 413, msg: '图片不能超过 5 MB' },
  MEDIA_VIDEO_TOO_LARGE: { status: 413, msg: '视频不能超过 50 MB' },
  MEDIA_IMAGE_TOO_MANY_PIXELS: { status: 413, msg: '图片不能超过 4000 万像素' },
  MEDIA_NOT_FOUND: { status: 404, msg: '文件不存在' },
  /** The msg names the pages (drafts and published versions) that show the file. */
  MEDIA_IN_USE: { status: 409, msg: '文件正被页面使用，不能删除' },
  ADMIN_RECORD_NOT_FOUND: { status: 404, msg: '记录不存在' },
  ADMIN_CONFLICT: { status: 409, msg: '记录已存在或正被其他数据引用' },
  SERVICE_UNAVAILABLE: { status: 503, msg: '服务暂时不可用，请稍后再试' },
  // The database is unreachable or refuses writes: nothing was saved, the caller may retry.
  STORE_UNAVAILABLE: { status: 503, msg: '数据暂时无法保存，请稍后再试' },
  DATABASE_UNAVAILABLE: { status: 503, msg: '数据服务暂时不可用，请稍后再试' },
  DISK_FULL: { status: 503, msg: '服务器磁盘空间不足，请稍后再试' },
  INTERNAL: { status: 500, msg: '服务繁忙，请稍后再试' },
  // Admin sign-in under load, and preview links bound to the draft they were made for.
  ADMIN_SIGN_IN_BUSY: { status: 503, msg: '登录请求过多，请稍后再试' },
  PREVIEW_LINK_NOT_FOUND: { status: 404, msg: '预览链接不存在或已撤销' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface Envelope<T> {
  code: number | string;
  msg: string;
  response: T;
}

export const SUCCESS_CODE = ENVELOPE_SUCCESS_CODE;

/** The success envelope of every gateway call. */
export function ok<T>(response: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', response };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** What the visitor reads: the catalogue text, or a more precise one given at the throw. */
  readonly msg: string;

  /** What the envelope's `response` carries (null unless the caller needs details). */
  readonly details: unknown;

  constructor(code: ErrorCode, msg?: string, options?: { cause?: unknown; details?: unknown }) {
    const entry: CatalogueEntry = ERROR_CATALOGUE[code];
    super(msg ?? entry.msg, options);
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.msg = msg ?? entry.msg;
    this.details = options?.details ?? null;
  }

  /** The envelope this error answers with. */
  toEnvelope(): Envelope<unknown> {
    const entry: CatalogueEntry = ERROR_CATALOGUE[this.code];
    return { code: entry.wireCode ?? this.code, msg: this.msg, response: this.details };
  }
}

/** A 400 whose message names the field at fault, e.g. `参数 code 不能为空`. */
export function badRequest(msg: string): AppError {
  return new AppError('BAD_REQUEST', msg);
}
