import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const brokerageDefinition = defineBlock({
  name: 'brokerage',
  label: '券商开户',
  category: 'campaigns',
  fields: {
    view: choiceField('select', '显示内容', {
      '券商列表（选择后前往开户页）': 'options',
      开户预约表单: 'openAccount',
      资金账号登记表单: 'fundAccount',
    }),
    title: { type: 'text', label: '标题', placeholder: '选择开户券商' },
    openBrokerageType: {
      type: 'text',
      label: '默认券商（open_brokerage_type，页面地址的 broker 参数优先）',
      placeholder: 'caida',
    },
  },
  defaultValue: { view: 'options' },
  demo: [demoBlock('brokerage', { view: 'options', title: '选择开户券商' })],
});
