import type { QueryValue } from '../runtime.ts';

/** The check-can-join answer (spec section 3: can_join, groups). */
export interface CanJoinAnswer {
  can_join?: unknown;
  /** Ids of the groups the visitor is in. */
  groups?: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** The group id of a join-group action (13), as text ('' when it has none). */
export function joinGroupId(action: Readonly<Record<string, unknown>>): string {
  return text(action.groupId);
}

/**
 * The query of the check-can-join call for a join-group action: `activity` is the action's
 * `activeType` (left out when it has none) and `group_id` its group, so the server checks that
 * very group (API_PATHS.CHECK_CAN_JOIN, routes/gateway/groups.ts).
 */
export function joinGroupQuery(
  action: Readonly<Record<string, unknown>>,
): Record<string, QueryValue> {
  return {
    activity: text(action.activeType) || undefined,
    group_id: joinGroupId(action) || undefined,
  };
}

/** Whether the visitor's groups (of a check-can-join answer) include `groupId`: joined. */
export function isGroupMember(answer: CanJoinAnswer | undefined, groupId: string): boolean {
  const groups = answer?.groups;
  return groupId !== '' && Array.isArray(groups) && groups.some((id) => text(id) === groupId);
}
