import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const inviteHomeDefinition = defineBlock({
  name: 'inviteHome',
  label: '邀请好友 · 我的邀请',
  category: 'campaigns',
  fields: {
    title: { type: 'text', label: '标题', placeholder: '我的邀请' },
    registerUrl: { type: 'text', label: '好友注册页地址（邀请链接）' },
  },
  defaultValue: { title: '我的邀请', registerUrl: '/h5-page/InviteFriends/register' },
  demo: [
    demoBlock('inviteHome', { title: '我的邀请', registerUrl: '/h5-page/InviteFriends/register' }),
  ],
});
