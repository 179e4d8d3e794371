import { z } from 'zod';
import { activityPageSchema, pageCodeSchema } from '../page.ts';
import { pageAfterEndSchema } from '../after-end.ts';

/**
 * The pages of the builder (CONTRACT section 6): what the server answers and what the builder
 * sends, declared once. The server's routes declare these schemas (and its tests hold every answer
 * to them); the builder's client takes its types from them.
 */

export const isoTime = z.string().describe('ISO 8601');

export const PAGE_STATUSES = ['draft', 'live', 'scheduled', 'ended'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * What review says of the draft a page has still to publish: its request waits (待审核), was
 * rejected (已驳回), or was approved and still covers it (已通过待发布).
 */
export const PAGE_REVIEW_STATES = ['pending', 'rejected', 'approved'] as const;
export type PageReviewState = (typeof PAGE_REVIEW_STATES)[number];

export const pageSummarySchema = z.object({
  code: z.string(),
  title: z.string(),
  status: z.enum(PAGE_STATUSES),
  updated_at: isoTime,
  updated_by: z.string().nullable(),
  live_version: z.int().nullable(),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
  scheduled_starts_at: isoTime
    .nullable()
    .describe('the start of a version waiting to replace the live one'),
  has_unpublished_changes: z.boolean(),
  demo: z.boolean().describe('demo content the seed wrote (shown as 演示; removable in one step)'),
  template: z.boolean().describe('offered in 从模板新建 (a seeded template unless unmarked)'),
  experiment: z.boolean().describe('the draft or the live version has A/B variants'),
  review_state: z
    .enum(PAGE_REVIEW_STATES)
    .nullable()
    .describe(
      'what review says of the draft still to publish: its request waits, was rejected, or was approved and covers it; null: nothing',
    ),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pageListAnswer = z.object({
  pages: z.array(pageSummarySchema),
  pending_reviews: z.int().describe('requests waiting for a reviewer, of every page'),
});

/** A page's draft as the server holds it; `revision` is what the next save was based on. */
export const draftAnswer = z.object({
  draft: activityPageSchema,
  live_version: z.int().nullable(),
  updated_at: isoTime,
  updated_by: z.string().nullable(),
  revision: z.int().describe('send it back as base_revision when saving'),
});
export type DraftInfo = z.infer<typeof draftAnswer>;

/** A saved draft: its new revision, and when and by whom. */
export const savedDraftAnswer = z.object({
  code: z.string(),
  updated_at: isoTime,
  updated_by: z.string().nullable(),
  revision: z.int(),
});
export type SavedDraft = z.infer<typeof savedDraftAnswer>;

/** The stored draft a save was refused for (409): it was saved since the save's base revision. */
export const draftConflictAnswer = z.object({
  revision: z.int(),
  updated_by: z.string().nullable(),
  updated_at: isoTime,
});
export type StoredDraft = z.infer<typeof draftConflictAnswer>;

/** A page named by its code: what deleting, duplicating and making from a template answer. */
export const pageCodeAnswer = z.object({ code: z.string() });

const instant = z
  .union([z.number().int().min(0), z.string().min(1).max(40)])
  .nullable()
  .optional();

/** The schedule belongs to the page: a bound the body does not name is kept, null removes it. */
export const publishBody = z
  .object({
    starts_at: instant.describe(
      'a start still ahead schedules the version: the live one serves until then; absent: the page keeps its start, null: none',
    ),
    ends_at: instant.describe(
      'must be after the start and still ahead; absent: the page keeps its end, null: removes it (audited)',
    ),
    start_at: instant,
    end_at: instant,
    after_end: z
      .unknown()
      .optional()
      .describe(
        'refused: what visitors get after the end is the page file’s after_end, reviewed with the draft',
      ),
  })
  .optional();
export type PublishWindow = { starts_at?: number | null; ends_at?: number | null };

export const rollbackBody = z.object({ version: z.int().min(1).max(2_147_483_647) });
export const deletePageBody = z.object({ confirm: z.string().max(100) });

/** A published version as publishing and rolling back answer it. */
export const versionAnswer = z.object({
  version: z.int(),
  published_at: isoTime,
  published_by: z.string().nullable(),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
  after_end: pageAfterEndSchema.nullable(),
  note: z.string().describe('set by the server: 回滚到版本 1 on the version a rollback published'),
  current: z.boolean().describe('the version visitors see now'),
  scheduled: z.boolean().describe('waits for its start while the current version serves'),
});
export type PublishedVersion = z.infer<typeof versionAnswer>;

/** A version as the history lists it: who approved its text, when visitors saw it. */
export const versionHistoryEntry = versionAnswer.extend({
  approved_by: z.string().nullable().describe('the reviewer whose approval covers its text'),
  approved_at: isoTime.nullable(),
  live_from: isoTime.nullable().describe('when visitors first saw it; null: never seen'),
  live_until: isoTime
    .nullable()
    .describe('when another version replaced it or its window ended; null: seen now'),
  archived: z.boolean().describe('its HTML as sent is kept (…/versions/:version/archive)'),
});
export type VersionSummary = z.infer<typeof versionHistoryEntry>;

export const versionListAnswer = z.object({ versions: z.array(versionHistoryEntry) });
export const versionPageAnswer = z.object({ version: z.int(), page: activityPageSchema });

/** A signed preview link: it shows the draft as it was saved when the link was made. */
export const previewLinkAnswer = z.object({
  id: z.string(),
  url: z.string().describe('the page with its preview token'),
  created_at: isoTime,
  created_by: z.string().nullable(),
  expires_at: isoTime,
  current: z.boolean().describe('shows the draft as it is saved now'),
});
export type PreviewLink = z.infer<typeof previewLinkAnswer>;

export const previewLinkListAnswer = z.object({
  links: z.array(previewLinkAnswer),
  may_create: z
    .boolean()
    .describe(
      'this account may make a link (while review is required: publishers, reviewers and admins)',
    ),
  hours: z.int().describe('how long a new link shows its draft (PREVIEW_LINK_HOURS)'),
});

export const revokedLinkAnswer = z.object({ id: z.string() });
export const duplicatePageBody = z.object({ code: pageCodeSchema });
