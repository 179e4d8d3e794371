import { DEFAULT_FLIP_DIGITS } from '@h5-page/schema/constants';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const countDefinition = defineBlock({
  name: 'count',
  label: '翻牌计数器',
  category: 'marketing',
  fields: {
    num: { type: 'number', label: '数字', min: 0, step: 1 },
    numbers: { type: 'number', label: '位数（不足补 0）', min: 1, max: 20, step: 1 },
  },
  defaultValue: { num: 0, numbers: DEFAULT_FLIP_DIGITS },
  demo: [
    // 已有 12,868 人报名名师直播课
    demoBlock('count', { num: 12868, numbers: 6 }),
    demoBlock('count', { num: 520, numbers: DEFAULT_FLIP_DIGITS }),
  ],
});
