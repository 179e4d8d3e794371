import { useCallback, useEffect, useState } from 'react';
import { API_PATHS, BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { useToken } from '../shared/use-token.ts';
import type { BlockAction } from '../runtime.ts';
import { isGroupMember } from '@h5-page/schema/group-membership';
import { joinGroupId, joinGroupQuery } from './join-group.ts';
import type { CanJoinAnswer } from '@h5-page/schema/group-membership';

/** A join-group button's state (spec section 4): not joined ('join') or joined. */
export type JoinState = 'join' | 'joined';

export interface JoinStateHook {
  /** null for a button whose action is not join group (13). */
  state: JoinState | null;
  /** Asks again (after the join action ran). */
  recheck(): void;
}

/**
 * The visitor's state for a join-group button (action 13). It renders 'join' (on the server and
 * until known); once mounted, with a token, it asks the check-can-join call (quietly: a failure
 * leaves 'join') and becomes 'joined' when the visitor's groups include the button's `groupId`.
 * Without a token there is nothing to ask (the action sends the visitor to login).
 */
export function useJoinState(action: BlockAction | null): JoinStateHook {
  const runtime = useRuntime();
  const isJoin = action?.type === BUTTON_ACTION_TYPE.JOIN_GROUP;
  const groupId = isJoin ? joinGroupId(action) : '';
  const activeType = isJoin ? action.activeType : undefined;
  const [joined, setJoined] = useState(false);
  const [round, setRound] = useState(0);
  const loggedIn = useToken() !== null;

  useEffect(() => {
    if (!groupId || !loggedIn) {
      setJoined(false);
      return;
    }
    let live = true;
    runtime.api
      .get<CanJoinAnswer>(API_PATHS.CHECK_CAN_JOIN, joinGroupQuery({ groupId, activeType }), {
        needToken: true,
        quiet: true,
      })
      .then(
        (answer) => {
          if (live) setJoined(isGroupMember(answer, groupId));
        },
        () => {},
      );
    return () => {
      live = false;
    };
  }, [runtime, groupId, activeType, round, loggedIn]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);
  return { state: isJoin ? (joined ? 'joined' : 'join') : null, recheck };
}
