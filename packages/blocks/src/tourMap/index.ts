import { defineBlock } from '../block-definition.ts';

export const tourMapDefinition = defineBlock({
  name: 'tourMap',
  label: '巡讲地图 · 点亮城市',
  fields: {
    tour: { type: 'text', label: '巡讲编码（服务器上的巡讲，如 xunjiang）' },
    title: { type: 'text', label: '标题', placeholder: '点亮你的城市' },
  },
  defaultValue: { tour: 'xunjiang', title: '点亮你的城市' },
  demo: [{ name: 'tourMap', value: { tour: 'xunjiang', title: '点亮你的城市' }, children: [] }],
});
