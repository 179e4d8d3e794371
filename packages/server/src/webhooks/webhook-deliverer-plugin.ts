import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { WebhookDeliverer } from './webhook-deliverer.ts';
import type { DelivererOptions } from './webhook-deliverer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued lead deliveries; `wake()` after a lead commits (never awaited by a visitor). */
    webhookDeliverer: WebhookDeliverer;
  }
}

/**
 * This process's deliverer: starts once the app is ready, stops (its sends under way aborted and
 * queued again) as the app closes, before the database does.
 */
async function webhookDeliverer(
  app: FastifyInstance,
  options: { deliverer?: Partial<DelivererOptions> },
): Promise<void> {
  const deliverer = new WebhookDeliverer(app.webhooks, app.log, {
    timeoutMs: app.config.webhookTimeoutMs,
    ...options.deliverer,
  });
  app.decorate('webhookDeliverer', deliverer);
  app.addHook('onReady', async () => deliverer.start());
  app.addHook('onClose', async () => deliverer.stop());
}

export const webhookDelivererPlugin = fp(webhookDeliverer, {
  name: 'webhook-deliverer',
  fastify: '5.x',
  dependencies: ['webhooks-store'],
});
