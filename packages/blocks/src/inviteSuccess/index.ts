import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const inviteSuccessDefinition = defineBlock({
  name: 'inviteSuccess',
  label: '邀请好友 · 注册结果',
  category: 'campaigns',
  fields: {
    registerUrl: { type: 'text', label: '未注册时前往（好友注册页）' },
    homeUrl: { type: 'text', label: '“我也要邀请”前往' },
  },
  defaultValue: {
    registerUrl: '/h5-page/InviteFriends/register',
    homeUrl: '/h5-page/InviteFriends',
  },
  demo: [
    demoBlock('inviteSuccess', {
      registerUrl: '/h5-page/InviteFriends/register',
      homeUrl: '/h5-page/InviteFriends',
    }),
  ],
});
