import { defineBlock } from '../block-definition.ts';

export const qrcodeDefinition = defineBlock({
  name: 'qrcode',
  label: '二维码',
  fields: {
    type: {
      type: 'radio',
      label: '类型',
      options: [
        { label: '固定图片', value: 'static' },
        { label: '二维码 ID', value: 'code' },
        { label: '企业微信员工码（需登录）', value: 'staff' },
        { label: '专属顾问码（需登录）', value: 'person' },
      ],
    },
    url: { type: 'text', label: '图片地址（固定图片）' },
    codeId: { type: 'text', label: '二维码 ID（二维码 ID / 专属顾问码）' },
    stateCode: { type: 'text', label: '渠道码 state（企业微信员工码）' },
    title: { type: 'text', label: '说明文字', placeholder: '长按识别二维码，添加老师微信' },
    alt: { type: 'text', label: '图片说明（alt）' },
  },
  defaultValue: { type: 'code', codeId: '1', title: '长按识别二维码，添加老师微信' },
  demo: [
    {
      name: 'qrcode',
      value: {
        type: 'code',
        codeId: '1',
        title: '长按识别二维码，添加老师微信，免费领取新春投资礼包',
        alt: '老师微信二维码',
      },
      children: [],
    },
    {
      name: 'qrcode',
      value: {
        type: 'person',
        title: '您的专属投顾服务顾问，一对一解答持仓问题',
        alt: '专属顾问二维码',
      },
      children: [],
    },
  ],
});
