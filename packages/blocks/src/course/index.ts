import { defineBlock } from '../block-definition.ts';

export const courseDefinition = defineBlock({
  name: 'course',
  label: '课程',
  fields: {
    view: {
      type: 'select',
      label: '显示内容',
      options: [
        { label: '直播日历', value: 'calendar' },
        { label: '视频课程', value: 'videos' },
      ],
    },
    title: { type: 'text', label: '标题', placeholder: '直播日历' },
    days: { type: 'number', label: '日历天数（从今天起）', min: 1, max: 14 },
    category: { type: 'text', label: '只看分类（选填）', placeholder: '入门' },
    limit: { type: 'number', label: '视频条数', min: 1, max: 50 },
  },
  defaultValue: { view: 'calendar', days: 7, limit: 10 },
  demo: [
    {
      name: 'course',
      value: { view: 'videos', title: '视频课程', days: 7, limit: 3 },
      children: [],
    },
  ],
});
