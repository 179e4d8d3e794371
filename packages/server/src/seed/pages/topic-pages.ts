import type { Block } from '@h5-page/schema/page';
import { copyright, empty, image } from '../blocks.ts';

/**
 * The finished fund and ETF topic pages: an introduction, the topic's product cards with their
 * risk disclosure, and last a block only users matching a portrait rule see (last, so its late
 * appearance moves nothing below it).
 */

const intro = (heading: string, text: string): Block => ({
  name: 'code',
  value: {
    html:
      '<div style="margin:12px 12px 0;padding:14px 16px;border-radius:10px;background:#fff">' +
      `<h3 style="margin:0 0 6px;font-size:17px;color:#222">${heading}</h3>` +
      `<p style="margin:0;font-size:14px;line-height:1.7;color:#555">${text}</p></div>`,
  },
  children: [],
});

const cards = (title: string, topic: string, extra: Record<string, unknown> = {}): Block => ({
  name: 'productCard',
  value: { title, topic, buttonText: '了解详情', showRisk: true, ...extra },
  children: [],
});

const onlyFor = (rules: string, title: string, codes: string, buttonText: string): Block => ({
  name: 'productCard',
  value: { title, codes, buttonText, showRisk: false, onlyRuleUsers: true, rules },
  children: [],
});

const page =
  (heading: string, text: string, body: Block[]) =>
  (code: string, alt: string): Block[] => [
    image(code, alt),
    intro(heading, text),
    ...body,
    empty(24),
    copyright(),
  ];

const RENEWAL = onlyFor('holder', '在用用户专享 · 续费特惠', 'slzf-signal', '去续费');

export const TOPIC_PAGES: Readonly<Record<string, (code: string, alt: string) => Block[]>> = {
  '/slzf': page(
    '神龙战法是什么',
    '神龙战法聚焦一轮行情中最先启动、最具号召力的龙头股：看板块效应、看率先涨停、看成交放大。训练营七天由投顾老师带练，每日盘后复盘当天的龙头与分歧。',
    [cards('训练营与工具', 'slzf', { buttonText: '立即加入' }), RENEWAL],
  ),
  '/jjfz': page(
    '用数据挑基金',
    '基金赋智从收益、回撤、波动与基金经理稳定性四个维度为基金打分，帮你在同类中挑出长期表现更稳的基金。下列业绩数据为模拟演示。',
    [
      cards('精选基金', 'jjfz'),
      onlyFor('fund-fan', '为偏好基金的您推荐', 'jjzy-balance', '查看组合'),
    ],
  ),
  '/sddjEtf': page(
    '为什么定投宽基 ETF',
    '宽基 ETF 费率低、分散度高；每周固定金额定投，在下跌时自动多买、上涨时少买，长期摊低持有成本。定投不能保证收益，也不能规避市场风险。',
    [
      cards('定投 ETF', 'sddjEtf'),
      onlyFor('etf-fan', '为偏好 ETF 的您推荐', 'rmsd-512480', '看看赛道 ETF'),
    ],
  ),
  '/rmsdEtf': page(
    '一篮子布局热门赛道',
    '行业 ETF 一次买入整条赛道的龙头公司，免去挑个股的难题。赛道 ETF 波动明显高于宽基，适合能承受较大回撤的投资者少量配置。',
    [
      cards('赛道 ETF', 'rmsdEtf'),
      onlyFor('newcomer', '新手先从宽基开始', 'sddj-510300', '了解定投'),
    ],
  ),
  '/jjzy': page(
    '三档组合，按风险偏好选择',
    '投顾团队按稳健、平衡、进取三档风险构建基金组合，定期再平衡。请先完成风险测评，选择与自身风险承受能力相匹配的组合。',
    [cards('基金组合', 'jjzy', { buttonText: '查看组合' })],
  ),
  '/lhtj': page(
    '读懂龙虎榜',
    '龙虎榜披露当日异动个股的前五大买卖席位。龙虎淘金每日盘后解读席位动向，区分游资接力与机构建仓，帮你看懂资金的真实意图。',
    [cards('盘后解读服务', 'lhtj', { buttonText: '立即订阅' }), RENEWAL],
  ),
  '/jgdy': page(
    '跟踪机构调研',
    '上市公司接待机构调研后会披露调研纪要。机构调研频次与关注度的变化，往往领先于业绩与股价的变化。我们每日汇总纪要并标注关注度变化。',
    [
      cards('调研纪要服务', 'jgdy', { buttonText: '立即查看' }),
      onlyFor('signed', '签约用户专享', 'lhtj-daily', '免费体验'),
    ],
  ),
};
