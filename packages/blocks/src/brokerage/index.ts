import { defineBlock } from '../block-definition.ts';

export const brokerageDefinition = defineBlock({
  name: 'brokerage',
  label: '券商开户',
  fields: {
    view: {
      type: 'select',
      label: '显示内容',
      options: [
        { label: '券商列表（选择后前往开户页）', value: 'options' },
        { label: '开户预约表单', value: 'openAccount' },
        { label: '资金账号登记表单', value: 'fundAccount' },
      ],
    },
    title: { type: 'text', label: '标题', placeholder: '选择开户券商' },
    openBrokerageType: {
      type: 'text',
      label: '默认券商（open_brokerage_type，页面地址的 broker 参数优先）',
      placeholder: 'caida',
    },
  },
  defaultValue: { view: 'options' },
  demo: [{ name: 'brokerage', value: { view: 'options', title: '选择开户券商' }, children: [] }],
});
