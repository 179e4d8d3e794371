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
/** WeChat's JS-SDK (`wx`, and `wx.miniProgram` inside a mini program web view). */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** Query parameter (and value) that shows the draft with the back bar. */
export const PREVIEW_QUERY_PARAM = 'isPreview';
export const PREVIEW_QUERY_VALUE = '1';

/**
 * The routes of spec section 2 beside `/h5/:id`, relative to PAGE_BASE, sub-routes included,
 * then the detail pages that a route's list opens beyond the spec's own. CONTRACT section 5:
 * each is a real page.
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
  '/simulateTrading/article/details/:id',
] as const;

/** Chunk load failures (spec section 8). */
export const CHUNK_LOAD_ERROR_NAME = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
