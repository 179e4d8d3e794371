import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const cpmjDefinition = defineBlock({
  name: 'cpmj',
  label: '操盘秘籍',
  category: 'campaigns',
  fields: {
    view: choiceField('select', '显示内容', {
      秘籍列表: 'list',
      '秘籍详情（按地址中的名称）': 'detail',
      社群讨论: 'posts',
    }),
    title: { type: 'text', label: '标题', placeholder: '全部秘籍' },
    category: { type: 'text', label: '只看分类（选填）', placeholder: '选股' },
    topic: { type: 'text', label: '社群话题', placeholder: 'cpmj' },
    limit: { type: 'number', label: '列表条数', min: 1, max: 50 },
  },
  defaultValue: { view: 'list', topic: 'cpmj', limit: 10 },
  demo: [demoBlock('cpmj', { view: 'list', title: '操盘秘籍', topic: 'cpmj', limit: 3 })],
});
