import { storePlugin } from '../core/store-plugin.ts';
import { createSignupRepository } from './signup-repository.ts';
import type { SignupRepository } from './signup-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Visitors' entries in the campaign tables (`signups/`, `/admin/api/signups`). */
    signups: SignupRepository;
  }
}

/** Decorates the sign-up screens' repository, over the database plugin's connection. */
export const signupStorePlugin = storePlugin('signup-store', 'signups', createSignupRepository);
