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
const { TYPE_1, PURCHASE, ORDER, COMMUNITY, GENERIC } = PAGE_JUMP_TYPE;

/** A page's row: its jump type, its web path (null: none) and its fixed entry, if any. */
type AppPageRow = [PageJumpType, string | null, Omit<NativeJump, 'jumpType'>?];

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
const ROWS: Record<AppPageName | AppOnlyPageName, AppPageRow> = {
  [APP_PAGE.COUPONS]: [TYPE_1, 'coupons', { pageId: COUPONS_PAGE_ID }],
  [APP_PAGE.WALLET_TOP_UP]: [TYPE_1, 'wallet/recharge', { pageId: WALLET_TOP_UP_PAGE_ID }],
  [APP_PAGE.WALLET_SPENDING_RECORD]: [TYPE_1, 'wallet/records', { pageId: WALLET_RECORD_PAGE_ID }],
  [APP_PAGE.PERSONAL_CENTER]: [GENERIC, 'user'],
  [APP_PAGE.COURSE_LIST]: [PURCHASE, 'course/list', { pageId: COURSE_PURCHASE_PAGE_ID }],
  [APP_PAGE.STRATEGY_LIST]: [PURCHASE, 'strategy/list', { pageId: STRATEGY_PURCHASE_PAGE_ID }],
  [APP_PAGE.TOPIC_LIST]: [GENERIC, 'topic/list'],
  [APP_PAGE.FUND_DETAIL]: [GENERIC, 'fund/detail'],
  [APP_PAGE.ORDER_PAYMENT]: [ORDER, 'order/pay'],
  [APP_PAGE.COMMUNITY_SERVICE]: [COMMUNITY, 'community/service', { communityId: COMMUNITY_ID }],
  [APP_PAGE.LIVE_ROOM]: [GENERIC, 'live/room'],
  [APP_ONLY_PAGE.TREASURY_REVERSE_REPO]: [GENERIC, null],
  [APP_ONLY_PAGE.CLOSE_WEB_VIEW]: [GENERIC, null],
};

/**
 * The mini program's pages sit where the web pages do, under `/pages/`; a page of one segment
 * is its folder's index.
 */
function miniProgramPage(web: string): string {
  return `/pages/${web}${web.includes('/') ? '' : '/index'}`;
}

/** Each row of ROWS spelled out: the native jump, the web page and the mini program page. */
export const APP_PAGES = Object.fromEntries(
  Object.entries(ROWS).map(([name, [jumpType, web, fixed]]) => [
    name,
    {
      native: { jumpType, ...fixed },
      web,
      miniProgram: web === null ? null : miniProgramPage(web),
    },
  ]),
) as Readonly<Record<AppPageName | AppOnlyPageName, AppPageEntry>>;

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
