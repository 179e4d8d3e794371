import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { beaconRoutes } from './beacon.ts';
import { collectRoutes } from './collect.ts';
import { scheduleEventRetention } from './event-retention.ts';
import { createVisitGate } from './visit-gate.ts';

/**
 * Visit tracking: page views, clicks and visit-duration beacons into the events table, capped per
 * client, kept EVENT_RETENTION_DAYS; only for published pages, clicks and beacons only from
 * visits whose page view got a visit session, never for previews (`visit-gate.ts`).
 */
async function tracking(app: FastifyInstance): Promise<void> {
  const gate = createVisitGate(app);
  await app.register(collectRoutes, { gate });
  await app.register(beaconRoutes, { gate });
  scheduleEventRetention(app);
}

export const trackingDomain = fp(tracking, {
  name: 'tracking-domain',
  fastify: '5.x',
  dependencies: ['database', 'events-store'],
});
