import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { WebhookDeliverer } from './webhook-deliverer.ts';
import type { DelivererOptions } from './webhook-deliverer.ts';
import { webhookTargets } from './webhook-target.ts';
import type { Resolver, WebhookTargets } from './webhook-target.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued lead deliveries; `wake()` after a lead commits (never awaited by a visitor). */
    webhookDeliverer: WebhookDeliverer;
    /** Where a webhook may send: checked as it is saved and again at each send. */
    webhookTargets: WebhookTargets;
  }
}

/** The deliverer's clock and timings, and the resolver of receivers' names (tests fake both). */
export type WebhookOptions = Partial<DelivererOptions> & { resolve?: Resolver };

/**
 * This process's deliverer: starts once the app is ready, stops (its sends under way aborted and
 * queued again) as the app closes, before the database does.
 */
async function webhookDeliverer(
  app: FastifyInstance,
  options: { deliverer?: WebhookOptions },
): Promise<void> {
  const { resolve, ...timings } = options.deliverer ?? {};
  const targets = webhookTargets({ allowLoopback: app.config.webhookAllowLoopback, resolve });
  const deliverer = new WebhookDeliverer(app.webhooks, app.log, targets, {
    timeoutMs: app.config.webhookTimeoutMs,
    ...timings,
  });
  app.decorate('webhookTargets', targets);
  app.decorate('webhookDeliverer', deliverer);
  app.addHook('onReady', async () => deliverer.start());
  app.addHook('onClose', async () => deliverer.stop());
}

export const webhookDelivererPlugin = fp(webhookDeliverer, {
  name: 'webhook-deliverer',
  fastify: '5.x',
  dependencies: ['webhooks-store'],
});
