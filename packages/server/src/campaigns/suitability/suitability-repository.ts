import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { RiskLevel, RiskTier } from '@h5-page/schema/suitability';
import type { Db } from '../../store/open-database.ts';
import { suitabilityMatches, suitabilityProfiles } from './suitability-tables.ts';
import type {
  MatchOutcome,
  SuitabilityMatchRow,
  SuitabilityProfileRow,
} from './suitability-tables.ts';

export interface NewMatch {
  softuserId: number;
  handset: string;
  shopProductId: number;
  productName: string;
  riskLevel: RiskLevel;
  tier: RiskTier | null;
  outcome: MatchOutcome;
  shownText: string;
  page: string | null;
  now?: Date;
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; match: SuitabilityMatchRow }
  /** Not there, or another user's. */
  | { kind: 'missing' }
  /** A mismatch or an unassessed notice: nothing to confirm. */
  | { kind: 'not-match'; match: SuitabilityMatchRow };

export interface MatchFilters {
  /** Shanghai days `from` to `to`, and their instants: `start` (included) to `end` (excluded). */
  period: { from: string; to: string; start: Date; end: Date } | null;
  handset?: string | undefined;
  shopProductId?: number | undefined;
}

export interface ListedMatch extends SuitabilityMatchRow {
  /** The order made under the match (the newest, when there are several), or null. */
  orderPid: string | null;
}

export interface SuitabilityRepository {
  /** The development provider's stored assessment of the user. */
  profile(softuserId: number): Promise<SuitabilityProfileRow | null>;
  /** Stores the user's questionnaire, replacing an older one. */
  saveProfile(input: {
    softuserId: number;
    tier: RiskTier;
    score: number;
    answers: number[];
    now?: Date;
  }): Promise<SuitabilityProfileRow>;
  recordMatch(match: NewMatch): Promise<SuitabilityMatchRow>;
  /**
   * The visitor's confirmation of their own match (only a 'match'); a confirmed one stays as it
   * was confirmed the first time.
   */
  confirm(id: number, softuserId: number, now?: Date): Promise<ConfirmOutcome>;
  /**
   * The user's newest 'match' of the product confirmed at `since` or later, for this tier and
   * level (a match of another tier or level no longer describes the purchase).
   */
  confirmedMatch(input: {
    softuserId: number;
    shopProductId: number;
    tier: RiskTier;
    riskLevel: RiskLevel;
    since: Date;
  }): Promise<SuitabilityMatchRow | null>;
  /** Matches newest first, with the order each was used by. */
  list(filters: MatchFilters, limit: number): Promise<ListedMatch[]>;
}

export function createSuitabilityRepository(db: Db): SuitabilityRepository {
  return {
    async profile(softuserId) {
      const [row] = await db
        .select()
        .from(suitabilityProfiles)
        .where(eq(suitabilityProfiles.softuserId, softuserId));
      return row ?? null;
    },

    async saveProfile({ softuserId, tier, score, answers, now = new Date() }) {
      const values = { tier, score, answers, assessedAt: now };
      const [row] = await db
        .insert(suitabilityProfiles)
        .values({ softuserId, ...values })
        .onConflictDoUpdate({ target: suitabilityProfiles.softuserId, set: values })
        .returning();
      if (!row) throw new Error('suitability profile upsert returned no row');
      return row;
    },

    async recordMatch({ now = new Date(), ...match }) {
      const [row] = await db
        .insert(suitabilityMatches)
        .values({ ...match, createdAt: now })
        .returning();
      if (!row) throw new Error('suitability match insert returned no row');
      return row;
    },

    async confirm(id, softuserId, now = new Date()) {
      const [row] = await db
        .select()
        .from(suitabilityMatches)
        .where(and(eq(suitabilityMatches.id, id), eq(suitabilityMatches.softuserId, softuserId)));
      if (!row) return { kind: 'missing' };
      if (row.outcome !== 'match') return { kind: 'not-match', match: row };
      if (row.confirmedAt !== null) return { kind: 'confirmed', match: row };
      // Only while unconfirmed: of two confirmations at once the first time stays.
      const [confirmed] = await db
        .update(suitabilityMatches)
        .set({ confirmedAt: now })
        .where(and(eq(suitabilityMatches.id, id), isNull(suitabilityMatches.confirmedAt)))
        .returning();
      if (confirmed) return { kind: 'confirmed', match: confirmed };
      const [again] = await db
        .select()
        .from(suitabilityMatches)
        .where(eq(suitabilityMatches.id, id));
      return { kind: 'confirmed', match: again ?? row };
    },

    async confirmedMatch({ softuserId, shopProductId, tier, riskLevel, since }) {
      const [row] = await db
        .select()
        .from(suitabilityMatches)
        .where(
          and(
            eq(suitabilityMatches.softuserId, softuserId),
            eq(suitabilityMatches.shopProductId, shopProductId),
            eq(suitabilityMatches.outcome, 'match'),
            eq(suitabilityMatches.tier, tier),
            eq(suitabilityMatches.riskLevel, riskLevel),
            isNotNull(suitabilityMatches.confirmedAt),
            gte(suitabilityMatches.confirmedAt, since),
          ),
        )
        .orderBy(desc(suitabilityMatches.id))
        .limit(1);
      return row ?? null;
    },

    async list({ period, handset, shopProductId }, limit) {
      // Named in full: drizzle may write a selected column unqualified, which the subquery would
      // read as its own `id`.
      const orderPid = sql<string | null>`(
        SELECT o.pid FROM orders o
        WHERE o.suitability_match_id = suitability_matches.id
        ORDER BY o.id DESC LIMIT 1)`;
      const rows = await db
        .select({ match: suitabilityMatches, orderPid })
        .from(suitabilityMatches)
        .where(
          and(
            period ? gte(suitabilityMatches.createdAt, period.start) : undefined,
            period ? lt(suitabilityMatches.createdAt, period.end) : undefined,
            handset === undefined ? undefined : eq(suitabilityMatches.handset, handset),
            shopProductId === undefined
              ? undefined
              : eq(suitabilityMatches.shopProductId, shopProductId),
          ),
        )
        .orderBy(desc(suitabilityMatches.createdAt), desc(suitabilityMatches.id))
        .limit(limit);
      return rows.map(({ match, orderPid: pid }) => ({ ...match, orderPid: pid ?? null }));
    },
  };
}
