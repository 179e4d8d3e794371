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

/** Each action type as the builder names it: marketers choose words, never the numbers. */
export const BUTTON_ACTION_TYPE_LABELS: Readonly<Record<ButtonActionType, string>> = {
  [BUTTON_ACTION_TYPE.PAGE]: '打开 App 页面',
  [BUTTON_ACTION_TYPE.CODE]: '展示二维码',
  [BUTTON_ACTION_TYPE.POPUP]: '打开弹窗',
  [BUTTON_ACTION_TYPE.PAY]: '支付',
  [BUTTON_ACTION_TYPE.SERVICE_CHAT]: '客服会话',
  [BUTTON_ACTION_TYPE.NIUNIU_SERVICE]: '牛牛服务',
  [BUTTON_ACTION_TYPE.LINK]: '打开链接',
  [BUTTON_ACTION_TYPE.API]: '调用接口',
  [BUTTON_ACTION_TYPE.BROKERAGE_ACCOUNT]: '券商开户',
  [BUTTON_ACTION_TYPE.ENTERPRISE_WECHAT]: '添加企业微信',
  [BUTTON_ACTION_TYPE.STATE_CODE]: '状态码跳转',
  [BUTTON_ACTION_TYPE.TREASURY_REVERSE_REPO]: '国债逆回购',
  [BUTTON_ACTION_TYPE.JOIN_GROUP]: '加入社群',
  [BUTTON_ACTION_TYPE.BACK]: '返回上一页',
};

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
 * to app pages"), then the live room the course calendar opens. The spec gives the pages, not
 * their spelling; these camelCase names are the values page files use.
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
  /** A live session's room (`id`: the session), where the course calendar's sessions open. */
  LIVE_ROOM: 'liveRoom',
} as const;

export type AppPageName = (typeof APP_PAGE)[keyof typeof APP_PAGE];
