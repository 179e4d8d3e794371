import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../errors.ts';
import { insertSyntheticEvents } from '../tracking/synthetic-events.ts';
import { int, text } from '../core/fields.ts';
import { answers } from '../core/answers.ts';

export const DEV_EVENTS_SEED_PATH = '/dev/events/seed';

const seedBody = z.object({
  page_code: text({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ }),
  count: int(1, 5_000_000),
  days: int(1, 366),
});

/**
 * `POST /dev/events/seed {page_code, count, days}` (development only): `count` synthetic events
 * of one page, spread evenly over the last `days` days (views, clicks on six buttons, beacons
 * with durations; sessions of 8 events; five environments, seven channels). The benchmark's million events; generated
 * inside the database, so a million rows never cross the wire.
 */
export async function devStatsSeedRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.nodeEnv === 'production') return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      DEV_EVENTS_SEED_PATH,
      { schema: { body: seedBody, response: answers(z.object({ inserted: z.int() })) } },
      async (request) => {
        const { page_code: code, count, days } = request.body;
        await insertSyntheticEvents(app.database.db, { code, count, days });
        return ok({ inserted: count });
      },
    );
}
