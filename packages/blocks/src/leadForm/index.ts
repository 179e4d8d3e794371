import { LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { LEAD_FORM_TEXT } from './lead-form-texts.ts';

/** The lead form in the builder: its fields, a new block's value, and the demo page's example. */
export const leadFormDefinition = defineBlock({
  name: 'leadForm',
  label: '留资表单',
  category: 'forms',
  opensOverlay: true,
  fields: {
    title: { type: 'text', label: '标题', placeholder: LEAD_FORM_TEXT.TITLE },
    buttonText: { type: 'text', label: '按钮文字', placeholder: LEAD_FORM_TEXT.BUTTON },
    servicePhone: {
      type: 'text',
      label: '客服热线（激活后弹窗展示）',
      placeholder: '020-12345678',
    },
    downloadUrl: { type: 'text', label: 'App 下载链接' },
    cpsId: { type: 'text', label: '渠道号 cps_id（留空则取页面链接的 cps_id 或 channel）' },
    versionId: { type: 'number', label: '版本号 version_id', min: 1, step: 1 },
  },
  defaultValue: {
    title: LEAD_FORM_TEXT.TITLE,
    buttonText: LEAD_FORM_TEXT.BUTTON,
    versionId: LEAD_FORM_VERSION_ID,
    servicePhone: '',
    downloadUrl: '',
  },
  demo: [
    demoBlock('leadForm', {
      title: '免费领取投顾策略体验',
      buttonText: '立即激活',
      versionId: LEAD_FORM_VERSION_ID,
      servicePhone: '020-12345678',
      downloadUrl: '/h5-page/h5/demo',
    }),
  ],
});

export default leadFormDefinition;
