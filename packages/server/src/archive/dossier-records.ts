import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { pageVersions, pages } from '../pages/store/tables.ts';
import { pageReviews } from '../review/review-tables.ts';
import { pageChannels } from '../channels/channel-tables.ts';
import { auditEntries } from '../audit/audit-tables.ts';
import { events } from '../tracking/event-tables.ts';
import { sqlRows } from '../store/sql-rows.ts';

/** An approval of the text a version published, as the filing cites it. */
export interface DossierApproval {
  review: number;
  revision: number;
  submitted_by: string | null;
  submitted_at: string;
  note: string;
  decided_by: string | null;
  decided_at: string | null;
  comment: string;
  checked_with: string | null;
  decided_with: string | null;
}

export interface DossierAuditEntry {
  seq: number;
  at: string;
  actor: string | null;
  action: string;
  detail: Record<string, unknown>;
  hash: string;
}

/** What the records say of one published version, beside its archive. */
export interface VersionRecords {
  title: string;
  version: number;
  published_at: string;
  published_by: string | null;
  /** The page file visitors got: what the checks are run on. */
  data: unknown;
  approvals: DossierApproval[];
  channels: { cps_id: string; name: string; created_at: string }[];
  /** When the version was what visitors got: from each entry that put it live to the next. */
  live_windows: { from: string; to: string | null }[];
  first_live_at: string | null;
  last_live_at: string | null;
  /** The entries recording the version: its submission, approvals, publish and rollbacks. */
  audit: DossierAuditEntry[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entries that change which version visitors get, and the version each puts live. */
const LIVE_ACTIONS = ['page.publish', 'page.schedule', 'page.rollback'];

/**
 * The version's live windows from the trail: each publish, rollback or scheduled start makes its
 * version the live one from its time (a schedule's `starts_at`) until the next such entry.
 */
export function liveWindows(
  entries: readonly { at: Date; action: string; detail: Record<string, unknown> }[],
  version: number,
): { from: Date; to: Date | null }[] {
  const moves = entries
    .filter((entry) => LIVE_ACTIONS.includes(entry.action))
    .map((entry) => {
      const starts = entry.detail.starts_at;
      const from =
        entry.action !== 'page.rollback' && typeof starts === 'string'
          ? new Date(starts)
          : entry.at;
      return { from, version: entry.detail.version };
    })
    .filter((move) => !Number.isNaN(move.from.getTime()))
    .sort((a, b) => a.from.getTime() - b.from.getTime());
  const windows: { from: Date; to: Date | null }[] = [];
  moves.forEach((move, index) => {
    if (move.version !== version) return;
    windows.push({ from: move.from, to: moves[index + 1]?.from ?? null });
  });
  return windows;
}

/** The records of version `version` of page `code`; null when it was never published. */
export async function versionRecords(
  db: Db,
  code: string,
  version: number,
): Promise<VersionRecords | null> {
  const [row] = await db
    .select({
      pageId: pages.id,
      title: pages.title,
      data: pageVersions.data,
      hash: sql<string>`md5(${pageVersions.data}::text)`,
      publishedAt: pageVersions.publishedAt,
      publishedBy: pageVersions.publishedBy,
    })
    .from(pageVersions)
    .innerJoin(pages, eq(pages.id, pageVersions.pageId))
    .where(and(eq(pages.code, code), eq(pageVersions.version, version)));
  if (!row) return null;

  // Review stores the submitted text hashed as publish copies it, so one hash names one text.
  const reviews = await db
    .select()
    .from(pageReviews)
    .where(
      and(
        eq(pageReviews.pageId, row.pageId),
        eq(pageReviews.contentHash, row.hash),
        eq(pageReviews.status, 'approved'),
      ),
    )
    .orderBy(asc(pageReviews.id));
  const channels = await db
    .select({ cpsId: pageChannels.cpsId, name: pageChannels.name, at: pageChannels.createdAt })
    .from(pageChannels)
    .where(eq(pageChannels.pageId, row.pageId))
    .orderBy(asc(pageChannels.createdAt), asc(pageChannels.id));
  const trail = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.pageCode, code),
        inArray(auditEntries.action, [...LIVE_ACTIONS, 'review.submit', 'review.approve']),
      ),
    )
    .orderBy(asc(auditEntries.seq));
  const reviewIds = new Set(reviews.map((review) => review.id));
  const recording = trail.filter((entry) =>
    entry.action.startsWith('review.')
      ? reviewIds.has(Number(entry.detail.review))
      : entry.detail.version === version,
  );

  let windows = liveWindows(trail, version);
  // A version published before the trail was kept (the seed's own pages): from its publish on.
  if (windows.length === 0) windows = [{ from: row.publishedAt, to: null }];
  const seen = await Promise.all(
    windows.map(async (window) => {
      const [found] = await sqlRows<{ first: Date | string | null; last: Date | string | null }>(
        db,
        sql`SELECT min(${events.createdAt}) AS first, max(${events.createdAt}) AS last
            FROM ${events}
            WHERE ${events.pageCode} = ${code} AND ${events.kind} = 'pv'
              AND ${events.createdAt} >= ${window.from.toISOString()}
              ${window.to ? sql`AND ${events.createdAt} < ${window.to.toISOString()}` : sql``}`,
      );
      const at = (value: Date | string | null | undefined) =>
        value === null || value === undefined ? null : new Date(value);
      return { first: at(found?.first), last: at(found?.last) };
    }),
  );
  const firsts = seen.flatMap((one) => (one.first ? [one.first.getTime()] : []));
  const lasts = seen.flatMap((one) => (one.last ? [one.last.getTime()] : []));

  return {
    title: row.title,
    version,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedBy,
    data: row.data,
    approvals: reviews.map((review) => ({
      review: review.id,
      revision: review.revision,
      submitted_by: review.submittedBy,
      submitted_at: review.submittedAt.toISOString(),
      note: review.note,
      decided_by: review.decidedBy,
      decided_at: iso(review.decidedAt),
      comment: review.comment,
      checked_with: review.checkedWith,
      decided_with: review.decidedWith,
    })),
    channels: channels.map((channel) => ({
      cps_id: channel.cpsId,
      name: channel.name,
      created_at: channel.at.toISOString(),
    })),
    live_windows: windows.map((window) => ({
      from: window.from.toISOString(),
      to: iso(window.to),
    })),
    first_live_at: firsts.length > 0 ? new Date(Math.min(...firsts)).toISOString() : null,
    last_live_at: lasts.length > 0 ? new Date(Math.max(...lasts)).toISOString() : null,
    audit: recording.map((entry) => ({
      seq: entry.seq,
      at: entry.at.toISOString(),
      actor: entry.actor,
      action: entry.action,
      detail: entry.detail as Record<string, unknown>,
      hash: entry.hash,
    })),
  };
}
