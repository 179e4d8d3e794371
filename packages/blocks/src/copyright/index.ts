import type { BlockField } from '../block-definition.ts';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';
import {
  DEFAULT_COPYRIGHT_TEXTS,
  SAMPLE_HOTLINE,
  SAMPLE_LICENCE_NUMBER,
} from './copyright-texts.ts';

const onOff = (label: string) => choiceField('radio', label, { 显示: true, 隐藏: false });

/** Each text field starts empty and shows its default as placeholder: empty means the default. */
const textField = (label: string, flag: keyof typeof DEFAULT_COPYRIGHT_TEXTS): BlockField => ({
  type: 'textarea',
  label,
  placeholder: DEFAULT_COPYRIGHT_TEXTS[flag],
});

export const copyrightDefinition = defineBlock({
  name: 'copyright',
  label: '版权及风险提示',
  category: 'basic',
  fields: {
    fxts: onOff('风险提示'),
    show4: onOff('投顾服务风险说明'),
    show3: onOff('资质说明'),
    show5: onOff('服务及投诉热线'),
    show: onOff('版权信息'),
    texts: {
      type: 'object',
      label: '文字（留空用默认文字，{year} 为当前年份）',
      objectFields: {
        fxts: textField('风险提示', 'fxts'),
        show4: textField('投顾服务风险说明', 'show4'),
        show3: textField('资质说明（含许可证编号）', 'show3'),
        show5: textField('服务及投诉热线', 'show5'),
        show: textField('版权信息', 'show'),
      },
    },
  },
  defaultValue: { show: true, show3: true, show4: true, show5: true, fxts: true },
  // The default licence number and hotline are samples: every company sets its own.
  placeholders: [
    {
      key: 'texts.show3',
      label: '许可证编号（资质说明）',
      values: [undefined, DEFAULT_COPYRIGHT_TEXTS.show3],
      marks: [SAMPLE_LICENCE_NUMBER],
      shownBy: 'show3',
    },
    {
      key: 'texts.show5',
      label: '服务及投诉热线',
      values: [undefined, DEFAULT_COPYRIGHT_TEXTS.show5],
      marks: [SAMPLE_HOTLINE],
      shownBy: 'show5',
    },
  ],
  demo: [demoBlock('copyright', { show: true, show3: true, show4: true, show5: true, fxts: true })],
});
