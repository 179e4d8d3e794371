import { defineBlock } from '../block-definition.ts';

export const renewalPanelDefinition = defineBlock({
  name: 'renewalPanel',
  label: '续费特惠面板',
  fields: {
    salePage: {
      type: 'text',
      label: '续费活动编号（服务器上的续费活动，如 duanxianwangxufei818）',
    },
    title: { type: 'text', label: '标题', placeholder: '选择续费套餐' },
    payText: { type: 'text', label: '支付按钮文字', placeholder: '立即续费' },
    showTicker: {
      type: 'radio',
      label: '最新续费播报',
      options: [
        { label: '显示', value: true },
        { label: '隐藏', value: false },
      ],
    },
  },
  defaultValue: {
    salePage: 'duanxianwangxufei818',
    title: '选择续费套餐',
    payText: '立即续费',
    showTicker: true,
  },
  demo: [
    {
      name: 'renewalPanel',
      value: { salePage: 'duanxianwangxufei818', title: '选择续费套餐', showTicker: true },
      children: [],
    },
  ],
});
