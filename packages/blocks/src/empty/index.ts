import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const emptyDefinition = defineBlock({
  name: 'empty',
  label: '空白间隔',
  category: 'basic',
  fields: { height: { type: 'number', label: '高度（设计稿 px）', min: 0, max: 2000 } },
  defaultValue: { height: 40 },
  demo: [demoBlock('empty', { height: 24 })],
});
