import { and, eq } from 'drizzle-orm';
import { pageVersions, pages } from '../pages/store/tables.ts';
import type { Db } from '../store/open-database.ts';
import { pageVersionArchives } from './archive-tables.ts';

export interface VersionArchive {
  /** The HTML as the server sent it. */
  html: string;
  /** The same page as one self-contained file. */
  file: string;
  renderedAt: Date;
  /** The rule packs in force when the version went live; null for archives kept before packs. */
  checkedWith: string | null;
}

/** The archives of published versions: kept once per version, never replaced. */
export function createArchiveRepository(db: Db) {
  return {
    /** Whether `versionId` has its archive already. */
    async has(versionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: pageVersionArchives.versionId })
        .from(pageVersionArchives)
        .where(eq(pageVersionArchives.versionId, versionId));
      return row !== undefined;
    },

    /** Keeps the first archive of a version; a second one (another process) changes nothing. */
    async keep(versionId: number, html: string, file: string, checkedWith: string): Promise<void> {
      await db
        .insert(pageVersionArchives)
        .values({ versionId, html, file, checkedWith })
        .onConflictDoNothing({ target: pageVersionArchives.versionId });
    },

    async get(code: string, version: number): Promise<VersionArchive | null> {
      const [row] = await db
        .select({
          html: pageVersionArchives.html,
          file: pageVersionArchives.file,
          renderedAt: pageVersionArchives.renderedAt,
          checkedWith: pageVersionArchives.checkedWith,
        })
        .from(pageVersionArchives)
        .innerJoin(pageVersions, eq(pageVersions.id, pageVersionArchives.versionId))
        .innerJoin(pages, eq(pages.id, pageVersions.pageId))
        .where(and(eq(pages.code, code), eq(pageVersions.version, version)));
      return row ?? null;
    },

    /** The versions of a page that have an archive. */
    async versionsOf(code: string): Promise<Set<number>> {
      const rows = await db
        .select({ version: pageVersions.version })
        .from(pageVersionArchives)
        .innerJoin(pageVersions, eq(pageVersions.id, pageVersionArchives.versionId))
        .innerJoin(pages, eq(pages.id, pageVersions.pageId))
        .where(eq(pages.code, code));
      return new Set(rows.map((row) => row.version));
    },
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
