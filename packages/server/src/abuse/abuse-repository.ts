import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import type { AuditRecord } from '../audit/audit-repository.ts';
import {
  ABUSE_RULES,
  abuseBlocklist,
  abuseCounts,
  abuseRefusals,
  abuseRules,
} from './abuse-tables.ts';
import type { AbuseKeyKind, AbuseRule, BlockedHandsetRow } from './abuse-tables.ts';

/** How many attempts one key may make on a page a China day; 0 is no cap. */
export interface AbuseCaps {
  perAddress: number;
  perDevice: number;
  perHandset: number;
}

export interface AbuseRuleSet extends AbuseCaps {
  verifiedOnly: boolean;
}

/** A page's rules: its own when saved (`custom`), else the server's defaults. */
export interface PageAbuseRules extends AbuseRuleSet {
  custom: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** One slot to take: the key of a kind, and its cap (0: not counted). */
export interface AbuseSlot {
  kind: AbuseKeyKind;
  key: string;
  cap: number;
}

export type RefusalCounts = Record<AbuseRule, number>;

export interface AbuseRepository {
  rules(pageCode: string, defaults: AbuseRuleSet): Promise<PageAbuseRules>;
  /** Saves a page's rules and its audit entry together. */
  saveRules(pageCode: string, rules: AbuseRuleSet, audit: AuditRecord): Promise<PageAbuseRules>;
  /** Whether the handset is refused on the page, by the page's list or the global one. */
  isBlocked(pageCode: string, handset: string): Promise<boolean>;
  /** The page's own blocked handsets and the global ones (`page_code` ''), oldest first. */
  blocklist(pageCode: string): Promise<BlockedHandsetRow[]>;
  /** Adds a handset (to `pageCode`, or '' for every page); false when it was already there. */
  block(
    entry: { pageCode: string; handset: string; note: string; by: string | null },
    audit: AuditRecord,
  ): Promise<{ row: BlockedHandsetRow; created: boolean }>;
  /** Removes a handset from a list; false when it was not there. */
  unblock(pageCode: string, handset: string, audit: AuditRecord): Promise<boolean>;
  /**
   * Takes one slot of each key on the page's day, all or none: each count rises by one in a
   * single upsert that only rises below its cap, so two requests at once never both take the
   * last slot. Answers null when taken, else the kind whose cap was reached (nothing taken).
   */
  take(pageCode: string, day: string, slots: AbuseSlot[]): Promise<AbuseKeyKind | null>;
  /** Counts one refused attempt. */
  refused(pageCode: string, day: string, rule: AbuseRule): Promise<void>;
  /** Refused attempts of a page over China days `from` to `to`, per rule. */
  refusals(pageCode: string, from: string, to: string): Promise<RefusalCounts>;
}

class CapReached extends Error {
  constructor(readonly kind: AbuseKeyKind) {
    super(`abuse cap reached: ${kind}`);
  }
}

const noRefusals = (): RefusalCounts => ({
  address: 0,
  device: 0,
  handset: 0,
  blocklist: 0,
  unverified: 0,
});

/** Campaign anti-abuse: rules, blocklist, daily slots and refusals. */
/** A page's own rules as saved. */
function customRules(row: typeof abuseRules.$inferSelect): PageAbuseRules {
  return {
    perAddress: row.perAddress,
    perDevice: row.perDevice,
    perHandset: row.perHandset,
    verifiedOnly: row.verifiedOnly,
    custom: true,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

export function createAbuseRepository(db: Db): AbuseRepository {
  const listed = (pageCode: string) =>
    pageCode === ''
      ? eq(abuseBlocklist.pageCode, '')
      : inArray(abuseBlocklist.pageCode, ['', pageCode]);
  return {
    async rules(pageCode, defaults) {
      const [row] = await db.select().from(abuseRules).where(eq(abuseRules.pageCode, pageCode));
      if (!row) return { ...defaults, custom: false, updatedAt: null, updatedBy: null };
      return customRules(row);
    },

    async saveRules(pageCode, rules, audit) {
      return db.transaction(async (tx) => {
        const values = { ...rules, updatedAt: new Date(), updatedBy: audit.actor };
        const [row] = await tx
          .insert(abuseRules)
          .values({ pageCode, ...values })
          .onConflictDoUpdate({ target: abuseRules.pageCode, set: values })
          .returning();
        if (!row) throw new Error('abuse rules not saved');
        await appendAuditEntry(tx, audit);
        return customRules(row);
      });
    },

    async isBlocked(pageCode, handset) {
      const [row] = await db
        .select({ id: abuseBlocklist.id })
        .from(abuseBlocklist)
        .where(and(eq(abuseBlocklist.handset, handset), listed(pageCode)))
        .limit(1);
      return row !== undefined;
    },

    async blocklist(pageCode) {
      return db
        .select()
        .from(abuseBlocklist)
        .where(listed(pageCode))
        .orderBy(asc(abuseBlocklist.createdAt), asc(abuseBlocklist.id));
    },

    async block({ pageCode, handset, note, by }, audit) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(abuseBlocklist)
          .values({ pageCode, handset, note, createdBy: by })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          await appendAuditEntry(tx, audit);
          return { row: inserted, created: true };
        }
        const [existing] = await tx
          .select()
          .from(abuseBlocklist)
          .where(and(eq(abuseBlocklist.pageCode, pageCode), eq(abuseBlocklist.handset, handset)));
        if (!existing) throw new Error('blocklist row vanished');
        return { row: existing, created: false };
      });
    },

    async unblock(pageCode, handset, audit) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(abuseBlocklist)
          .where(and(eq(abuseBlocklist.pageCode, pageCode), eq(abuseBlocklist.handset, handset)))
          .returning({ id: abuseBlocklist.id });
        if (removed.length === 0) return false;
        await appendAuditEntry(tx, audit);
        return true;
      });
    },

    async take(pageCode, day, slots) {
      const counted = slots.filter((slot) => slot.cap > 0 && slot.key !== '');
      if (counted.length === 0) return null;
      try {
        await db.transaction(async (tx) => {
          for (const { kind, key, cap } of counted) {
            const raised = await tx
              .insert(abuseCounts)
              .values({ pageCode, day, keyKind: kind, key, count: 1 })
              .onConflictDoUpdate({
                target: [
                  abuseCounts.pageCode,
                  abuseCounts.day,
                  abuseCounts.keyKind,
                  abuseCounts.key,
                ],
                set: { count: sql`${abuseCounts.count} + 1` },
                setWhere: sql`${abuseCounts.count} < ${cap}`,
              })
              .returning({ count: abuseCounts.count });
            // At its cap: the slots taken before this one go back with the transaction.
            if (raised.length === 0) throw new CapReached(kind);
          }
        });
        return null;
      } catch (error) {
        if (error instanceof CapReached) return error.kind;
        throw error;
      }
    },

    async refused(pageCode, day, rule) {
      await db
        .insert(abuseRefusals)
        .values({ pageCode, day, rule, count: 1 })
        .onConflictDoUpdate({
          target: [abuseRefusals.pageCode, abuseRefusals.day, abuseRefusals.rule],
          set: { count: sql`${abuseRefusals.count} + 1` },
        });
    },

    async refusals(pageCode, from, to) {
      const rows = await db
        .select({ rule: abuseRefusals.rule, count: sql<number>`sum(${abuseRefusals.count})::int` })
        .from(abuseRefusals)
        .where(
          and(
            eq(abuseRefusals.pageCode, pageCode),
            gte(abuseRefusals.day, from),
            lte(abuseRefusals.day, to),
          ),
        )
        .groupBy(abuseRefusals.rule);
      const counts = noRefusals();
      for (const row of rows) {
        if ((ABUSE_RULES as readonly string[]).includes(row.rule))
          counts[row.rule] = Number(row.count);
      }
      return counts;
    },
  };
}
