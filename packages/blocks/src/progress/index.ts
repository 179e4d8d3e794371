import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const progressDefinition = defineBlock({
  name: 'progress',
  label: '进度条',
  category: 'marketing',
  fields: {
    current: { type: 'number', label: '已完成数（如已抢名额）', min: 0 },
    limit: { type: 'number', label: '总数（如名额总数）', min: 0 },
    percent: { type: 'number', label: '固定百分比（无总数时使用）', min: 0, max: 100 },
    prefixText: { type: 'text', label: '前缀文字', placeholder: '仅剩' },
    remain: { type: 'number', label: '剩余数（留空则为总数减已完成数）', min: 0 },
    suffixText: { type: 'text', label: '后缀文字', placeholder: '个名额' },
    id: { type: 'text', label: '名额数据 ID（填写后用服务器的实时数字）' },
  },
  defaultValue: { current: 88, limit: 100, prefixText: '仅剩', suffixText: '个名额' },
  demo: [
    demoBlock('progress', {
      current: 188,
      limit: 200,
      prefixText: '新春开户礼包仅剩',
      suffixText: '份',
    }),
    demoBlock('progress', {
      percent: 76,
      prefixText: '名师直播课席位仅剩',
      remain: 12,
      suffixText: '个',
    }),
    demoBlock('progress', {
      id: '1',
      current: 300,
      limit: 500,
      prefixText: '投顾策略体验名额仅剩',
      suffixText: '个',
    }),
  ],
});
