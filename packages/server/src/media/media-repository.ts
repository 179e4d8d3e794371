import { and, desc, eq, ilike, like } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { media } from './media-tables.ts';

export interface MediaInfo {
  hash: string;
  /** What the library calls it ('' for uploads from before names). */
  name: string;
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
  name: media.name,
  ext: media.ext,
  type: media.type,
  size: media.size,
  width: media.width,
  height: media.height,
  uploadedBy: media.uploadedBy,
  uploadedAt: media.uploadedAt,
};

export interface MediaQuery {
  /** Part of the name, any letter case. */
  q?: string;
  /** `image` or `video`: the start of the MIME type. */
  kind?: 'image' | 'video';
  limit?: number;
}

/** `%` and `_` mean themselves in a search. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Uploads by content hash: the same bytes are stored once, whoever uploads them again (under
 * the name they first came with). Pass a transaction as `db` to take part in it.
 */
export function createMediaRepository(db: Db) {
  return {
    async save(file: Omit<MediaInfo, 'uploadedAt'> & { data: Buffer }): Promise<MediaInfo> {
      await db.insert(media).values(file).onConflictDoNothing({ target: media.hash });
      const [row] = await db.select(info).from(media).where(eq(media.hash, file.hash));
      if (!row) throw new Error(`media ${file.hash} vanished after saving`);
      return row;
    },

    /** Newest first. */
    list(query: MediaQuery = {}): Promise<MediaInfo[]> {
      const q = query.q?.trim();
      return db
        .select(info)
        .from(media)
        .where(
          and(
            q ? ilike(media.name, `%${likeText(q)}%`) : undefined,
            query.kind ? like(media.type, `${query.kind}/%`) : undefined,
          ),
        )
        .orderBy(desc(media.uploadedAt))
        .limit(query.limit ?? 500);
    },

    async find(hash: string): Promise<MediaInfo | null> {
      const [row] = await db.select(info).from(media).where(eq(media.hash, hash));
      return row ?? null;
    },

    /** Renames a file; null when there is none. */
    async rename(hash: string, name: string): Promise<MediaInfo | null> {
      const [row] = await db
        .update(media)
        .set({ name })
        .where(eq(media.hash, hash))
        .returning(info);
      return row ?? null;
    },

    /** Deletes a file; false when there was none. */
    async remove(hash: string): Promise<boolean> {
      const rows = await db
        .delete(media)
        .where(eq(media.hash, hash))
        .returning({ hash: media.hash });
      return rows.length > 0;
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
