import { sql } from 'drizzle-orm';
import { chinaDateTimeText } from '@h5-page/schema/china-time';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import type { NotificationDraft, NotificationRepository } from './notification-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How far back a start or an end is still news: a process that was down longer says nothing. */
export const SCHEDULE_LOOKBACK_MS = HOUR_MS;
/** An end this close is 即将结束. */
export const ENDING_SOON_MS = 24 * HOUR_MS;

interface ShownVersion {
  code: string;
  title: string;
  updated_by: string | null;
  published_by: string | null;
  version_id: number;
  version: number;
  /** Epoch ms. */
  starts_at: number | null;
  ends_at: number | null;
  published_at: number;
  /** The start of the version waiting to replace this live one; null: none waits. */
  next_starts_at: number | null;
}

const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);

/**
 * Every version a page points at (live, or waiting for its start) with its window, and, for the
 * live one, when the waiting one takes over: an end after that takeover is never seen by visitors.
 */
const shownVersions = (db: Db) =>
  sqlRows<ShownVersion>(
    db,
    sql`SELECT p.code, p.title, p.updated_by, v.published_by, v.id AS version_id, v.version,
               ${ms('v.starts_at')} AS starts_at, ${ms('v.ends_at')} AS ends_at,
               ${ms('v.published_at')} AS published_at, ${ms('s.starts_at')} AS next_starts_at
          FROM pages p
          JOIN page_versions v ON v.id IN (p.published_version_id, p.scheduled_version_id)
          LEFT JOIN page_versions s
            ON s.id = p.scheduled_version_id AND v.id = p.published_version_id
         WHERE v.starts_at IS NOT NULL OR v.ends_at IS NOT NULL`,
  );

/**
 * The starts and ends of publish windows as news, read from the store at `now` (the pages'
 * clock): a start reached (of a version that waited for it, not one put live at once), an end
 * passed, and an end less than 24 hours ahead of a live page. Each is keyed by its version and
 * instant, so sweeping again, or on several processes, tells it once; the page's people hear of
 * it (who last saved it, who submitted it, who published the version), else the admins.
 */
export async function scheduleNews(
  db: Db,
  repository: NotificationRepository,
  now: number,
): Promise<NotificationDraft[]> {
  const since = now - SCHEDULE_LOOKBACK_MS;
  const within = (instant: number | null, from: number, to: number): instant is number =>
    instant !== null && instant > from && instant <= to;
  const drafts: NotificationDraft[] = [];
  for (const shown of await shownVersions(db)) {
    const { starts_at: startsAt, ends_at: endsAt, next_starts_at: nextStart } = shown;
    // The live version's end is not seen when the waiting one has taken over by then.
    const endSeen = endsAt !== null && (nextStart === null || nextStart > endsAt);
    const liveNow = startsAt === null || startsAt <= now;
    const page = `「${shown.title || shown.code}」`;
    const news = (
      kind: NotificationDraft['kind'],
      key: string,
      at: number,
      text: string,
    ): Omit<NotificationDraft, 'recipients'> => ({
      key,
      kind,
      pageCode: shown.code,
      text,
      target: { screen: 'page', code: shown.code },
      at: new Date(at),
    });
    const found: Omit<NotificationDraft, 'recipients'>[] = [];
    if (within(startsAt, since, now) && startsAt > shown.published_at) {
      found.push(
        news(
          'schedule_started',
          `started:${shown.version_id}:${startsAt}`,
          startsAt,
          `${page}的活动已于 ${chinaDateTimeText(startsAt, now)} 开始，访客现在看到第 ${shown.version} 版`,
        ),
      );
    }
    if (endSeen && within(endsAt, since, now)) {
      found.push(
        news(
          'schedule_ended',
          `ended:${shown.version_id}:${endsAt}`,
          endsAt,
          `${page}的活动已于 ${chinaDateTimeText(endsAt, now)} 结束，访客现在看到结束后的页面`,
        ),
      );
    }
    if (endSeen && liveNow && within(endsAt, now, now + ENDING_SOON_MS)) {
      found.push(
        news(
          'page_ending_soon',
          `ending:${shown.version_id}:${endsAt}`,
          now,
          `${page}将于 ${chinaDateTimeText(endsAt, now)} 结束（不到 24 小时），如需延长请重新设置结束时间后发布`,
        ),
      );
    }
    if (found.length === 0) continue;
    const folk = await repository.pageFolk(shown.code);
    const people = await repository.enabled([
      shown.updated_by,
      shown.published_by,
      folk?.submittedBy ?? null,
    ]);
    const recipients = people.length > 0 ? people : await repository.admins();
    drafts.push(...found.map((draft) => ({ ...draft, recipients })));
  }
  return drafts;
}
