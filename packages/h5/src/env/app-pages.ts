import {
  APP_PAGE,
  COMMUNITY_ID,
  FIXED_PAGE_IDS,
  PAGE_JUMP_TYPE,
  PURCHASE_PAGE_IDS,
} from '@h5-page/schema/constants';
import type { AppPageName, PageJumpType } from '@h5-page/schema/constants';

/**
 * Pages of the app that are no button page name (spec section 2) but that actions open in the
 * app: the treasury reverse repo trading page (action 12) and "close this web view" (action 14
 * with no history). They exist in the app only.
 */
export const APP_ONLY_PAGE = {
  TREASURY_REVERSE_REPO: 'treasuryReverseRepo',
  CLOSE_WEB_VIEW: 'closeWebView',
} as const;

export type AppOnlyPageName = (typeof APP_ONLY_PAGE)[keyof typeof APP_ONLY_PAGE];

/** How the app opens a page: the page jump type (spec section 9) and its fixed entry, if any. */
export interface NativeJump {
  jumpType: PageJumpType;
  /** Fixed page id (14, 15, 16) or purchase page id (870, 82). */
  pageId?: number;
  /** Community id (1) of a community jump. */
  communityId?: number;
}

export interface AppPageEntry {
  /** In the app web view: a native jump (see native-messages.ts for the message it becomes). */
  native: NativeJump;
  /** In a browser: the path of the web page, relative to `config.appPageWebBase`; null: none. */
  web: string | null;
  /** In the mini program: the mini program page to navigate to; null: none. */
  miniProgram: string | null;
}

const [COUPONS_PAGE_ID, WALLET_TOP_UP_PAGE_ID, WALLET_RECORD_PAGE_ID] = FIXED_PAGE_IDS;
const [COURSE_PURCHASE_PAGE_ID, STRATEGY_PURCHASE_PAGE_ID] = PURCHASE_PAGE_IDS;

/**
 * THE table of app pages: one row per button page name (schema APP_PAGE), and what opening it
 * means in each environment. The spec gives the numbers (page jump types 1, 2, 3, 4, 5, 8, 29;
 * fixed entries: purchase page ids 870 and 82, community id 1, page ids 14, 15, 16) but not how
 * they pair with the pages. Our reading, to confirm with the app team:
 *
 * | page                   | jump type        | fixed entry     | why                                   |
 * | ---------------------- | ---------------- | --------------- | ------------------------------------- |
 * | coupons                | 1 (page by id)   | page id 14      | the three page ids, in the spec's     |
 * | walletTopUp            | 1 (page by id)   | page id 15      | order of the page names (coupons,     |
 * | walletSpendingRecord   | 1 (page by id)   | page id 16      | wallet top-up, wallet spending record)|
 * | personalCenter         | 29 (generic)     |                 | a named native page                   |
 * | courseList             | 4 (purchase)     | page id 870     | where courses are bought              |
 * | strategyList           | 4 (purchase)     | page id 82      | where strategies are bought           |
 * | topicList              | 29 (generic)     |                 | a named native page                   |
 * | fundDetail             | 29 (generic)     |                 | needs the button's params (fund code) |
 * | orderPayment           | 8 (order)        |                 | with the button's params (order id)   |
 * | communityService       | 5 (community)    | community id 1  | the community customer service        |
 * | liveRoom               | 29 (generic)     |                 | with the session id (not in the spec) |
 * | treasuryReverseRepo *  | 29 (generic)     |                 | app only (action 12)                  |
 * | closeWebView *         | 29 (generic)     |                 | app only (action 14, no history)      |
 *
 * Jump types 2 and 3 (ad dispatch) open content the app's ad system hands out; no button page
 * uses them. (*) are APP_ONLY_PAGE entries: no web page and no mini program page.
 *
 * Web paths are relative to `config.appPageWebBase` (default DEFAULT_APP_PAGE_WEB_BASE); the
 * button's `pageParam` goes in their query. Mini program paths take the same query.
 */
export const APP_PAGES: Readonly<Record<AppPageName | AppOnlyPageName, AppPageEntry>> = {
  [APP_PAGE.COUPONS]: {
    native: { jumpType: PAGE_JUMP_TYPE.TYPE_1, pageId: COUPONS_PAGE_ID },
    web: 'coupons',
    miniProgram: '/pages/coupons/index',
  },
  [APP_PAGE.WALLET_TOP_UP]: {
    native: { jumpType: PAGE_JUMP_TYPE.TYPE_1, pageId: WALLET_TOP_UP_PAGE_ID },
    web: 'wallet/recharge',
    miniProgram: '/pages/wallet/recharge',
  },
  [APP_PAGE.WALLET_SPENDING_RECORD]: {
    native: { jumpType: PAGE_JUMP_TYPE.TYPE_1, pageId: WALLET_RECORD_PAGE_ID },
    web: 'wallet/records',
    miniProgram: '/pages/wallet/records',
  },
  [APP_PAGE.PERSONAL_CENTER]: {
    native: { jumpType: PAGE_JUMP_TYPE.GENERIC },
    web: 'user',
    miniProgram: '/pages/user/index',
  },
  [APP_PAGE.COURSE_LIST]: {
    native: { jumpType: PAGE_JUMP_TYPE.PURCHASE, pageId: COURSE_PURCHASE_PAGE_ID },
    web: 'course/list',
    miniProgram: '/pages/course/list',
  },
  [APP_PAGE.STRATEGY_LIST]: {
    native: { jumpType: PAGE_JUMP_TYPE.PURCHASE, pageId: STRATEGY_PURCHASE_PAGE_ID },
    web: 'strategy/list',
    miniProgram: '/pages/strategy/list',
  },
  [APP_PAGE.TOPIC_LIST]: {
    native: { jumpType: PAGE_JUMP_TYPE.GENERIC },
    web: 'topic/list',
    miniProgram: '/pages/topic/list',
  },
  [APP_PAGE.FUND_DETAIL]: {
    native: { jumpType: PAGE_JUMP_TYPE.GENERIC },
    web: 'fund/detail',
    miniProgram: '/pages/fund/detail',
  },
  [APP_PAGE.ORDER_PAYMENT]: {
    native: { jumpType: PAGE_JUMP_TYPE.ORDER },
    web: 'order/pay',
    miniProgram: '/pages/order/pay',
  },
  [APP_PAGE.COMMUNITY_SERVICE]: {
    native: { jumpType: PAGE_JUMP_TYPE.COMMUNITY, communityId: COMMUNITY_ID },
    web: 'community/service',
    miniProgram: '/pages/community/service',
  },
  [APP_PAGE.LIVE_ROOM]: {
    native: { jumpType: PAGE_JUMP_TYPE.GENERIC },
    web: 'live/room',
    miniProgram: '/pages/live/room',
  },
  [APP_ONLY_PAGE.TREASURY_REVERSE_REPO]: {
    native: { jumpType: PAGE_JUMP_TYPE.GENERIC },
    web: null,
    miniProgram: null,
  },
  [APP_ONLY_PAGE.CLOSE_WEB_VIEW]: {
    native: { jumpType: PAGE_JUMP_TYPE.GENERIC },
    web: null,
    miniProgram: null,
  },
};

/** Base of the web pages of APP_PAGES when `config.appPageWebBase` is absent or empty. */
export const DEFAULT_APP_PAGE_WEB_BASE = '/h5-page/app/';

/** The row of a page name, or null for a name the table does not know. */
export function appPageEntry(pageName: string): AppPageEntry | null {
  return Object.prototype.hasOwnProperty.call(APP_PAGES, pageName)
    ? APP_PAGES[pageName as AppPageName | AppOnlyPageName]
    : null;
}

/** The web URL of a web path: `base` + `path`, with exactly one slash between them. */
export function appPageWebUrl(base: string | undefined, path: string): string {
  const root = base || DEFAULT_APP_PAGE_WEB_BASE;
  return `${root.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
