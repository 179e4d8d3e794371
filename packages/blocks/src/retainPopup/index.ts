import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const retainPopupDefinition = defineBlock({
  name: 'retainPopup',
  label: '挽留弹窗',
  category: 'containers',
  opensOverlay: true,
  fields: {
    image: { type: 'image', label: '图片地址' },
    title: { type: 'text', label: '标题', placeholder: '确定要离开吗？' },
    sub_title: { type: 'textarea', label: '副标题' },
    button1_text: { type: 'text', label: '按钮 1 文字（前往链接）', placeholder: '立即领取' },
    button1_url: { type: 'text', label: '按钮 1 链接' },
    button2_text: { type: 'text', label: '按钮 2 文字（关闭弹窗）', placeholder: '残忍离开' },
    trigger: choiceField('radio', '何时弹出', { 访客返回离开时: 'leave', 页面打开时: 'load' }),
  },
  defaultValue: {
    title: '确定要离开吗？',
    sub_title: '你的新人专享福利还没有领取',
    button1_text: '立即领取',
    button1_url: '',
    button2_text: '残忍离开',
    trigger: 'leave',
  },
  demo: [
    demoBlock('retainPopup', {
      image: '/seed-assets/demo.svg',
      title: '新春礼包还没领，确定离开吗？',
      sub_title: '投顾策略 5 折券 + 名师直播课 3 节，仅限活动期间领取',
      button1_text: '立即领取新春礼包',
      button1_url: '/h5-page/course',
      button2_text: '残忍离开',
      trigger: 'leave',
    }),
  ],
});
