import { DBZS_MARK } from '@h5-page/schema/constants';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const payButtonDefinition = defineBlock({
  name: 'payButton',
  label: '支付按钮',
  category: 'marketing',
  // The coupon sheet before paying.
  opensOverlay: true,
  fields: {
    mark: { type: 'text', label: '商品标识（dbzs 为打板助手）', placeholder: DBZS_MARK },
    productId: {
      type: 'number',
      label: '商品 ID',
      help: '商城里商品的编号；填写后按此商品下单，优先于上面的商品标识。',
      min: 1,
    },
    text: { type: 'text', label: '按钮文字', placeholder: '立即购买' },
    image: {
      type: 'object',
      label: '按钮图片（填写后显示图片）',
      objectFields: {
        url: { type: 'image', label: '图片地址' },
        alt: { type: 'text', label: '图片说明（alt）' },
      },
    },
    isNeedLogin: choiceField('radio', '需要登录', { 否: false, 是: true }),
  },
  defaultValue: { mark: DBZS_MARK, text: '立即开通', isNeedLogin: true },
  demo: [
    demoBlock('payButton', {
      mark: DBZS_MARK,
      text: '¥998 开通打板助手年度会员',
      isNeedLogin: true,
    }),
    demoBlock('payButton', {
      productId: 1192,
      text: '投顾策略季度服务 立即订阅',
      isNeedLogin: true,
    }),
  ],
});
