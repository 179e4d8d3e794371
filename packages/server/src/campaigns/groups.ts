import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS, MESSAGES } from '@h5-page/schema/constants';
import { AppError, SUCCESS_CODE, ok } from '../errors.ts';
import type { Envelope, ErrorCode } from '../errors.ts';
import type { ChatGroupRow } from './store/tables.ts';
import type { JoinOutcome } from './store/group-repository.ts';
import { int, optionalText } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { userGet } from './user-get.ts';
import { userPost } from './user-post.ts';
import { guard } from '../abuse/abuse-guard.ts';

/** Activities are page codes or the button's `activeType` (a string or a number). */
const activity = () => optionalText({ max: 64, pattern: /^[A-Za-z0-9_.:-]+$/ });

const checkQuery = z
  .object({ activity: activity(), group_id: int(1).optional() })
  .refine((q) => q.activity !== undefined || q.group_id !== undefined, {
    message: '不能为空',
    path: ['activity'],
  });
const joinBody = z.object({ group_id: int(1) });
const serviceChatQuery = z.object({ activity: activity() });

export interface CanJoinAnswer {
  can_join: boolean;
  /** Ids of the groups the user is in: a join button whose groupId is among them is joined. */
  groups: number[];
}

export interface JoinAnswer {
  code: number;
  msg: string;
  group_id: number;
  name: string;
  /** The group's QR code, to show after joining. */
  qr: string;
  /** True when the user was already a member. */
  already: boolean;
}

/**
 * Chat groups (button action 13 join group, action 5 service chat). All need a token (401).
 *
 * - `GET check-can-join?activity=…[&group_id=…]` → `{can_join, groups}`: whether joining the
 *   given group (else any open group of the activity) would succeed, by the very rule
 *   join-open-group applies (`groups.verdict`: the group's `requires`, membership, one group per
 *   exclusive set, room), and the ids of every group the user is in. One of `activity` and
 *   `group_id` is needed; with `group_id` alone the group's own activity is used.
 * - `POST join-open-group {group_id}` → code 1 with msg 您已成功加入私享群，请前往【社群】享受服务
 *   (also when already a member; `response.already` says which), and `response` repeats `code`
 *   and `msg`. Not eligible: 403 您暂不符合加群资格; full, or in another group of its set: 409;
 *   no such open group: 404.
 * - `GET service-chat[?activity=…]` → `{group_id, name}`: the activity's service group, else the
 *   default one; none: 404 无法获取会话ID.
 */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const groups = app.campaigns.groups;

  // The refusal of each verdict that is no join: check-can-join answers can_join false for them.
  const refusals: Record<Exclude<JoinOutcome, 'joined' | 'already'>, ErrorCode> = {
    missing: 'GROUP_NOT_FOUND',
    'not-eligible': 'NOT_ELIGIBLE',
    full: 'GROUP_FULL',
    taken: 'GROUP_ONE_PER_SET',
  };

  const check = {
    query: checkQuery,
    response: answers(
      z.object({
        can_join: z.boolean(),
        groups: z.array(z.int()).describe('the groups the user is in'),
      }),
    ),
  };
  userGet(app, API_PATHS.CHECK_CAN_JOIN, check, async ({ uid, query }) => {
    let candidates: ChatGroupRow[];
    if (query.group_id !== undefined) {
      const group = await groups.find(query.group_id);
      if (!group || group.kind !== 'open') throw new AppError('GROUP_NOT_FOUND');
      candidates = [group];
    } else {
      candidates = await groups.openGroupsOf(query.activity ?? '');
    }
    const joined = await groups.joinedGroupIds(uid);

    // The rule join-open-group applies: can_join is true only where joining would succeed.
    let canJoin = false;
    for (const group of candidates) {
      const verdict = await groups.verdict(group, uid);
      if (verdict === 'open' || verdict === 'already') {
        canJoin = true;
        break;
      }
    }
    return ok<CanJoinAnswer>({ can_join: canJoin, groups: joined });
  });

  userPost(
    app,
    API_PATHS.JOIN_OPEN_GROUP,
    {
      body: joinBody,
      response: answers(
        z.object({
          code: z.int(),
          msg: z.string(),
          group_id: z.int(),
          name: z.string(),
          qr: z.string().describe("the group's QR code"),
          already: z.boolean().describe('already a member'),
        }),
        `joined: msg ${MESSAGES.JOIN_GROUP_SUCCESS}, repeated in response`,
      ),
    },
    async ({ uid, body: { group_id: groupId }, request, reply }) => {
      const group = await groups.find(groupId);
      if (!group || group.kind !== 'open') throw new AppError('GROUP_NOT_FOUND');
      // Refused before the anti-abuse guard counts the attempt; join applies the rule again
      // under the group's lock, so a join that ran meanwhile still decides.
      const verdict = await groups.verdict(group, uid);
      if (verdict !== 'open' && verdict !== 'already') throw new AppError(refusals[verdict]);
      await guard(request, reply, { uid });
      const outcome = await groups.join(groupId, uid);
      if (outcome !== 'joined' && outcome !== 'already') throw new AppError(refusals[outcome]);
      const msg = MESSAGES.JOIN_GROUP_SUCCESS;
      return {
        code: SUCCESS_CODE,
        msg,
        response: {
          code: SUCCESS_CODE,
          msg,
          group_id: group.id,
          name: group.name,
          qr: group.qr,
          already: outcome === 'already',
        },
      } satisfies Envelope<JoinAnswer>;
    },
  );

  const serviceChat = {
    query: serviceChatQuery,
    response: answers(z.object({ group_id: z.int(), name: z.string() })),
  };
  userGet(app, API_PATHS.SERVICE_CHAT_GROUP, serviceChat, async ({ query }) => {
    const group = await groups.serviceGroupFor(query.activity ?? '');
    if (!group) throw new AppError('NO_CHAT_GROUP');
    return ok({ group_id: group.id, name: group.name });
  });
}
