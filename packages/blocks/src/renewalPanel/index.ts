import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const renewalPanelDefinition = defineBlock({
  name: 'renewalPanel',
  label: '续费特惠面板',
  category: 'campaigns',
  fields: {
    salePage: {
      type: 'text',
      label: '续费活动编号（服务器上的续费活动，如 duanxianwangxufei818）',
    },
    title: { type: 'text', label: '标题', placeholder: '选择续费套餐' },
    payText: { type: 'text', label: '支付按钮文字', placeholder: '立即续费' },
    showTicker: choiceField('radio', '最新续费播报', { 显示: true, 隐藏: false }),
  },
  defaultValue: {
    salePage: 'duanxianwangxufei818',
    title: '选择续费套餐',
    payText: '立即续费',
    showTicker: true,
  },
  clips: [
    {
      selector: '.h5-renewal-panel-ticker, .h5-renewal-panel-ticker-text',
      why: '最新续费播报一次一行、定时轮换：高度固定以免页面跳动；内容是实时续费记录，不是填写的文字',
    },
  ],
  demo: [
    demoBlock('renewalPanel', {
      salePage: 'duanxianwangxufei818',
      title: '选择续费套餐',
      showTicker: true,
    }),
  ],
});
