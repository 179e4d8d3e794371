import { defineBlock } from '../block-definition.ts';

export const suspensionDefinition = defineBlock({
  name: 'suspension',
  label: '悬浮栏',
  fields: {
    position: {
      type: 'select',
      label: '位置',
      options: [
        { label: '底部通栏', value: 'bottom' },
        { label: '顶部通栏', value: 'top' },
        { label: '左侧悬浮', value: 'left' },
        { label: '右侧悬浮', value: 'right' },
      ],
    },
    align: {
      type: 'select',
      label: '左右悬浮时的高度',
      options: [
        { label: '居中', value: 'center' },
        { label: '靠上', value: 'start' },
        { label: '靠下（角落）', value: 'end' },
      ],
    },
    style: {
      type: 'object',
      label: '样式',
      objectFields: {
        backgroundColor: { type: 'text', label: '背景色', placeholder: '#ffffff' },
        padding: { type: 'text', label: '内边距（设计稿 px）', placeholder: '16px 30px' },
      },
    },
  },
  defaultValue: { position: 'bottom', style: { backgroundColor: '#ffffff', padding: '16px 30px' } },
  acceptsChildren: true,
  demo: [
    {
      name: 'suspension',
      value: {
        position: 'bottom',
        style: {
          backgroundColor: '#ffffff',
          padding: '16px 30px',
          boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.08)',
        },
      },
      children: [
        {
          name: 'code',
          value: {
            html: '<a href="/h5-page/course" style="display:block;padding:0.7em 0;border-radius:2em;background:#cf2b24;color:#fff;text-align:center;font-size:1.15em;font-weight:bold;text-decoration:none">免费预约名师直播课</a>',
          },
          children: [],
        },
      ],
    },
  ],
});
