import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import type { StatsPeriod } from '../core/stats-period.ts';
import type { LeadExtraAnswer } from '@h5-page/schema/lead-extra-fields';

export interface LeadListRow {
  id: number;
  created_at: string;
  /** Null once erased (retention or a visitor's request). */
  handset: string | null;
  nick_name: string;
  cps_id: string;
  province: string | null;
  city: string | null;
  area: string | null;
  /** The answers to the lead form's extra fields, in the form's order. */
  extra: LeadExtraAnswer[];
  /** When the personal fields were erased (ISO 8601); null while kept. */
  erased_at: string | null;
  /** The name the page's channels give `cps_id`; null for a channel not named. */
  channel_name: string | null;
  /** The A/B variant the visitor was shown (its key); null without an experiment. */
  variant: string | null;
}

export interface LeadExportRow {
  id: number;
  username: string;
  role: string;
  page_code: string;
  from: string | null;
  to: string | null;
  full_phones: boolean;
  subject: string;
  action: 'export' | 'read';
  row_count: number;
  exported_at: string;
}

/**
 * A page's leads for the builder, newest first, with the address the visitor registered by
 * (users, by handset) where there is one; and the record of releases of personal data
 * (`personal-release-log.ts` writes it).
 */
export function createLeadListRepository(db: Db) {
  const where = (code: string, period: StatsPeriod) =>
    sql`l.page_code = ${code} AND l.created_at >= ${period.start.toISOString()}::timestamptz
        AND l.created_at < ${period.end.toISOString()}::timestamptz`;
  const select = sql`SELECT l.id::int AS id,
      to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      l.handset, l.nick_name, l.cps_id, u.province, u.city, u.area, l.extra,
      to_char(l.erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS erased_at,
      ch.name AS channel_name, l.variant
    FROM leads l LEFT JOIN users u ON u.handset = l.handset
      LEFT JOIN pages p ON p.code = l.page_code
      LEFT JOIN page_channels ch ON ch.page_id = p.id AND ch.cps_id = l.cps_id AND l.cps_id <> ''`;

  return {
    async page(code: string, period: StatsPeriod, offset: number, limit: number) {
      const [counted] = await sqlRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM leads l WHERE ${where(code, period)}`,
      );
      const rows = await sqlRows<LeadListRow>(
        db,
        sql`${select} WHERE ${where(code, period)}
            ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`,
      );
      return { total: counted?.total ?? 0, rows };
    },

    /** Every lead of the page and period, oldest first (the order a spreadsheet reads). */
    all(code: string, period: StatsPeriod): Promise<LeadListRow[]> {
      return sqlRows<LeadListRow>(
        db,
        sql`${select} WHERE ${where(code, period)} ORDER BY l.created_at, l.id`,
      );
    },

    /** Newest first. */
    exports(pageCode: string | undefined, limit: number): Promise<LeadExportRow[]> {
      return sqlRows<LeadExportRow>(
        db,
        sql`SELECT id, username, role, page_code,
              to_char(period_from, 'YYYY-MM-DD') AS "from", to_char(period_to, 'YYYY-MM-DD') AS "to",
              full_phones, row_count, subject, action,
              to_char(exported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS exported_at
            FROM lead_exports
            ${pageCode === undefined ? sql`` : sql`WHERE page_code = ${pageCode}`}
            ORDER BY id DESC LIMIT ${limit}`,
      );
    },
  };
}
