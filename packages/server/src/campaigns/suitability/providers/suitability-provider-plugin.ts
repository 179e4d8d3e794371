import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DevSuitabilityProvider } from './dev-suitability-provider.ts';
import { HttpSuitabilityProvider } from './http-suitability-provider.ts';
import type { SuitabilityProvider } from './suitability-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Investors' risk tiers: the assessment provider, or the development questionnaire's store. */
    suitabilityProvider: SuitabilityProvider;
  }
}

/**
 * The suitability provider, chosen by `config.providers.suitability.kind` (SUITABILITY_BASE_URL
 * makes it real; production refuses the development one at start).
 */
async function suitabilityProviders(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { suitability } = config.providers;
  app.decorate<SuitabilityProvider>(
    'suitabilityProvider',
    suitability.kind === 'http'
      ? new HttpSuitabilityProvider({
          baseUrl: suitability.baseUrl,
          apiKey: config.suitabilityApiKey,
        })
      : new DevSuitabilityProvider(app.suitability),
  );
}

export const suitabilityProviderPlugin = fp(suitabilityProviders, {
  name: 'suitability-provider',
  fastify: '5.x',
  dependencies: ['suitability-store'],
});
