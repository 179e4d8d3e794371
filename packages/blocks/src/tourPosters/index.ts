import { defineBlock } from '../block-definition.ts';

export const tourPostersDefinition = defineBlock({
  name: 'tourPosters',
  label: '巡讲海报',
  fields: {
    tour: { type: 'text', label: '巡讲编码（服务器上的巡讲，如 xunjiang）' },
    title: { type: 'text', label: '标题', placeholder: '巡讲海报' },
  },
  defaultValue: { tour: 'xunjiang', title: '巡讲海报' },
  demo: [{ name: 'tourPosters', value: { tour: 'xunjiang', title: '巡讲海报' }, children: [] }],
});
