import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const brokerageDefinition = defineBlock({
  name: 'brokerage',
  label: '券商开户',
  category: 'campaigns',
  opensOverlay: true,
  fields: {
    view: choiceField('select', '显示内容', {
      '券商列表（选择后前往开户页）': 'options',
      开户预约表单: 'openAccount',
      资金账号登记表单: 'fundAccount',
    }),
    title: { type: 'text', label: '标题', placeholder: '选择开户券商' },
    openBrokerageType: {
      type: 'text',
      label: '默认券商',
      help: '开户和资金账号登记表单默认的券商代码（如 caida）；页面链接里指定了券商时以链接为准。',
      placeholder: 'caida',
    },
  },
  defaultValue: { view: 'options' },
  demo: [demoBlock('brokerage', { view: 'options', title: '选择开户券商' })],
});
