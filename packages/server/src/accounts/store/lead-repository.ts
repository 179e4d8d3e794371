import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { variantColumns } from '../../experiments/variant-columns.ts';
import { leads } from './tables.ts';
import type { LeadRow } from './tables.ts';
import type { LeadExtraAnswer } from '@h5-page/schema/lead-extra-fields';

export interface NewLead {
  /** The page the lead came from; '' when it is not known (never null: see the migration). */
  pageCode: string;
  handset: string;
  nickName: string;
  /** Channel (`cps_id`); '' when none was given. */
  cpsId: string;
  versionId: number;
  isSendResult: number;
  createdAt?: Date;
  /** The answers to the form's extra fields (none when it has none). */
  extra?: LeadExtraAnswer[];
  /** The privacy statement's version the visitor agreed to. */
  consentVersion?: number | null;
  /**
   * The A/B variant the visitor was shown, as its token (none when the page has no experiment):
   * stored as the key and whether the visitor was in an automatic allocation's holdout.
   */
  variant?: string | null;
}

export interface LeadQuery {
  pageCode?: string;
  since?: Date;
}

export interface LeadInsert {
  lead: LeadRow;
  /** False when the handset had already left a lead on this page (nothing was written). */
  created: boolean;
}

export interface LeadRepository {
  find(handset: string, pageCode: string): Promise<LeadRow | null>;
  /** Inserts the lead unless the handset already left one on the page; then returns that one. */
  insert(lead: NewLead): Promise<LeadInsert>;
  /** Newest first. */
  list(query?: LeadQuery & { limit?: number }): Promise<LeadRow[]>;
  count(query?: LeadQuery): Promise<number>;
  /** Erases the personal fields of leads stored before `cutoff`; answers how many. */
  eraseOlderThan(cutoff: Date, at: Date): Promise<number>;
  /** Erases the personal fields of every lead of `handset`; answers how many. */
  eraseHandset(handset: string, at: Date): Promise<number>;
}

/**
 * What erasing leaves of a lead: page, channel, time, form version and consent version (no one
 * is identified by them, and stats keep counting the lead); phone, name and every answer to the
 * form's extra fields (an address, free text) go.
 */
const ERASED = {
  handset: null,
  nickName: '',
  extra: sql`'[]'::jsonb`,
} as const;

/** Leads of the lead form. Pass a transaction as `db` to take part in it. */
export function createLeadRepository(db: Db): LeadRepository {
  const find = async (handset: string, pageCode: string) => {
    const [row] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.handset, handset), eq(leads.pageCode, pageCode)));
    return row ?? null;
  };
  const where = (query: LeadQuery): SQL | undefined =>
    and(
      query.pageCode === undefined ? undefined : eq(leads.pageCode, query.pageCode),
      query.since === undefined ? undefined : gte(leads.createdAt, query.since),
    );

  return {
    find,
    async insert(lead) {
      const [row] = await db
        .insert(leads)
        .values({
          ...lead,
          ...variantColumns(lead.variant),
          createdAt: lead.createdAt ?? new Date(),
        })
        .onConflictDoNothing({ target: [leads.handset, leads.pageCode] })
        .returning();
      if (row) return { lead: row, created: true };
      const existing = await find(lead.handset, lead.pageCode);
      if (!existing) throw new Error('lead conflicted but is not there');
      return { lead: existing, created: false };
    },
    async list(query = {}) {
      return db
        .select()
        .from(leads)
        .where(where(query))
        .orderBy(desc(leads.id))
        .limit(query.limit ?? 100);
    },
    async count(query = {}) {
      const [row] = await db.select({ n: count() }).from(leads).where(where(query));
      return Number(row?.n ?? 0);
    },
    async eraseOlderThan(cutoff, at) {
      const rows = await db
        .update(leads)
        .set({ ...ERASED, erasedAt: at })
        .where(and(isNull(leads.erasedAt), lt(leads.createdAt, cutoff)))
        .returning({ id: leads.id });
      return rows.length;
    },
    async eraseHandset(handset, at) {
      const rows = await db
        .update(leads)
        .set({ ...ERASED, erasedAt: at })
        .where(eq(leads.handset, handset))
        .returning({ id: leads.id });
      return rows.length;
    },
  };
}
