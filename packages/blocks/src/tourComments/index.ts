import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const tourCommentsDefinition = defineBlock({
  name: 'tourComments',
  label: '巡讲点赞与留言',
  category: 'campaigns',
  fields: {
    tour: { type: 'text', label: '巡讲编码（服务器上的巡讲，如 xunjiang）' },
    title: { type: 'text', label: '标题', placeholder: '听众留言' },
    pageSize: { type: 'number', label: '每页条数', min: 1, max: 50 },
  },
  defaultValue: { tour: 'xunjiang', title: '听众留言', pageSize: 10 },
  demo: [demoBlock('tourComments', { tour: 'xunjiang', title: '听众留言', pageSize: 10 })],
});
