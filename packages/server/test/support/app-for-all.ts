import type { FastifyInstance } from 'fastify';
import { aroundAll } from './around-all.ts';

/** The app the tests of a file share: `start` builds it (and assigns it), it is closed after them. */
export function appForAll(start: () => Promise<FastifyInstance>): void {
  aroundAll(start, (app) => app.close());
}
