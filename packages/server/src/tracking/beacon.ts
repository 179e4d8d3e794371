import { VARIANT_TOKEN_MAX_LENGTH, VARIANT_TOKEN_PATTERN } from '@h5-page/schema/variants';
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
import { claimOncePerVisit } from './once-per-visit.ts';
import { countedStay } from './counted-stay.ts';
import type { VisitGate } from './visit-gate.ts';
import { readTextAsJson } from './text-as-json.ts';

/**
 * The visit-duration beacon (spec section 7: "an image beacon with page_id, session id, uid,
 * duration"), sent when the visitor leaves or hides the page: `GET /collect/v1/beacon.gif?…` as an
 * image, or `POST` to the same path from navigator.sendBeacon (a JSON string, which arrives as
 * text/plain, or a form). The first beacon of each page view (its visit session) is stored as an
 * event of kind 'beacon' through the event writer's group commit: the answer waits for the insert
 * holding it, so a 200 means stored, and a burst still costs a few inserts. Later beacons of the
 * same page view are answered alike and not stored: one stay per page view, so a retry is
 * harmless and a replayed session adds nothing. The stay is clamped (`counted-stay.ts`).
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
    ab: optionalText({ max: VARIANT_TOKEN_MAX_LENGTH, pattern: VARIANT_TOKEN_PATTERN }),
    // Milliseconds on the page: up to a day is taken (older visitor apps report that much), and
    // counted up to MAX_STAY_MS.
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
 * Previews' beacons and a page view's beacons after its first are answered and not stored.
 */
export async function beaconRoutes(
  app: FastifyInstance,
  { gate }: { gate: VisitGate },
): Promise<void> {
  readTextAsJson(app);

  // A beacon names its page by code and carries the session of its page view (see visit-gate.ts).
  // How many were stored: 0 for a preview's, or a page view's beacon after its first.
  const record = async (
    fields: z.output<typeof beaconFields>,
    userAgent: string | undefined,
  ): Promise<0 | 1> => {
    const path = cleanText(fields.path, 512);
    const pageCode = fields.page_code ?? null;
    const visit = await gate.event(pageCode, fields.sid ?? null, fields.vs, path, fields.ab);
    if (!visit) return 0;
    const claim = await claimOncePerVisit(app.counters, BEACON_KIND, visit);
    if (!claim) return 0;
    try {
      await app.events.record({
        kind: BEACON_KIND,
        pageId: fields.page_id ?? null,
        pageCode,
        sessionId: fields.sid ?? null,
        uid: fields.uid ?? null,
        durationMs: countedStay(fields.duration ?? null, visit.issuedAt),
        path,
        variant: visit.variant,
        ...visitContext(userAgent, path),
      });
    } catch (error) {
      await claim.release().catch(() => {});
      throw error;
    }
    return 1;
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
        response: answers(
          z.object({
            accepted: z
              .union([z.literal(0), z.literal(1)])
              .describe('0: the page view’s stay was already stored (or a preview’s): not again'),
          }),
          'the visit is stored',
        ),
      },
      bodyLimit: 8192,
      preHandler,
    },
    async (request, reply) => {
      const accepted = await record(request.body, request.headers['user-agent']);
      return reply.header('cache-control', 'no-store').send(ok({ accepted }));
    },
  );
}
