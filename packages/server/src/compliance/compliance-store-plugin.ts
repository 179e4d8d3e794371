import { storePlugin } from '../core/store-plugin.ts';
import { createCompliancePhraseRepository } from './compliance-phrase-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The compliance checks' phrase list (`compliance/`). */
    compliancePhrases: ReturnType<typeof createCompliancePhraseRepository>;
  }
}

/** Decorates the phrase list's repository, over the database plugin's connection. */
export const complianceStorePlugin = storePlugin(
  'compliance-store',
  'compliancePhrases',
  createCompliancePhraseRepository,
);
