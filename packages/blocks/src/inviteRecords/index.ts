import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const inviteRecordsDefinition = defineBlock({
  name: 'inviteRecords',
  label: '邀请好友 · 邀请记录与奖励',
  category: 'campaigns',
  fields: { title: { type: 'text', label: '标题', placeholder: '邀请记录' } },
  defaultValue: { title: '邀请记录' },
  demo: [demoBlock('inviteRecords', { title: '邀请记录' })],
});
