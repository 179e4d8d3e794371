import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createEventRepository } from './event-repository.ts';
import type { EventRepository } from './event-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page views, clicks and beacons, written by the group-commit writer. */
    events: EventRepository;
  }
}

/**
 * Decorates the event repository; at close, writes the buffered events before the database
 * closes (registered after the database plugin, so its onClose hook runs first).
 */
async function eventsStore(app: FastifyInstance): Promise<void> {
  const events = createEventRepository(app.database.db, { logger: app.log });
  app.decorate('events', events);
  app.addHook('onClose', async () => {
    await events.close();
  });
}

export const eventsStorePlugin = fp(eventsStore, {
  name: 'events-store',
  fastify: '5.x',
  dependencies: ['database'],
});
