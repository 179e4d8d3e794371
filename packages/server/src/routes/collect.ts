import type { FastifyInstance } from 'fastify';
import { COLLECTOR_BASE } from '../config.ts';
import { badRequest, ok } from '../errors.ts';
import type { NewEvent } from '../store/event-repository.ts';
import {
  cleanData,
  cleanDuration,
  cleanPageCode,
  cleanPageId,
  cleanText,
  cleanToken,
  first,
} from './collect-fields.ts';

/**
 * The collector the visitor app reports to: a page view after each navigation (an image beacon)
 * and clicks (JSON). Both only buffer the event; the event writer stores it moments later.
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

/** What the visitor app's tracker posts (packages/h5/src/tracking/tracker.ts). */
interface PostedEvent {
  type?: string;
  kind?: string;
  name?: string;
  data?: Record<string, unknown> | null;
  page_code?: string | null;
  page_id?: number | string | null;
  sid?: string | null;
  uid?: string | number | null;
  path?: string | null;
  duration?: number | null;
  duration_ms?: number | null;
  ts?: number | null;
}

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type: [type, 'null'],
  ...extra,
});

const eventsSchema = {
  body: {
    type: 'object',
    required: ['events'],
    properties: {
      events: {
        type: 'array',
        maxItems: MAX_EVENTS_PER_REQUEST,
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,31}$' },
            kind: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,31}$' },
            name: { type: 'string', maxLength: 128 },
            data: nullable('object'),
            page_code: nullable('string', { maxLength: 256 }),
            // page_id comes as a number or digits, uid as text or a number: any type is taken
            // here and cleaned below.
            page_id: {},
            sid: nullable('string', { maxLength: 256 }),
            uid: {},
            path: nullable('string', { maxLength: 4096 }),
            duration: nullable('integer', { minimum: 0 }),
            duration_ms: nullable('integer', { minimum: 0 }),
            ts: nullable('integer'),
          },
        },
      },
    },
  },
} as const;

export async function collectRoutes(app: FastifyInstance): Promise<void> {
  // navigator.sendBeacon with a string body arrives as text/plain; read it as JSON too
  // (this plugin is encapsulated, so other routes keep Fastify's defaults).
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'ignore'),
  );

  app.get<{ Querystring: Record<string, unknown> }>(PAGE_VIEW_PATH, async (request, reply) => {
    // No schema: a beacon always gets its pixel; bad fields are dropped, not refused.
    const query = request.query;
    const kind = first(query.kind);
    const pageCode = cleanPageCode(query.page_code);
    const pageId = cleanPageId(query.page_id);
    const path = cleanText(query.path, 512);
    // Nothing recognisable (a bot, a typo): answer the pixel, store nothing.
    if (pageCode !== null || pageId !== null || path !== null) {
      app.store.events.record({
        kind: typeof kind === 'string' && BEACON_KINDS.has(kind) ? kind : 'pv',
        pageCode,
        pageId,
        sessionId: cleanToken(query.sid),
        uid: cleanToken(query.uid),
        path,
        durationMs: cleanDuration(query.duration),
      });
    }
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.post<{ Body: { events: PostedEvent[] } }>(
    EVENTS_PATH,
    { schema: eventsSchema, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const rows: NewEvent[] = [];
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
        rows.push({
          kind,
          pageCode: cleanPageCode(event.page_code),
          pageId: cleanPageId(event.page_id),
          sessionId: cleanToken(event.sid),
          uid: cleanToken(event.uid),
          path: cleanText(event.path, 512),
          durationMs: cleanDuration(event.duration_ms ?? event.duration),
          data: Object.keys(data).length > 0 ? data : null,
        });
      });
      // All or nothing: a request with one bad event stores none of them.
      for (const row of rows) app.store.events.record(row);
      return reply.header('cache-control', 'no-store').send(ok({ accepted: rows.length }));
    },
  );
}
