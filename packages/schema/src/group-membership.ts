import { answerText } from './answer-text.ts';

/** The check-can-join answer (spec section 3: can_join, groups). */
export interface CanJoinAnswer {
  can_join?: unknown;
  /** Ids of the groups the visitor is in. */
  groups?: unknown;
}

/** Whether the visitor's groups (of a check-can-join answer) include `groupId`: joined. */
export function isGroupMember(answer: CanJoinAnswer | undefined, groupId: string): boolean {
  const groups = answer?.groups;
  return groupId !== '' && Array.isArray(groups) && groups.some((id) => answerText(id) === groupId);
}
