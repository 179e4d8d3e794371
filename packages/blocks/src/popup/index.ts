import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const popupDefinition = defineBlock({
  name: 'popup',
  label: '弹窗',
  category: 'containers',
  opensOverlay: true,
  fields: {
    id: {
      type: 'text',
      label: '弹窗 ID（按钮动作“打开弹窗”填这个 ID）',
      placeholder: 'gift-popup',
    },
    position: choiceField('select', '弹出位置', {
      居中: 'center',
      底部: 'bottom',
      顶部: 'top',
      左侧: 'left',
      右侧: 'right',
    }),
  },
  defaultValue: { id: 'popup-1', position: 'center' },
  acceptsChildren: true,
  demo: [
    demoBlock('image', {
      url: '/seed-assets/demo.svg',
      alt: '点击领取新春礼包',
      width: 750,
      height: 360,
      action: { type: 3, popupId: 'demo-gift-popup', actionName: '打开新春礼包弹窗' },
    }),
    {
      name: 'popup',
      value: { id: 'demo-gift-popup', position: 'center' },
      children: [
        demoBlock('image', {
          url: '/seed-assets/demo.svg',
          alt: '新春理财节礼包',
          width: 620,
          height: 298,
        }),
        demoBlock('code', {
          html: '<div style="padding:0.8em 1.2em 0.6em;text-align:center;color:#333"><p style="margin:0 0 0.4em;font-size:1.2em;font-weight:bold">新春礼包已为你预留</p><p style="margin:0;color:#5f6672">投顾服务满减券一张，领取后在 App「卡券」中查看</p></div>',
        }),
        // The claim itself: a signed-in visitor receives the coupon here, one without a login is
        // sent to log in first (the card's own rule).
        demoBlock('couponCard', { batch: 'coupon202409', title: '新春投顾服务满减券' }),
      ],
    },
  ],
});
