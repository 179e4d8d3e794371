import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const openDayDefinition = defineBlock({
  name: 'openDay',
  label: '总部开放日报名',
  category: 'campaigns',
  opensOverlay: true,
  fields: { title: { type: 'text', label: '标题', placeholder: '选择场次，立即报名' } },
  defaultValue: { title: '选择场次，立即报名' },
  demo: [demoBlock('openDay', { title: '选择场次，立即报名' })],
});
