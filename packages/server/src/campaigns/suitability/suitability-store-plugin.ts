import { storePlugin } from '../../core/store-plugin.ts';
import { createSuitabilityRepository } from './suitability-repository.ts';
import type { SuitabilityRepository } from './suitability-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Assessments of the development provider and the matches shown before purchases. */
    suitability: SuitabilityRepository;
  }
}

/** Decorates the suitability repository, over the database plugin's connection. */
export const suitabilityStorePlugin = storePlugin(
  'suitability-store',
  'suitability',
  createSuitabilityRepository,
);
