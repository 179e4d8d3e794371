import type { Block } from '@h5-page/schema/page';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

const banner = (name: string, alt: string): Block =>
  demoBlock('image', { url: `/seed-assets/${name}.svg`, alt, width: 560, height: 269 });

/** A tab's pane on the demo: a card saying what the tab holds. */
const pane = (title: string, lines: string[]): Block =>
  demoBlock('code', {
    html: `<div style="padding:0.4em 1.2em 1.2em;color:#333"><p style="margin:0 0 0.5em;font-weight:bold">${title}</p>${lines
      .map((line) => `<p style="margin:0.3em 0;color:#5f6672">· ${line}</p>`)
      .join('')}</div>`,
  });

/** The demo's tab bar: each label with the pane it shows. */
const TABS: [string, Block][] = [
  [
    '精选推荐',
    pane('本周精选', ['名师直播课：开年行情怎么看', '投顾策略限时 5 折', '新用户开户领新春礼包']),
  ],
  [
    '投顾策略',
    pane('投顾策略', [
      '龙头趋势精选：跟踪行业龙头',
      '波段擒牛：中线波段思路',
      '策略观点仅供参考，不构成投资建议',
    ]),
  ],
  [
    '名师直播课',
    pane('名师直播课', [
      '每周二、四晚 8 点开播',
      'K 线、财报、估值三门入门课',
      '直播回放可在 App 中查看',
    ]),
  ],
  [
    '基金理财',
    pane('基金理财', [
      '基金赋智：数据打分挑基金',
      '定投计算器与持仓体检',
      '基金投资有风险，选择需谨慎',
    ]),
  ],
  [
    '开户福利',
    pane('开户福利', ['新用户开户领新春礼包', '开户流程全程线上办理', '以券商实际开户页面为准']),
  ],
  [
    '模拟炒股',
    pane('模拟炒股', ['百万虚拟资金，真实行情练手', '周冠军赢年度会员', '模拟成绩不代表实盘收益']),
  ],
];

export const scrollViewDefinition = defineBlock({
  name: 'scrollView',
  label: '横向滚动',
  category: 'containers',
  fields: {
    tab: choiceField('radio', '显示为标签栏', { 否: false, 是: true }),
    tabs: {
      type: 'array',
      label: '标签（显示为标签栏时：第几个标签显示第几个子组件；不填则子组件本身就是标签）',
      arrayFields: { label: { type: 'text', label: '标签文字' } },
      defaultItemProps: { label: '' },
    },
    style: {
      type: 'object',
      label: '样式',
      objectFields: {
        backgroundColor: { type: 'colour', label: '背景色', placeholder: '#ffffff' },
        padding: { type: 'text', label: '内边距（设计稿 px）', placeholder: '20px 30px' },
        gap: { type: 'number', label: '间距（设计稿 px）', min: 0 },
      },
    },
  },
  defaultValue: { tab: false, style: { padding: '20px 30px', gap: 20 } },
  acceptsChildren: true,
  demo: [
    {
      name: 'scrollView',
      value: {
        tab: true,
        tabs: TABS.map(([label]) => ({ label })),
        style: { backgroundColor: '#ffffff' },
      },
      children: TABS.map(([, pane]) => pane),
    },
    {
      name: 'scrollView',
      value: { tab: false, style: { padding: '24px 30px', gap: 20, backgroundColor: '#fff7f0' } },
      children: [
        banner('stockCompetition', '模拟炒股大赛：百万虚拟资金，周冠军赢年度会员'),
        banner('slzf', '神龙战法训练营：七天带练'),
        banner('jjfz', '基金赋智：数据打分挑基金'),
        banner('course', '名师投资课：K线、财报、估值'),
      ],
    },
  ],
});
