import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import { sql } from 'drizzle-orm';
import { assertProductionReady, deriveClientConfig, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { countersPlugin } from './counters/counters-plugin.ts';
import { AppError } from './errors.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { smsCaptchaProvidersPlugin } from './providers/providers-plugin.ts';
import { campaignProvidersPlugin } from './providers/campaign-providers-plugin.ts';
import { campaignAdminRoutes } from './routes/admin/campaign-admin.ts';
import { beaconRoutes } from './routes/beacon.ts';
import { campaignAssetsRoutes } from './routes/campaign-assets.ts';
import { devCampaignRoutes } from './routes/dev-campaign.ts';
import { brokerageRoutes } from './routes/gateway/brokerage.ts';
import { browseUploadRoutes } from './routes/gateway/browse-upload.ts';
import { campaignApiRoutes } from './routes/gateway/campaign-api.ts';
import { groupRoutes } from './routes/gateway/groups.ts';
import { productOrderRoutes } from './routes/gateway/product-order.ts';
import { qrcodeRoutes } from './routes/gateway/qrcode.ts';
import { serviceStaffRoutes } from './routes/gateway/service-staff.ts';
import { stateCodeJumpRoutes } from './routes/gateway/state-code-jump.ts';
import { urlLinkRoutes } from './routes/gateway/url-link.ts';
import { vacancyRoutes } from './routes/gateway/vacancy.ts';
import { virtualUserRoutes } from './routes/gateway/virtual-user.ts';
import { collectRoutes } from './routes/collect.ts';
import { devRoutes } from './routes/dev.ts';
import { activityPageRoutes } from './routes/gateway/activity-page.ts';
import { giftActivityRoutes } from './routes/gateway/gift-activity.ts';
import { jwtUserRoutes } from './routes/gateway/jwt-user.ts';
import { passportRoutes } from './routes/gateway/passport.ts';
import { passportPageRoutes } from './routes/passport-page.ts';
import { seedAssetsRoutes } from './routes/seed-assets.ts';
import { ssrPlugin } from './ssr/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with (read once, at start). */
    config: Config;
  }
}

export interface BuildOptions {
  /**
   * A full configuration (from `loadConfig`), or overrides of the built-in defaults. Overrides
   * never read process.env, so tests are independent of the shell they run in.
   */
  config?: Partial<Config> | Config;
  /** Log through pino at `config.logLevel` (default: no logging). */
  logger?: boolean;
  /** Seed an empty store with the demo and route pages (default true). */
  seed?: boolean;
  /** Serve visitor pages and built assets (default true; needs the built visitor app). */
  ssr?: boolean;
}

/** Defaults, then overrides; the client config follows the merged values unless given. */
export function resolveConfig(config: Partial<Config> | Config = {}): Config {
  const merged = { ...loadConfig({}), ...config };
  return { ...merged, clientConfig: config.clientConfig ?? deriveClientConfig(merged) };
}

/** The Fastify app, ready for `inject` or `listen` (which lives in main.ts). */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options.config);
  assertProductionReady(config);

  const app = Fastify({
    logger: options.logger
      ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    // Opening the embedded database (and migrating it) can take longer than Fastify's default
    // 10 s on a busy machine; a slow start is not a broken plugin.
    pluginTimeout: 120_000,
    // Behind N proxies, request.ip is the visitor's (per-IP limits depend on it).
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
  });
  try {
    app.decorate('config', config);
    await app.register(errorHandlerPlugin);
    // Gateway POSTs may be form-encoded as well as JSON (CONTRACT section 2).
    await app.register(formbody);
    await app.register(cookie);
    // CSP is set by the SSR plugin, which knows the scripts its pages load.
    await app.register(helmet, { contentSecurityPolicy: false });
    await app.register(databasePlugin, { config, seed: options.seed });
    await app.register(countersPlugin);
    await app.register(authPlugin);
    await app.register(smsCaptchaProvidersPlugin);
    await app.register(campaignProvidersPlugin);

    app.get('/healthz', async () => {
      try {
        await app.store.db.execute(sql`SELECT 1`);
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
      }
      return { status: 'ok' };
    });
    // The benchmark's baseline: what Fastify does with no work at all.
    app.get('/hello', async () => ({ hello: 'world' }));

    await app.register(activityPageRoutes);
    await app.register(passportRoutes);
    await app.register(giftActivityRoutes);
    await app.register(jwtUserRoutes);
    await app.register(devRoutes);
    await app.register(passportPageRoutes);
    await app.register(collectRoutes);
    await app.register(seedAssetsRoutes);
    // Server-backed blocks and button actions (groups, staff, QR codes, orders, …).
    await app.register(groupRoutes);
    await app.register(serviceStaffRoutes);
    await app.register(brokerageRoutes);
    await app.register(qrcodeRoutes);
    await app.register(productOrderRoutes);
    await app.register(virtualUserRoutes);
    await app.register(vacancyRoutes);
    await app.register(urlLinkRoutes);
    await app.register(browseUploadRoutes);
    await app.register(stateCodeJumpRoutes);
    await app.register(campaignApiRoutes);
    await app.register(beaconRoutes);
    await app.register(campaignAssetsRoutes);
    await app.register(devCampaignRoutes);
    await app.register(campaignAdminRoutes);

    // Server rendering and static assets come last, so they see every decorator above.
    if (options.ssr !== false) await app.register(ssrPlugin);
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
