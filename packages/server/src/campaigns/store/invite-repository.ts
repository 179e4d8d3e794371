import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { users } from '../../accounts/store/tables.ts';
import { inviteCodes, invitations, invitePrizes, inviteShares } from './tables-invite.ts';

export interface Prize {
  kind: string;
  name: string;
  createdAt: Date;
}

export interface InviteRepository {
  /** The user's share code, made on first ask (8 letters and digits, no look-alikes). */
  shareCodeOf(softuserId: number): Promise<string>;
  /** The owner of a share code, or null. */
  inviterOf(code: string): Promise<number | null>;
  /** Binds a new user to an inviter (once per invitee); false when already bound. */
  bind(tx: Db, inviteeId: number, inviterId: number, code: string): Promise<boolean>;
  invitationOf(inviteeId: number): Promise<{ inviterId: number; createdAt: Date } | null>;
  invitedCount(inviterId: number): Promise<number>;
  invited(
    inviterId: number,
    offset: number,
    limit: number,
  ): Promise<{ handset: string | null; createdAt: Date }[]>;
  /** The handsets of users, in the order asked (null for an unknown user). */
  invitedHandsets(ids: number[]): Promise<(string | null)[]>;
  prizes(softuserId: number): Promise<Prize[]>;
  /** Grants a prize of a kind once: true when this call granted it. */
  grant(softuserId: number, kind: string, name: string, tx?: Db): Promise<boolean>;
  rememberShare(softuserId: number, day: string): Promise<void>;
  sharedOn(softuserId: number, day: string): Promise<boolean>;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Invite friends: share codes, invitations, prizes and shares. */
export function createInviteRepository(db: Db): InviteRepository {
  return {
    async shareCodeOf(softuserId) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [mine] = await db
          .select({ code: inviteCodes.code })
          .from(inviteCodes)
          .where(eq(inviteCodes.softuserId, softuserId));
        if (mine) return mine.code;
        // A racing first ask of the same user, or (rarely) a code taken: ask again.
        await db.insert(inviteCodes).values({ softuserId, code: newCode() }).onConflictDoNothing();
      }
      throw new Error(`no share code for user ${softuserId}`);
    },
    async inviterOf(code) {
      const [row] = await db
        .select({ id: inviteCodes.softuserId })
        .from(inviteCodes)
        .where(eq(inviteCodes.code, code));
      return row?.id ?? null;
    },
    async bind(tx, inviteeId, inviterId, code) {
      const inserted = await tx
        .insert(invitations)
        .values({ inviteeId, inviterId, code })
        .onConflictDoNothing()
        .returning({ id: invitations.inviteeId });
      return inserted.length > 0;
    },
    async invitationOf(inviteeId) {
      const [row] = await db
        .select({ inviterId: invitations.inviterId, createdAt: invitations.createdAt })
        .from(invitations)
        .where(eq(invitations.inviteeId, inviteeId));
      return row ?? null;
    },
    async invitedCount(inviterId) {
      const [row] = await db
        .select({ n: count() })
        .from(invitations)
        .where(eq(invitations.inviterId, inviterId));
      return Number(row?.n ?? 0);
    },
    async invited(inviterId, offset, limit) {
      return db
        .select({ handset: users.handset, createdAt: invitations.createdAt })
        .from(invitations)
        .leftJoin(users, eq(users.softuserId, invitations.inviteeId))
        .where(eq(invitations.inviterId, inviterId))
        .orderBy(desc(invitations.createdAt), desc(invitations.inviteeId))
        .offset(offset)
        .limit(limit);
    },
    async invitedHandsets(ids) {
      const rows = ids.length
        ? await db
            .select({ id: users.softuserId, handset: users.handset })
            .from(users)
            .where(inArray(users.softuserId, ids))
        : [];
      const byId = new Map(rows.map((row) => [row.id, row.handset]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    async prizes(softuserId) {
      return db
        .select({
          kind: invitePrizes.kind,
          name: invitePrizes.name,
          createdAt: invitePrizes.createdAt,
        })
        .from(invitePrizes)
        .where(eq(invitePrizes.softuserId, softuserId))
        .orderBy(desc(invitePrizes.createdAt));
    },
    async grant(softuserId, kind, name, tx = db) {
      const inserted = await tx
        .insert(invitePrizes)
        .values({ softuserId, kind, name })
        .onConflictDoNothing()
        .returning({ kind: invitePrizes.kind });
      return inserted.length > 0;
    },
    async rememberShare(softuserId, day) {
      await db.insert(inviteShares).values({ softuserId, day }).onConflictDoNothing();
    },
    async sharedOn(softuserId, day) {
      const [row] = await db
        .select({ day: inviteShares.day })
        .from(inviteShares)
        .where(and(eq(inviteShares.softuserId, softuserId), eq(inviteShares.day, day)));
      return row !== undefined;
    },
  };
}
