import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CounterStore } from './counter-store.ts';
import { createCounterStore } from './create-counter-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared counters for rate limits: in process, or Redis with REDIS_URL. */
    counters: CounterStore;
  }
}

async function counters(app: FastifyInstance): Promise<void> {
  const store = await createCounterStore(app.config);
  app.decorate('counters', store);
  app.addHook('onClose', async () => {
    await store.close();
  });
}

export const countersPlugin = fp(counters, { name: 'counters', fastify: '5.x' });
