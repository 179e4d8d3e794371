import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import { pages } from '../pages/store/tables.ts';
import type { Db } from '../store/open-database.ts';
import { pageChannels } from './channel-tables.ts';

/** A named channel of a page: the `cps_id` its link carries. */
export interface Channel {
  cpsId: string;
  name: string;
  createdBy: string | null;
  createdAt: Date;
}

const columns = {
  cpsId: pageChannels.cpsId,
  name: pageChannels.name,
  createdBy: pageChannels.createdBy,
  createdAt: pageChannels.createdAt,
};

/**
 * The channels of each page. Every write locks the page's row first, so a page deleted meanwhile
 * is seen as gone rather than half-written, and appends its audit entry in the same transaction.
 * Stats never read this table: they key visits and leads by `cps_id` alone, so a deleted channel's
 * past figures stay.
 */
export function createChannelRepository(db: Db) {
  const pageIdOf = async (tx: Db, code: string, lock: boolean): Promise<number | null> => {
    const query = tx.select({ id: pages.id }).from(pages).where(eq(pages.code, code));
    const [row] = lock ? await query.for('update') : await query;
    return row?.id ?? null;
  };

  return {
    /** The page's channels, oldest first; null without such a page. */
    async list(code: string): Promise<Channel[] | null> {
      const pageId = await pageIdOf(db, code, false);
      if (pageId === null) return null;
      return db
        .select(columns)
        .from(pageChannels)
        .where(eq(pageChannels.pageId, pageId))
        .orderBy(asc(pageChannels.createdAt), asc(pageChannels.id));
    },

    async get(code: string, cpsId: string): Promise<Channel | null> {
      const [row] = await db
        .select(columns)
        .from(pageChannels)
        .innerJoin(pages, eq(pages.id, pageChannels.pageId))
        .where(and(eq(pages.code, code), eq(pageChannels.cpsId, cpsId)));
      return row ?? null;
    },

    /** Adds a channel; `CHANNEL_EXISTS` when the page has that cps_id, null without the page. */
    async create(
      code: string,
      channel: { cpsId: string; name: string },
      by: string | null,
    ): Promise<Channel | null> {
      return db.transaction(async (tx) => {
        const pageId = await pageIdOf(tx, code, true);
        if (pageId === null) return null;
        // The unique key decides, so two editors adding one cps_id at once get one channel.
        const [row] = await tx
          .insert(pageChannels)
          .values({ pageId, cpsId: channel.cpsId, name: channel.name, createdBy: by })
          .onConflictDoNothing()
          .returning(columns);
        if (!row) throw new AppError('CHANNEL_EXISTS');
        await appendAuditEntry(tx, {
          actor: by,
          action: 'channel.create',
          pageCode: code,
          detail: { cps_id: row.cpsId, name: row.name },
        });
        return row;
      });
    },

    /** Renames a channel (its cps_id, and so its link, stays); null when there is none. */
    async rename(
      code: string,
      cpsId: string,
      name: string,
      by: string | null,
    ): Promise<Channel | null> {
      return db.transaction(async (tx) => {
        const pageId = await pageIdOf(tx, code, true);
        if (pageId === null) return null;
        const [before] = await tx
          .select({ name: pageChannels.name })
          .from(pageChannels)
          .where(and(eq(pageChannels.pageId, pageId), eq(pageChannels.cpsId, cpsId)));
        if (!before) return null;
        const [row] = await tx
          .update(pageChannels)
          .set({ name })
          .where(and(eq(pageChannels.pageId, pageId), eq(pageChannels.cpsId, cpsId)))
          .returning(columns);
        if (!row) return null;
        await appendAuditEntry(tx, {
          actor: by,
          action: 'channel.rename',
          pageCode: code,
          detail: { cps_id: cpsId, from: before.name, to: name },
        });
        return row;
      });
    },

    /** Deletes a channel; false when there is none. Its past stats stay (keyed by cps_id). */
    async remove(code: string, cpsId: string, by: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const pageId = await pageIdOf(tx, code, true);
        if (pageId === null) return false;
        const [row] = await tx
          .delete(pageChannels)
          .where(and(eq(pageChannels.pageId, pageId), eq(pageChannels.cpsId, cpsId)))
          .returning({ name: pageChannels.name });
        if (!row) return false;
        await appendAuditEntry(tx, {
          actor: by,
          action: 'channel.delete',
          pageCode: code,
          detail: { cps_id: cpsId, name: row.name },
        });
        return true;
      });
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
