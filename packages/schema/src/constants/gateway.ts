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
