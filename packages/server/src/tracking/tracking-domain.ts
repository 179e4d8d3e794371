import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { beaconRoutes } from './beacon.ts';
import { collectRoutes } from './collect.ts';
import { scheduleEventRetention } from './event-retention.ts';

/**
 * Visit tracking: page views, clicks and visit-duration beacons into the events table, capped per
 * client, kept EVENT_RETENTION_DAYS.
 */
async function tracking(app: FastifyInstance): Promise<void> {
  await app.register(collectRoutes);
  await app.register(beaconRoutes);
  scheduleEventRetention(app);
}

export const trackingDomain = fp(tracking, {
  name: 'tracking-domain',
  fastify: '5.x',
  dependencies: ['database'],
});
