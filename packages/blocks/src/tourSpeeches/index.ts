import { defineBlock } from '../block-definition.ts';

export const tourSpeechesDefinition = defineBlock({
  name: 'tourSpeeches',
  label: '巡讲场次 · 报名',
  fields: {
    tour: { type: 'text', label: '巡讲编码（服务器上的巡讲，如 xunjiang）' },
    title: { type: 'text', label: '标题', placeholder: '巡讲日程' },
  },
  defaultValue: { tour: 'xunjiang', title: '巡讲日程' },
  demo: [{ name: 'tourSpeeches', value: { tour: 'xunjiang', title: '巡讲日程' }, children: [] }],
});
