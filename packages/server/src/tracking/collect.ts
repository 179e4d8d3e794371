import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COLLECTOR_BASE } from '../config.ts';
import { badRequest, ok } from '../errors.ts';
import { checked, cleansItsOwnText, optionalInt } from '../core/fields.ts';
import { answers, answersContent } from '../core/answers.ts';
import type { NewEvent } from './event-repository.ts';
import { intakeLimit } from './intake-limit.ts';
import {
  cleanData,
  cleanPageCode,
  cleanPageId,
  cleanText,
  cleanToken,
  cleanVariant,
  first,
} from './collect-fields.ts';
import { visitContext } from './visit-context.ts';
import type { VisitGate } from './visit-gate.ts';
import { VISIT_SESSION_HEADER } from './visit-session.ts';
import { readTextAsJson } from './text-as-json.ts';

/**
 * The collector the visitor app reports to: a page view after each navigation (an image beacon)
 * and clicks and shares (JSON). Both answer once the event is committed (the event writer's group
 * commit); when the store cannot take it they answer 503 and the visitor app may send it again.
 * Page views come only from pv.gif (each one counted, and each answering its own visit session)
 * and stays only from beacon.gif (one per visit session): a batch of events can carry neither.
 */

export { COLLECTOR_BASE };
export const PAGE_VIEW_PATH = `${COLLECTOR_BASE}/pv.gif`;
export const EVENTS_PATH = `${COLLECTOR_BASE}/events`;
export const MAX_EVENTS_PER_REQUEST = 50;
/** Longest `data` object a click may carry, as JSON. */
export const MAX_EVENT_DATA_LENGTH = 2048;

/** The smallest transparent GIF: 1×1, one colour. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The kinds the visitor app posts to EVENTS_PATH (packages/h5/src/tracking/tracker.ts): its
 * clicks, and its WeChat shares. Anything else there is refused.
 */
export const POSTED_EVENT_KINDS: ReadonlySet<string> = new Set(['click', 'share']);

const KIND = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * Where a view, click or share happened, as the page view and the tracker's events both send it:
 * every field cleaned (`collect-fields.ts`), a bad one dropped, never refused, so that junk in a
 * beacon costs the visitor nothing and never reaches the events table raw.
 */
const visitFields = {
  page_code: checked(cleanPageCode, '页面编码'),
  page_id: checked(cleanPageId, '页面 id'),
  path: checked((value) => cleanText(value, 512), '页面路径'),
  sid: checked(cleanToken, '会话 id'),
  uid: checked(cleanToken, '用户 id'),
  ab: checked(cleanVariant, 'A/B 方案（页面有实验时，访客看到的方案）'),
};

/** A duration or a time in milliseconds, as a number or digits (null: not sent). */
const milliseconds = (min = 0) => optionalInt(min, Number.MAX_SAFE_INTEGER).nullable();

/** What the visitor app's tracker posts (packages/h5/src/tracking/tracker.ts). */
const postedEvent = z.object({
  type: z.string().regex(KIND).optional(),
  kind: z.string().regex(KIND).optional(),
  name: z.string().max(128).optional(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  ...visitFields,
  // The visit session its page view answered (checked by the visit gate).
  vs: z.unknown().optional(),
  // Taken and not stored: clicks and shares have no duration (a stay comes from beacon.gif).
  duration: milliseconds(),
  duration_ms: milliseconds(),
  ts: milliseconds(Number.MIN_SAFE_INTEGER),
});

// A page view always gets its pixel; only another kind of event is refused, since this pixel
// counts page views alone.
const pixelQuery = z.object({
  kind: checked((value) => {
    const kind = first(value);
    if (kind !== undefined && kind !== '' && kind !== 'pv') {
      throw badRequest('参数 kind 只能是 pv（页面浏览）；停留时长请发往 beacon.gif');
    }
    return 'pv';
  }, 'pv（页面浏览），可省略'),
  ...visitFields,
});

// The handler cleans each event's text (`collect-fields.ts`): a NUL in a beacon is dropped, not refused.
const eventsBody = cleansItsOwnText(
  z.object({
    // A lone event is read as a list of one, so the event itself is what a refusal names.
    events: z.preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(postedEvent).max(MAX_EVENTS_PER_REQUEST),
    ),
  }),
);

/**
 * Page views are stored only for published pages and never for previews; each answers the
 * visit's session (header `X-Visit-Session`). Clicks and shares must carry it (`vs`) and name a
 * published page: otherwise the request is refused and nothing of it is stored. Each event counts
 * against its own visit's intake limit (`intake-limit.ts`).
 */
export async function collectRoutes(
  app: FastifyInstance,
  { gate }: { gate: VisitGate },
): Promise<void> {
  readTextAsJson(app);

  const preHandler = intakeLimit(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    PAGE_VIEW_PATH,
    {
      schema: {
        querystring: pixelQuery,
        response: answersContent(
          'image/gif',
          `a 1×1 GIF; a published page's view carries ${VISIT_SESSION_HEADER}`,
        ),
      },
      preHandler,
    },
    async (request, reply) => {
      const { kind, page_code: pageCode, page_id: pageId, path, sid, uid, ab } = request.query;
      // Not a published page (a bot, a typo, a made-up code) or a preview: answer the pixel,
      // store nothing, issue no session.
      const view = await gate.pageView(pageCode, sid, path, ab);
      if (view.store) {
        await app.events.record({
          kind,
          pageCode,
          pageId,
          sessionId: sid,
          uid,
          path,
          variant: view.variant,
          ...visitContext(request.headers['user-agent'], path),
        });
      }
      if (view.session) reply.header(VISIT_SESSION_HEADER, view.session);
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    EVENTS_PATH,
    {
      schema: {
        body: eventsBody,
        response: answers(
          z.object({ accepted: z.int().describe('events stored (those of published visits)') }),
          'the events are stored',
        ),
      },
      bodyLimit: 64 * 1024,
      preHandler,
    },
    async (request, reply) => {
      const rows: NewEvent[] = [];
      const sessions: unknown[] = [];
      request.body.events.forEach((event, index) => {
        const kind = event.type ?? event.kind;
        if (!kind) throw badRequest(`参数 events[${index}].type 不能为空`);
        if (!POSTED_EVENT_KINDS.has(kind)) {
          throw badRequest(
            `参数 events[${index}].type 只能是 click（点击）或 share（分享）；页面浏览与停留时长不在此上报`,
          );
        }
        const data = cleanData({
          ...(event.data ?? {}),
          ...(event.name ? { name: event.name } : {}),
        });
        if (JSON.stringify(data).length > MAX_EVENT_DATA_LENGTH) {
          throw badRequest(
            `参数 events[${index}].data 过大（最多 ${MAX_EVENT_DATA_LENGTH} 个字符）`,
          );
        }
        rows.push({
          kind,
          pageCode: event.page_code,
          pageId: event.page_id,
          sessionId: event.sid,
          uid: event.uid,
          path: event.path,
          ...visitContext(request.headers['user-agent'], event.path),
          data: Object.keys(data).length > 0 ? data : null,
          variant: event.ab,
        });
        sessions.push(event.vs);
      });
      // Fields first, then whether the visit may report them (see visit-gate.ts).
      const counted: NewEvent[] = [];
      for (const [index, row] of rows.entries()) {
        const visit = await gate.event(
          row.pageCode ?? null,
          row.sessionId ?? null,
          sessions[index],
          row.path ?? null,
          row.variant,
        );
        if (visit) counted.push({ ...row, variant: visit.variant });
      }
      // All or nothing: a request with one bad event stores none of them.
      await app.events.recordAll(counted);
      return reply.header('cache-control', 'no-store').send(ok({ accepted: counted.length }));
    },
  );
}
