import { desc, eq } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { media } from './admin-tables.ts';

export interface MediaInfo {
  hash: string;
  ext: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  uploadedAt: Date;
}

const info = {
  hash: media.hash,
  ext: media.ext,
  type: media.type,
  size: media.size,
  width: media.width,
  height: media.height,
  uploadedBy: media.uploadedBy,
  uploadedAt: media.uploadedAt,
};

/** Uploads by content hash: the same bytes are stored once, whoever uploads them again. */
export function createMediaRepository(db: Db) {
  return {
    async save(file: Omit<MediaInfo, 'uploadedAt'> & { data: Buffer }): Promise<MediaInfo> {
      await db.insert(media).values(file).onConflictDoNothing({ target: media.hash });
      const [row] = await db.select(info).from(media).where(eq(media.hash, file.hash));
      if (!row) throw new Error(`media ${file.hash} vanished after saving`);
      return row;
    },

    list(limit = 500): Promise<MediaInfo[]> {
      return db.select(info).from(media).orderBy(desc(media.uploadedAt)).limit(limit);
    },

    async read(hash: string): Promise<{ type: string; ext: string; data: Buffer } | null> {
      const [row] = await db
        .select({ type: media.type, ext: media.ext, data: media.data })
        .from(media)
        .where(eq(media.hash, hash));
      return row ?? null;
    },
  };
}
