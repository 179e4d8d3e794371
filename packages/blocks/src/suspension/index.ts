import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const suspensionDefinition = defineBlock({
  name: 'suspension',
  label: '悬浮栏',
  category: 'containers',
  fields: {
    position: choiceField('select', '位置', {
      底部通栏: 'bottom',
      顶部通栏: 'top',
      左侧悬浮: 'left',
      右侧悬浮: 'right',
    }),
    align: choiceField('select', '左右悬浮时的高度', {
      居中: 'center',
      靠上: 'start',
      '靠下（角落）': 'end',
    }),
    style: {
      type: 'object',
      label: '样式',
      objectFields: {
        backgroundColor: { type: 'colour', label: '背景色', placeholder: '#ffffff' },
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
        demoBlock('code', {
          html: '<a href="/h5-page/course" style="display:block;padding:0.7em 0;border-radius:2em;background:#cf2b24;color:#fff;text-align:center;font-size:1.15em;font-weight:bold;text-decoration:none">免费预约名师直播课</a>',
        }),
      ],
    },
  ],
});
