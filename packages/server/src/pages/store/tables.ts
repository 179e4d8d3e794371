import {
  boolean,
  integer,
  json,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AfterEnd } from '../after-end.ts';

/**
 * Drizzle definitions of the page tables that `migrations/*.sql` create. The SQL files are the
 * source of truth; these mirror them so queries are typed.
 *
 * Page JSON is stored as `json`, not `jsonb`: `json` keeps the text as written, so the key order
 * of a saved page survives and `export` prints exactly what was imported.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull().default(''),
  draft: json('draft').notNull(),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Counts the draft's saves: a save based on an older one is refused rather than overwriting. */
  draftRevision: integer('draft_revision').notNull().default(1),
  /** Points into page_versions; null until the page is first published. */
  publishedVersionId: integer('published_version_id'),
  /** A version waiting for its start while the one above keeps serving; null: none waiting. */
  scheduledVersionId: integer('scheduled_version_id'),
  /** The editor who last saved the draft (null for imports and the seed). */
  updatedBy: text('updated_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Written by the seed as demo content (the builder marks it 演示; removable in one step). */
  demo: boolean('demo').notNull().default(false),
  /**
   * Offered as a template (从模板新建); null: never chosen, so a demo page with a category (a
   * seeded template) is one.
   */
  template: boolean('template'),
  /** The picker tab a template shows under (`TEMPLATE_CATEGORIES`); null: never given one. */
  templateCategory: text('template_category'),
  /** Marked 需报备: goes live only after a filing and its wait (`filing/`, migration 0139). */
  filingRequired: boolean('filing_required').notNull().default(false),
});

export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    data: json('data').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    publishedBy: text('published_by'),
    /** Optional window in which visitors see this version. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** What visitors get once `endsAt` has passed; null: the plain ended page. */
    afterEnd: json('after_end').$type<AfterEnd>(),
  },
  (t) => [unique('page_versions_page_id_version_key').on(t.pageId, t.version)],
);
