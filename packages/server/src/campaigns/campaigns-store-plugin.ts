import { storePlugin } from '../core/store-plugin.ts';
import { createCampaignStore } from './store/campaign-store.ts';
import type { CampaignStore } from './store/campaign-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products, orders, groups, staff, QR codes, … of the server-backed blocks and actions. */
    campaigns: CampaignStore;
  }
}

/** Decorates the campaigns domain's repositories, over the database plugin's connection. */
export const campaignsStorePlugin = storePlugin(
  'campaigns-store',
  'campaigns',
  createCampaignStore,
);
