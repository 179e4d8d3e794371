import { storePlugin } from '../core/store-plugin.ts';
import { createExperimentRepository } from './experiment-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The A/B tests' figures per variant (`experiments/`). */
    experiments: ReturnType<typeof createExperimentRepository>;
  }
}

/** Decorates the experiments' repository, over the database plugin's connection. */
export const experimentStorePlugin = storePlugin(
  'experiment-store',
  'experiments',
  createExperimentRepository,
);
