import { z } from 'zod';
import { PAGE_CODE_MAX_LENGTH } from '../page.ts';
import { TEMPLATE_CATEGORIES } from '../template-categories.ts';

/** Pages offered in 从模板新建 and the demo content the seed wrote (CONTRACT section 6). */

const templateCategory = z.enum(TEMPLATE_CATEGORIES);

export const templateMarkBody = z.object({
  template: z.boolean().describe('true: offered in 从模板新建; false: no longer'),
  category: templateCategory
    .optional()
    .describe('the picker tab it shows under; absent: the one it had, else 活动'),
});
export const templateMarkAnswer = z.object({
  code: z.string(),
  template: z.boolean(),
  category: templateCategory.nullable().describe('null: never given one'),
});

/** A page offered in 从模板新建, with the URL of its thumbnail (drawn by the server). */
export const templateAnswer = z.object({
  code: z.string(),
  title: z.string(),
  demo: z.boolean().describe('a seeded template'),
  category: templateCategory.describe('开户 / 活动 / 讲座 / 直播 / 产品 / 节日'),
  revision: z.int().describe('the draft revision the thumbnail shows'),
  blocks: z.int().describe('top-level blocks'),
  updated_at: z.string().describe('ISO 8601'),
  thumbnail: z
    .string()
    .describe(
      'the thumbnail URL, for this revision: the page rendered on a 375-px phone (JPEG), or drawn as SVG where the server has no Chromium',
    ),
});
export type TemplateInfo = z.infer<typeof templateAnswer>;
export const templateListAnswer = z.object({ templates: z.array(templateAnswer) });

export const REMOVE_DEMO_CONFIRM = 'remove-demo';
export const removeDemoBody = z.object({
  confirm: z.literal(REMOVE_DEMO_CONFIRM, { error: `请在 confirm 中填写 ${REMOVE_DEMO_CONFIRM}` }),
});
export const removeDemoAnswer = z.object({
  pages: z.array(z.string()).describe('demo pages removed'),
  kept: z.array(z.string()).describe('demo pages an editor changed or marked as a template: kept'),
});

export const fromTemplateBody = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(PAGE_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, { error: '只能包含字母、数字、“_”和“-”' })
    .describe('the new page'),
  title: z.string().trim().min(1).max(200).describe('the new page'),
});
