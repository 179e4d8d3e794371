import type { ActivityPage, Block } from '@h5-page/schema/page';
import { routePageCode } from '@h5-page/schema/route-page-code';
import type { BannerSpec } from './banner.ts';
import { button, copyright, empty, image } from './blocks.ts';
import { COUPON_OPEN_DAY_GROUP_PAGE_BLOCKS } from './coupon-open-day-group-pages.ts';
import { RENEWAL_PAGES } from './pages/renewal-pages.ts';
import { INVITE_PAGE_BLOCKS } from './invite-pages.ts';
import { TOUR_PAGE_BLOCKS } from './tour-pages.ts';
import { SIMULATED_TRADING_PAGES } from './pages/simulated-trading-pages.ts';
import { BROKERAGE_PAGES } from './pages/brokerage-pages.ts';
import { CPMJ_PAGES } from './pages/cpmj-pages.ts';
import { TOPIC_PAGES } from './pages/topic-pages.ts';
import { COURSE_PAGES } from './pages/course-pages.ts';
import { accountOpeningGiftText } from '../campaigns/store/account-opening-gift.ts';

/**
 * One page per route of spec section 2 besides `/h5/:id` (CONTRACT section 5): each route is a
 * real, editable page. Its code is the route without the leading slash, sub-routes joined by
 * '-' and parameters dropped (`routePageCode`). A route whose campaign is built composes its own
 * blocks; the others are a template.
 */

interface RouteSeed {
  route: string;
  title: string;
  description: string;
  banner: BannerSpec;
  cta: string;
  action: Record<string, unknown>;
  needLogin?: boolean;
}

const RED = { from: '#cf2b24', to: '#ff8a3d' };
const BLUE = { from: '#1f5fd6', to: '#4fa3ff' };
const GOLD = { from: '#935a0c', to: '#f2c14e' };
const PURPLE = { from: '#5b3cc4', to: '#9a6bff' };
const GREEN = { from: '#0f8f6b', to: '#36c98e' };
const DARK = { from: '#1d2433', to: '#3c4a66' };

const link = (atext: string) => ({ type: 7, atext });
const appPage = (pageName: string, pageParam?: string) => ({
  type: 1,
  pageName,
  ...(pageParam ? { pageParam } : {}),
});
const joinGroup = (groupId: number) => ({ type: 13, groupId });
const serviceChat = { type: 5 };
const brokerage = { type: 9 };

const SEEDS: RouteSeed[] = [
  {
    route: '/stockCompetition',
    title: '牛8 · 模拟炒股大赛',
    description: '百万虚拟资金实盘演练，周冠军赢取年度投顾会员，零门槛报名参赛。',
    banner: { title: '模拟炒股大赛', subtitle: '百万虚拟资金 · 周冠军赢年度会员', ...RED },
    cta: '立即报名参赛',
    action: link('/h5-page/simulateTrading'),
  },
  {
    route: '/stockHold',
    title: '持仓诊断 · 牛股体检',
    description: '输入你的持仓，投顾老师一对一体检：仓位、风险、调仓建议一次讲清。',
    banner: { title: '持仓免费体检', subtitle: '投顾老师一对一诊断你的持股', ...BLUE },
    cta: '预约持仓诊断',
    action: serviceChat,
    needLogin: true,
  },
  {
    route: '/brokerRegister',
    title: '券商开户 · 开户享福利',
    description: '合作券商极速开户，万一免五佣金；开户后登记资金账号，再送投顾体验课与行情工具。',
    banner: { title: '极速开户享福利', subtitle: '低佣开户 · 送投顾体验课 + 行情工具', ...GOLD },
    cta: '立即开户',
    action: brokerage,
  },
  {
    route: '/simulateTrading',
    title: '模拟交易 · 虚拟资金练手',
    description: '真实行情、虚拟资金，新手也能放心练习买卖与调仓。',
    banner: { title: '模拟交易', subtitle: '真实行情 · 虚拟资金 · 不动用真实账户', ...BLUE },
    cta: '查看我的持仓',
    action: link('/h5-page/simulateTrading/position'),
  },
  {
    route: '/simulateTrading/detail',
    title: '模拟交易 · 组合详情',
    description: '查看模拟组合的收益曲线、最大回撤与持仓分布。',
    banner: { title: '组合详情', subtitle: '收益曲线 · 最大回撤 · 持仓分布', ...BLUE },
    cta: '查看调仓记录',
    action: link('/h5-page/simulateTrading/rebalancing'),
  },
  {
    route: '/simulateTrading/position',
    title: '模拟交易 · 我的持仓',
    description: '模拟账户的持仓明细、成本与浮动盈亏，一目了然。',
    banner: { title: '我的模拟持仓', subtitle: '持仓明细 · 成本 · 浮动盈亏', ...BLUE },
    cta: '查看组合详情',
    action: link('/h5-page/simulateTrading/detail'),
  },
  {
    route: '/simulateTrading/rebalancing',
    title: '模拟交易 · 调仓记录',
    description: '高手每一次买入卖出都有记录，跟着学调仓思路。',
    banner: { title: '调仓记录', subtitle: '看高手每一笔买卖的思路', ...BLUE },
    cta: '看收益排行榜',
    action: link('/h5-page/simulateTrading/leaderboard'),
  },
  {
    route: '/simulateTrading/article',
    title: '模拟交易 · 策略文章',
    description: '模拟大赛选手的复盘与策略心得，每日更新。',
    banner: { title: '高手复盘', subtitle: '大赛选手策略心得 · 每日更新', ...PURPLE },
    cta: '返回模拟交易',
    action: link('/h5-page/simulateTrading'),
  },
  {
    route: '/simulateTrading/article/details/:id',
    title: '模拟交易 · 文章详情',
    description: '模拟组合的调仓复盘与投资方法，一篇讲透一个问题。',
    banner: { title: '策略复盘', subtitle: '调仓思路 · 投资方法 · 风险提示', ...PURPLE },
    cta: '查看全部文章',
    action: link('/h5-page/simulateTrading/article'),
  },
  {
    route: '/simulateTrading/marquee',
    title: '模拟交易 · 实时播报',
    description: '大赛实时播报：谁刚刚买入、谁登上了收益榜。',
    banner: { title: '大赛实时播报', subtitle: '最新成交 · 榜单变动 · 实时滚动', ...PURPLE },
    cta: '看收益排行榜',
    action: link('/h5-page/simulateTrading/leaderboard'),
  },
  {
    route: '/simulateTrading/leaderboard',
    title: '模拟交易 · 收益排行榜',
    description: '周榜、月榜、总榜，看看谁是模拟交易收益王。',
    banner: { title: '收益排行榜', subtitle: '周榜 · 月榜 · 总榜', ...GOLD },
    cta: '我也要参赛',
    action: link('/h5-page/stockCompetition'),
  },
  {
    route: '/slzf',
    title: '神龙战法 · 实战训练营',
    description: '七天实战训练营：识别龙头、把握分歧转一致，老师带练每日复盘。',
    banner: { title: '神龙战法训练营', subtitle: '七天带练 · 识龙头 · 抓分歧', ...RED },
    cta: '加入训练营',
    action: joinGroup(3101),
    needLogin: true,
  },
  {
    route: '/jjfz',
    title: '基金赋智 · 智能选基',
    description: '用数据为基金打分，帮你挑出长期跑赢同类的好基金。',
    banner: { title: '基金赋智', subtitle: '数据打分 · 挑出长期优秀的基金', ...GREEN },
    cta: '查看精选基金',
    action: appPage('fundDetail'),
  },
  {
    route: '/xunjiang',
    title: '牛8 全国投资巡讲',
    description: '名师走进你的城市：线下面对面讲行情、讲方法，点亮城市赢好礼。',
    banner: { title: '全国投资巡讲', subtitle: '名师面对面 · 点亮你的城市', ...RED },
    cta: '预约巡讲名额',
    action: serviceChat,
    needLogin: true,
  },
  {
    route: '/sddjEtf',
    title: '闪电定投 · ETF 专场',
    description: '宽基ETF每周自动定投，摊低成本、纪律投资，适合新手入门。',
    banner: { title: '闪电定投 ETF', subtitle: '每周定投 · 摊低成本 · 纪律投资', ...GREEN },
    cta: '查看 ETF 详情',
    action: appPage('fundDetail', 'fund_code=510300'),
  },
  {
    route: '/rmsdEtf',
    title: '热门赛道 ETF 精选',
    description: '半导体、新能源、医药、消费，一篮子布局热门赛道。',
    banner: { title: '热门赛道 ETF', subtitle: '半导体 · 新能源 · 医药 · 消费', ...PURPLE },
    cta: '查看赛道 ETF',
    action: appPage('fundDetail', 'fund_code=512480'),
  },
  {
    route: '/jjzy',
    title: '基金专享 · 精选组合',
    description: '投顾团队精选基金组合，稳健、平衡、进取三档任你选。',
    banner: { title: '精选基金组合', subtitle: '稳健 · 平衡 · 进取 三档可选', ...GREEN },
    cta: '查看基金组合',
    action: appPage('fundDetail'),
  },
  {
    route: '/sxkh',
    title: '首享开户礼',
    description: `开户后登记资金账号即享：${accountOpeningGiftText()}，登记后立即到账。`,
    banner: { title: '首享开户礼', subtitle: '开户即送投顾体验课 + 行情工具', ...GOLD },
    cta: '立即开户领礼',
    action: brokerage,
  },
  {
    route: '/lhtj',
    title: '龙虎淘金 · 龙虎榜精选',
    description: '每日盘后解读龙虎榜，看游资与机构席位的真实动向。',
    banner: { title: '龙虎淘金', subtitle: '盘后解读龙虎榜 · 跟踪游资机构', ...DARK },
    cta: '查看今日龙虎榜',
    action: appPage('strategyList'),
  },
  {
    route: '/jgdy',
    title: '机构调研 · 跟踪机构动向',
    description: '汇总机构调研纪要，提前发现机构关注的公司。',
    banner: { title: '机构调研', subtitle: '调研纪要汇总 · 先人一步', ...DARK },
    cta: '查看调研纪要',
    action: appPage('topicList'),
  },
  {
    route: '/course',
    title: '投资课程 · 名师精讲',
    description: '从入门到进阶的系统课程：K线、财报、估值、仓位管理。',
    banner: { title: '名师投资课', subtitle: 'K线 · 财报 · 估值 · 仓位管理', ...BLUE },
    cta: '查看全部课程',
    action: appPage('courseList'),
  },
  {
    route: '/revitalizationGroup',
    title: '振兴计划 · 私享交流群',
    description: '加入私享群，投顾老师每日盘前提示、盘中答疑。',
    banner: { title: '振兴计划私享群', subtitle: '盘前提示 · 盘中答疑', ...RED },
    cta: '申请加入私享群',
    action: joinGroup(3102),
    needLogin: true,
  },
  {
    route: '/duanxianwangxufei818',
    title: '短线王 · 818 续费特惠',
    description: '短线王老用户专享：8月18日续费享全年最低价，再送一个月使用期。',
    banner: { title: '短线王 818 续费', subtitle: '老用户专享 · 续费再送一个月', ...GOLD },
    cta: '立即续费',
    action: appPage('orderPayment', 'product_id=818'),
    needLogin: true,
  },
  {
    route: '/ztlsGroup',
    title: '涨停猎手 · 私享群',
    description: '涨停猎手用户专属社群：每日涨停复盘与次日关注清单。',
    banner: { title: '涨停猎手私享群', subtitle: '每日涨停复盘 · 次日关注清单', ...RED },
    cta: '申请加入社群',
    action: joinGroup(3103),
    needLogin: true,
  },
  {
    route: '/jz2024xunjiang',
    title: '2024 价值投资全国巡讲',
    description: '2024年度价值投资巡讲：回顾全年行情，展望来年机会。',
    banner: { title: '2024 价值巡讲', subtitle: '回顾全年行情 · 展望来年机会', ...PURPLE },
    cta: '预约巡讲名额',
    action: serviceChat,
    needLogin: true,
  },
  {
    route: '/jz2025xunjiang',
    title: '2025 价值投资全国巡讲',
    description: '2025年度价值投资巡讲：十城联动，名师现场解读投资主线。',
    banner: { title: '2025 价值巡讲', subtitle: '十城联动 · 名师现场解读主线', ...PURPLE },
    cta: '预约巡讲名额',
    action: serviceChat,
    needLogin: true,
  },
  {
    route: '/InviteFriends',
    title: '邀请好友 · 一起赚奖励',
    description: '每邀请一位好友注册，双方各得投顾体验券，多邀多得。',
    banner: { title: '邀请好友赢奖励', subtitle: '好友注册 · 双方各得体验券', ...RED },
    cta: '立即邀请好友',
    action: link('/h5-page/InviteFriends/register'),
    needLogin: true,
  },
  {
    route: '/InviteFriends/register',
    title: '好友邀请你加入牛8',
    description: '接受好友邀请，注册即领新人投顾体验券。',
    banner: { title: '好友邀请你加入', subtitle: '注册即领新人投顾体验券', ...RED },
    cta: '注册领取体验券',
    action: link('/h5-page/InviteFriends/success'),
  },
  {
    route: '/InviteFriends/success',
    title: '邀请注册结果',
    description: '查看你通过好友邀请注册的结果与新人礼。',
    banner: { title: '邀请注册结果', subtitle: '新人礼到账情况一目了然', ...GREEN },
    cta: '查看我的卡券',
    action: appPage('coupons'),
    needLogin: true,
  },
  {
    route: '/sqsjGroup',
    title: '私享实战群',
    description: '实战派老师带队，每日实盘复盘，与群友交流操作心得。',
    banner: { title: '私享实战群', subtitle: '实盘复盘 · 交流心得', ...DARK },
    cta: '申请加入实战群',
    action: joinGroup(3201),
    needLogin: true,
  },
  {
    route: '/sqsjGroup2',
    title: '私享实战群 · 二期',
    description: '实战群二期开放报名，名额有限，符合条件即可加入。',
    banner: { title: '私享实战群 二期', subtitle: '名额有限 · 符合条件即可加入', ...DARK },
    cta: '申请加入二期',
    action: joinGroup(3202),
    needLogin: true,
  },
  {
    route: '/sqsjGroup3',
    title: '私享实战群 · 三期',
    description: '实战群三期：聚焦中线波段，老师每周直播答疑。',
    banner: { title: '私享实战群 三期', subtitle: '中线波段 · 每周直播答疑', ...DARK },
    cta: '申请加入三期',
    action: joinGroup(3203),
    needLogin: true,
  },
  {
    route: '/wealthOpenWeek',
    title: '财富开放周 · 走进牛8',
    description: '走进牛8总部：参观投研中心，与投顾团队面对面交流。',
    banner: { title: '财富开放周', subtitle: '走进总部 · 与投顾团队面对面', ...GOLD },
    cta: '报名参加开放日',
    action: serviceChat,
    needLogin: true,
  },
  {
    route: '/nationalDayCarnival',
    title: '国庆财富嘉年华',
    description: '国庆七天乐：每天一份理财好礼，课程、工具、会员天天领。',
    banner: { title: '国庆财富嘉年华', subtitle: '七天七重礼 · 天天来领', ...RED },
    cta: '领取今日好礼',
    action: appPage('coupons'),
    needLogin: true,
  },
  {
    route: '/cpmj',
    title: '操盘秘籍',
    description: '资深投顾的操盘方法合集：选股、买点、止损，一篇讲透一招。',
    banner: { title: '操盘秘籍', subtitle: '选股 · 买点 · 止损 一招讲透', ...PURPLE },
    cta: '查看全部秘籍',
    action: link('/h5-page/cpmj/list'),
  },
  {
    route: '/cpmj/list',
    title: '操盘秘籍 · 全部秘籍',
    description: '全部操盘秘籍列表，按主题分类，持续更新。',
    banner: { title: '全部秘籍', subtitle: '按主题分类 · 持续更新', ...PURPLE },
    cta: '返回秘籍首页',
    action: link('/h5-page/cpmj'),
  },
  {
    route: '/cpmj/details/:name',
    title: '操盘秘籍 · 秘籍详情',
    description: '一招一式拆解讲解，配合实战案例，学完就能用。',
    banner: { title: '秘籍详情', subtitle: '拆解讲解 · 配合实战案例', ...PURPLE },
    cta: '解锁更多策略',
    action: appPage('strategyList'),
    needLogin: true,
  },
];

/**
 * Route seeds as an earlier seed wrote them, where their words changed since: the success page
 * once claimed success without anything registered.
 */
const EARLIER_ROUTE_SEEDS: readonly RouteSeed[] = [
  {
    route: '/InviteFriends/success',
    title: '注册成功 · 奖励已到账',
    description: '体验券已放入你的卡券包，下载牛8 App 即可使用。',
    banner: { title: '注册成功', subtitle: '体验券已放入你的卡券包', ...GREEN },
    cta: '查看我的卡券',
    action: appPage('coupons'),
    needLogin: true,
  },
];

/** Page ids of the route pages start after the demo page (1001). */
const FIRST_PAGE_ID = 1101;

/** Routes whose campaign is built: their finished blocks replace the template below. */
const FINISHED_PAGES: Readonly<Record<string, (code: string, alt: string) => Block[]>> = {
  ...SIMULATED_TRADING_PAGES,
  ...BROKERAGE_PAGES,
  ...CPMJ_PAGES,
  ...COURSE_PAGES,
  ...TOPIC_PAGES,
  ...RENEWAL_PAGES,
};

function toPage(seed: RouteSeed, index: number): ActivityPage {
  const code = routePageCode(seed.route);
  return {
    code,
    title: seed.title,
    meta: { keywords: `牛8,${seed.banner.title},投资理财`, description: seed.description },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: FIRST_PAGE_ID + index },
    page_schema: [
      image(code, `${seed.title}：${seed.description}`),
      empty(32),
      button(
        seed.cta,
        { ...seed.action, actionName: seed.cta },
        seed.needLogin ? { isNeedLogin: true } : {},
      ),
      empty(40),
      copyright(),
    ],
  };
}

/**
 * The page blocks of the routes whose campaigns are built, by route; the other routes keep the
 * template (banner, one button, footer).
 */
const ROUTE_BLOCKS: Readonly<Record<string, Block[]>> = {
  // Lecture tours, invite friends, coupons, the open day and the groups.
  ...TOUR_PAGE_BLOCKS,
  ...INVITE_PAGE_BLOCKS,
  ...COUPON_OPEN_DAY_GROUP_PAGE_BLOCKS,
};

/**
 * What the seed wrote for a route page before its campaign was built (the template), by page
 * code: a page still exactly that is brought up to date (refresh-seeded-pages.ts).
 */
export function templatePages(code: string): ActivityPage[] {
  const index = SEEDS.findIndex((seed) => routePageCode(seed.route) === code);
  const seed = SEEDS[index];
  if (!seed) return [];
  const earlier = EARLIER_ROUTE_SEEDS.filter((old) => old.route === seed.route);
  return [seed, ...earlier].map((each) => toPage(each, index));
}

function seedPage(seed: RouteSeed, index: number): ActivityPage {
  const template = toPage(seed, index);
  const blocks = ROUTE_BLOCKS[seed.route];
  if (blocks) return { ...template, page_schema: structuredClone(blocks) };
  const finished = FINISHED_PAGES[seed.route];
  if (finished) {
    return {
      ...template,
      page_schema: finished(template.code, `${seed.title}：${seed.description}`),
    };
  }
  return template;
}

export const ROUTE_PAGES: readonly ActivityPage[] = SEEDS.map(seedPage);

export const ROUTE_PAGE_CODES: readonly string[] = ROUTE_PAGES.map((page) => page.code);

export const ROUTE_BANNERS: Readonly<Record<string, BannerSpec>> = Object.fromEntries(
  SEEDS.map((seed) => [routePageCode(seed.route), seed.banner]),
);
