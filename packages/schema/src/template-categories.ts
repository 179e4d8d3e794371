/**
 * The categories of 从模板新建 (CONTRACT section 9): every template is in one, the picker's tabs
 * are these in this order, and a page marked 设为模板 is given one. No zod: the builder imports it.
 */
export const TEMPLATE_CATEGORIES = ['开户', '活动', '讲座', '直播', '产品', '节日'] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A template marked before categories existed, or through a call that named none. */
export const DEFAULT_TEMPLATE_CATEGORY: TemplateCategory = '活动';

const CATEGORIES: ReadonlySet<string> = new Set(TEMPLATE_CATEGORIES);

export function isTemplateCategory(value: unknown): value is TemplateCategory {
  return typeof value === 'string' && CATEGORIES.has(value);
}
