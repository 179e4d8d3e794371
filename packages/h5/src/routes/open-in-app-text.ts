/** The app pages a browser visitor reaches through a page button (action 1), by web path. */
export const APP_PAGE_TITLES: Readonly<Record<string, string>> = {
  coupons: '我的优惠券',
  'wallet/recharge': '钱包充值',
  'wallet/records': '钱包消费记录',
  user: '个人中心',
  'course/list': '课程列表',
  'strategy/list': '策略列表',
  'topic/list': '专题列表',
  'fund/detail': '基金详情',
  'order/pay': '订单支付',
  'community/service': '在线客服',
  'live/room': '直播间',
};

/** This site's download page (APP_LINK_DEFAULTS.download) is the stand-in at this path. */
export const DOWNLOAD_PAGE = 'download';

/** Texts of the "continue in the app" page. */
export const OPEN_IN_APP_TEXT = {
  APP_NAME: '牛8 App',
  FALLBACK_TITLE: '牛8 App',
  SITE_SUFFIX: ' · 牛8',
  /** After the title: "「我的优惠券」需在牛8 App 中使用". */
  NEEDS_APP: '需在牛8 App 中使用',
  HINT: '已安装可直接打开；未安装请先下载，用同一手机号登录即可继续。',
  OPEN: '打开牛8 App',
  DOWNLOAD: '下载牛8 App',
  BACK: '返回',
  /** Shown when the page is still here a moment after trying to open the app. */
  NOT_OPENED: '没有打开？可能还没有安装牛8 App，请先下载安装。',
  DOWNLOAD_TITLE: '下载牛8 App',
  DOWNLOAD_TEXT: '在 App Store 或手机自带的应用市场搜索“牛8”，即可免费下载安装。',
  DOWNLOAD_HINT: '安装后用同一手机号登录，活动权益与优惠券都在“我的”里。',
  /** WeChat opens neither app links nor downloads. */
  WECHAT_BAR: '微信内无法打开 App：请点击右上角 ··· 选择“在浏览器打开”',
  WECHAT_STEP_1: '点击右上角 ···',
  WECHAT_STEP_2: '选择“在浏览器打开”',
  WECHAT_STEP_3: '在浏览器中即可打开或下载牛8 App',
  WECHAT_CLOSE: '我知道了',
} as const;
