import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';
import { DEFAULT_LOGO_HEIGHT, PRODUCT_NAME } from './logo-defaults.ts';

export const logoDefinition = defineBlock({
  name: 'logo',
  label: 'Logo',
  category: 'basic',
  fields: {
    url: { type: 'image', label: '图片地址（留空则为产品 Logo）' },
    alt: { type: 'text', label: '图片说明（alt）', placeholder: PRODUCT_NAME },
    position: choiceField('radio', '位置', { 左上: 'left', 居中: 'center' }),
    height: {
      type: 'number',
      label: `高度（设计稿 px，默认 ${DEFAULT_LOGO_HEIGHT}）`,
      min: 1,
      max: 750,
    },
  },
  defaultValue: { alt: PRODUCT_NAME, position: 'left' },
  // A page carries its brand once: the demo's top shows one logo.
  demo: [demoBlock('logo', { alt: `${PRODUCT_NAME} 投资顾问`, position: 'left' })],
});
