import { and, eq, inArray, sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { validatePage } from '@h5-page/schema/validate-page';
import type { ActivityPage } from '@h5-page/schema/page';
import type { Db } from '../store/open-database.ts';
import { pageVersions, pages } from '../pages/store/tables.ts';
import { pageDigest } from './page-digest.ts';

/** `migrations/0021_page_seeds.sql`: the digests of every page content the seed has written. */
export const pageSeeds = pgTable(
  'page_seeds',
  {
    code: text('code').notNull(),
    digest: text('digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.digest] })],
);

export const SEED_UPDATE_NOTE = '初始页面更新';

export interface RefreshOptions {
  /** Page contents an earlier seed wrote before digests were recorded (the route template). */
  earlierSeeds?: (code: string) => readonly ActivityPage[];
}

/**
 * Brings seeded pages up to date with the current seed: a page whose draft, and live version if
 * any, are still exactly content the seed once wrote gets the current seed as its draft and a new
 * live version. A page an editor changed (draft or live version differing from every seed) is
 * left alone, and so is a page that does not exist. The page row is locked while deciding, so
 * an editor's save and a second server starting at once cannot interleave. Records the current
 * seeds' digests for later starts. Returns the codes it updated.
 */
export async function refreshSeededPages(
  db: Db,
  seeds: readonly ActivityPage[],
  options: RefreshOptions = {},
): Promise<string[]> {
  const updated: string[] = [];
  const current = seeds.flatMap((seed) => {
    const result = validatePage(seed);
    return result.ok ? [{ page: result.page, digest: pageDigest(result.page) }] : [];
  });
  // Every restart after the first finds the seeds recorded and the pages as they wrote them: two
  // reads tell so, instead of a locked transaction per page.
  const codes = current.map(({ page }) => page.code);
  const [drafts, recordedSeeds] =
    codes.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ code: pages.code, draft: pages.draft })
            .from(pages)
            .where(inArray(pages.code, codes)),
          db
            .select({ code: pageSeeds.code, digest: pageSeeds.digest })
            .from(pageSeeds)
            .where(inArray(pageSeeds.code, codes)),
        ]);
  const draftDigests = new Map(drafts.map((row) => [row.code, pageDigest(row.draft)]));
  const recordedPairs = new Set(recordedSeeds.map((row) => `${row.code}\u0000${row.digest}`));
  for (const { page, digest } of current) {
    const draftDigest = draftDigests.get(page.code);
    const upToDate = draftDigest === undefined || draftDigest === digest;
    if (upToDate && recordedPairs.has(`${page.code}\u0000${digest}`)) continue;
    const earlier = (options.earlierSeeds?.(page.code) ?? []).flatMap((old) => {
      const checked = validatePage(old);
      return checked.ok ? [pageDigest(checked.page)] : [];
    });

    const changed = await db.transaction(async (tx) => {
      await tx.insert(pageSeeds).values({ code: page.code, digest }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: pages.id, draft: pages.draft, liveId: pages.publishedVersionId })
        .from(pages)
        .where(eq(pages.code, page.code))
        .for('update');
      if (!row) return false;
      const draftDigest = pageDigest(row.draft);
      if (draftDigest === digest) return false;
      const recorded = await tx
        .select({ digest: pageSeeds.digest })
        .from(pageSeeds)
        .where(eq(pageSeeds.code, page.code));
      const known = new Set([...earlier, ...recorded.map((r) => r.digest)]);
      if (!known.has(draftDigest)) return false;
      if (row.liveId !== null) {
        const [live] = await tx
          .select({ data: pageVersions.data })
          .from(pageVersions)
          .where(and(eq(pageVersions.id, row.liveId), eq(pageVersions.pageId, row.id)));
        if (live && !known.has(pageDigest(live.data))) return false;
      }
      await tx
        .update(pages)
        .set({
          title: page.title,
          draft: page,
          // A new draft is a new revision: a save based on the old one must not overwrite it
          // unseen, and a thumbnail cached for the old one must not stand for it.
          draftRevision: sql`${pages.draftRevision} + 1`,
          draftUpdatedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(pages.id, row.id));
      const [last] = await tx
        .select({ max: sql<number | null>`max(${pageVersions.version})` })
        .from(pageVersions)
        .where(eq(pageVersions.pageId, row.id));
      const [version] = await tx
        .insert(pageVersions)
        .values({
          pageId: row.id,
          version: Number(last?.max ?? 0) + 1,
          data: page,
          note: SEED_UPDATE_NOTE,
        })
        .returning({ id: pageVersions.id });
      if (!version) throw new Error(`publishing the seed of ${page.code} returned no row`);
      await tx.update(pages).set({ publishedVersionId: version.id }).where(eq(pages.id, row.id));
      return true;
    });
    if (changed) updated.push(page.code);
  }
  return updated;
}
