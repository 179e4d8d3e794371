import { storePlugin } from '../core/store-plugin.ts';
import { createAbuseRepository } from './abuse-repository.ts';
import type { AbuseRepository } from './abuse-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Campaign anti-abuse (`abuse/`): pages' rules, the handset blocklist, daily slots. */
    abuse: AbuseRepository;
  }
}

/** Decorates the anti-abuse repository, over the database plugin's connection. */
export const abuseStorePlugin = storePlugin('abuse-store', 'abuse', createAbuseRepository);
