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

/** The 短线王 818 renewal: its sale page code and the product it renews. */
export const DXW_RENEWAL_SALE_PAGE = 'duanxianwangxufei818';
export const DXW_PRODUCT_ID = 818;
/** How many recent renewals pay-top answers by default, and at most. */
export const PAY_TOP_DEFAULT_LIMIT = 10;
export const PAY_TOP_MAX_LIMIT = 20;

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
 * - QR_CODE_DETAIL (action 2): `?code_id` → `{wechat_qrcode, wechat_img, qw}`;
 * - WECHAT_JS_SDK_SIGNATURE (the share card in WeChat): `?url` → `{appId, timestamp, nonceStr,
 *   signature}`, what `wx.config` takes.
 */
export const API_PATHS = {
  PAGE_DETAIL: '/n8sf/api/activity/v1/activity-page/detail',
  /**
   * The whole blocks of a published version as its document rendered them (ours, not in the
   * spec): `?code&version[&variant]` → `{page_schema}`. A document inlines only its first
   * screen's blocks whole (later-blocks.ts); the browser fetches the rest from here.
   */
  PAGE_BLOCKS: '/n8sf/api/activity/v1/activity-page/blocks',
  JWT_USER: '/n8sf/app/auth/v1/jwt/user',
  GENERATE_URL_LINK: '/wechat/api/v2/minp/serve/generate-url-link',
  WECHAT_JS_SDK_SIGNATURE: '/wechat/api/v1/mp/js-sdk/signature',
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
  /** The personal-information statement the lead form asks consent to (ours, not in the spec). */
  PRIVACY_STATEMENT: '/oabase/api/privacy/v1/statement',
  SMART_LOGIN: '/oabase/api/passport/smart/login',
  SERVICE_CHAT_GROUP: '/imchat/api/v1/group/service-chat',
  CHECK_CAN_JOIN: '/imchat/api/v1/group/check-can-join',
  JOIN_OPEN_GROUP: '/imchat/api/v1/group/join-open-group',
  NIUNIU_SERVICE: '/oabase/api/channel/app/open/get-niuniu-service',
  CREATE_ORDER: '/oabase/api/shop/v1/order/create',
  ORDER_DETAIL: '/oabase/api/shop/v1/order/detail',
  STATE_CODE_JUMP: '/oabase/api/jump/v1/state-code',
  QR_CODE_DETAIL: '/oabase/api/channel/app/qrcode/detail',
  // Lecture tours (tour map, speeches, comments, posters blocks).
  TOUR_SPEECH_LIST: '/oabase/api/activity/v1/tour/speech-list',
  TOUR_CITY_LIGHTS: '/oabase/api/activity/v1/tour/city-lights',
  TOUR_LIGHTEN_CITY: '/oabase/api/activity/v1/tour/lighten-city',
  TOUR_GIVE_THUMBS_UP: '/oabase/api/activity/v1/tour/give-thumbs-up',
  TOUR_COMMENT_LIST: '/oabase/api/activity/v1/tour/comment-list',
  TOUR_USER_COMMENT: '/oabase/api/activity/v1/tour/user-comment',
  TOUR_ENROLL: '/oabase/api/activity/v1/tour/enroll',
  TOUR_POSTER_LIST: '/oabase/api/activity/v1/tour/poster-list',
  // Invite friends (invite home, invite register, invite success blocks).
  INVITE_SHARE_CODE: '/oabase/api/invitation/v1/share-code',
  INVITE_REGISTER: '/oabase/api/invitation/v1/register',
  INVITE_REGISTER_STATE: '/oabase/api/invitation/v1/register-state',
  INVITE_HOME_DATA: '/oabase/api/activity/v1/user-intro-2024-03/home-data',
  INVITE_MY_INVITED_LIST: '/oabase/api/activity/v1/user-intro-2024-03/my-invited-list',
  INVITE_MY_PRIZES: '/oabase/api/activity/v1/user-intro-2024-03/my-prizes',
  INVITE_RECEIVE_STAGE_PRIZE: '/oabase/api/activity/v1/user-intro-2024-03/receive-state1-prize',
  INVITE_REMEMBER_SHARE: '/oabase/api/activity/v1/user-intro-2024-03/remember-share',
  INVITE_GRANT_SHARE_PRIZE: '/oabase/api/activity/v1/user-intro-2024-03/grant-share-prize',
  // Coupons (coupon block).
  COUPON_CHECK: '/oabase/api/coupon/v1/check',
  COUPON_GIVE: '/oabase/api/coupon/v1/give',
  /** The visitor's usable coupons and where each can be spent (renewal panel, pay button). */
  COUPON_MINE: '/oabase/api/coupon/v1/mine',
  COUPON_202409_IS_RECEIVED: '/oabase/api/activity/v1/coupon202409/is-received',
  COUPON_202409_RECEIVE: '/oabase/api/activity/v1/coupon202409/receive',
  // Renewal sale pages (renewal panel block): the sale, recent renewals, the order of a renewal.
  SALE_PAGE_INFO: '/oabase/api/shop/v1/sale-page-info',
  PAY_TOP: '/oabase/api/shop/v1/pay-top',
  RENEW_WITH_COUPON_PAY_BEFORE: '/oabase/api/shop/v1/renew-with-coupon-pay-before',
  // Headquarters open day (open day block).
  OPEN_DAY_MY_INFO: '/oabase/api/activity/v1/headquarters-open-day/my-info',
  OPEN_DAY_REGISTER: '/oabase/api/activity/v1/headquarters-open-day/register',
  // Simulated trading, the stock competition and the holdings check-up (all figures simulated).
  SIM_STOCKS: '/n8sf/api/simulate/v1/trading/stocks',
  SIM_PORTFOLIO: '/n8sf/api/simulate/v1/trading/portfolio',
  SIM_ORDER: '/n8sf/api/simulate/v1/trading/order',
  SIM_REBALANCING: '/n8sf/api/simulate/v1/trading/rebalancing',
  SIM_RECENT_TRADES: '/n8sf/api/simulate/v1/trading/recent-trades',
  SIM_LEADERBOARD: '/n8sf/api/simulate/v1/trading/leaderboard',
  SIM_ARTICLES: '/n8sf/api/simulate/v1/trading/articles',
  SIM_ARTICLE: '/n8sf/api/simulate/v1/trading/article',
  SIM_PERFORMANCE: '/n8sf/api/simulate/v1/trading/performance',
  COMPETITION_MY_INFO: '/n8sf/api/simulate/v1/competition/my-info',
  COMPETITION_SIGN_UP: '/n8sf/api/simulate/v1/competition/sign-up',
  STOCK_HOLD_APPLY: '/n8sf/api/simulate/v1/stock-hold/apply',
  CPMJ_LIST: '/n8sf/api/content/v1/cpmj/list',
  CPMJ_DETAIL: '/n8sf/api/content/v1/cpmj/detail',
  GROUP_POST_LIST: '/imchat/api/v1/group/post-list',
  LIVE_ACTIVITIES_CALENDAR: '/n8sf/api/live/v1/activities-calendar',
  LIVE_MY_RESERVATIONS: '/n8sf/api/live/v1/my-reservations',
  LIVE_RESERVE: '/n8sf/api/live/v1/reserve',
  LIVE_CANCEL_RESERVATION: '/n8sf/api/live/v1/cancel-reservation',
  VIDEO_LIST: '/n8sf/api/video/v1/list',
  // Fund and ETF topic pages: product cards, contracts, the user's products and portrait rules.
  TOPIC_PRODUCTS: '/oabase/api/personal-app/v1/topic-products',
  CONTRACT_IS_ANY_SIGNED: '/oabase/api/contract/v1/is-any-signed',
  USING_PRODUCTS: '/oabase/api/personal-app/v1/using-products',
  USER_PRODUCT_INFO: '/oabase/api/personal-app/v1/user-product-info',
  PORTRAIT_PD_LIST: '/n8sf/api/user-portrait/v1/pd/list',
  CHECK_USER_IN_RULES: '/n8sf/api/user-portrait/v1/check-user-in-rules',
  SALES_PAGE_FIND: '/oabase/api/jump-remind/v1/sales-page/find',
  // Suitability before purchase (schema/suitability.ts): the visitor's tier, the development
  // provider's questionnaire, the check of a product against the tier and its confirmation.
  SUITABILITY_PROFILE: '/oabase/api/suitability/v1/profile',
  SUITABILITY_ASSESSMENT: '/oabase/api/suitability/v1/assessment',
  SUITABILITY_CHECK: '/oabase/api/suitability/v1/check',
  SUITABILITY_CONFIRM: '/oabase/api/suitability/v1/confirm',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** HTTP method of each gateway path (spec section 7). */
export const API_METHODS = {
  PAGE_DETAIL: 'GET',
  PAGE_BLOCKS: 'GET',
  JWT_USER: 'GET',
  GENERATE_URL_LINK: 'POST',
  WECHAT_JS_SDK_SIGNATURE: 'GET',
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
  PRIVACY_STATEMENT: 'GET',
  SMART_LOGIN: 'POST',
  SERVICE_CHAT_GROUP: 'GET',
  CHECK_CAN_JOIN: 'GET',
  JOIN_OPEN_GROUP: 'POST',
  NIUNIU_SERVICE: 'GET',
  CREATE_ORDER: 'POST',
  ORDER_DETAIL: 'GET',
  STATE_CODE_JUMP: 'GET',
  QR_CODE_DETAIL: 'GET',
  TOUR_SPEECH_LIST: 'GET',
  TOUR_CITY_LIGHTS: 'GET',
  TOUR_LIGHTEN_CITY: 'POST',
  TOUR_GIVE_THUMBS_UP: 'POST',
  TOUR_COMMENT_LIST: 'GET',
  TOUR_USER_COMMENT: 'POST',
  TOUR_ENROLL: 'POST',
  TOUR_POSTER_LIST: 'GET',
  INVITE_SHARE_CODE: 'GET',
  INVITE_REGISTER: 'POST',
  INVITE_REGISTER_STATE: 'GET',
  INVITE_HOME_DATA: 'GET',
  INVITE_MY_INVITED_LIST: 'GET',
  INVITE_MY_PRIZES: 'GET',
  INVITE_RECEIVE_STAGE_PRIZE: 'POST',
  INVITE_REMEMBER_SHARE: 'POST',
  INVITE_GRANT_SHARE_PRIZE: 'POST',
  COUPON_CHECK: 'GET',
  COUPON_GIVE: 'POST',
  COUPON_MINE: 'GET',
  COUPON_202409_IS_RECEIVED: 'GET',
  COUPON_202409_RECEIVE: 'POST',
  SALE_PAGE_INFO: 'GET',
  PAY_TOP: 'GET',
  RENEW_WITH_COUPON_PAY_BEFORE: 'POST',
  OPEN_DAY_MY_INFO: 'GET',
  OPEN_DAY_REGISTER: 'POST',
  SIM_STOCKS: 'GET',
  SIM_PORTFOLIO: 'GET',
  SIM_ORDER: 'POST',
  SIM_REBALANCING: 'GET',
  SIM_RECENT_TRADES: 'GET',
  SIM_LEADERBOARD: 'GET',
  SIM_ARTICLES: 'GET',
  SIM_ARTICLE: 'GET',
  SIM_PERFORMANCE: 'GET',
  COMPETITION_MY_INFO: 'GET',
  COMPETITION_SIGN_UP: 'POST',
  STOCK_HOLD_APPLY: 'POST',
  CPMJ_LIST: 'GET',
  CPMJ_DETAIL: 'GET',
  GROUP_POST_LIST: 'GET',
  LIVE_ACTIVITIES_CALENDAR: 'GET',
  LIVE_MY_RESERVATIONS: 'GET',
  LIVE_RESERVE: 'POST',
  LIVE_CANCEL_RESERVATION: 'POST',
  VIDEO_LIST: 'GET',
  TOPIC_PRODUCTS: 'GET',
  CONTRACT_IS_ANY_SIGNED: 'GET',
  USING_PRODUCTS: 'GET',
  USER_PRODUCT_INFO: 'GET',
  PORTRAIT_PD_LIST: 'GET',
  CHECK_USER_IN_RULES: 'GET',
  SALES_PAGE_FIND: 'GET',
  SUITABILITY_PROFILE: 'GET',
  SUITABILITY_ASSESSMENT: 'POST',
  SUITABILITY_CHECK: 'GET',
  SUITABILITY_CONFIRM: 'POST',
} as const satisfies Record<ApiPathName, 'GET' | 'POST'>;

/**
 * Button action 8 (api) calls its configured `api`: a gateway path below this prefix, answered
 * from the server's table of campaign APIs (each with the msg it shows), by GET or POST.
 */
export const CAMPAIGN_API_PREFIX = '/oabase/api/campaign/v1/';
