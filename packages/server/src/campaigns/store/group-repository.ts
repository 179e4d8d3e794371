import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { leads, users } from '../../accounts/store/tables.ts';
import { chatGroupMembers, chatGroups } from './tables.ts';
import type { ChatGroupRow, GroupRequires } from './tables.ts';

/** `taken`: the user is already in another group of the same set. */
export type JoinOutcome = 'joined' | 'already' | 'full' | 'taken' | 'missing';

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
  /** Adds the user to the group, once; refuses when the group is full. Safe under races. */
  join(groupId: number, softuserId: number, now?: Date): Promise<JoinOutcome>;
  memberCount(groupId: number): Promise<number>;
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
    async meets(softuserId, requires) {
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
    },
    async join(groupId, softuserId, now = new Date()) {
      return db.transaction(async (tx) => {
        // Lock the group row: joins of one group queue here, so the capacity check holds.
        const [group] = await tx
          .select({ maxMembers: chatGroups.maxMembers, exclusiveSet: chatGroups.exclusiveSet })
          .from(chatGroups)
          .where(eq(chatGroups.id, groupId))
          .for('update');
        if (!group) return 'missing';
        const [member] = await tx
          .select({ groupId: chatGroupMembers.groupId })
          .from(chatGroupMembers)
          .where(
            and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.softuserId, softuserId)),
          );
        if (member) return 'already';
        const set = group.exclusiveSet;
        const inSet = async () => {
          const [other] = await tx
            .select({ groupId: chatGroupMembers.groupId })
            .from(chatGroupMembers)
            .where(
              and(
                eq(chatGroupMembers.exclusiveSet, set),
                eq(chatGroupMembers.softuserId, softuserId),
              ),
            )
            .limit(1);
          return other !== undefined;
        };
        if (set !== '' && (await inSet())) return 'taken';
        if (group.maxMembers !== null) {
          const [row] = await tx
            .select({ n: count() })
            .from(chatGroupMembers)
            .where(eq(chatGroupMembers.groupId, groupId));
          if (Number(row?.n ?? 0) >= group.maxMembers) return 'full';
        }
        const inserted = await tx
          .insert(chatGroupMembers)
          .values({ groupId, softuserId, joinedAt: now, exclusiveSet: set })
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
