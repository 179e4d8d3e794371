/**
 * What the topic pages' product cards sell: one offer per topic product, each a shop product
 * (`products`, sold through the pay flow) with its own sales page (`product-pages.ts`). We are an
 * investment adviser, not a fund distributor: for a fund, an ETF or a portfolio the offer is our
 * advisory service about it (fund units are bought at a licensed distributor), for an advisory
 * product the service itself.
 */
import { activityPagePath } from '@h5-page/schema/page-route';
export interface ProductOffer {
  /** The topic product (`topic_products.code`). */
  productCode: string;
  /** The shop product the pay button sells. */
  shopProductId: number;
  /** Name of the shop product, as the order and the cashier show it. */
  name: string;
  priceCents: number;
  /** Months of service an order buys (null: a one-off course). */
  periodMonths: number | null;
  /** A one-off course's service: it ends this many days after the payment. */
  serviceDays?: number;
  /** The topic product's own name, kind and risk level, as its card shows them. */
  productName: string;
  kind: 'fund' | 'etf' | 'advisory';
  riskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
  /** What the product is, in a sentence or two. */
  about: string;
  /** What the buyer gets. */
  includes: readonly string[];
}

const FUND_SERVICE = [
  '持仓诊断：结合你的持仓与风险测评结果，给出该基金的配置比例建议',
  '调仓提示：基金经理变更、规模异动、风格漂移时第一时间提醒',
  '定期解读：每季度解读基金报告，说明业绩来源与回撤原因',
  '投顾答疑：交易日 9:00–17:00 在线解答',
];

const ETF_SERVICE = [
  '定投计划：按你的资金与风险偏好制定每周定投金额与止盈规则',
  '估值提醒：指数估值进入低估或高估区间时推送提醒',
  '月度复盘：每月复盘指数表现与成分股变化',
  '投顾答疑：交易日 9:00–17:00 在线解答',
];

const PORTFOLIO_SERVICE = [
  '组合配置：投顾团队给出组合内每只基金的目标比例',
  '再平衡提醒：偏离目标比例时推送调仓建议，附调整理由',
  '季度报告：每季度说明组合收益来源、回撤与后续配置思路',
  '投顾答疑：交易日 9:00–17:00 在线解答',
];

/** The quarterly advisory service sold about a fund, an ETF or a portfolio. */
const advisoryService =
  (service: string, priceCents: number, kind: ProductOffer['kind'], includes: readonly string[]) =>
  (
    productCode: string,
    shopProductId: number,
    productName: string,
    riskLevel: ProductOffer['riskLevel'],
    about: string,
  ): ProductOffer => ({
    productCode,
    shopProductId,
    name: `${productName} · ${service}（季度）`,
    priceCents,
    periodMonths: 3,
    productName,
    kind,
    riskLevel,
    about,
    includes,
  });

const fund = advisoryService('基金投顾服务', 9_900, 'fund', FUND_SERVICE);
const etf = advisoryService('ETF 投顾服务', 9_900, 'etf', ETF_SERVICE);
const portfolio = advisoryService('组合投顾服务', 19_900, 'fund', PORTFOLIO_SERVICE);

export const PRODUCT_OFFERS: readonly ProductOffer[] = [
  {
    productCode: 'slzf-camp',
    shopProductId: 2101,
    name: '神龙战法 · 七日实战训练营',
    priceCents: 19_900,
    periodMonths: null,
    // Seven trading days of camp (nine calendar days across a weekend), then the 30 days its
    // recordings stay open, and a day to spare.
    serviceDays: 40,
    productName: '神龙战法·七日实战训练营',
    kind: 'advisory',
    riskLevel: 'R4',
    about:
      '七个交易日由投顾老师带练神龙战法：识别板块龙头、判断分歧转一致、制定买卖纪律。每晚盘后直播复盘当天的龙头与分歧。',
    includes: [
      '7 节盘后直播课（每晚 20:00，可回看 30 天）',
      '每日实战作业与老师点评',
      '训练营专属答疑群，开营期间交易日在线答疑',
      '结营后赠送 7 天龙头信号体验',
    ],
  },
  {
    productCode: 'slzf-signal',
    shopProductId: 2102,
    name: '神龙战法 · 龙头信号（季度）',
    priceCents: 39_800,
    periodMonths: 3,
    productName: '神龙战法·龙头信号',
    kind: 'advisory',
    riskLevel: 'R4',
    about:
      '盘中推送龙头股启动信号：板块效应、率先涨停、成交放大三项同时满足时提醒，每条信号附买卖逻辑与风险提示。',
    includes: [
      '盘中龙头启动信号实时推送（App 与短信）',
      '每条信号附逻辑说明与失效条件',
      '每日盘后信号复盘，公布当日信号表现',
      '投顾答疑：交易日 9:00–17:00 在线解答',
    ],
  },
  fund(
    'jjfz-520001',
    2103,
    '稳健精选混合 A',
    'R3',
    '一只股债平衡配置的混合型基金，回撤控制优于同类平均。',
  ),
  fund(
    'jjfz-520002',
    2104,
    '成长优选股票 C',
    'R4',
    '一只聚焦高景气成长行业的股票型基金，波动较大。',
  ),
  fund(
    'jjfz-520003',
    2105,
    '安心纯债 A',
    'R2',
    '一只以高等级信用债为主的纯债基金，追求稳定的票息收益。',
  ),
  etf(
    'sddj-510300',
    2106,
    '沪深300ETF',
    'R3',
    '跟踪沪深300指数，覆盖沪深两市市值最大的 300 家公司，适合作为定投的底仓。',
  ),
  etf(
    'sddj-510500',
    2107,
    '中证500ETF',
    'R4',
    '跟踪中证500指数，中盘成长风格，波动略高于沪深300。',
  ),
  etf('rmsd-512480', 2108, '半导体ETF', 'R5', '跟踪半导体产业链龙头公司，行业集中、波动大。'),
  etf(
    'rmsd-516160',
    2109,
    '新能源ETF',
    'R5',
    '覆盖光伏、风电、储能与新能源车产业链，行业集中、波动大。',
  ),
  etf('rmsd-512010', 2110, '医药ETF', 'R4', '布局创新药、医疗器械与医疗服务龙头，受政策影响较大。'),
  portfolio(
    'jjzy-steady',
    2111,
    '稳健组合',
    'R2',
    '以债券基金为主、少量权益基金增强的基金组合，适合保守型投资者。',
  ),
  portfolio('jjzy-balance', 2112, '平衡组合', 'R3', '股债均衡配置的基金组合，兼顾收益与回撤。'),
  portfolio(
    'jjzy-growth',
    2113,
    '进取组合',
    'R4',
    '以权益基金为主的基金组合，追求长期较高回报，短期波动明显。',
  ),
  {
    productCode: 'lhtj-daily',
    shopProductId: 2114,
    name: '龙虎淘金 · 盘后解读（季度）',
    priceCents: 29_800,
    periodMonths: 3,
    productName: '龙虎淘金·盘后解读',
    kind: 'advisory',
    riskLevel: 'R4',
    about:
      '每个交易日盘后解读龙虎榜：拆解前五大买卖席位，区分游资接力与机构建仓，说明次日值得关注的个股与风险。',
    includes: [
      '每个交易日 18:00 前推送当日龙虎榜解读',
      '知名游资与机构席位动向追踪',
      '每周一篇席位风格复盘',
      '投顾答疑：交易日 9:00–17:00 在线解答',
    ],
  },
  {
    productCode: 'jgdy-notes',
    shopProductId: 2115,
    name: '机构调研 · 纪要精选（季度）',
    priceCents: 16_800,
    periodMonths: 3,
    productName: '机构调研·纪要精选',
    kind: 'advisory',
    riskLevel: 'R3',
    about:
      '每日汇总上市公司披露的机构调研纪要，提炼要点，并标注机构关注度的变化，帮你先于业绩发现被机构持续关注的公司。',
    includes: [
      '每日调研纪要精选与要点提炼',
      '机构关注度变化榜（周度）',
      '重点公司调研纪要全文检索',
      '投顾答疑：交易日 9:00–17:00 在线解答',
    ],
  },
];

/** The sales page of an offer: `/h5-page/h5/<code>`. */
export const offerPageCode = (offer: ProductOffer): string => `buy-${offer.productCode}`;
export const offerPageUrl = (offer: ProductOffer): string => activityPagePath(offerPageCode(offer));
