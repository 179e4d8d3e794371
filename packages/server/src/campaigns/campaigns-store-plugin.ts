import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCampaignStore } from './store/campaign-store.ts';
import type { CampaignStore } from './store/campaign-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products, orders, groups, staff, QR codes, … of the server-backed blocks and actions. */
    campaigns: CampaignStore;
  }
}

/** Decorates the campaigns domain's repositories, over the database plugin's connection. */
async function campaignsStore(app: FastifyInstance): Promise<void> {
  app.decorate('campaigns', createCampaignStore(app.database.db));
}

export const campaignsStorePlugin = fp(campaignsStore, {
  name: 'campaigns-store',
  fastify: '5.x',
  dependencies: ['database'],
});
