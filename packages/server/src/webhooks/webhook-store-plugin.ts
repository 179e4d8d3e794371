import { storePlugin } from '../core/store-plugin.ts';
import { createWebhookRepository } from './webhook-repository.ts';
import type { WebhookRepository } from './webhook-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhooks and their outbox of lead deliveries (`webhooks/`). */
    webhooks: WebhookRepository;
  }
}

/** Decorates the webhooks' repository, over the database plugin's connection. */
export const webhookStorePlugin = storePlugin(
  'webhooks-store',
  'webhooks',
  createWebhookRepository,
);
