import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const courseDefinition = defineBlock({
  name: 'course',
  label: '课程',
  category: 'campaigns',
  fields: {
    view: choiceField('select', '显示内容', { 直播日历: 'calendar', 视频课程: 'videos' }),
    title: { type: 'text', label: '标题', placeholder: '直播日历' },
    days: { type: 'number', label: '日历天数（从今天起）', min: 1, max: 14 },
    category: { type: 'text', label: '只看分类（选填）', placeholder: '入门' },
    limit: { type: 'number', label: '视频条数', min: 1, max: 50 },
  },
  defaultValue: { view: 'calendar', days: 7, limit: 10 },
  demo: [demoBlock('course', { view: 'videos', title: '视频课程', days: 7, limit: 3 })],
});
