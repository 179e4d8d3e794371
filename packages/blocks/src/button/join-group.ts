import { answerText } from '@h5-page/schema/answer-text';
import type { QueryValue } from '../runtime.ts';

const text = answerText;

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
