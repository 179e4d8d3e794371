import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { ActivityPage } from '@h5-page/schema/page';
import type { Db } from '../store/open-database.ts';
import { pages } from '../pages/store/tables.ts';
import { approvalCovers } from '../review/review-repository.ts';
import { previewLinks } from './admin-tables.ts';

/** A live preview link of a page (its token is derived from these, see preview-token.ts). */
export interface PreviewLink {
  id: string;
  code: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** Whether it shows the draft as it is saved now. */
  current: boolean;
}

export interface CreatePreviewLink {
  by: string | null;
  ttlMs: number;
  /** Live links a page may have; beyond, 'full'. */
  maxLive: number;
  /** Runs in the transaction that makes a new link (not one answered again): its audit entry. */
  record?: (tx: Db, link: PreviewLink) => Promise<unknown>;
}

// The draft's text as stored, hashed in SQL: the same on PGlite and PostgreSQL.
const draftHash = sql<string>`md5(${pages.draft}::text)`;

/**
 * Preview links in the database, so every server process honours a revocation at once. Each
 * keeps the exact draft text it was made for. Asking again for a draft that already has a link
 * with most of its day ahead answers that link, so opening the preview drawer does not pile up
 * links.
 */
export function createPreviewLinkRepository(db: Db) {
  const now = () => new Date();
  const linkOut = (
    row: Omit<PreviewLink, 'current' | 'code'> & { contentHash: string },
    code: string,
    hash: string,
  ): PreviewLink => ({
    id: row.id,
    code,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    current: row.contentHash === hash,
  });
  const columns = {
    id: previewLinks.id,
    contentHash: previewLinks.contentHash,
    createdBy: previewLinks.createdBy,
    createdAt: previewLinks.createdAt,
    expiresAt: previewLinks.expiresAt,
  };

  return {
    /** A link to the draft of `code` as saved now; 'missing' without such a page. */
    async create(
      code: string,
      options: CreatePreviewLink,
    ): Promise<PreviewLink | 'missing' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.delete(previewLinks).where(lte(previewLinks.expiresAt, now()));
        // Locked, so two requests for one draft agree on one link.
        const [page] = await tx
          .select({ id: pages.id, hash: draftHash })
          .from(pages)
          .where(eq(pages.code, code))
          .for('update');
        if (!page) return 'missing';
        const reuseAfter = new Date(Date.now() + options.ttlMs / 2);
        const [reused] = await tx
          .select(columns)
          .from(previewLinks)
          .where(
            and(
              eq(previewLinks.pageId, page.id),
              eq(previewLinks.contentHash, page.hash),
              gt(previewLinks.expiresAt, reuseAfter),
            ),
          )
          .orderBy(desc(previewLinks.expiresAt))
          .limit(1);
        if (reused) return linkOut(reused, code, page.hash);
        const [live] = await tx
          .select({ n: count() })
          .from(previewLinks)
          .where(eq(previewLinks.pageId, page.id));
        if (Number(live?.n ?? 0) >= options.maxLive) return 'full';
        const id = randomBytes(16).toString('base64url');
        const expiresAt = new Date(Date.now() + options.ttlMs);
        // The copy happens in SQL, so the link keeps exactly the stored draft text.
        const [row] = await tx
          .insert(previewLinks)
          .values({
            id,
            pageId: page.id,
            contentHash: page.hash,
            page: sql`(SELECT ${pages.draft} FROM ${pages} WHERE ${pages.id} = ${page.id})`,
            createdBy: options.by,
            expiresAt,
          })
          .returning(columns);
        if (!row) throw new Error(`creating a preview link of ${code} returned no row`);
        const link = linkOut(row, code, page.hash);
        await options.record?.(tx, link);
        return link;
      });
    },

    /** The live links of `code`, newest first; null without such a page. */
    async list(code: string): Promise<PreviewLink[] | null> {
      const [page] = await db
        .select({ id: pages.id, hash: draftHash })
        .from(pages)
        .where(eq(pages.code, code));
      if (!page) return null;
      const rows = await db
        .select(columns)
        .from(previewLinks)
        .where(and(eq(previewLinks.pageId, page.id), gt(previewLinks.expiresAt, now())))
        .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
      return rows.map((row) => linkOut(row, code, page.hash));
    },

    /**
     * The draft a live link of `code` was made for, and whether an approval of the page covers
     * that text; null when revoked, expired or unknown.
     */
    async snapshot(
      code: string,
      id: string,
    ): Promise<{ page: ActivityPage; approved: boolean } | null> {
      const [row] = await db
        .select({
          page: previewLinks.page,
          approved: approvalCovers(previewLinks.pageId, previewLinks.contentHash),
        })
        .from(previewLinks)
        .innerJoin(pages, eq(pages.id, previewLinks.pageId))
        .where(
          and(eq(previewLinks.id, id), eq(pages.code, code), gt(previewLinks.expiresAt, now())),
        );
      return row ? { page: row.page as ActivityPage, approved: row.approved } : null;
    },

    /**
     * Revokes a link of `code`; false when there was no such live link. `record` runs in the
     * revoking transaction (its audit entry).
     */
    async revoke(
      code: string,
      id: string,
      record?: (tx: Db, link: { id: string; expiresAt: Date }) => Promise<unknown>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(previewLinks)
          .where(
            and(
              eq(previewLinks.id, id),
              sql`${previewLinks.pageId} = (SELECT ${pages.id} FROM ${pages} WHERE ${pages.code} = ${code})`,
            ),
          )
          .returning({ id: previewLinks.id, expiresAt: previewLinks.expiresAt });
        const live = removed.find((row) => row.expiresAt > now());
        if (live) await record?.(tx, live);
        return live !== undefined;
      });
    },
  };
}

export type PreviewLinkRepository = ReturnType<typeof createPreviewLinkRepository>;
