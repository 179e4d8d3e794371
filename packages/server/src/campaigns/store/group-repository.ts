import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { leads, users } from '../../accounts/store/tables.ts';
import { chatGroupMembers, chatGroups } from './tables.ts';
import type { ChatGroupRow, GroupRequires } from './tables.ts';

/**
 * What joining a group answers a user now: `open` (may join), `already` (a member),
 * `not-eligible` (fails the group's `requires` rule), `taken` (already in another group of the
 * same set), `full`.
 */
export type JoinVerdict = 'open' | 'already' | 'not-eligible' | 'taken' | 'full';

export type JoinOutcome = 'joined' | Exclude<JoinVerdict, 'open'> | 'missing';

export interface GroupRepository {
  find(id: number): Promise<ChatGroupRow | null>;
  /** The open groups of an activity, by id. */
  openGroupsOf(activity: string): Promise<ChatGroupRow[]>;
  /** The service group of the activity, else the default one (activity ''); null when none. */
  serviceGroupFor(activity: string): Promise<ChatGroupRow | null>;
  /** Ids of the groups the user is a member of, ascending. */
  joinedGroupIds(softuserId: number): Promise<number[]>;
  /** Whether the user meets a group's `requires` rule. */
  meets(softuserId: number, requires: GroupRequires): Promise<boolean>;
  /**
   * The one rule of joining: what check-can-join says (`open` or `already`: can join) is what
   * join-open-group then does, as join applies this same rule under the group's lock.
   */
  verdict(group: ChatGroupRow, softuserId: number): Promise<JoinVerdict>;
  /** Adds the user to the group, once, when its verdict is `open`. Safe under races. */
  join(groupId: number, softuserId: number, now?: Date): Promise<JoinOutcome>;
  memberCount(groupId: number): Promise<number>;
}

async function meets(db: Db, softuserId: number, requires: GroupRequires): Promise<boolean> {
  if (requires === 'any') return true;
  const [user] = await db
    .select({ handset: users.handset })
    .from(users)
    .where(eq(users.softuserId, softuserId));
  if (!user) return false;
  if (requires === 'registered') return true;
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.handset, user.handset))
    .limit(1);
  return lead !== undefined;
}

/** The rule of JoinVerdict, read through `db` (inside join's transaction, under its lock). */
async function joinVerdict(
  db: Db,
  group: Pick<ChatGroupRow, 'id' | 'requires' | 'exclusiveSet' | 'maxMembers'>,
  softuserId: number,
): Promise<JoinVerdict> {
  if (!(await meets(db, softuserId, group.requires))) return 'not-eligible';
  const [member] = await db
    .select({ groupId: chatGroupMembers.groupId })
    .from(chatGroupMembers)
    .where(
      and(eq(chatGroupMembers.groupId, group.id), eq(chatGroupMembers.softuserId, softuserId)),
    );
  if (member) return 'already';
  if (group.exclusiveSet !== '') {
    const [other] = await db
      .select({ groupId: chatGroupMembers.groupId })
      .from(chatGroupMembers)
      .where(
        and(
          eq(chatGroupMembers.exclusiveSet, group.exclusiveSet),
          eq(chatGroupMembers.softuserId, softuserId),
        ),
      )
      .limit(1);
    if (other) return 'taken';
  }
  if (group.maxMembers !== null) {
    const [row] = await db
      .select({ n: count() })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.groupId, group.id));
    if (Number(row?.n ?? 0) >= group.maxMembers) return 'full';
  }
  return 'open';
}

/** Chat groups and their members (button actions 5 and 13). */
export function createGroupRepository(db: Db): GroupRepository {
  const find = async (id: number) => {
    const [row] = await db.select().from(chatGroups).where(eq(chatGroups.id, id));
    return row ?? null;
  };
  const serviceGroup = async (activity: string) => {
    const [row] = await db
      .select()
      .from(chatGroups)
      .where(and(eq(chatGroups.activity, activity), eq(chatGroups.kind, 'service')))
      .orderBy(asc(chatGroups.id))
      .limit(1);
    return row ?? null;
  };
  const memberCount = async (groupId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.groupId, groupId));
    return Number(row?.n ?? 0);
  };

  return {
    find,
    async openGroupsOf(activity) {
      return db
        .select()
        .from(chatGroups)
        .where(and(eq(chatGroups.activity, activity), eq(chatGroups.kind, 'open')))
        .orderBy(asc(chatGroups.id));
    },
    async serviceGroupFor(activity) {
      return (await serviceGroup(activity)) ?? (activity === '' ? null : serviceGroup(''));
    },
    async joinedGroupIds(softuserId) {
      const rows = await db
        .select({ id: chatGroupMembers.groupId })
        .from(chatGroupMembers)
        .where(eq(chatGroupMembers.softuserId, softuserId))
        .orderBy(asc(chatGroupMembers.groupId));
      return rows.map((row) => row.id);
    },
    meets: (softuserId, requires) => meets(db, softuserId, requires),
    verdict: (group, softuserId) => joinVerdict(db, group, softuserId),
    async join(groupId, softuserId, now = new Date()) {
      return db.transaction(async (tx) => {
        // Lock the group row: joins of one group queue here, so the capacity check holds.
        const [group] = await tx
          .select({
            id: chatGroups.id,
            requires: chatGroups.requires,
            exclusiveSet: chatGroups.exclusiveSet,
            maxMembers: chatGroups.maxMembers,
          })
          .from(chatGroups)
          .where(eq(chatGroups.id, groupId))
          .for('update');
        if (!group) return 'missing';
        const verdict = await joinVerdict(tx, group, softuserId);
        if (verdict !== 'open') return verdict;
        const inserted = await tx
          .insert(chatGroupMembers)
          .values({ groupId, softuserId, joinedAt: now, exclusiveSet: group.exclusiveSet })
          .onConflictDoNothing()
          .returning({ groupId: chatGroupMembers.groupId });
        if (inserted.length > 0) return 'joined';
        // A join that ran beside this one won: this group's (already) or the set's (taken).
        const [same] = await tx
          .select({ groupId: chatGroupMembers.groupId })
          .from(chatGroupMembers)
          .where(
            and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.softuserId, softuserId)),
          );
        return same ? 'already' : 'taken';
      });
    },
    memberCount,
  };
}
