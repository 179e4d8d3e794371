import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ActivityPage } from '@h5-page/schema/page';
import { AppError } from '../../errors.ts';
import { pages, pageVersions } from './tables.ts';
import type { Db } from '../../store/open-database.ts';
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
}

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
}

export interface PageVersionInfo extends PublishWindow {
  id: number;
  version: number;
  publishedAt: Date;
  publishedBy: string | null;
  note: string;
  /** Whether this is the version visitors see now. */
  current: boolean;
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
}

export type PublishListener = (code: string) => void;

/** Who publishes, and the optional window of the new version. */
export interface PublishOptions {
  by?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export interface PageRepository {
  getPublished(code: string): Promise<PublishedPage | null>;
  getPublishedJson(code: string): Promise<PublishedPageJson | null>;
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
  /** Snapshots the draft as the next version and makes it the one visitors see. */
  publish(code: string, note?: string, options?: PublishOptions): Promise<PageVersionInfo>;
  /** saveDraft + publish in one transaction: nothing is saved if either fails. */
  importPage(page: ActivityPage, note?: string): Promise<PageVersionInfo>;
  /** importPage for several pages in one transaction: all are published, or none. */
  importPages(pages: readonly ActivityPage[], note?: string): Promise<PageVersionInfo[]>;
  listVersions(code: string): Promise<PageVersionInfo[]>;
  getVersion(code: string, version: number): Promise<ActivityPage | null>;
  /** Publishes an old version again, as a new version, and makes it the draft. */
  rollback(code: string, version: number, by?: string | null): Promise<PageVersionInfo>;
  /** Removes the page and all its versions; false when there was no such page. */
  remove(code: string): Promise<boolean>;
  list(): Promise<PageSummary[]>;
  count(): Promise<number>;
  /** Called after each publish, rollback or removal commits (caches drop the page). */
  onPublish(listener: PublishListener): () => void;
}

export function createPageRepository(db: Db): PageRepository {
  const listeners = new Set<PublishListener>();
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
    // The title column is a copy for listing; text columns cannot hold NUL (the JSON can).
    const title = typeof page.title === 'string' ? page.title.replaceAll('\u0000', '') : '';
    const [row] = await tx
      .insert(pages)
      .values({ code: page.code, title, draft: page, updatedBy: by })
      .onConflictDoUpdate({
        target: pages.code,
        set: {
          title,
          draft: page,
          updatedBy: by,
          draftRevision: sql`${pages.draftRevision} + 1`,
          draftUpdatedAt: sql`now()`,
          updatedAt: sql`now()`,
        },
      })
      .returning({
        id: pages.id,
        draftUpdatedAt: pages.draftUpdatedAt,
        publishedVersionId: pages.publishedVersionId,
      });
    if (!row) throw new Error(`saving page ${page.code} returned no row`);
    return row;
  }

  /** Inside a transaction: copies the draft of `pageId` into the next version and points at it. */
  async function publishDraft(
    tx: Db,
    pageId: number,
    note: string,
    options: PublishOptions = {},
  ): Promise<PageVersionInfo> {
    const publishedBy = options.by ?? null;
    const startsAt = options.startsAt ?? null;
    const endsAt = options.endsAt ?? null;
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
      })
      .returning({ id: pageVersions.id, publishedAt: pageVersions.publishedAt });
    if (!inserted) throw new Error(`publishing page ${pageId} returned no row`);
    await tx
      .update(pages)
      .set({ publishedVersionId: inserted.id, updatedAt: sql`now()` })
      .where(eq(pages.id, pageId));
    return {
      id: inserted.id,
      version,
      publishedAt: inserted.publishedAt,
      publishedBy,
      note,
      startsAt,
      endsAt,
      current: true,
    };
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

  async function getDraft(code: string): Promise<DraftPage | null> {
    const [row] = await db
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
      .where(eq(pages.code, code));
    return row ? { ...row, page: row.page as ActivityPage } : null;
  }

  /**
   * Replaces the draft only while it is still `baseRevision`, in one statement, so two saves
   * based on the same revision cannot both pass: the second finds the revision moved on.
   */
  async function replaceDraftAt(page: ActivityPage, by: string | null, baseRevision: number) {
    const title = typeof page.title === 'string' ? page.title.replaceAll('\u0000', '') : '';
    const [row] = await db
      .update(pages)
      .set({
        title,
        draft: page,
        updatedBy: by,
        draftRevision: sql`${pages.draftRevision} + 1`,
        draftUpdatedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(pages.code, page.code), eq(pages.draftRevision, baseRevision)))
      .returning({ id: pages.id });
    if (row) return;
    const stored = await getDraft(page.code);
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

  async function importPages(list: readonly ActivityPage[], note = ''): Promise<PageVersionInfo[]> {
    const infos = await db.transaction(async (tx) => {
      const done: PageVersionInfo[] = [];
      for (const page of list) {
        const row = await upsertDraft(tx, page);
        await lockPage(tx, page.code);
        done.push(await publishDraft(tx, row.id, note));
      }
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

    async getPublishedJson(code) {
      const [row] = await db
        .select({
          pageId: pages.id,
          versionId: pageVersions.id,
          version: pageVersions.version,
          startsAt: pageVersions.startsAt,
          endsAt: pageVersions.endsAt,
          json: sql<string>`${pageVersions.data}::text`,
        })
        .from(pages)
        .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
        .where(eq(pages.code, code));
      return row ?? null;
    },

    async getPublishedVersionId(code) {
      const [row] = await db
        .select({ versionId: pages.publishedVersionId })
        .from(pages)
        .where(eq(pages.code, code));
      return row ? row.versionId : undefined;
    },

    getDraft,

    async saveDraft(page, by = null, options = {}) {
      if (options.baseRevision === undefined) await upsertDraft(db, page, by);
      else await replaceDraftAt(page, by, options.baseRevision);
      const draft = await getDraft(page.code);
      if (!draft) throw new Error(`page ${page.code} vanished after saving`);
      return draft;
    },

    async publish(code, note = '', options = {}) {
      const info = await db.transaction(async (tx) => {
        const page = await lockPage(tx, code);
        return publishDraft(tx, page.id, note, options);
      });
      notify(code);
      return info;
    },

    async importPage(page, note = '') {
      const [info] = await importPages([page], note);
      if (!info) throw new Error(`importing page ${page.code} returned nothing`);
      return info;
    },

    importPages,

    async listVersions(code) {
      const [page] = await db
        .select({ id: pages.id, publishedVersionId: pages.publishedVersionId })
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
        })
        .from(pageVersions)
        .where(eq(pageVersions.pageId, page.id))
        .orderBy(desc(pageVersions.version));
      return rows.map((row) => ({ ...row, current: row.id === page.publishedVersionId }));
    },

    async getVersion(code, version) {
      const [row] = await db
        .select({ data: pageVersions.data })
        .from(pageVersions)
        .innerJoin(pages, eq(pages.id, pageVersions.pageId))
        .where(and(eq(pages.code, code), eq(pageVersions.version, version)));
      return row ? (row.data as ActivityPage) : null;
    },

    async rollback(code, version, by = null) {
      const info = await db.transaction(async (tx) => {
        const page = await lockPage(tx, code);
        const [old] = await tx
          .select({
            id: pageVersions.id,
            data: pageVersions.data,
            startsAt: pageVersions.startsAt,
            endsAt: pageVersions.endsAt,
          })
          .from(pageVersions)
          .where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.version, version)));
        if (!old) throw new AppError('PAGE_VERSION_NOT_FOUND');
        const { title } = old.data as Partial<ActivityPage>;
        await tx
          .update(pages)
          .set({
            // Copied in SQL, so the draft is exactly the old version's text.
            draft: sql`(SELECT ${pageVersions.data} FROM ${pageVersions} WHERE ${pageVersions.id} = ${old.id})`,
            title: typeof title === 'string' ? title.replaceAll('\u0000', '') : '',
            updatedBy: by,
            draftRevision: sql`${pages.draftRevision} + 1`,
            draftUpdatedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(pages.id, page.id));
        // The old version comes back with the window it was published with.
        return publishDraft(tx, page.id, `回滚到版本 ${version}`, {
          by,
          startsAt: old.startsAt,
          endsAt: old.endsAt,
        });
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
        })
        .from(pages)
        .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
        .orderBy(desc(pages.updatedAt), desc(pages.id));
      return rows.map((row) => ({
        ...row,
        hasUnpublishedChanges: row.publishedAt === null || row.draftUpdatedAt > row.publishedAt,
      }));
    },

    async remove(code) {
      const removed = await db.transaction(async (tx) => {
        // The page points at a version and the versions at the page: unlink before deleting.
        await tx.update(pages).set({ publishedVersionId: null }).where(eq(pages.code, code));
        return tx.delete(pages).where(eq(pages.code, code)).returning({ id: pages.id });
      });
      if (removed.length === 0) return false;
      notify(code);
      return true;
    },

    async count() {
      const [row] = await db.select({ n: count() }).from(pages);
      return Number(row?.n ?? 0);
    },

    onPublish(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
