import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';
import { DEFAULT_ICON_SIZE } from './icon-size.ts';

export const iconDefinition = defineBlock({
  name: 'icon',
  label: '图标',
  category: 'basic',
  fields: {
    url: { type: 'image', label: '图片地址（留空则显示文字角标）' },
    alt: { type: 'text', label: '图片说明（alt）' },
    text: { type: 'text', label: '文字', placeholder: '活动规则' },
    position: choiceField('radio', '位置', { 左: 'left', 中: 'center', 右: 'right' }),
    size: {
      type: 'number',
      label: `图片边长（设计稿 px，默认 ${DEFAULT_ICON_SIZE}）`,
      min: 1,
      max: 750,
    },
    isNeedLogin: choiceField('radio', '需要登录', { 否: false, 是: true }),
  },
  defaultValue: { text: '活动规则', position: 'right' },
  demo: [
    demoBlock('icon', {
      text: '更多专题',
      position: 'right',
      action: { type: 1, pageName: 'topicList', actionName: '查看更多专题' },
    }),
    demoBlock('icon', {
      text: '我的新春礼包',
      position: 'center',
      action: { type: 1, pageName: 'coupons', actionName: '查看我的礼包' },
      isNeedLogin: true,
    }),
  ],
});
