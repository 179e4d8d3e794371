import { z } from 'zod';
import { LEAD_FORM_VERSION_ID } from '../constants.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';
import type { LeadExtraFieldType } from '../lead-extra-fields.ts';
import {
  LEAD_EXTRA_FIELD_LIMIT,
  LEAD_EXTRA_LABEL_MAX,
  LEAD_FIXED_LABELS,
  optionsOf,
} from '../lead-extra-fields.ts';

/**
 * One field a marketer adds to the form beside name and phone: an address (the region picker), a
 * select (`options`, one a line) or a short text; `label` names it to the visitor and keys its
 * answer, so labels are unique within a form.
 */
const leadExtraFieldSchema = z
  .looseObject({
    type: z.enum(['address', 'select', 'text'] as const satisfies readonly LeadExtraFieldType[]),
    label: z
      .string()
      .trim()
      .min(1, { error: '请填写填写项名称' })
      .max(LEAD_EXTRA_LABEL_MAX, { error: `填写项名称不能超过 ${LEAD_EXTRA_LABEL_MAX} 个字` }),
    required: z.boolean().optional(),
    options: z.string().max(2000).optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select' && optionsOf(field.options).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: '下拉选择至少要有一个选项' });
    }
  });

/** The name and phone inputs' labels (their accessible names) and the send-code button's words. */
const LEAD_LABEL_MAX = 20;
/**
 * The hints inside the name, phone and code inputs: one line of the input on a 320-px phone, so
 * no hint a marketer approved is cut off there.
 */
const LEAD_PLACEHOLDER_MAX = 12;
/** 获取验证码 sits beside the phone in at most half the row: a longer text wraps to many lines. */
const LEAD_SEND_CODE_MAX = 10;

/**
 * Lead-capture form (spec section 4): `versionId` (default 276) and `cpsId` go with the gift
 * activity call; `servicePhone` is the service line shown in the callback popup; `downloadUrl`
 * the link of that popup's button. The rest is optional and falls back to the spec's texts:
 * `extraFields` (asked after name and phone), the SMS-code popup's `codeButtonText` (the form's
 * `buttonText` when absent), the success popup's `doneTitle`, `doneText` and `doneButtonText`,
 * and the wording of the inputs, the code popup and the success popup's closing button
 * (`nameLabel`, `namePlaceholder`, `phoneLabel`, `phonePlaceholder`, `sendCodeText`, `codeTitle`,
 * `codePlaceholder`, `doneCloseText`). Its `callbackNote` (which numbers call back) is the
 * company's to say: the builder's checks ask for it, and without it the popup states no callback
 * number.
 */
export const leadFormValueSchema = z
  .looseObject({
    title: z.string().optional(),
    buttonText: z.string().optional(),
    nameLabel: z.string().max(LEAD_LABEL_MAX).optional(),
    namePlaceholder: z.string().max(LEAD_PLACEHOLDER_MAX).optional(),
    phoneLabel: z.string().max(LEAD_LABEL_MAX).optional(),
    phonePlaceholder: z.string().max(LEAD_PLACEHOLDER_MAX).optional(),
    sendCodeText: z.string().max(LEAD_SEND_CODE_MAX).optional(),
    codeTitle: z.string().max(30).optional(),
    codePlaceholder: z.string().max(LEAD_PLACEHOLDER_MAX).optional(),
    versionId: z.int().min(1).default(LEAD_FORM_VERSION_ID),
    cpsId: z.union([z.string(), z.number()]).optional(),
    servicePhone: z.string().optional(),
    downloadUrl: safeUrlField.optional(),
    extraFields: z
      .array(leadExtraFieldSchema)
      .max(LEAD_EXTRA_FIELD_LIMIT, { error: `最多添加 ${LEAD_EXTRA_FIELD_LIMIT} 个填写项` })
      .superRefine((fields, ctx) => {
        const seen = new Set<string>(LEAD_FIXED_LABELS);
        fields.forEach((field, index) => {
          const label = field.label.trim();
          if (seen.has(label)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'label'],
              message: `填写项「${label}」重名了（姓名、手机号已在表单中）`,
            });
          }
          seen.add(label);
        });
      })
      .optional(),
    codeButtonText: z.string().max(20).optional(),
    doneTitle: z.string().max(30).optional(),
    doneText: z.string().max(200).optional(),
    doneButtonText: z.string().max(20).optional(),
    doneCloseText: z.string().max(20).optional(),
    callbackNote: z.string().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    // Renamed name and phone inputs take their new labels: an extra field with one of them
    // would be a second input of the same name to the visitor.
    const own = [value.nameLabel, value.phoneLabel]
      .map((label) => label?.trim() ?? '')
      .filter((label) => label && !LEAD_FIXED_LABELS.includes(label));
    value.extraFields?.forEach((field, index) => {
      const label = field.label.trim();
      if (own.includes(label)) {
        ctx.addIssue({
          code: 'custom',
          path: ['extraFields', index, 'label'],
          message: `填写项「${label}」与姓名或手机号输入框的标题重名了`,
        });
      }
    });
  });
