import { VARIANT_KEY_PATTERN } from '@h5-page/schema/variants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COLLECTOR_BASE } from '../config.ts';
import { ok } from '../errors.ts';
import { cleanText } from './collect-fields.ts';
import { visitContext } from './visit-context.ts';
import { optionalInt, optionalText } from '../core/fields.ts';
import { answers, answersContent } from '../core/answers.ts';
import { intakeLimit } from './intake-limit.ts';
import type { VisitGate } from './visit-gate.ts';
import { readTextAsJson } from './text-as-json.ts';

/**
 * The visit-duration beacon (spec section 7: "an image beacon with page_id, session id, uid,
 * duration"), sent when the visitor leaves or hides the page: `GET /collect/v1/beacon.gif?…` as an
 * image, or `POST` to the same path from navigator.sendBeacon (a JSON string, which arrives as
 * text/plain, or a form). Every accepted beacon is stored as an event of kind 'beacon' through
 * the event writer's group commit: the answer waits for the insert holding it, so a 200 means
 * stored, and a burst still costs a few inserts.
 */
export const BEACON_PATH = `${COLLECTOR_BASE}/beacon.gif`;
export const BEACON_KIND = 'beacon';

/** The smallest transparent GIF: 1×1, one colour. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const TOKEN = /^[A-Za-z0-9_.:@-]+$/;
const SLUG = /^[A-Za-z0-9_-]+$/;

const beaconFields = z
  .object({
    page_id: optionalInt(0),
    page_code: optionalText({ max: 64, pattern: SLUG }),
    sid: optionalText({ max: 64, pattern: TOKEN }),
    // The visit session its page view answered.
    vs: optionalText({ max: 64 }),
    uid: optionalText({ max: 64, pattern: TOKEN }),
    // The A/B variant of the visit (its page view's session vouches for it).
    ab: optionalText({ max: 16, pattern: VARIANT_KEY_PATTERN }),
    // Milliseconds on the page, up to a day.
    duration: optionalInt(0, 86_400_000),
    path: z.unknown().optional(),
  })
  .refine((fields) => fields.page_id !== undefined || fields.page_code !== undefined, {
    message: '不能为空',
    path: ['page_id'],
  });

/**
 * Query `page_id` and/or `page_code` (one is needed), `sid`, `vs`, `uid`, `duration` (ms), `path`.
 * A beacon with a bad field is refused with a 400 naming it and stored nowhere; one whose page is
 * not published (or named by id alone) or without its page view's session is refused too.
 */
export async function beaconRoutes(
  app: FastifyInstance,
  { gate }: { gate: VisitGate },
): Promise<void> {
  readTextAsJson(app);

  // A beacon names its page by code and carries the session of its page view (see visit-gate.ts).
  const record = async (fields: z.output<typeof beaconFields>, userAgent: string | undefined) => {
    const path = cleanText(fields.path, 512);
    const pageCode = fields.page_code ?? null;
    const variant = fields.ab ?? null;
    if (!(await gate.event(pageCode, fields.sid ?? null, fields.vs, path, variant))) return;
    await app.events.record({
      kind: BEACON_KIND,
      pageId: fields.page_id ?? null,
      pageCode,
      sessionId: fields.sid ?? null,
      uid: fields.uid ?? null,
      durationMs: fields.duration ?? null,
      path,
      variant,
      ...visitContext(userAgent, path),
    });
  };

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = intakeLimit(app);
  typed.get(
    BEACON_PATH,
    {
      schema: {
        querystring: beaconFields,
        response: answersContent('image/gif', 'a 1×1 GIF, whatever was recorded'),
      },
      preHandler,
    },
    async (request, reply) => {
      await record(request.query, request.headers['user-agent']);
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );

  typed.post(
    BEACON_PATH,
    {
      schema: {
        body: beaconFields,
        response: answers(z.object({ accepted: z.literal(1) }), 'the visit is stored'),
      },
      bodyLimit: 8192,
      preHandler,
    },
    async (request, reply) => {
      await record(request.body, request.headers['user-agent']);
      return reply.header('cache-control', 'no-store').send(ok({ accepted: 1 }));
    },
  );
}
