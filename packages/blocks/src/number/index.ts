import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const numberDefinition = defineBlock({
  name: 'number',
  label: '实时数字',
  category: 'marketing',
  fields: {
    id: {
      type: 'text',
      label: '名额数据 ID',
      help: '后台名额数据的编号：组件显示该名额当前的实时人数。',
    },
    prefixText: { type: 'text', label: '前缀文字', placeholder: '已有' },
    suffixText: { type: 'text', label: '后缀文字', placeholder: '人预约' },
  },
  defaultValue: { id: '1', prefixText: '已有', suffixText: '人预约' },
  demo: [
    demoBlock('number', { id: '1', prefixText: '新春开户礼包已有', suffixText: '人领取' }),
    demoBlock('number', { id: '2', prefixText: '名师直播课已有', suffixText: '人预约' }),
  ],
});
