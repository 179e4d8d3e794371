import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

const yesNo = (label: string) => choiceField('radio', label, { 否: false, 是: true });

export const productCardDefinition = defineBlock({
  name: 'productCard',
  label: '产品卡片',
  category: 'campaigns',
  fields: {
    title: { type: 'text', label: '标题', placeholder: '精选基金' },
    topic: { type: 'text', label: '专题（如 jjfz）', placeholder: 'jjfz' },
    codes: { type: 'text', label: '指定产品代码（逗号分隔，选填）', placeholder: 'sddj-510300' },
    buttonText: { type: 'text', label: '按钮文字', placeholder: '了解详情' },
    showRisk: yesNo('显示风险提示'),
    onlyRuleUsers: yesNo('仅对符合规则的用户显示'),
    rules: {
      type: 'text',
      label: '用户标签规则（逗号分隔，需全部满足）',
      placeholder: 'signed,holder',
    },
  },
  defaultValue: {
    topic: 'jjfz',
    codes: '',
    buttonText: '了解详情',
    showRisk: true,
    onlyRuleUsers: false,
    rules: '',
  },
  demo: [demoBlock('productCard', { title: '精选基金', topic: 'jjfz', showRisk: true })],
});
