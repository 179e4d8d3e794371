import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { ActivityPage } from '@h5-page/schema/page';
import { AppError } from '../errors.ts';
import type { PublishGuard } from '../pages/store/page-repository.ts';
import { pages } from '../pages/store/tables.ts';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import { pageReviews } from './review-tables.ts';
import type { ReviewNote, ReviewStatus } from '@h5-page/schema/admin-api/review';

/** One submission and, once decided, the decision. */
export interface Review {
  id: number;
  pageCode: string;
  pageTitle: string;
  revision: number;
  note: string;
  submittedBy: string | null;
  submittedAt: Date;
  status: ReviewStatus;
  decidedBy: string | null;
  decidedAt: Date | null;
  comment: string;
  notes: ReviewNote[];
  /** The rule packs the submission's checks passed (`pbc-316@2026.11.28 …`); null before packs. */
  checkedWith: string | null;
  /** The rule packs in force when it was decided. */
  decidedWith: string | null;
  /** Whether the page's draft is still exactly the text submitted. */
  current: boolean;
}

/** Where a page stands in review: its newest request that no later submission replaced. */
export interface ReviewStanding {
  id: number;
  status: Exclude<ReviewStatus, 'superseded'>;
  /** Whether the page's draft is still exactly the text submitted. */
  current: boolean;
}

export interface ReviewDecision {
  by: string | null;
  comment: string;
  notes?: ReviewNote[];
  /** The rule packs the reviewer's checks ran with. */
  checkedWith: string;
}

// The stored text hashed in SQL, the same on PGlite and PostgreSQL (as preview links do): json
// keeps the text as saved, and publish and rollback copy it unchanged, so one hash names one
// content wherever it is copied.
const draftHash = sql<string>`md5(${pages.draft}::text)`;

const columns = {
  id: pageReviews.id,
  pageCode: pages.code,
  pageTitle: pages.title,
  revision: pageReviews.revision,
  note: pageReviews.note,
  submittedBy: pageReviews.submittedBy,
  submittedAt: pageReviews.submittedAt,
  status: pageReviews.status,
  decidedBy: pageReviews.decidedBy,
  decidedAt: pageReviews.decidedAt,
  comment: pageReviews.comment,
  notes: pageReviews.notes,
  checkedWith: pageReviews.checkedWith,
  decidedWith: pageReviews.decidedWith,
  current: sql<boolean>`${pageReviews.contentHash} = ${draftHash}`,
};

/** SQL: whether an approval of the page `pageId` covers the text whose md5 is `hash`. */
// The inner table is aliased: a caller's `page_reviews.page_id` names the outer row's column, not
// the approval being looked for (unaliased, any approval of any page would cover it).
export const approvalCovers = (pageId: SQLWrapper | number, hash: SQLWrapper) =>
  sql<boolean>`EXISTS (SELECT 1 FROM page_reviews approval
    WHERE approval.page_id = ${pageId} AND approval.status = 'approved'
      AND approval.content_hash = ${hash})`;

/**
 * Refuses to put live any text no approval of the page covers: the guard of publish, rollback
 * and import while review is required.
 */
export const approvedOnly: PublishGuard = async (tx, pageId, content) => {
  const [row] = await sqlRows<{ covered: boolean }>(
    tx,
    sql`SELECT ${approvalCovers(pageId, sql`md5((${content})::text)`)} AS covered`,
  );
  if (!row?.covered) throw new AppError('REVIEW_REQUIRED');
};

/**
 * Requests to publish. A submission keeps the draft's exact text; an approval covers that text
 * only (its hash), so a save after it voids it with no bookkeeping, and publishing or rolling back
 * to text an approval covers is allowed (`approvedOnly`).
 */
export function createReviewRepository(db: Db) {
  const select = () =>
    db.select(columns).from(pageReviews).innerJoin(pages, eq(pages.id, pageReviews.pageId));
  const get = async (id: number): Promise<Review | null> => {
    const [row] = await select().where(eq(pageReviews.id, id));
    return row ?? null;
  };

  return {
    /**
     * The draft of `code` as one review request; a pending request of the same page is superseded
     * (the newest draft is the one to decide on). Null without such a page.
     */
    async submit(
      code: string,
      by: string | null,
      note: string,
      checkedWith: string,
    ): Promise<Review | null> {
      const id = await db.transaction(async (tx) => {
        const [page] = await tx
          .select({ id: pages.id })
          .from(pages)
          .where(eq(pages.code, code))
          .for('update');
        if (!page) return null;
        await tx
          .update(pageReviews)
          .set({ status: 'superseded' })
          .where(and(eq(pageReviews.pageId, page.id), eq(pageReviews.status, 'pending')));
        const [row] = await tx
          .insert(pageReviews)
          .values({
            pageId: page.id,
            revision: sql`(SELECT ${pages.draftRevision} FROM ${pages} WHERE ${pages.id} = ${page.id})`,
            // Copied in SQL, so the request keeps exactly the stored draft text.
            page: sql`(SELECT ${pages.draft} FROM ${pages} WHERE ${pages.id} = ${page.id})`,
            contentHash: sql`(SELECT ${draftHash} FROM ${pages} WHERE ${pages.id} = ${page.id})`,
            note,
            submittedBy: by,
            checkedWith,
          })
          .returning({ id: pageReviews.id, revision: pageReviews.revision });
        if (!row) throw new Error(`submitting ${code} for review returned no row`);
        await appendAuditEntry(tx, {
          actor: by,
          action: 'review.submit',
          pageCode: code,
          detail: { review: row.id, revision: row.revision, note, rule_packs: checkedWith },
        });
        return row.id;
      });
      return id === null ? null : get(id);
    },

    /** Requests, newest first; of one status and one page when given. */
    async list(filter: { status?: ReviewStatus; pageCode?: string } = {}): Promise<Review[]> {
      const where = and(
        filter.status ? eq(pageReviews.status, filter.status) : undefined,
        filter.pageCode ? eq(pages.code, filter.pageCode) : undefined,
      );
      return select()
        .where(where)
        .orderBy(desc(pageReviews.submittedAt), desc(pageReviews.id))
        .limit(500);
    },

    get,

    /** The draft text a request was made for. */
    async content(id: number): Promise<ActivityPage | null> {
      const [row] = await db
        .select({ page: pageReviews.page })
        .from(pageReviews)
        .where(eq(pageReviews.id, id));
      return row ? (row.page as ActivityPage) : null;
    },

    /**
     * What a preview of `code` shows an editor, with whether an approval covers it: the draft as
     * saved now, or the text of one of its requests (`reviewId`). Null: no such page or request.
     */
    async forPreview(
      code: string,
      reviewId?: number,
    ): Promise<{ page: ActivityPage; approved: boolean } | null> {
      if (reviewId === undefined) {
        // Aliased: a one-table select would name its columns bare, which the subquery of
        // approvalCovers would read as its own.
        const [row] = await sqlRows<{ page: string; approved: boolean }>(
          db,
          sql`SELECT p.draft::text AS page,
                     ${approvalCovers(sql`p.id`, sql`md5(p.draft::text)`)} AS approved
              FROM pages p WHERE p.code = ${code}`,
        );
        return row ? { page: JSON.parse(row.page) as ActivityPage, approved: row.approved } : null;
      }
      const [row] = await db
        .select({
          page: pageReviews.page,
          approved: approvalCovers(pageReviews.pageId, pageReviews.contentHash),
        })
        .from(pageReviews)
        .innerJoin(pages, eq(pages.id, pageReviews.pageId))
        .where(and(eq(pageReviews.id, reviewId), eq(pages.code, code)));
      return row ? { page: row.page as ActivityPage, approved: row.approved } : null;
    },

    /**
     * Approves or rejects a pending request. Never by its submitter: the firm must show a second
     * person approved what visitors see.
     */
    async decide(
      id: number,
      status: 'approved' | 'rejected',
      decision: ReviewDecision,
    ): Promise<Review> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: pageReviews.status,
            submittedBy: pageReviews.submittedBy,
            revision: pageReviews.revision,
            code: pages.code,
          })
          .from(pageReviews)
          .innerJoin(pages, eq(pages.id, pageReviews.pageId))
          .where(eq(pageReviews.id, id))
          .for('update', { of: pageReviews });
        if (!row) throw new AppError('REVIEW_NOT_FOUND');
        if (row.status !== 'pending') throw new AppError('REVIEW_DECIDED');
        if (row.submittedBy !== null && row.submittedBy === decision.by) {
          throw new AppError('REVIEW_OWN_SUBMISSION');
        }
        await tx
          .update(pageReviews)
          .set({
            status,
            decidedBy: decision.by,
            decidedAt: sql`now()`,
            comment: decision.comment,
            notes: decision.notes ?? [],
            decidedWith: decision.checkedWith,
          })
          .where(eq(pageReviews.id, id));
        await appendAuditEntry(tx, {
          actor: decision.by,
          action: status === 'approved' ? 'review.approve' : 'review.reject',
          pageCode: row.code,
          detail: {
            review: id,
            revision: row.revision,
            comment: decision.comment,
            notes: decision.notes?.length ?? 0,
            rule_packs: decision.checkedWith,
          },
        });
      });
      const review = await get(id);
      if (!review) throw new AppError('REVIEW_NOT_FOUND');
      return review;
    },

    /** The newest request of `code` (what the builder shows beside 发布), or null. */
    async latest(code: string): Promise<Review | null> {
      const [row] = await select()
        .where(and(eq(pages.code, code), sql`${pageReviews.status} <> 'superseded'`))
        .orderBy(desc(pageReviews.submittedAt), desc(pageReviews.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Every page's standing (by page id; pages never submitted are absent) and how many requests
     * wait for a reviewer, in one query: the page list shows both.
     */
    async standings(): Promise<{ byPage: Map<number, ReviewStanding>; pending: number }> {
      // The window counts before DISTINCT ON keeps one row per page: every pending request. The
      // drafts are hashed after, once per page rather than once per decided request.
      const rows = await sqlRows<{
        page_id: number;
        id: number;
        status: ReviewStanding['status'];
        current: boolean;
        pending: number;
      }>(
        db,
        sql`SELECT s.page_id, s.id, s.status, s.content_hash = md5(p.draft::text) AS current,
                   s.pending
            FROM (SELECT DISTINCT ON (r.page_id) r.page_id, r.id, r.status, r.content_hash,
                         (count(*) FILTER (WHERE r.status = 'pending') OVER ())::int AS pending
                  FROM page_reviews r
                  WHERE r.status <> 'superseded'
                  ORDER BY r.page_id, r.submitted_at DESC, r.id DESC) s
            JOIN pages p ON p.id = s.page_id`,
      );
      return {
        byPage: new Map(
          rows.map((row) => [
            row.page_id,
            { id: row.id, status: row.status, current: row.current },
          ]),
        ),
        pending: rows[0]?.pending ?? 0,
      };
    },

    /** Who approved the text of each version of `code` that an approval covers, and when. */
    async approvalsOfVersions(
      code: string,
    ): Promise<Map<number, { by: string | null; at: Date | null }>> {
      const rows = await sqlRows<{ version: number; by: string | null; at: string | null }>(
        db,
        sql`SELECT DISTINCT ON (v.version) v.version::int AS version, r.decided_by AS by,
                   r.decided_at AS at
            FROM page_versions v
            JOIN pages p ON p.id = v.page_id
            JOIN page_reviews r ON r.page_id = v.page_id AND r.status = 'approved'
              AND r.content_hash = md5(v.data::text)
            WHERE p.code = ${code}
            ORDER BY v.version, r.decided_at DESC`,
      );
      return new Map(
        rows.map((row) => [row.version, { by: row.by, at: row.at ? new Date(row.at) : null }]),
      );
    },

    approvedOnly,
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
