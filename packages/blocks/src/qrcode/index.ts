import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const qrcodeDefinition = defineBlock({
  name: 'qrcode',
  label: '二维码',
  category: 'marketing',
  fields: {
    type: choiceField('radio', '类型', {
      固定图片: 'static',
      '二维码 ID': 'code',
      '企业微信员工码（需登录）': 'staff',
      '专属顾问码（需登录）': 'person',
    }),
    url: { type: 'image', label: '图片地址（固定图片）' },
    codeId: { type: 'text', label: '二维码 ID（二维码 ID / 专属顾问码）' },
    stateCode: { type: 'text', label: '渠道码 state（企业微信员工码）' },
    title: { type: 'text', label: '说明文字', placeholder: '长按识别二维码，添加老师微信' },
    alt: { type: 'text', label: '图片说明（alt）' },
  },
  defaultValue: { type: 'code', codeId: '1', title: '长按识别二维码，添加老师微信' },
  demo: [
    demoBlock('qrcode', {
      type: 'code',
      codeId: '1',
      title: '长按识别二维码，添加老师微信，免费领取新春投资礼包',
      alt: '老师微信二维码',
    }),
    demoBlock('qrcode', {
      type: 'person',
      title: '您的专属投顾服务顾问，一对一解答持仓问题',
      alt: '专属顾问二维码',
    }),
  ],
});
