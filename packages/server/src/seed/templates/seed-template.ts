import type { ActivityPage, Block } from '@h5-page/schema/page';
import type { TemplateCategory } from '@h5-page/schema/template-categories';
import type { BannerSpec } from '../banner.ts';

/** A template the seed offers in 从模板新建: its page, its picker tab and its banner picture. */
export interface SeedTemplate {
  category: TemplateCategory;
  banner: BannerSpec;
  page: ActivityPage;
}

interface TemplateSpec {
  code: string;
  title: string;
  category: TemplateCategory;
  /** The visit-tracking id of the seeded page (templates count from 4001). */
  pageId: number;
  description: string;
  keywords: string;
  banner: BannerSpec;
  /** A light ground: the footer's grey text keeps its contrast on it. */
  background?: string;
  blocks: Block[];
}

export function seedTemplate(spec: TemplateSpec): SeedTemplate {
  return {
    category: spec.category,
    banner: spec.banner,
    page: {
      code: spec.code,
      title: spec.title,
      meta: { keywords: spec.keywords, description: spec.description },
      background: spec.background ?? '#ffffff',
      is_auto_fit: 0,
      extra: { pageID: spec.pageId },
      page_schema: spec.blocks,
    },
  };
}
