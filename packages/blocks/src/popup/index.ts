import { defineBlock } from '../block-definition.ts';

export const popupDefinition = defineBlock({
  name: 'popup',
  label: '弹窗',
  fields: {
    id: {
      type: 'text',
      label: '弹窗 ID（按钮动作“打开弹窗”填这个 ID）',
      placeholder: 'gift-popup',
    },
    position: {
      type: 'select',
      label: '弹出位置',
      options: [
        { label: '居中', value: 'center' },
        { label: '底部', value: 'bottom' },
        { label: '顶部', value: 'top' },
        { label: '左侧', value: 'left' },
        { label: '右侧', value: 'right' },
      ],
    },
  },
  defaultValue: { id: 'popup-1', position: 'center' },
  acceptsChildren: true,
  demo: [
    {
      name: 'image',
      value: {
        url: '/seed-assets/demo.svg',
        alt: '点击领取新春礼包',
        width: 750,
        height: 360,
        action: { type: 3, popupId: 'demo-gift-popup', actionName: '打开新春礼包弹窗' },
      },
      children: [],
    },
    {
      name: 'popup',
      value: { id: 'demo-gift-popup', position: 'center' },
      children: [
        {
          name: 'image',
          value: { url: '/seed-assets/demo.svg', alt: '新春理财节礼包', width: 620, height: 298 },
          children: [],
        },
        {
          name: 'code',
          value: {
            html: '<div style="padding:0.8em 1.2em 1.4em;text-align:center;color:#333"><p style="margin:0 0 0.4em;font-size:1.2em;font-weight:bold">新春礼包已为你预留</p><p style="margin:0;color:#5f6672">投顾策略 5 折券 + 名师直播课 3 节，登录后即可领取</p></div>',
          },
          children: [],
        },
      ],
    },
  ],
});
