import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivityPage } from '@h5-page/schema/page';
import { DEFAULT_TEMPLATE_CATEGORY, isTemplateCategory } from '@h5-page/schema/template-categories';
import type { TemplateCategory } from '@h5-page/schema/template-categories';
import { AppError } from '../../errors.ts';
import { pages, pageVersions } from './tables.ts';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';
import { pageAfterEndSchema } from '@h5-page/schema/after-end';
import { chinaDateTimeText } from '@h5-page/schema/china-time';
import type { AfterEnd } from '../after-end.ts';
import { shownVersion } from '../schedule-state.ts';
import type { DraftConflict } from '../draft-conflict.ts';
import { draftConflictDetails, draftConflictMessage } from '../draft-conflict.ts';

/**
 * Pages and their published versions. A page has one editable draft; publishing snapshots the
 * draft into a new numbered version and points the page at it. Callers hand in pages that
 * `validatePage` has already accepted; they are stored as that JSON, key order included.
 */

export interface DraftPage {
  pageId: number;
  code: string;
  title: string;
  page: ActivityPage;
  draftUpdatedAt: Date;
  /** The editor who last saved the draft; null for imports and the seed. */
  updatedBy: string | null;
  /** Counts the draft's saves (rollbacks and imports included); a save names the one it edited. */
  revision: number;
  /** Version number visitors see; null when never published. */
  publishedVersion: number | null;
}

/** Who saves a draft, and the revision it was based on (absent: save whatever is stored). */
export interface SaveDraftOptions {
  baseRevision?: number;
  /** Runs last in the save's transaction (the audit trail's entry): a failure undoes the save. */
  record?: WithinWrite<DraftPage>;
}

/**
 * What a caller adds to a write's transaction, after the write and before the commit, given
 * what the write did: the change and its record commit together or not at all.
 */
export type WithinWrite<T> = (tx: Db, done: T) => Promise<void>;

/** When visitors see a published version; null ends are open. */
export interface PublishWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface PublishedPage extends PublishWindow {
  pageId: number;
  versionId: number;
  version: number;
  publishedAt: Date;
  page: ActivityPage;
}

/** The published page as stored text, for callers that pass it on without parsing. */
export interface PublishedPageJson extends PublishWindow {
  pageId: number;
  versionId: number;
  version: number;
  json: string;
  /** What visitors get once `endsAt` has passed (null: the plain ended page). */
  afterEnd: AfterEnd | null;
  /** The next instant what visitors see changes (a start or an end); null: never. */
  switchAt: Date | null;
}

/** Which version visitors see at an instant, and when that next changes (epoch ms). */
export interface PublishedPointer {
  versionId: number;
  switchAt: number | null;
}

/** A page whose visitors see something else from `at` on (epoch ms): a start or an end. */
export interface PageSwitch {
  code: string;
  at: number;
}

export interface PageVersionInfo extends PublishWindow {
  id: number;
  version: number;
  publishedAt: Date;
  publishedBy: string | null;
  note: string;
  /** Whether this is the version visitors see now. */
  current: boolean;
  /** Waiting for its start while the current version keeps serving. */
  scheduled: boolean;
  afterEnd: AfterEnd | null;
  /** The end the page had until this publish removed it (a publish only; else null or absent). */
  endRemoved?: Date | null;
}

export interface PageSummary extends PublishWindow {
  id: number;
  code: string;
  title: string;
  publishedVersion: number | null;
  publishedAt: Date | null;
  draftUpdatedAt: Date;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The draft was saved after the last publish. */
  hasUnpublishedChanges: boolean;
  /** Demo content the seed wrote. */
  demo: boolean;
  /** The start of a version waiting to replace the live one; null: none waiting. */
  scheduledStartsAt: Date | null;
  /** Offered as a template: marked so, or a demo page never unmarked. */
  template: boolean;
  /** The draft or the live version has A/B variants. */
  experiment: boolean;
}

/** A page offered as a template, as the template picker lists it. */
export interface TemplateSummary {
  /** Never reused: a page deleted and made again under its code is another page. */
  pageId: number;
  code: string;
  title: string;
  demo: boolean;
  /** The picker tab it shows under (活动 for one marked before categories existed). */
  category: TemplateCategory;
  /** The draft's revision: what a thumbnail is drawn from. */
  revision: number;
  /** Top-level blocks of the draft. */
  blocks: number;
  draftUpdatedAt: Date;
}

export type PublishListener = (code: string) => void;

/**
 * Who publishes, and the window of the new version. The schedule belongs to the page: a bound
 * left undefined is the page's current one (the waiting version's, else the live one's), null
 * removes it. A start still ahead on a page that is live schedules the version: the live one
 * keeps serving until that start. On a page never live the version becomes its page at once,
 * shown as "活动将于 … 开始" until the start.
 */
export interface PublishOptions {
  by?: string | null;
  /** undefined: the page's current start; null: none. */
  startsAt?: Date | null;
  /** undefined: the page's current end; null: none (an end the page had is removed). */
  endsAt?: Date | null;
  /**
   * What visitors get after the end, made from the `after_end` of the draft going live (read in
   * the publishing transaction, so it is the approved text's); throws to refuse it. Without it
   * the draft's is taken as the schema reads it.
   */
  afterEnd?: (fromDraft: unknown) => AfterEnd | null;
  /**
   * Runs inside the publishing transaction with the page row locked, given the SQL text of what
   * is about to go live (the draft, or the version rolled back to); throws to refuse it. Nothing
   * can be saved between this check and the copy, so what it allowed is exactly what goes live.
   */
  allow?: PublishGuard;
  /** Runs last in the publishing transaction (the audit trail's entry). */
  record?: WithinWrite<PageVersionInfo>;
}

export type PublishGuard = (tx: Db, pageId: number, content: SQL) => Promise<void>;

export interface PageRepository {
  getPublished(code: string): Promise<PublishedPage | null>;
  /** The version visitors see at `at` (a scheduled one from its start on), as stored text. */
  getPublishedJson(code: string, at?: number): Promise<PublishedPageJson | null>;
  /** The id of the version visitors see at `at` and when that changes; one read, no page text. */
  getPublishedPointer(code: string, at?: number): Promise<PublishedPointer | null>;
  /** Starts and ends in (after, until], every page's, oldest first. */
  switchesBetween(after: number, until: number): Promise<PageSwitch[]>;
  /** The first start or end of any page after `after`; null: none ahead. */
  nextSwitch(after: number): Promise<number | null>;
  /**
   * Makes every scheduled version whose start is at or before `at` the live one (idempotent:
   * each process's timer may run it at the same start), telling listeners; the codes promoted.
   */
  promoteDue(at?: number): Promise<string[]>;
  /** undefined: no such page; null: never published. One indexed read, for cache checks. */
  getPublishedVersionId(code: string): Promise<number | null | undefined>;
  getDraft(code: string): Promise<DraftPage | null>;
  /**
   * Creates the page or replaces its draft (by code); `by` names the editor. With
   * `baseRevision`, the draft is replaced only while it is still that revision: otherwise
   * nothing changes and `PAGE_DRAFT_CONFLICT` is thrown with the stored draft's revision, editor
   * and time (`DraftConflict`), or `PAGE_NOT_FOUND` when the page is gone.
   */
  saveDraft(page: ActivityPage, by?: string | null, options?: SaveDraftOptions): Promise<DraftPage>;
  /** Creates a page with this draft; null, and nothing written, when its code is taken. */
  createDraft(page: ActivityPage, by?: string | null): Promise<DraftPage | null>;
  /**
   * Offers the page as a template (under `category`, else the one it had, else 活动) or stops
   * offering it (its category kept for the next time); null when there is no such page.
   */
  setTemplate(
    code: string,
    template: boolean,
    category?: TemplateCategory,
  ): Promise<{ category: TemplateCategory | null } | null>;
  /** The draft of a page offered as a template; null when there is none or it is not offered. */
  getTemplate(code: string): Promise<DraftPage | null>;
  /** The pages offered as templates: the marketers' own first, then the seeded ones, by title. */
  listTemplates(): Promise<TemplateSummary[]>;
  /** Snapshots the draft as the next version and makes it the one visitors see. */
  publish(code: string, note?: string, options?: PublishOptions): Promise<PageVersionInfo>;
  /** saveDraft + publish in one transaction: nothing is saved if either fails. */
  importPage(
    page: ActivityPage,
    note?: string,
    record?: WithinWrite<PageVersionInfo>,
    /** While review is required: refuses (nothing saved) a page no approval covers. */
    allow?: PublishGuard,
  ): Promise<PageVersionInfo>;
  /** importPage for several pages in one transaction: all are published, or none. */
  importPages(
    pages: readonly ActivityPage[],
    note?: string,
    record?: WithinWrite<PageVersionInfo>,
  ): Promise<PageVersionInfo[]>;
  listVersions(code: string): Promise<PageVersionInfo[]>;
  getVersion(code: string, version: number): Promise<ActivityPage | null>;
  /** Publishes an old version again, as a new version, and makes it the draft. */
  rollback(
    code: string,
    version: number,
    by?: string | null,
    allow?: PublishGuard,
    record?: WithinWrite<PageVersionInfo>,
  ): Promise<PageVersionInfo>;
  /**
   * Removes a page that has no business records (never published, never submitted for review,
   * no filing); false when there was no such page. A page that has any is refused with
   * `PAGE_RECORDS_KEPT` (409): its records are kept RECORD_RETENTION_YEARS (《证券法》).
   */
  remove(code: string, record?: WithinWrite<{ code: string }>): Promise<boolean>;
  /**
   * Removes a page with its versions, their archives, its review records and filings. Only for
   * sample content that is no business record (the seeded demo pages, `seed/demo-content.ts`).
   */
  removeWithRecords(code: string, record?: WithinWrite<{ code: string }>): Promise<boolean>;
  list(): Promise<PageSummary[]>;
  count(): Promise<number>;
  /** Called after each publish, rollback or removal commits (caches drop the page). */
  onPublish(listener: PublishListener): () => void;
  /**
   * Runs inside each publish, rollback, import and removal transaction, given the page's code:
   * what must happen exactly when the change does (a shared cache's purge queued) commits with it.
   */
  withinPublish(hook: WithinWrite<string>): () => void;
  /** Tells the same listeners that what visitors see changed with no write here (a start or an end came). */
  announce(code: string): void;
}

/** The windows of a page's live and scheduled versions, as one read gives them. */
interface PointerRow {
  pageId: number;
  liveId: number | null;
  liveStartsAt: Date | null;
  liveEndsAt: Date | null;
  scheduledId: number | null;
  scheduledStartsAt: Date | null;
  scheduledEndsAt: Date | null;
}

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** Which of a page's versions visitors see at `at`, and when that next changes. */
function resolvePointer(row: PointerRow, at: number) {
  return shownVersion(
    row.liveId === null ? null : { startsAt: ms(row.liveStartsAt), endsAt: ms(row.liveEndsAt) },
    row.scheduledId === null
      ? null
      : { startsAt: ms(row.scheduledStartsAt), endsAt: ms(row.scheduledEndsAt) },
    at,
  );
}

const scheduledVersions = alias(pageVersions, 'scheduled_versions');

/** Marked a template, or (never chosen) a template the seed wrote: a demo page with a category. */
const isTemplate = sql<boolean>`coalesce(${pages.template}, ${pages.demo} AND ${pages.templateCategory} IS NOT NULL)`;

/** A stored category as the picker reads it: an unknown or missing one is 活动. */
const categoryOf = (stored: string | null): TemplateCategory =>
  isTemplateCategory(stored) ? stored : DEFAULT_TEMPLATE_CATEGORY;

// The title column is a copy for listing; text columns cannot hold NUL (the JSON can).
const listingTitle = (page: Partial<ActivityPage>): string =>
  typeof page.title === 'string' ? page.title.replaceAll('\u0000', '') : '';

/** The columns a saved draft sets: the page, who saved it, and the next revision. */
const newDraft = (page: ActivityPage, by: string | null) => ({
  title: listingTitle(page),
  draft: page,
  updatedBy: by,
  draftRevision: sql`${pages.draftRevision} + 1`,
  draftUpdatedAt: sql`now()`,
  updatedAt: sql`now()`,
});

export function createPageRepository(db: Db, now: () => number = Date.now): PageRepository {
  const listeners = new Set<PublishListener>();
  const withinHooks = new Set<WithinWrite<string>>();
  const runWithin = async (tx: Db, code: string) => {
    for (const hook of withinHooks) await hook(tx, code);
  };
  const notify = (code: string) => {
    for (const listener of listeners) {
      try {
        listener(code);
      } catch {
        // A listener's failure must not turn a committed publish into an error.
      }
    }
  };

  async function upsertDraft(tx: Db, page: ActivityPage, by: string | null = null) {
    if (typeof page.code !== 'string' || page.code === '') throw new AppError('PAGE_CODE_REQUIRED');
    const [row] = await tx
      .insert(pages)
      .values({ code: page.code, title: listingTitle(page), draft: page, updatedBy: by })
      .onConflictDoUpdate({ target: pages.code, set: newDraft(page, by) })
      .returning({
        id: pages.id,
        draftUpdatedAt: pages.draftUpdatedAt,
        publishedVersionId: pages.publishedVersionId,
      });
    if (!row) throw new Error(`saving page ${page.code} returned no row`);
    return row;
  }

  /**
   * Inside a transaction, the page row locked: the window a publish of `pageId` goes live with
   * (each bound given, else the page's current one: the waiting version's, else the live one's),
   * what visitors get after its end (from the draft's `after_end`), and the end it removes.
   * `checked` (a publish): refused when the end is not after the start, or already past.
   */
  async function resolveWindow(tx: Db, pageId: number, options: PublishOptions, checked: boolean) {
    const [current] = await sqlRows<{
      startsAt: string | null;
      endsAt: string | null;
      afterEnd: string | null;
    }>(
      tx,
      sql`SELECT v.starts_at AS "startsAt", v.ends_at AS "endsAt",
                 (p.draft -> 'after_end')::text AS "afterEnd"
          FROM pages p
          LEFT JOIN page_versions v
            ON v.id = coalesce(p.scheduled_version_id, p.published_version_id)
          WHERE p.id = ${pageId}`,
    );
    const date = (value: string | Date | null | undefined) =>
      value === null || value === undefined ? null : new Date(value);
    const had = { startsAt: date(current?.startsAt), endsAt: date(current?.endsAt) };
    const startsAt = options.startsAt === undefined ? had.startsAt : options.startsAt;
    const endsAt = options.endsAt === undefined ? had.endsAt : options.endsAt;
    if (checked && startsAt && endsAt && endsAt <= startsAt) {
      throw new AppError('PAGE_WINDOW_INVALID');
    }
    // A page published already ended would go straight to its ended page.
    if (checked && endsAt && endsAt.getTime() <= now()) {
      throw options.endsAt === undefined
        ? new AppError(
            'PAGE_WINDOW_PAST',
            `页面的结束时间 ${chinaDateTimeText(endsAt.getTime(), now())} 已过：请设置新的结束时间（ends_at），或以 ends_at: null 取消结束时间`,
          )
        : new AppError('PAGE_WINDOW_PAST');
    }
    const fromDraft: unknown = current?.afterEnd ? JSON.parse(current.afterEnd) : undefined;
    let afterEnd: AfterEnd | null = null;
    if (endsAt !== null && fromDraft !== undefined && fromDraft !== null) {
      if (options.afterEnd) afterEnd = options.afterEnd(fromDraft);
      else {
        const parsed = pageAfterEndSchema.safeParse(fromDraft);
        afterEnd = parsed.success ? parsed.data : null;
      }
    }
    const endRemoved = options.endsAt === null ? had.endsAt : null;
    return { startsAt, endsAt, afterEnd, endRemoved };
  }

  /** Inside a transaction: copies the draft of `pageId` into the next version and points at it. */
  async function publishDraft(
    tx: Db,
    pageId: number,
    note: string,
    window: {
      by?: string | null;
      startsAt: Date | null;
      endsAt: Date | null;
      afterEnd: AfterEnd | null;
    },
    live = false,
  ): Promise<PageVersionInfo> {
    const publishedBy = window.by ?? null;
    const { startsAt, endsAt, afterEnd } = window;
    // A page visitors can see keeps it until the new version's start; the newest publish
    // replaces a schedule still waiting, whichever way it goes live.
    const scheduled = live && startsAt !== null && startsAt.getTime() > now();
    const [last] = await tx
      .select({ max: sql<number | null>`max(${pageVersions.version})` })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, pageId));
    const version = Number(last?.max ?? 0) + 1;
    // The copy happens in SQL, so the snapshot is exactly the stored draft text.
    const [inserted] = await tx
      .insert(pageVersions)
      .values({
        pageId,
        version,
        data: sql`(SELECT ${pages.draft} FROM ${pages} WHERE ${pages.id} = ${pageId})`,
        note,
        publishedBy,
        startsAt,
        endsAt,
        afterEnd,
      })
      .returning({ id: pageVersions.id, publishedAt: pageVersions.publishedAt });
    if (!inserted) throw new Error(`publishing page ${pageId} returned no row`);
    await tx
      .update(pages)
      .set(
        scheduled
          ? { scheduledVersionId: inserted.id, updatedAt: sql`now()` }
          : { publishedVersionId: inserted.id, scheduledVersionId: null, updatedAt: sql`now()` },
      )
      .where(eq(pages.id, pageId));
    return {
      id: inserted.id,
      version,
      publishedAt: inserted.publishedAt,
      publishedBy,
      note,
      startsAt,
      endsAt,
      afterEnd,
      current: !scheduled,
      scheduled,
    };
  }

  /** The live and scheduled versions' windows of one page (and their text, when asked). */
  async function readPointers(code: string) {
    const [row] = await db
      .select({
        pageId: pages.id,
        liveId: pageVersions.id,
        liveStartsAt: pageVersions.startsAt,
        liveEndsAt: pageVersions.endsAt,
        scheduledId: scheduledVersions.id,
        scheduledStartsAt: scheduledVersions.startsAt,
        scheduledEndsAt: scheduledVersions.endsAt,
      })
      .from(pages)
      .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
      .leftJoin(scheduledVersions, eq(scheduledVersions.id, pages.scheduledVersionId))
      .where(eq(pages.code, code));
    return row;
  }

  /** Every start and end of the versions pages point at, as epoch ms, in (after, until]. */
  const switchRows = (after: number, until: number | null) =>
    sqlRows<{ code: string; at: number }>(
      db,
      sql`SELECT p.code, (extract(epoch FROM b.at) * 1000)::float8 AS at
          FROM pages p
          JOIN page_versions v ON v.id IN (p.published_version_id, p.scheduled_version_id)
          CROSS JOIN LATERAL (VALUES (v.starts_at), (v.ends_at)) AS b(at)
          WHERE b.at > ${new Date(after).toISOString()}::timestamptz
            ${until === null ? sql`` : sql`AND b.at <= ${new Date(until).toISOString()}::timestamptz`}
          ORDER BY b.at`,
    );

  /**
   * Deletes the page `code` in one transaction, the row locked first (no publish slips in). With
   * `withRecords` its records go first, explicitly (the keys refuse to take them along);
   * without, a page that has any is refused.
   */
  async function removePage(
    code: string,
    withRecords: boolean,
    record?: WithinWrite<{ code: string }>,
  ): Promise<boolean> {
    const removed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(eq(pages.code, code))
        .for('update');
      if (!row) return false;
      if (!withRecords) {
        const [kept] = await sqlRows<{ kept: boolean }>(
          tx,
          sql`SELECT EXISTS (SELECT 1 FROM page_versions WHERE page_id = ${row.id})
                OR EXISTS (SELECT 1 FROM page_reviews WHERE page_id = ${row.id})
                OR EXISTS (SELECT 1 FROM page_filings WHERE page_id = ${row.id}) AS kept`,
        );
        if (kept?.kept) throw new AppError('PAGE_RECORDS_KEPT');
      }
      // The page points at a version and the versions at the page: unlink before deleting.
      await tx
        .update(pages)
        .set({ publishedVersionId: null, scheduledVersionId: null })
        .where(eq(pages.id, row.id));
      if (withRecords) {
        // A version's archive is kept as it is first rendered, by any process, at any time: the
        // versions are locked first, so an archive on its way waits for this removal (and then
        // finds its version gone) instead of landing between the two deletes.
        await tx.execute(sql`SELECT id FROM page_versions WHERE page_id = ${row.id} FOR UPDATE`);
        await tx.execute(sql`DELETE FROM page_version_archives
          WHERE version_id IN (SELECT id FROM page_versions WHERE page_id = ${row.id})`);
        await tx.execute(sql`DELETE FROM page_reviews WHERE page_id = ${row.id}`);
        await tx.execute(sql`DELETE FROM page_filings WHERE page_id = ${row.id}`);
        await tx.delete(pageVersions).where(eq(pageVersions.pageId, row.id));
      }
      await tx.delete(pages).where(eq(pages.id, row.id));
      await record?.(tx, { code });
      await runWithin(tx, code);
      return true;
    });
    if (removed) notify(code);
    return removed;
  }

  /** Locks the page row so concurrent publishes of one page number their versions in turn. */
  async function lockPage(tx: Db, code: string) {
    const [row] = await tx
      .select({ id: pages.id, publishedVersionId: pages.publishedVersionId })
      .from(pages)
      .where(eq(pages.code, code))
      .for('update');
    if (!row) throw new AppError('PAGE_NOT_FOUND');
    return row;
  }

  async function getDraft(
    code: string,
    onlyTemplate = false,
    on: Db = db,
  ): Promise<DraftPage | null> {
    const [row] = await on
      .select({
        pageId: pages.id,
        code: pages.code,
        title: pages.title,
        page: pages.draft,
        draftUpdatedAt: pages.draftUpdatedAt,
        updatedBy: pages.updatedBy,
        revision: pages.draftRevision,
        publishedVersion: pageVersions.version,
      })
      .from(pages)
      .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
      .where(onlyTemplate ? and(eq(pages.code, code), isTemplate) : eq(pages.code, code));
    return row ? { ...row, page: row.page as ActivityPage } : null;
  }

  /**
   * Replaces the draft only while it is still `baseRevision`, in one statement, so two saves
   * based on the same revision cannot both pass: the second finds the revision moved on.
   */
  async function replaceDraftAt(
    page: ActivityPage,
    by: string | null,
    baseRevision: number,
    on: Db = db,
  ) {
    const [row] = await on
      .update(pages)
      .set(newDraft(page, by))
      .where(and(eq(pages.code, page.code), eq(pages.draftRevision, baseRevision)))
      .returning({ id: pages.id });
    if (row) return;
    const stored = await getDraft(page.code, false, on);
    if (!stored) throw new AppError('PAGE_NOT_FOUND');
    const conflict: DraftConflict = {
      revision: stored.revision,
      updatedBy: stored.updatedBy,
      updatedAt: stored.draftUpdatedAt,
    };
    throw new AppError('PAGE_DRAFT_CONFLICT', draftConflictMessage(conflict), {
      details: draftConflictDetails(conflict),
    });
  }

  async function importPages(
    list: readonly ActivityPage[],
    note = '',
    record?: WithinWrite<PageVersionInfo>,
    allow?: PublishGuard,
  ): Promise<PageVersionInfo[]> {
    const infos = await db.transaction(async (tx) => {
      const done: PageVersionInfo[] = [];
      for (const page of list) {
        const row = await upsertDraft(tx, page);
        await lockPage(tx, page.code);
        await allow?.(
          tx,
          row.id,
          sql`(SELECT ${pages.draft} FROM ${pages} WHERE ${pages.id} = ${row.id})`,
        );
        // An import is a publish like any other: the page keeps its schedule.
        const window = await resolveWindow(tx, row.id, {}, false);
        done.push(await publishDraft(tx, row.id, note, window, row.publishedVersionId !== null));
      }
      for (const info of done) await record?.(tx, info);
      for (const page of list) await runWithin(tx, page.code);
      return done;
    });
    for (const page of list) notify(page.code);
    return infos;
  }

  return {
    async getPublished(code) {
      const [row] = await db
        .select({
          pageId: pages.id,
          versionId: pageVersions.id,
          version: pageVersions.version,
          publishedAt: pageVersions.publishedAt,
          startsAt: pageVersions.startsAt,
          endsAt: pageVersions.endsAt,
          page: pageVersions.data,
        })
        .from(pages)
        .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
        .where(eq(pages.code, code));
      return row ? { ...row, page: row.page as ActivityPage } : null;
    },

    async getPublishedJson(code, at = now()) {
      const pointers = await readPointers(code);
      if (!pointers) return null;
      const { shown, switchAt } = resolvePointer(pointers, at);
      const versionId = shown === 'scheduled' ? pointers.scheduledId : pointers.liveId;
      if (versionId === null) return null;
      const [row] = await db
        .select({
          versionId: pageVersions.id,
          version: pageVersions.version,
          startsAt: pageVersions.startsAt,
          endsAt: pageVersions.endsAt,
          afterEnd: pageVersions.afterEnd,
          json: sql<string>`${pageVersions.data}::text`,
        })
        .from(pageVersions)
        .where(eq(pageVersions.id, versionId));
      if (!row) return null;
      return {
        ...row,
        pageId: pointers.pageId,
        switchAt: switchAt === null ? null : new Date(switchAt),
      };
    },

    async getPublishedPointer(code, at = now()) {
      const pointers = await readPointers(code);
      if (!pointers) return null;
      const { shown, switchAt } = resolvePointer(pointers, at);
      const versionId = shown === 'scheduled' ? pointers.scheduledId : pointers.liveId;
      return versionId === null ? null : { versionId, switchAt };
    },

    async switchesBetween(after, until) {
      return switchRows(after, until);
    },

    async nextSwitch(after) {
      const [first] = await switchRows(after, null);
      return first ? first.at : null;
    },

    async promoteDue(at = now()) {
      const rows = await sqlRows<{ code: string }>(
        db,
        sql`UPDATE pages p
            SET published_version_id = p.scheduled_version_id, scheduled_version_id = NULL,
                updated_at = now()
            FROM page_versions v
            WHERE v.id = p.scheduled_version_id
              AND v.starts_at <= ${new Date(at).toISOString()}::timestamptz
            RETURNING p.code`,
      );
      for (const { code } of rows) notify(code);
      return rows.map((row) => row.code);
    },

    async getPublishedVersionId(code) {
      const [row] = await db
        .select({ versionId: pages.publishedVersionId })
        .from(pages)
        .where(eq(pages.code, code));
      return row ? row.versionId : undefined;
    },

    getDraft: (code) => getDraft(code),

    async saveDraft(page, by = null, options = {}) {
      const { record } = options;
      const save = async (on: Db) => {
        if (options.baseRevision === undefined) await upsertDraft(on, page, by);
        else await replaceDraftAt(page, by, options.baseRevision, on);
        const draft = await getDraft(page.code, false, on);
        if (!draft) throw new Error(`page ${page.code} vanished after saving`);
        await record?.(on, draft);
        return draft;
      };
      // A save with nothing to add stays one statement, outside any transaction.
      return record ? db.transaction((tx) => save(tx)) : save(db);
    },

    async createDraft(page, by = null) {
      if (typeof page.code !== 'string' || page.code === '')
        throw new AppError('PAGE_CODE_REQUIRED');
      // One statement: of two creates of one code, exactly one inserts.
      const [row] = await db
        .insert(pages)
        .values({ code: page.code, title: listingTitle(page), draft: page, updatedBy: by })
        .onConflictDoNothing({ target: pages.code })
        .returning({ id: pages.id });
      return row ? getDraft(page.code) : null;
    },

    async setTemplate(code, template, category) {
      const [row] = await db
        .update(pages)
        .set({
          template,
          ...(category
            ? { templateCategory: category }
            : template
              ? {
                  templateCategory: sql`coalesce(${pages.templateCategory}, ${DEFAULT_TEMPLATE_CATEGORY})`,
                }
              : {}),
        })
        .where(eq(pages.code, code))
        .returning({ category: pages.templateCategory });
      if (!row) return null;
      return { category: isTemplateCategory(row.category) ? row.category : null };
    },

    getTemplate: (code) => getDraft(code, true),

    async listTemplates() {
      const rows = await db
        .select({
          pageId: pages.id,
          code: pages.code,
          title: pages.title,
          demo: pages.demo,
          storedCategory: pages.templateCategory,
          revision: pages.draftRevision,
          blocks: sql<number>`CASE json_typeof(${pages.draft} -> 'page_schema') WHEN 'array'
            THEN json_array_length(${pages.draft} -> 'page_schema') ELSE 0 END`.mapWith(Number),
          draftUpdatedAt: pages.draftUpdatedAt,
        })
        .from(pages)
        .where(isTemplate)
        .orderBy(pages.demo, pages.title, pages.code);
      return rows.map(({ storedCategory, ...row }) => ({
        ...row,
        category: categoryOf(storedCategory),
      }));
    },

    async publish(code, note = '', options = {}) {
      const info = await db.transaction(async (tx) => {
        const page = await lockPage(tx, code);
        await options.allow?.(
          tx,
          page.id,
          sql`(SELECT ${pages.draft} FROM ${pages} WHERE ${pages.id} = ${page.id})`,
        );
        const window = await resolveWindow(tx, page.id, options, true);
        const info = await publishDraft(
          tx,
          page.id,
          note,
          { ...window, by: options.by },
          page.publishedVersionId !== null,
        );
        info.endRemoved = window.endRemoved;
        await options.record?.(tx, info);
        await runWithin(tx, code);
        return info;
      });
      notify(code);
      return info;
    },

    async importPage(page, note = '', record, allow) {
      const [info] = await importPages([page], note, record, allow);
      if (!info) throw new Error(`importing page ${page.code} returned nothing`);
      return info;
    },

    importPages,

    async listVersions(code) {
      const [page] = await db
        .select({
          id: pages.id,
          publishedVersionId: pages.publishedVersionId,
          scheduledVersionId: pages.scheduledVersionId,
        })
        .from(pages)
        .where(eq(pages.code, code));
      if (!page) throw new AppError('PAGE_NOT_FOUND');
      const rows = await db
        .select({
          id: pageVersions.id,
          version: pageVersions.version,
          publishedAt: pageVersions.publishedAt,
          publishedBy: pageVersions.publishedBy,
          note: pageVersions.note,
          startsAt: pageVersions.startsAt,
          endsAt: pageVersions.endsAt,
          afterEnd: pageVersions.afterEnd,
        })
        .from(pageVersions)
        .where(eq(pageVersions.pageId, page.id))
        .orderBy(desc(pageVersions.version));
      return rows.map((row) => ({
        ...row,
        current: row.id === page.publishedVersionId,
        scheduled: row.id === page.scheduledVersionId,
      }));
    },

    async getVersion(code, version) {
      const [row] = await db
        .select({ data: pageVersions.data })
        .from(pageVersions)
        .innerJoin(pages, eq(pages.id, pageVersions.pageId))
        .where(and(eq(pages.code, code), eq(pageVersions.version, version)));
      return row ? (row.data as ActivityPage) : null;
    },

    async rollback(code, version, by = null, allow, record) {
      const info = await db.transaction(async (tx) => {
        const page = await lockPage(tx, code);
        const [old] = await tx
          .select({
            id: pageVersions.id,
            data: pageVersions.data,
            startsAt: pageVersions.startsAt,
            endsAt: pageVersions.endsAt,
            afterEnd: pageVersions.afterEnd,
          })
          .from(pageVersions)
          .where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.version, version)));
        if (!old) throw new AppError('PAGE_VERSION_NOT_FOUND');
        await allow?.(
          tx,
          page.id,
          sql`(SELECT ${pageVersions.data} FROM ${pageVersions} WHERE ${pageVersions.id} = ${old.id})`,
        );
        await tx
          .update(pages)
          .set({
            ...newDraft(old.data as ActivityPage, by),
            // Copied in SQL, so the draft is exactly the old version's text.
            draft: sql`(SELECT ${pageVersions.data} FROM ${pageVersions} WHERE ${pageVersions.id} = ${old.id})`,
          })
          .where(eq(pages.id, page.id));
        // The old version comes back with the window it was published with.
        const info = await publishDraft(
          tx,
          page.id,
          `回滚到版本 ${version}`,
          { by, startsAt: old.startsAt, endsAt: old.endsAt, afterEnd: old.afterEnd },
          page.publishedVersionId !== null,
        );
        await record?.(tx, info);
        await runWithin(tx, code);
        return info;
      });
      notify(code);
      return info;
    },

    async list() {
      const rows = await db
        .select({
          id: pages.id,
          code: pages.code,
          title: pages.title,
          publishedVersion: pageVersions.version,
          publishedAt: pageVersions.publishedAt,
          startsAt: pageVersions.startsAt,
          endsAt: pageVersions.endsAt,
          draftUpdatedAt: pages.draftUpdatedAt,
          updatedBy: pages.updatedBy,
          createdAt: pages.createdAt,
          updatedAt: pages.updatedAt,
          demo: pages.demo,
          template: isTemplate,
          // The page files are validated: `variants` is there only as a list of variants.
          experiment: sql<boolean>`(${pages.draft}->'variants') IS NOT NULL
            OR (${pageVersions.data}->'variants') IS NOT NULL`,
          scheduledStartsAt: scheduledVersions.startsAt,
          scheduledPublishedAt: scheduledVersions.publishedAt,
        })
        .from(pages)
        .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
        .leftJoin(scheduledVersions, eq(scheduledVersions.id, pages.scheduledVersionId))
        .orderBy(desc(pages.updatedAt), desc(pages.id));
      return rows.map(({ scheduledPublishedAt, ...row }) => {
        // Published means live or waiting for its start: the later of the two is the last publish.
        const last =
          scheduledPublishedAt && (!row.publishedAt || scheduledPublishedAt > row.publishedAt)
            ? scheduledPublishedAt
            : row.publishedAt;
        return { ...row, hasUnpublishedChanges: last === null || row.draftUpdatedAt > last };
      });
    },

    remove: (code, record) => removePage(code, false, record),
    removeWithRecords: (code, record) => removePage(code, true, record),

    async count() {
      const [row] = await db.select({ n: count() }).from(pages);
      return Number(row?.n ?? 0);
    },

    onPublish(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    withinPublish(hook) {
      withinHooks.add(hook);
      return () => withinHooks.delete(hook);
    },

    announce: notify,
  };
}
