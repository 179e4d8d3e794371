import type { Block } from '@h5-page/schema/page';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

const banner = (name: string, alt: string): Block =>
  demoBlock('image', { url: `/seed-assets/${name}.svg`, alt, width: 560, height: 269 });

const tab = (label: string): Block =>
  demoBlock('code', { html: `<span style="white-space:nowrap">${label}</span>` });

export const scrollViewDefinition = defineBlock({
  name: 'scrollView',
  label: '横向滚动',
  category: 'containers',
  fields: {
    tab: choiceField('radio', '显示为标签栏', { 否: false, 是: true }),
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
      value: { tab: true, style: { backgroundColor: '#ffffff' } },
      children: ['精选推荐', '投顾策略', '名师直播课', '基金理财', '开户福利', '模拟炒股'].map(tab),
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
