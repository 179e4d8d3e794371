import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

/** The address block in the builder: its fields, a new block's value, and the demo page's example. */
export const addressBlock = defineBlock({
  name: 'address',
  label: '地址选择',
  category: 'forms',
  opensOverlay: true,
  fields: {
    title: { type: 'text', label: '标题', placeholder: '请选择您所在的地区' },
    buttonText: { type: 'text', label: '注册按钮文字', placeholder: '注册' },
    isNeedLogin: choiceField('radio', '需要登录', { 否: false, 是: true }),
  },
  defaultValue: { title: '请选择您所在的地区', buttonText: '注册', isNeedLogin: false },
  demo: [
    demoBlock('address', {
      title: '选择地区，立即注册',
      buttonText: '立即注册',
      isNeedLogin: false,
    }),
  ],
});

export default addressBlock;
