import { z } from 'zod';
import type { PageAfterEnd } from './after-end.ts';
import { pageAfterEndSchema } from './after-end.ts';
import { CURRENT_SCHEMA_VERSION } from './migrate-page.ts';
import { isValidBackground } from './page-background.ts';
import type { PageVariant, VariantAllocation } from './variants.ts';

/** One block of a page: `name` (CONTRACT section 4), its settings, and its nested blocks. */
export interface Block {
  name: string;
  value: Record<string, unknown>;
  children: Block[];
}

export interface PageMeta {
  keywords: string;
  description: string;
}

/**
 * The card a shared page shows (CONTRACT section 8), in WeChat and wherever `og:` meta is read:
 * each '' falls back (`shareCard`): the title to the page title, the description to the meta
 * description, the picture to the page's first picture.
 */
export interface PageShare {
  title: string;
  desc: string;
  /** A picture URL: absolute, or a path on this site. */
  image: string;
}

/** `extra` of a page: `pageID` (visit tracking) and whatever else the page carries. */
export interface PageExtra {
  pageID?: number;
  [key: string]: unknown;
}

/**
 * An activity page (spec section 3, CONTRACT section 3), as validatePage returns it. A type, not
 * an interface: the builder holds a page file it edits as a plain record, and a page it is sent
 * (a draft, a version) must be one.
 */
export type ActivityPage = {
  code: string;
  title: string;
  meta: PageMeta;
  /** '' (none), a CSS colour or an image URL. */
  background: string;
  is_auto_fit: 0 | 1;
  extra: PageExtra;
  /** Absent on pages saved before share cards: the card falls back to the page itself. */
  share?: PageShare;
  /**
   * What visitors get once the page's schedule has ended (absent: 活动已结束 with the default
   * message). Part of the page file, so review approves it with everything else.
   */
  after_end?: PageAfterEnd;
  page_schema: Block[];
  /** An A/B test's variants (variants.ts): absent on a page without one. */
  variants?: PageVariant[];
  /** How visitors are split among the variants (variants.ts): absent, by their weights. */
  variant_allocation?: VariantAllocation;
  schema_version?: number;
};

/** Longest page code. */
export const PAGE_CODE_MAX_LENGTH = 64;

/** A page code: letters, digits, `_` and `-`, 1 to 64 characters (it is a URL path segment). */
export const pageCodeSchema = z
  .string()
  .min(1, { abort: true })
  .max(PAGE_CODE_MAX_LENGTH, { abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'expected only letters, digits, "_" and "-"' });

/** Longest share title and description WeChat shows whole on its card. */
export const SHARE_TITLE_MAX_LENGTH = 64;
export const SHARE_DESC_MAX_LENGTH = 120;

/** '' (none), an http(s) URL or a path on this site: what a card's `og:image` can be made of. */
function isSharePictureUrl(url: string): boolean {
  if (url === '') return true;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return /^https?:\/\/[^\s/?#\\]+(?:[/?#][^\s]*)?$/i.test(url);
}

/** A share card: every key optional ('' is unset), unknown keys kept. */
export const pageShareSchema = z.looseObject({
  title: z.string().max(SHARE_TITLE_MAX_LENGTH).default(''),
  desc: z.string().max(SHARE_DESC_MAX_LENGTH).default(''),
  image: z
    .string()
    .max(2048)
    .refine(isSharePictureUrl, { error: 'expected a picture URL (http(s) or a path on this site)' })
    .default(''),
});

/** Every field of a page but the blocks (`page_schema` is only checked to be an array). */
export const pageHeaderSchema = z.looseObject({
  code: pageCodeSchema,
  title: z.string(),
  meta: z
    .looseObject({ keywords: z.string().default(''), description: z.string().default('') })
    .default(() => ({ keywords: '', description: '' })),
  background: z
    .string()
    .refine(isValidBackground, { error: 'expected a CSS colour or an image URL' })
    .default(''),
  is_auto_fit: z.literal([0, 1]).default(0),
  extra: z.looseObject({ pageID: z.int().min(0).optional() }).default(() => ({})),
  share: pageShareSchema.optional(),
  after_end: pageAfterEndSchema.optional(),
  page_schema: z.array(z.unknown()),
  variant_allocation: z
    .literal('thompson', { error: 'expected "thompson" (automatic allocation) or nothing' })
    .optional(),
  schema_version: z
    .int()
    .min(1)
    .refine((version) => version <= CURRENT_SCHEMA_VERSION, {
      error: (issue) => `page was saved by a newer version (${String(issue.input)})`,
    })
    .optional(),
});

/**
 * A block's structure (name, value object, children), checked recursively. Values are not
 * checked against their block's schema here: validatePage does that.
 */
export const blockSchema: z.ZodType<Block, unknown> = z.lazy(() =>
  z.looseObject({
    name: z.string().min(1),
    value: z.looseObject({}),
    children: z.array(blockSchema).default(() => []),
  }),
);

/**
 * The zod schema of an activity page (structure only). Use validatePage for the full check with
 * readable problems, block values and migrations.
 */
export const activityPageSchema: z.ZodType<ActivityPage, unknown> = pageHeaderSchema.extend({
  page_schema: z.array(blockSchema),
});
