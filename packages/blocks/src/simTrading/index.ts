import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const simTradingDefinition = defineBlock({
  name: 'simTrading',
  label: '模拟交易',
  category: 'campaigns',
  opensOverlay: true,
  fields: {
    view: choiceField('select', '显示内容', {
      模拟账户与持仓: 'account',
      模拟下单: 'trade',
      调仓记录: 'rebalancing',
      收益排行榜: 'leaderboard',
      策略文章: 'articles',
      '文章详情（文章页）': 'article',
      '收益曲线·回撤·持仓分布': 'charts',
      成交播报: 'marquee',
      大赛报名: 'competition',
      持仓体检预约: 'stockHold',
    }),
    title: { type: 'text', label: '标题', placeholder: '收益排行榜' },
    period: choiceField('radio', '排行榜默认周期', { 周榜: 'week', 月榜: 'month', 总榜: 'total' }),
    limit: { type: 'number', label: '列表条数', min: 1, max: 50 },
  },
  defaultValue: { view: 'account', period: 'week', limit: 10 },
  clips: [
    {
      selector: '.h5-sim-marquee-window',
      why: '成交播报单行滚动，全文随滚动依次显示；内容是实时成交数据，不是填写的文字',
    },
  ],
  demo: [
    demoBlock('simTrading', {
      view: 'leaderboard',
      title: '模拟炒股收益榜（模拟数据）',
      period: 'week',
      limit: 5,
    }),
  ],
});
