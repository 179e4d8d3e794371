import type { Block } from '@h5-page/schema/page';
import { button, copyright, empty, image } from '../blocks.ts';

/**
 * The finished pages of simulated trading, the stock competition and the holdings check-up: the
 * banner, then the blocks that show the visitor's simulated data. Every figure is simulated and
 * says so; the footer carries the risk notice.
 */

const sim = (view: string, title: string, extra: Record<string, unknown> = {}): Block => ({
  name: 'simTrading',
  value: { view, title, ...extra },
  children: [],
});

const html = (content: string): Block => ({ name: 'code', value: { html: content }, children: [] });

const link = (text: string, atext: string): Block =>
  button(text, { type: 7, atext, actionName: text });

const SIM_NOTICE = html(
  '<p style="margin:12px 24px;color:#5f6672;font-size:12px;line-height:1.6">' +
    '本页行情、资金、持仓与收益均为模拟数据，仅用于投资学习与练习，不构成任何投资建议，' +
    '不代表真实交易结果。股市有风险，投资需谨慎。</p>',
);

const COMPETITION_RULES = html(
  '<div style="margin:12px 12px;padding:14px 16px;background:#fff;border-radius:10px;font-size:13px;line-height:1.8;color:#333">' +
    '<b style="font-size:15px">大赛规则</b>' +
    '<p style="margin:6px 0 0">1. 登录后报名，每人限报一次，报名即获 100 万元模拟资金。</p>' +
    '<p style="margin:0">2. 可模拟买卖贵州茅台、宁德时代、招商银行等 6 只股票，按模拟收盘价成交，以 100 股为一手。</p>' +
    '<p style="margin:0">3. 周榜、月榜按近 7 日、近 30 日收益率排名，总榜按开户以来收益率排名。</p>' +
    '<p style="margin:0">4. 比赛全程使用模拟资金，不涉及真实资金与真实交易。</p></div>',
);

export const SIMULATED_TRADING_PAGES: Readonly<
  Record<string, (code: string, alt: string) => Block[]>
> = {
  '/stockCompetition': (code, alt) => [
    image(code, alt),
    sim('marquee', '', { limit: 12 }),
    sim('competition', '报名参赛'),
    COMPETITION_RULES,
    sim('leaderboard', '大赛收益榜（模拟）', { period: 'week', limit: 10 }),
    link('去模拟交易下单', '/h5-page/simulateTrading/position'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/stockHold': (code, alt) => [
    image(code, alt),
    html(
      '<div style="margin:12px 12px;padding:14px 16px;background:#fff;border-radius:10px;font-size:13px;line-height:1.8;color:#333">' +
        '<b style="font-size:15px">体检能帮你看清什么</b>' +
        '<p style="margin:6px 0 0">· 仓位是否过重、行业是否过于集中</p>' +
        '<p style="margin:0">· 个股的估值位置与近期风险提示</p>' +
        '<p style="margin:0">· 投顾老师的调仓思路参考（不构成投资建议）</p></div>',
    ),
    sim('stockHold', '预约持仓体检'),
    empty(24),
    copyright(),
  ],
  '/simulateTrading': (code, alt) => [
    image(code, alt),
    sim('marquee', '', { limit: 12 }),
    sim('account', '我的模拟账户'),
    sim('trade', '模拟下单'),
    link('查看我的调仓记录', '/h5-page/simulateTrading/rebalancing'),
    link('看收益排行榜', '/h5-page/simulateTrading/leaderboard'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/simulateTrading/detail': (code, alt) => [
    image(code, alt),
    sim('charts', '组合概况'),
    link('查看全部调仓记录', '/h5-page/simulateTrading/rebalancing'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/simulateTrading/position': (code, alt) => [
    image(code, alt),
    sim('account', '我的模拟持仓'),
    sim('trade', '模拟下单'),
    sim('rebalancing', '调仓记录', { limit: 10 }),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/simulateTrading/rebalancing': (code, alt) => [
    image(code, alt),
    sim('rebalancing', '我的调仓记录', { limit: 30 }),
    link('看收益排行榜', '/h5-page/simulateTrading/leaderboard'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/simulateTrading/article': (code, alt) => [
    image(code, alt),
    sim('articles', '策略复盘', { limit: 10 }),
    link('返回模拟交易', '/h5-page/simulateTrading'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/simulateTrading/article/details/:id': (code, alt) => [
    image(code, alt),
    sim('article', ''),
    link('查看全部文章', '/h5-page/simulateTrading/article'),
    link('去模拟交易练一练', '/h5-page/simulateTrading'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/simulateTrading/marquee': (code, alt) => [
    image(code, alt),
    sim('marquee', '', { limit: 20 }),
    sim('leaderboard', '本周收益榜（模拟）', { period: 'week', limit: 5 }),
    link('看完整排行榜', '/h5-page/simulateTrading/leaderboard'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
  '/simulateTrading/leaderboard': (code, alt) => [
    image(code, alt),
    sim('leaderboard', '收益排行榜（模拟）', { period: 'week', limit: 20 }),
    link('我也要参赛', '/h5-page/stockCompetition'),
    empty(24),
    SIM_NOTICE,
    copyright(),
  ],
};
