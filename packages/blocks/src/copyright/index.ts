import { SEED_COMPANY } from '@h5-page/schema/seed-company';
import type { BlockField } from '../block-definition.ts';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';
import {
  DEFAULT_COPYRIGHT_TEXTS,
  SAMPLE_HOTLINE,
  SAMPLE_LICENCE_NUMBER,
  hotlineText,
  qualificationText,
} from '../shared/copyright-texts.ts';

const onOff = (label: string) => choiceField('radio', label, { 显示: true, 隐藏: false });

/** Each text field starts empty and shows its default as placeholder: empty means the default. */
const textField = (label: string, flag: keyof typeof DEFAULT_COPYRIGHT_TEXTS): BlockField => ({
  type: 'textarea',
  label,
  placeholder: DEFAULT_COPYRIGHT_TEXTS[flag],
});

/** A text whose default is an example: the field must be filled, the placeholder says so. */
const factField = (label: string, flag: keyof typeof DEFAULT_COPYRIGHT_TEXTS): BlockField => ({
  type: 'textarea',
  label,
  placeholder: `示例：${DEFAULT_COPYRIGHT_TEXTS[flag]}`,
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
      label:
        '文字（资质说明、热线须填写公司自己的，留空则不显示且不能发布；其余留空用默认文字，{year} 为当前年份）',
      objectFields: {
        fxts: textField('风险提示', 'fxts'),
        show4: textField('投顾服务风险说明', 'show4'),
        show3: factField('资质说明（含许可证编号，须填写）', 'show3'),
        show5: factField('服务及投诉热线（须填写）', 'show5'),
        show: textField('版权信息', 'show'),
      },
    },
  },
  defaultValue: { show: true, show3: true, show4: true, show5: true, fxts: true },
  // The licence number and hotline are the company's own: the defaults are samples.
  placeholders: [
    {
      key: 'texts.show3',
      label: '许可证编号（资质说明）',
      example: DEFAULT_COPYRIGHT_TEXTS.show3,
      marks: [SAMPLE_LICENCE_NUMBER],
      shownBy: 'show3',
    },
    {
      key: 'texts.show5',
      label: '服务及投诉热线',
      example: DEFAULT_COPYRIGHT_TEXTS.show5,
      marks: [SAMPLE_HOTLINE],
      shownBy: 'show5',
    },
  ],
  demo: [
    demoBlock('copyright', {
      show: true,
      show3: true,
      show4: true,
      show5: true,
      fxts: true,
      texts: {
        show3: qualificationText(SEED_COMPANY.licenceNumber),
        show5: hotlineText(SEED_COMPANY.hotline),
      },
    }),
  ],
});
