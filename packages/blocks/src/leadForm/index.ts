import { APP_LINK_DEFAULTS } from '@h5-page/schema/app-link-defaults';
import { LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import { SEED_COMPANY } from '@h5-page/schema/seed-company';
import { LEAD_EXTRA_FIELD_TYPE_LABELS } from '@h5-page/schema/lead-extra-fields';
import { defineBlock } from '../block-definition.ts';
import { choiceField } from '../shared/choice-field.ts';
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
    nameLabel: {
      type: 'text',
      label: '姓名输入框：标题',
      placeholder: LEAD_FORM_TEXT.NAME_LABEL,
      help: '输入框的名称，读屏软件向视障访客读出；页面上看到的是提示文字。',
    },
    namePlaceholder: {
      type: 'text',
      label: '姓名输入框：提示文字',
      placeholder: LEAD_FORM_TEXT.NAME_PLACEHOLDER,
    },
    phoneLabel: {
      type: 'text',
      label: '手机号输入框：标题',
      placeholder: LEAD_FORM_TEXT.PHONE_LABEL,
      help: '输入框的名称，读屏软件向视障访客读出；页面上看到的是提示文字。',
    },
    phonePlaceholder: {
      type: 'text',
      label: '手机号输入框：提示文字',
      placeholder: LEAD_FORM_TEXT.PHONE_PLACEHOLDER,
    },
    sendCodeText: {
      type: 'text',
      label: '手机号输入框：获取验证码按钮文字',
      placeholder: LEAD_FORM_TEXT.SEND_CODE,
    },
    codeTitle: {
      type: 'text',
      label: '短信验证弹窗：标题',
      placeholder: LEAD_FORM_TEXT.CODE_TITLE,
    },
    codePlaceholder: {
      type: 'text',
      label: '短信验证弹窗：验证码输入框提示文字',
      placeholder: LEAD_FORM_TEXT.CODE_PLACEHOLDER,
    },
    codeButtonText: {
      type: 'text',
      label: '短信验证弹窗：按钮文字（留空则与表单按钮文字相同）',
      placeholder: LEAD_FORM_TEXT.BUTTON,
    },
    extraFields: {
      type: 'array',
      label: '更多填写项（姓名、手机号总会询问，这里添加其他想了解的）',
      arrayFields: {
        type: choiceField('select', '类型', {
          [LEAD_EXTRA_FIELD_TYPE_LABELS.address]: 'address',
          [LEAD_EXTRA_FIELD_TYPE_LABELS.select]: 'select',
          [LEAD_EXTRA_FIELD_TYPE_LABELS.text]: 'text',
        }),
        label: { type: 'text', label: '名称（访客看到的，如“所在地区”“投资经验”）' },
        required: choiceField('radio', '访客必须填写吗', { 必填: true, 选填: false }),
        options: {
          type: 'textarea',
          label: '可选项（仅下拉选择用，每行一个）',
          placeholder: '1 年以下\n1-3 年\n3 年以上',
        },
      },
      defaultItemProps: { type: 'text', label: '', required: false, options: '' },
    },
    doneTitle: {
      type: 'text',
      label: '提交成功弹窗：标题',
      placeholder: LEAD_FORM_TEXT.DONE_TITLE,
    },
    doneText: {
      type: 'textarea',
      label: '提交成功弹窗：说明文字',
      placeholder: LEAD_FORM_TEXT.DONE_TEXT,
    },
    doneButtonText: {
      type: 'text',
      label: '提交成功弹窗：按钮文字',
      placeholder: LEAD_FORM_TEXT.DOWNLOAD,
    },
    doneCloseText: {
      type: 'text',
      label: '提交成功弹窗：关闭按钮文字',
      placeholder: LEAD_FORM_TEXT.DONE_CLOSE,
    },
    downloadUrl: {
      type: 'text',
      label: '提交成功弹窗：按钮链接（留空则为 App 下载页；只能是本站或允许的域名）',
      placeholder: APP_LINK_DEFAULTS.download,
    },
    servicePhone: {
      type: 'text',
      label: '客服热线（提交成功弹窗中展示，可点击拨打）',
      placeholder: '020-12345678',
    },
    callbackNote: {
      type: 'textarea',
      label: '回访提示（提交成功弹窗底部；须填写公司回访号码的说明，留空不显示、不能发布）',
      placeholder: `示例：${LEAD_FORM_TEXT.CALLBACK_NOTE}`,
    },
    cpsId: {
      type: 'text',
      label: '渠道号',
      help: '统计留资来自哪个投放渠道；留空则用访客打开的页面链接里带的渠道号。',
    },
    versionId: {
      type: 'number',
      label: '活动版本号',
      help: '随每条留资一起保存，供后台区分是哪一期赠送活动；无特别要求保持默认值即可。',
      min: 1,
      step: 1,
    },
  },
  defaultValue: {
    title: LEAD_FORM_TEXT.TITLE,
    buttonText: LEAD_FORM_TEXT.BUTTON,
    versionId: LEAD_FORM_VERSION_ID,
    servicePhone: '',
    downloadUrl: '',
  },
  // Which numbers call back is the company's to say: the default note is an example.
  placeholders: [{ key: 'callbackNote', label: '回访提示', example: LEAD_FORM_TEXT.CALLBACK_NOTE }],
  demo: [
    demoBlock('leadForm', {
      title: '免费领取投顾策略体验',
      buttonText: '立即激活',
      versionId: LEAD_FORM_VERSION_ID,
      servicePhone: SEED_COMPANY.hotline,
      doneTitle: LEAD_FORM_TEXT.DONE_TITLE,
      doneText: LEAD_FORM_TEXT.DONE_TEXT,
      doneButtonText: LEAD_FORM_TEXT.DOWNLOAD,
      downloadUrl: APP_LINK_DEFAULTS.download,
      callbackNote: SEED_COMPANY.callbackNote,
    }),
  ],
});

export default leadFormDefinition;
