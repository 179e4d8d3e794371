import { count, eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { browseUploads } from './tables.ts';

export interface BrowseRepository {
  record(softuserId: number, browseCollectId: string, now?: Date): Promise<number>;
  count(browseCollectId: string): Promise<number>;
}

/** Browse uploads: buttons with oaStatistics report their uploadId for a logged-in visitor. */
export function createBrowseRepository(db: Db): BrowseRepository {
  return {
    async record(softuserId, browseCollectId, now = new Date()) {
      const [row] = await db
        .insert(browseUploads)
        .values({ softuserId, browseCollectId, createdAt: now })
        .returning({ id: browseUploads.id });
      if (!row) throw new Error('browse upload insert returned no row');
      return row.id;
    },
    async count(browseCollectId) {
      const [row] = await db
        .select({ n: count() })
        .from(browseUploads)
        .where(eq(browseUploads.browseCollectId, browseCollectId));
      return Number(row?.n ?? 0);
    },
  };
}
