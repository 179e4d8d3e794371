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

/**
 * Lead-capture form (spec section 4): `versionId` (default 276) and `cpsId` go with the gift
 * activity call; `servicePhone` is the service line shown in the callback popup; `downloadUrl`
 * the link of that popup's button. The rest is optional and falls back to the spec's texts:
 * `extraFields` (asked after name and phone), the SMS-code popup's `codeButtonText` (the form's
 * `buttonText` when absent), the success popup's `doneTitle`, `doneText` and `doneButtonText`.
 * Its `callbackNote` (which numbers call back) is the company's to say: the builder's checks
 * ask for it, and without it the popup states no callback number.
 */
export const leadFormValueSchema = z.looseObject({
  title: z.string().optional(),
  buttonText: z.string().optional(),
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
  callbackNote: z.string().max(100).optional(),
});
