/**
 * Business constants, limits, timings, paths and visitor texts of the product spec
 * (`shared/seed/spec.md`, sections 2 to 9). Every value here is a requirement: change one only
 * when the spec changes. No zod and no runtime dependencies, so the visitor bundle can import it.
 */

// ---------------------------------------------------------------------------------------------
// Button actions (spec section 9)
// ---------------------------------------------------------------------------------------------

/** `action.type` of a button: what pressing it does. */
export const BUTTON_ACTION_TYPE = {
  PAGE: 1,
  CODE: 2,
  POPUP: 3,
  PAY: 4,
  SERVICE_CHAT: 5,
  NIUNIU_SERVICE: 6,
  LINK: 7,
  API: 8,
  BROKERAGE_ACCOUNT: 9,
  ENTERPRISE_WECHAT: 10,
  STATE_CODE: 11,
  TREASURY_REVERSE_REPO: 12,
  JOIN_GROUP: 13,
  BACK: 14,
} as const;

export type ButtonActionType = (typeof BUTTON_ACTION_TYPE)[keyof typeof BUTTON_ACTION_TYPE];

/** All button action types, ascending (1 to 14). */
export const BUTTON_ACTION_TYPES: readonly ButtonActionType[] = Object.values(BUTTON_ACTION_TYPE);

// ---------------------------------------------------------------------------------------------
// Jumps and native bridge (spec sections 7 and 9)
// ---------------------------------------------------------------------------------------------

/**
 * Page jump types (spec section 9). The spec names 3, 4, 5, 8 and 29 and gives no meaning for
 * 1 and 2, so those keep neutral names.
 */
export const PAGE_JUMP_TYPE = {
  TYPE_1: 1,
  TYPE_2: 2,
  AD_DISPATCH: 3,
  PURCHASE: 4,
  COMMUNITY: 5,
  ORDER: 8,
  GENERIC: 29,
} as const;

export type PageJumpType = (typeof PAGE_JUMP_TYPE)[keyof typeof PAGE_JUMP_TYPE];

/**
 * Message types sent to the app over the native bridge (iOS webkit handler, Android JS
 * interface). The spec lists the uses "page jumps, login and opening a mini program" and the
 * types "25, 29, 33, 35, 7, 8" in that order; our reading keeps the order: 25, 29, 33 and 35 are
 * page-jump flavours (29 is the generic jump, as page jump type 29 is "generic"), 7 is login,
 * 8 opens a mini program. Only the numbers are a contract with the app; the names are ours.
 */
export const NATIVE_MESSAGE_TYPE = {
  /** Jump to a native app page by name (the button page names of spec section 2). */
  PAGE_JUMP: 25,
  /** Generic jump (with a page jump type and parameters). */
  GENERIC_JUMP: 29,
  /** Jump carrying the button's page parameters. */
  PAGE_JUMP_WITH_PARAMS: 33,
  /** Jump to a fixed page by id (the fixed page ids 14, 15, 16, purchase pages 870 and 82). */
  PAGE_JUMP_BY_ID: 35,
  /** Ask the app to show its login. */
  LOGIN: 7,
  /** Ask the app to open a WeChat mini program. */
  OPEN_MINI_PROGRAM: 8,
} as const;

export type NativeMessageType = (typeof NATIVE_MESSAGE_TYPE)[keyof typeof NATIVE_MESSAGE_TYPE];

/** Fixed entries (spec section 9). */
export const PURCHASE_PAGE_IDS = [870, 82] as const;
export const COMMUNITY_ID = 1;
export const FIXED_PAGE_IDS = [14, 15, 16] as const;

/**
 * App pages that a button's `action.pageName` can name (spec section 2, "Button page names map
 * to app pages"). The spec gives the pages, not their spelling; these camelCase names are the
 * values page files use.
 */
export const APP_PAGE = {
  COUPONS: 'coupons',
  WALLET_TOP_UP: 'walletTopUp',
  WALLET_SPENDING_RECORD: 'walletSpendingRecord',
  PERSONAL_CENTER: 'personalCenter',
  COURSE_LIST: 'courseList',
  STRATEGY_LIST: 'strategyList',
  TOPIC_LIST: 'topicList',
  FUND_DETAIL: 'fundDetail',
  ORDER_PAYMENT: 'orderPayment',
  COMMUNITY_SERVICE: 'communityService',
} as const;

export type AppPageName = (typeof APP_PAGE)[keyof typeof APP_PAGE];

// ---------------------------------------------------------------------------------------------
// Timings and limits (spec sections 4, 5, 6, 9)
// ---------------------------------------------------------------------------------------------

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_COOKIE_MAX_AGE_DAYS = 365;
export const COUNTDOWN_INTERVAL_MS = 1000;
export const MARQUEE_CHECK_DELAY_MS = 1000;
/** Marquee scroll duration in seconds equals the text length: one second per character. */
export const MARQUEE_SECONDS_PER_CHARACTER = 1;
export const SMS_RESEND_SECONDS = 60;
export const NOTICE_SWIPE_INTERVAL_MS = 4000;
export const SWIPER_AUTOPLAY_MS = 3000;
export const CARD_SWIPER_SPACING = 20;
export const PAY_THROTTLE_MS = 1000;
/** Layout scale: the 750 px design width is mapped to 100vw. */
export const DESIGN_WIDTH = 750;
export const DEFAULT_FLIP_DIGITS = 4;
export const LAZY_IMAGE_ROOT_MARGIN = '100px 50px 50px 100px';

/** Lead form: `version_id` sent with the gift activity call. */
export const LEAD_FORM_VERSION_ID = 276;
export const LEAD_NAME_MAX_LENGTH = 12;
export const LEAD_PHONE_MAX_LENGTH = 11;
export const LEAD_CODE_MAX_LENGTH = 6;
/** Callbacks come from numbers starting with this prefix. */
export const CALLBACK_NUMBER_PREFIX = '020';

/** Pay button mark `dbzs` stands for shop product 1191. */
export const DBZS_MARK = 'dbzs';
export const DBZS_PRODUCT_ID = 1191;

/** `out_date_num` of the generate-url-link call (link validity). */
export const URL_LINK_OUT_DATE_NUM = 1;
export const DEFAULT_COMPARE_VERSION = '6.42.99';

// ---------------------------------------------------------------------------------------------
// Environment, layout and routing (spec sections 1, 2, 8)
// ---------------------------------------------------------------------------------------------

/** The product's app web view adds this to its user agent. */
export const APP_USER_AGENT_MARK = 'n8Web';

/** Root element class: pc-1800 above 1300 px, pc-1200 above 750 px on desktop, else app. */
export const ROOT_CLASS = { PC_1800: 'pc-1800', PC_1200: 'pc-1200', APP: 'app' } as const;
export type RootClass = (typeof ROOT_CLASS)[keyof typeof ROOT_CLASS];
/** Exclusive lower bounds (width must be strictly greater). */
export const PC_1800_MIN_WIDTH = 1300;
export const PC_1200_MIN_WIDTH = 750;

export const PAGE_BASE = '/h5-page/';
export const PC_PAGE_BASE = '/pc-page/pc/';
export const ASSETS_BASE = '/packages/h5-page/dist/';
/** Query parameter (and value) that shows the draft with the back bar. */
export const PREVIEW_QUERY_PARAM = 'isPreview';
export const PREVIEW_QUERY_VALUE = '1';

/**
 * The routes of spec section 2 beside `/h5/:id`, relative to PAGE_BASE, sub-routes included.
 * CONTRACT section 5: each is a real page.
 */
export const CAMPAIGN_ROUTES = [
  '/stockCompetition',
  '/stockHold',
  '/brokerRegister',
  '/simulateTrading',
  '/simulateTrading/detail',
  '/simulateTrading/position',
  '/simulateTrading/rebalancing',
  '/simulateTrading/article',
  '/simulateTrading/marquee',
  '/simulateTrading/leaderboard',
  '/slzf',
  '/jjfz',
  '/xunjiang',
  '/sddjEtf',
  '/rmsdEtf',
  '/jjzy',
  '/sxkh',
  '/lhtj',
  '/jgdy',
  '/course',
  '/revitalizationGroup',
  '/duanxianwangxufei818',
  '/ztlsGroup',
  '/jz2024xunjiang',
  '/jz2025xunjiang',
  '/InviteFriends',
  '/InviteFriends/register',
  '/InviteFriends/success',
  '/sqsjGroup',
  '/sqsjGroup2',
  '/sqsjGroup3',
  '/wealthOpenWeek',
  '/nationalDayCarnival',
  '/cpmj',
  '/cpmj/list',
  '/cpmj/details/:name',
] as const;

/** Chunk load failures (spec section 8). */
export const CHUNK_LOAD_ERROR_NAME = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

// ---------------------------------------------------------------------------------------------
// Gateway (spec sections 6, 7, 8)
// ---------------------------------------------------------------------------------------------

/** Envelope `code` of a successful gateway response. */
export const ENVELOPE_SUCCESS_CODE = 1;
/** Envelope `code` (with HTTP 403) that clears the token. */
export const TOKEN_INVALID_CODE = 400003;
export const TOKEN_INVALID_STATUS = 403;
/** `open_brokerage_type` sent by the brokerage-account button. */
export const BROKERAGE_OPEN_TYPE_CAIDA = 'caida';
/** `type` of the captcha app-id call. */
export const CAPTCHA_APP_ID_TYPE = 2;
/** User data: `softuser_type` when the server gives none. */
export const DEFAULT_SOFTUSER_TYPE = 0;

/**
 * Gateway paths of spec section 7. The three the spec elides (`.../open/get-person-wechat-qrcode`,
 * `.../multiple-brokerage-options`, `.../activity-vacancy/detail`) are completed in the family of
 * their neighbours. The helper calls whose paths the spec does not show at all are ours, each in
 * the family of the spec's named calls:
 *
 * - SERVICE_CHAT_GROUP (imchat `service-chat`, action 5): `?activity` → `{group_id}`;
 * - CHECK_CAN_JOIN / JOIN_OPEN_GROUP (imchat `check-can-join`, `join-open-group`, action 13):
 *   `?activity` → `{can_join, groups}`; `{group_id}` → envelope code and msg;
 * - NIUNIU_SERVICE (action 6): `?state` → `{serve_staff_id, trace_staff_id, contact_qr_code}`;
 * - CREATE_ORDER (action 4, pay button): query `shop_product_id` → `{pid, cashier_url, …}`, and
 *   ORDER_DETAIL `?pid` → the order with its state;
 * - STATE_CODE_JUMP (action 11, "a state-code to page-url jump call"): `?state_code` → `{url}`;
 * - QR_CODE_DETAIL (action 2): `?code_id` → `{wechat_qrcode, wechat_img, qw}`.
 */
export const API_PATHS = {
  PAGE_DETAIL: '/n8sf/api/activity/v1/activity-page/detail',
  JWT_USER: '/n8sf/app/auth/v1/jwt/user',
  GENERATE_URL_LINK: '/wechat/api/v2/minp/serve/generate-url-link',
  ADD_FUND_ACCOUNT: '/oabase/api/channel/app/fund/add_fund_account',
  ADD_OPEN_ACCOUNT: '/oabase/api/channel/app/open/add_open_account',
  PERSON_WECHAT_QRCODE: '/oabase/api/channel/app/open/get-person-wechat-qrcode',
  STAFF_QR_CODE: '/enterprisewechat/api/wechat/app/staff/qr-code',
  BROKERAGE_OPEN_USER_CONF: '/oabase/api/channel/app/open/get-brokerage-account-open-user-conf',
  MULTIPLE_BROKERAGE_OPTIONS: '/oabase/api/channel/app/open/multiple-brokerage-options',
  BROWSE_UPLOAD: '/oabase/api/collect/v1/softuser/browse/upload',
  VIRTUAL_USER_DETAIL: '/n8sf/api/activity/v1/activity-virtual-user/detail',
  VACANCY_DETAIL: '/n8sf/api/activity/v1/activity-vacancy/detail',
  FIND_USER_PAYFOR_PRODUCT: '/oabase/api/product/v1/find-user-payfor-product',
  CAPTCHA_APP_ID: '/oabase/api/passport/captcha/get-data-app-id',
  ADVERT_SMS_SEND: '/oabase/api/passport/register/advert-sms/send',
  GIFT_ACTIVITY: '/oabase/api/gift/v1/activity',
  SMART_LOGIN: '/oabase/api/passport/smart/login',
  SERVICE_CHAT_GROUP: '/imchat/api/v1/group/service-chat',
  CHECK_CAN_JOIN: '/imchat/api/v1/group/check-can-join',
  JOIN_OPEN_GROUP: '/imchat/api/v1/group/join-open-group',
  NIUNIU_SERVICE: '/oabase/api/channel/app/open/get-niuniu-service',
  CREATE_ORDER: '/oabase/api/shop/v1/order/create',
  ORDER_DETAIL: '/oabase/api/shop/v1/order/detail',
  STATE_CODE_JUMP: '/oabase/api/jump/v1/state-code',
  QR_CODE_DETAIL: '/oabase/api/channel/app/qrcode/detail',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** HTTP method of each gateway path (spec section 7). */
export const API_METHODS = {
  PAGE_DETAIL: 'GET',
  JWT_USER: 'GET',
  GENERATE_URL_LINK: 'POST',
  ADD_FUND_ACCOUNT: 'POST',
  ADD_OPEN_ACCOUNT: 'POST',
  PERSON_WECHAT_QRCODE: 'POST',
  STAFF_QR_CODE: 'GET',
  BROKERAGE_OPEN_USER_CONF: 'GET',
  MULTIPLE_BROKERAGE_OPTIONS: 'GET',
  BROWSE_UPLOAD: 'POST',
  VIRTUAL_USER_DETAIL: 'GET',
  VACANCY_DETAIL: 'GET',
  FIND_USER_PAYFOR_PRODUCT: 'GET',
  CAPTCHA_APP_ID: 'GET',
  ADVERT_SMS_SEND: 'POST',
  GIFT_ACTIVITY: 'POST',
  SMART_LOGIN: 'POST',
  SERVICE_CHAT_GROUP: 'GET',
  CHECK_CAN_JOIN: 'GET',
  JOIN_OPEN_GROUP: 'POST',
  NIUNIU_SERVICE: 'GET',
  CREATE_ORDER: 'POST',
  ORDER_DETAIL: 'GET',
  STATE_CODE_JUMP: 'GET',
  QR_CODE_DETAIL: 'GET',
} as const satisfies Record<ApiPathName, 'GET' | 'POST'>;

/**
 * Button action 8 (api) calls its configured `api`: a gateway path below this prefix, answered
 * from the server's table of campaign APIs (each with the msg it shows), by GET or POST.
 */
export const CAMPAIGN_API_PREFIX = '/oabase/api/campaign/v1/';

// ---------------------------------------------------------------------------------------------
// Visitor texts (spec sections 2, 3, 5, 8), word for word
// ---------------------------------------------------------------------------------------------

export const MESSAGES = {
  /** Lead form: name or phone empty after trimming. */
  INVALID_NAME_OR_PHONE: '请输入正确的姓名和手机号！',
  /** Lead form: empty SMS code. */
  CODE_REQUIRED: '请输入验证码',
  /** Lead form: placeholder of the code field (the hint says four digits from the SMS). */
  CODE_HINT: '请输入短信中的4位验证码',
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
