import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app.ts';
import type { BuildOptions } from '../../src/app.ts';
import { ADMIN_PASSWORD, signIn } from './admin.ts';

/**
 * The app of a suite that runs on both stores: on the suite's PostgreSQL database when
 * `databaseUrl` names one, else in memory on PGlite. Its first account is admin / ADMIN_PASSWORD,
 * signed in: the app and the Cookie header of admin's session. Pages publish without review and
 * visitor pages are not rendered unless `options` say otherwise; its `config` adds to or replaces
 * these settings.
 */
export async function signedInSuiteApp(
  databaseUrl: string | null,
  { config, ...options }: BuildOptions = {},
): Promise<{ app: FastifyInstance; admin: { cookie: string } }> {
  const app = await build({
    ssr: false,
    ...options,
    config: {
      dataDir: ':memory:',
      databaseUrl,
      adminPassword: ADMIN_PASSWORD,
      reviewRequired: false,
      ...config,
    },
  });
  return { app, admin: await signIn(app) };
}
