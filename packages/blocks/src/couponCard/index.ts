import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const couponCardDefinition = defineBlock({
  name: 'couponCard',
  label: '优惠券领取',
  category: 'campaigns',
  fields: {
    batch: { type: 'text', label: '券批次（服务器上的优惠券活动，如 coupon202409）' },
    title: { type: 'text', label: '标题（留空用券名）' },
  },
  defaultValue: { batch: 'coupon202409' },
  demo: [demoBlock('couponCard', { batch: 'coupon202409' })],
});
