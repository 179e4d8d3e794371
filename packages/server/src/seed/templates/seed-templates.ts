import type { ActivityPage } from '@h5-page/schema/page';
import type { TemplateCategory } from '@h5-page/schema/template-categories';
import type { BannerSpec } from '../banner.ts';
import { ACCOUNT_TEMPLATES } from './account-templates.ts';
import { EVENT_TEMPLATES } from './event-templates.ts';
import { FESTIVAL_TEMPLATES } from './festival-templates.ts';
import { LECTURE_TEMPLATES } from './lecture-templates.ts';
import { LIVE_TEMPLATES } from './live-templates.ts';
import { PRODUCT_TEMPLATES } from './product-templates.ts';
import type { SeedTemplate } from './seed-template.ts';

/**
 * The templates 从模板新建 offers on a fresh install: finished pages of real blocks, one or more
 * in each category. The seed writes them as demo pages (published, so visitors and the crawler
 * reach them like every seeded page) and gives each its category; a page made from one takes the
 * company details from 企业信息.
 */
export const SEED_TEMPLATES: readonly SeedTemplate[] = [
  ...ACCOUNT_TEMPLATES,
  ...EVENT_TEMPLATES,
  ...LECTURE_TEMPLATES,
  ...LIVE_TEMPLATES,
  ...PRODUCT_TEMPLATES,
  ...FESTIVAL_TEMPLATES,
];

export const TEMPLATE_PAGES: readonly ActivityPage[] = SEED_TEMPLATES.map((t) => t.page);

/** Each seeded template's category, by page code. */
export const TEMPLATE_CATEGORY_OF: ReadonlyMap<string, TemplateCategory> = new Map(
  SEED_TEMPLATES.map((t) => [t.page.code, t.category]),
);

/** The templates' banners, by page code (drawn by the seed-assets route). */
export const TEMPLATE_BANNERS: Readonly<Record<string, BannerSpec>> = Object.fromEntries(
  SEED_TEMPLATES.map((t) => [t.page.code, t.banner]),
);
