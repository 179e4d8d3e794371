import { defineBlock } from '../block-definition.ts';

export const simTradingDefinition = defineBlock({
  name: 'simTrading',
  label: '模拟交易',
  fields: {
    view: {
      type: 'select',
      label: '显示内容',
      options: [
        { label: '模拟账户与持仓', value: 'account' },
        { label: '模拟下单', value: 'trade' },
        { label: '调仓记录', value: 'rebalancing' },
        { label: '收益排行榜', value: 'leaderboard' },
        { label: '策略文章', value: 'articles' },
        { label: '文章详情（文章页）', value: 'article' },
        { label: '收益曲线·回撤·持仓分布', value: 'charts' },
        { label: '成交播报', value: 'marquee' },
        { label: '大赛报名', value: 'competition' },
        { label: '持仓体检预约', value: 'stockHold' },
      ],
    },
    title: { type: 'text', label: '标题', placeholder: '收益排行榜' },
    period: {
      type: 'radio',
      label: '排行榜默认周期',
      options: [
        { label: '周榜', value: 'week' },
        { label: '月榜', value: 'month' },
        { label: '总榜', value: 'total' },
      ],
    },
    limit: { type: 'number', label: '列表条数', min: 1, max: 50 },
  },
  defaultValue: { view: 'account', period: 'week', limit: 10 },
  demo: [
    {
      name: 'simTrading',
      value: { view: 'leaderboard', title: '模拟炒股收益榜（模拟数据）', period: 'week', limit: 5 },
      children: [],
    },
  ],
});
