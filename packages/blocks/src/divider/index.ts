import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const dividerDefinition = defineBlock({
  name: 'divider',
  label: '分割线',
  category: 'basic',
  fields: {
    color: { type: 'colour', label: '线条颜色', placeholder: '#e5e6eb' },
    thickness: { type: 'number', label: '粗细（设计稿 px）', min: 1, max: 20, step: 1 },
    lineStyle: choiceField('radio', '线型', { 实线: 'solid', 虚线: 'dashed', 点线: 'dotted' }),
    marginTop: { type: 'number', label: '上边距（设计稿 px）', min: 0, max: 200 },
    marginBottom: { type: 'number', label: '下边距（设计稿 px）', min: 0, max: 200 },
    sideMargin: { type: 'number', label: '左右边距（设计稿 px）', min: 0, max: 300 },
  },
  defaultValue: {
    color: '#e5e6eb',
    thickness: 2,
    lineStyle: 'solid',
    marginTop: 24,
    marginBottom: 24,
    sideMargin: 32,
  },
  demo: [
    demoBlock('divider', {
      color: '#cf2b24',
      thickness: 2,
      lineStyle: 'dashed',
      marginTop: 16,
      marginBottom: 16,
      sideMargin: 48,
    }),
  ],
});
