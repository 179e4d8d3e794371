import Fastify from 'fastify';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { AppError } from './errors.ts';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import { assertProductionReady, deriveClientConfig, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { accountsDomain } from './accounts/accounts-domain.ts';
import { accountsStorePlugin } from './accounts/accounts-store-plugin.ts';
import { adminDomain } from './admin/admin-domain.ts';
import { adminStorePlugin } from './admin/admin-store-plugin.ts';
import { archiveDomain } from './archive/archive-domain.ts';
import { archiveStorePlugin } from './archive/archive-store-plugin.ts';
import { auditDomain } from './audit/audit-domain.ts';
import { auditStorePlugin } from './audit/audit-store-plugin.ts';
import { abuseDomain } from './abuse/abuse-domain.ts';
import { abuseStorePlugin } from './abuse/abuse-store-plugin.ts';
import { channelDomain } from './channels/channel-domain.ts';
import { channelStorePlugin } from './channels/channel-store-plugin.ts';
import { complianceDomain } from './compliance/compliance-domain.ts';
import { complianceStorePlugin } from './compliance/compliance-store-plugin.ts';
import { campaignsDomain } from './campaigns/campaigns-domain.ts';
import { suitabilityDomain } from './campaigns/suitability/suitability-domain.ts';
import { suitabilityStorePlugin } from './campaigns/suitability/suitability-store-plugin.ts';
import { campaignsStorePlugin } from './campaigns/campaigns-store-plugin.ts';
import { storeSocketPlugin } from './cli/store-socket-plugin.ts';
import { countersPlugin } from './counters/counters-plugin.ts';
import { answersJson, documentedOnly } from './core/answers.ts';
import { apiDocsPlugin } from './core/api-docs.ts';
import { warnOfUntrustedProxy } from './core/proxy-warning.ts';
import { compressionPlugin } from './core/compression-plugin.ts';
import { databasePlugin } from './core/database-plugin.ts';
import { errorHandlerPlugin } from './core/error-handler.ts';
import { clientErrorHandler } from './core/client-error-handler.ts';
import { HOST_CHECKED_BY_APP, requireHost } from './core/host-header.ts';
import { healthRoutes } from './core/health-routes.ts';
import { loggerOptions } from './core/logger-options.ts';
import { zodValidatorCompiler } from './core/zod-validator.ts';
import { devDomain } from './dev/dev-domain.ts';
import { editorScope } from './editor-session/editor-scope.ts';
import { editorSessionPlugin } from './editor-session/editor-session-plugin.ts';
import { experimentDomain } from './experiments/experiment-domain.ts';
import { experimentStorePlugin } from './experiments/experiment-store-plugin.ts';
import { mediaDomain } from './media/media-domain.ts';
import { mediaStorePlugin } from './media/media-store-plugin.ts';
import { notificationsDomain } from './notifications/notifications-domain.ts';
import { notificationsStorePlugin } from './notifications/notifications-store-plugin.ts';
import { pagesDomain } from './pages/pages-domain.ts';
import { pagesStorePlugin } from './pages/pages-store-plugin.ts';
import { pageChangeChannelPlugin } from './cluster/page-change-channel.ts';
import { reviewDomain } from './review/review-domain.ts';
import { reviewStorePlugin } from './review/review-store-plugin.ts';
import { seedAssetsDomain } from './seed/seed-assets-domain.ts';
import { seedStore } from './seed/seed-store.ts';
import { signupDomain } from './signups/signup-domain.ts';
import { signupStorePlugin } from './signups/signup-store-plugin.ts';
import { statsDomain } from './stats/stats-domain.ts';
import { statsStorePlugin } from './stats/stats-store-plugin.ts';
import { trackingDomain } from './tracking/tracking-domain.ts';
import { eventsStorePlugin } from './tracking/events-store-plugin.ts';
import { ssrPlugin } from './ssr/index.ts';
import { webhookDomain } from './webhooks/webhook-domain.ts';
import { webhookDelivererPlugin } from './webhooks/webhook-deliverer-plugin.ts';
import type { WebhookOptions } from './webhooks/webhook-deliverer-plugin.ts';
import { webhookStorePlugin } from './webhooks/webhook-store-plugin.ts';
import { cachePurgePlugin } from './cache/cache-purge-plugin.ts';
import type { CachePurgeOptions } from './cache/cache-purge-plugin.ts';
import { startSnippetSanitizer } from './ssr/snippet-sanitizer.ts';
import type { SnippetSanitizerOptions } from './ssr/snippet-sanitizer.ts';
import { loadVisitorBundle } from './ssr/visitor-bundle.ts';

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
  /** Log to this stream instead of stdout (tests read what would be logged). */
  logStream?: DestinationStream;
  /** Seed an empty store with the demo and route pages (default true). */
  seed?: boolean;
  /** Serve visitor pages and built assets (default true; needs the built visitor app). */
  ssr?: boolean;
  /** Told of every route as it is registered (tests check the API reference lists them all). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The clock of publish windows and of the leads' retention (tests move it to a schedule's start
   * or past a lead's retention); Date.now by default.
   */
  now?: () => number;
  /** How purges of the shared cache leave and are retried (tests send them elsewhere). */
  cachePurge?: CachePurgeOptions;
  /**
   * The webhook deliverer's clock, backoff and timings (tests never wait for real time), and how
   * receivers' names resolve (tests never ask a DNS server).
   */
  webhooks?: WebhookOptions;
  /** The sanitizer threads' script, time limit and number (tests give a thread that stalls). */
  sanitizer?: SnippetSanitizerOptions;
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
  // First of all: the thread loads the code block's sanitizer while the rest of the app starts.
  const sanitizer = options.ssr !== false ? startSnippetSanitizer(options.sanitizer) : null;
  // The visitor app's renderer (React's server build) loads while the store opens; a missing
  // build is reported where the renderer is registered.
  const visitorBundle = options.ssr !== false ? loadVisitorBundle() : null;
  visitorBundle?.catch(() => {});

  const app = Fastify({
    logger: options.logger || options.logStream ? loggerOptions(config, options.logStream) : false,
    // A URL Fastify cannot decode answers the envelope like every other refusal.
    frameworkErrors: (_error, _request, reply) => {
      const refusal = new AppError('BAD_URL');
      void (reply as FastifyReply)
        .code(refusal.status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(refusal.toEnvelope());
    },
    // Requests Node's parser refuses (431, unknown methods) answer the envelope too.
    clientErrorHandler,
    // A request without a Host header as well (`requireHost`, below).
    http: HOST_CHECKED_BY_APP,
    // The compilers set below from the start: Fastify's own (ajv, fast-json-stringify) would be
    // loaded at every start for nothing. Its types expect ajv's factories; at run time a factory
    // only has to give the route compiler.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => zodValidatorCompiler) as never,
        buildSerializer: (() => documentedOnly) as never,
      },
    },
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
    // Before the server waits for the requests in flight: a render waiting for a snippet's
    // sanitizing then fails that block at once instead of holding the shutdown up.
    app.addHook('preClose', async () => sanitizer?.close());
    app.decorate('config', config);
    warnOfUntrustedProxy(app);
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    // Routes declare their query, params and body with zod (see docs/ARCHITECTURE.md), and their
    // answers for the API document only: a declared answer is sent as without one.
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(documentedOnly);
    await app.register(errorHandlerPlugin);
    app.addHook('onRequest', requireHost);
    // Before every route: its onSend hook must wrap them all.
    await app.register(compressionPlugin);
    // Gateway POSTs may be form-encoded as well as JSON (CONTRACT section 2).
    await app.register(formbody);
    await app.register(cookie);
    // Each HTML page sets its own CSP naming its inline scripts (core/content-security-policy.ts).
    // Referer only to this site (never the path to another): gateway calls name their page by it
    // (a lead's page, a campaign's anti-abuse caps), which helmet's no-referrer would withhold.
    await app.register(helmet, {
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
    });
    // Redis first: an unreachable one fails the start before the database is opened and seeded.
    await app.register(countersPlugin);
    await app.register(databasePlugin, { config, seed: options.seed, seeds: seedStore });
    // Each domain's repositories, decorated before any route so every domain may read them.
    await app.register(pagesStorePlugin, { now: options.now });
    // Other processes' publishes reach this one's page caches through Redis (with REDIS_URL).
    await app.register(pageChangeChannelPlugin);
    await app.register(accountsStorePlugin);
    await app.register(campaignsStorePlugin);
    await app.register(suitabilityStorePlugin);
    await app.register(eventsStorePlugin);
    // Builder accounts and sessions, which every domain's admin calls are guarded by.
    await app.register(editorSessionPlugin);
    await app.register(adminStorePlugin);
    await app.register(auditStorePlugin);
    await app.register(reviewStorePlugin);
    await app.register(archiveStorePlugin);
    await app.register(complianceStorePlugin);
    await app.register(mediaStorePlugin);
    await app.register(statsStorePlugin);
    await app.register(signupStorePlugin);
    await app.register(experimentStorePlugin);
    await app.register(webhookStorePlugin);
    // Sends queued lead deliveries from when the app is ready until it closes.
    await app.register(webhookDelivererPlugin, { deliverer: options.webhooks });
    await app.register(abuseStorePlugin);
    await app.register(channelStorePlugin);
    // Publishes queue the shared cache's purges in their own transactions (CACHE_PURGE_URL).
    await app.register(cachePurgePlugin, options.cachePurge ?? {});
    // Follows the audit trail, the schedules and the deliverer into the inbox and the group robot.
    await app.register(notificationsStorePlugin);
    // The CLI's way into the embedded store while the server holds it; closes before the stores.
    await app.register(storeSocketPlugin);
    // Before any route, so that the OpenAPI document sees them all.
    await app.register(apiDocsPlugin, { editorScope });

    await app.register(healthRoutes);
    // The benchmark's baseline: what Fastify does with no work at all.
    app.get(
      '/hello',
      { schema: { response: answersJson(z.object({ hello: z.literal('world') }), 'no work') } },
      async () => ({ hello: 'world' }),
    );

    // One plugin per domain, each registering its own routes (and the providers it uses); admin
    // calls each behind the same guards (`editorScope`).
    await app.register(pagesDomain);
    await app.register(accountsDomain, { now: options.now });
    // Before the order calls, which refuse a purchase without a confirmed suitability match.
    await app.register(suitabilityDomain);
    await app.register(campaignsDomain);
    await app.register(trackingDomain);
    await app.register(mediaDomain);
    await app.register(adminDomain);
    await app.register(complianceDomain);
    await app.register(reviewDomain);
    await app.register(webhookDomain);
    await app.register(notificationsDomain);
    await app.register(archiveDomain);
    await app.register(statsDomain);
    await app.register(signupDomain);
    await app.register(channelDomain);
    await app.register(experimentDomain);
    await app.register(auditDomain);
    await app.register(abuseDomain);
    await app.register(devDomain);
    await app.register(seedAssetsDomain);

    // Server rendering and static assets come last, so they see every decorator above.
    if (options.ssr !== false) await app.register(ssrPlugin, { sanitizer, bundle: visitorBundle });
  } catch (error) {
    await app.close().catch(() => {});
    await sanitizer?.close();
    throw error;
  }
  return app;
}
