import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const inviteRegisterDefinition = defineBlock({
  name: 'inviteRegister',
  label: '邀请好友 · 好友注册',
  category: 'campaigns',
  opensOverlay: true,
  fields: {
    title: { type: 'text', label: '标题', placeholder: '接受邀请，注册领新人礼' },
    successUrl: { type: 'text', label: '注册成功后前往' },
  },
  defaultValue: { title: '接受邀请，注册领新人礼', successUrl: '/h5-page/InviteFriends/success' },
  demo: [
    demoBlock('inviteRegister', {
      title: '接受邀请，注册领新人礼',
      successUrl: '/h5-page/InviteFriends/success',
    }),
  ],
});
