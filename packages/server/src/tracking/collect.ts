import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COLLECTOR_BASE } from '../config.ts';
import { badRequest, ok } from '../errors.ts';
import { checked } from '../core/fields.ts';
import { answers, answersContent } from '../core/answers.ts';
import type { NewEvent } from './event-repository.ts';
import { intakeLimit } from './intake-limit.ts';
import {
  cleanData,
  cleanDuration,
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
 * and clicks (JSON). Both answer once the event is committed (the event writer's group commit);
 * when the store cannot take it they answer 503 and the visitor app may send it again.
 */

export { COLLECTOR_BASE };
export const PAGE_VIEW_PATH = `${COLLECTOR_BASE}/pv.gif`;
export const EVENTS_PATH = `${COLLECTOR_BASE}/events`;
export const MAX_EVENTS_PER_REQUEST = 50;
/** Longest `data` object a click may carry, as JSON. */
export const MAX_EVENT_DATA_LENGTH = 2048;

/** The smallest transparent GIF: 1×1, one colour. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Kinds a GET beacon may report: page views, and the visit-duration beacon. */
const BEACON_KINDS = new Set(['pv', 'beacon']);

const KIND = /^[a-z][a-z0-9_]{0,31}$/;

/** Text, or a number sent where text was meant (as JSON may). */
const textOf = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().max(max).nullable().optional(),
  );

/** An integer, or digits as text. */
const intOf = (min?: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value),
    (min === undefined ? z.int() : z.int().min(min)).nullable().optional(),
  );

/** What the visitor app's tracker posts (packages/h5/src/tracking/tracker.ts). */
const postedEvent = z.object({
  type: z.string().regex(KIND).optional(),
  kind: z.string().regex(KIND).optional(),
  name: z.string().max(128).optional(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  page_code: textOf(256),
  // page_id comes as a number or digits, uid as text or a number: any type is taken here and
  // cleaned below.
  page_id: z.unknown(),
  sid: textOf(256),
  // The visit session its page view answered (checked by the visit gate).
  vs: z.unknown().optional(),
  // The A/B variant of the visit (cleaned below; its page view's session vouches for it).
  ab: z.unknown().optional(),
  uid: z.unknown(),
  path: textOf(4096),
  duration: intOf(0),
  duration_ms: intOf(0),
  ts: intOf(),
});

// A beacon always gets its pixel: every field is cleaned, a bad one dropped, never refused.
const pixelQuery = z.object({
  kind: checked((value) => {
    const kind = first(value);
    return typeof kind === 'string' && BEACON_KINDS.has(kind) ? kind : 'pv';
  }, 'pv（页面浏览）或 beacon（停留时长）'),
  page_code: checked(cleanPageCode, '页面编码'),
  page_id: checked(cleanPageId, '页面 id'),
  path: checked((value) => cleanText(value, 512), '页面路径'),
  sid: checked(cleanToken, '会话 id'),
  uid: checked(cleanToken, '用户 id'),
  duration: checked(cleanDuration, '停留毫秒数（beacon）'),
  ab: checked(cleanVariant, 'A/B 方案'),
});

const eventsBody = z.object({
  // A lone event is read as a list of one, so the event itself is what a refusal names.
  events: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(postedEvent).max(MAX_EVENTS_PER_REQUEST),
  ),
});

/**
 * Page views are stored only for published pages and never for previews; each answers the
 * visit's session (header `X-Visit-Session`). Clicks must carry it (`vs`) and name a published
 * page: otherwise the request is refused and nothing of it is stored.
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
      const {
        kind,
        page_code: pageCode,
        page_id: pageId,
        path,
        sid,
        uid,
        duration,
        ab: variant,
      } = request.query;
      // Not a published page (a bot, a typo, a made-up code) or a preview: answer the pixel,
      // store nothing, issue no session.
      const view = await gate.pageView(pageCode, sid, path, variant);
      if (view.store) {
        await app.events.record({
          kind,
          pageCode,
          pageId,
          sessionId: sid,
          uid,
          path,
          durationMs: duration,
          variant,
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
        const data = cleanData({
          ...(event.data ?? {}),
          ...(event.name ? { name: event.name } : {}),
        });
        if (JSON.stringify(data).length > MAX_EVENT_DATA_LENGTH) {
          throw badRequest(
            `参数 events[${index}].data 过大（最多 ${MAX_EVENT_DATA_LENGTH} 个字符）`,
          );
        }
        const path = cleanText(event.path, 512);
        rows.push({
          kind,
          pageCode: cleanPageCode(event.page_code),
          pageId: cleanPageId(event.page_id),
          sessionId: cleanToken(event.sid),
          uid: cleanToken(event.uid),
          path,
          ...visitContext(request.headers['user-agent'], path),
          durationMs: cleanDuration(event.duration_ms ?? event.duration),
          data: Object.keys(data).length > 0 ? data : null,
          variant: cleanVariant(event.ab),
        });
        sessions.push(event.vs);
      });
      // Fields first, then whether the visit may report them (see visit-gate.ts).
      const counted: NewEvent[] = [];
      for (const [index, row] of rows.entries()) {
        const kept = await gate.event(
          row.pageCode ?? null,
          row.sessionId ?? null,
          sessions[index],
          row.path ?? null,
          row.variant,
        );
        if (kept) counted.push(row);
      }
      // All or nothing: a request with one bad event stores none of them.
      await app.events.recordAll(counted);
      return reply.header('cache-control', 'no-store').send(ok({ accepted: counted.length }));
    },
  );
}
