import '../page/page-states.css';

/** Names of the app pages a browser visitor reaches through a page button (action 1). */
const APP_PAGE_TITLES: Record<string, string> = {
  coupons: '我的优惠券',
  'wallet/recharge': '钱包充值',
  'wallet/records': '钱包消费记录',
  user: '个人中心',
  'course/list': '课程列表',
  'strategy/list': '策略列表',
  'topic/list': '专题列表',
  'fund/detail': '基金详情',
  'order/pay': '订单支付',
  'community/service': '社群客服',
};

export const OPEN_IN_APP_TEXT = {
  FALLBACK_TITLE: '牛8 App',
  HINT: '该页面需在牛8 App 中打开，请打开牛8 App 继续操作',
  HOME: '返回活动首页',
} as const;

/**
 * The web stand-in for an app page (`/h5-page/app/<page>`): a browser visitor who presses an
 * app-page button lands here and is told where the page lives, instead of on a 404.
 */
export interface OpenInAppRouteProps {
  /** The app page's path under `/h5-page/app/` ('wallet/recharge'). */
  page: string;
}

export default function OpenInAppRoute({ page }: OpenInAppRouteProps) {
  const title = APP_PAGE_TITLES[page] ?? OPEN_IN_APP_TEXT.FALLBACK_TITLE;
  return (
    <div className="h5-state">
      <h1 className="h5-state-title">{title}</h1>
      <p className="h5-state-text">{OPEN_IN_APP_TEXT.HINT}</p>
      <a className="h5-state-button" href="/h5-page/h5/demo">
        {OPEN_IN_APP_TEXT.HOME}
      </a>
    </div>
  );
}
