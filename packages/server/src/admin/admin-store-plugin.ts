import { storePlugin } from '../core/store-plugin.ts';
import type { Db } from '../store/open-database.ts';
import { createCampaignRecordRepository } from './campaign-record-repository.ts';
import { createPreviewLinkRepository } from './preview-link-repository.ts';

/** The admin domain's repositories: preview links and the campaign tables' records. */
export interface AdminStore {
  previewLinks: ReturnType<typeof createPreviewLinkRepository>;
  /** The campaign tables' records (`/admin/api/campaign`). */
  campaignRecords: ReturnType<typeof createCampaignRecordRepository>;
}

export function createAdminStore(db: Db): AdminStore {
  return {
    previewLinks: createPreviewLinkRepository(db),
    campaignRecords: createCampaignRecordRepository(db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Preview links and the campaign tables' records (`admin/`). */
    admin: AdminStore;
  }
}

/** Decorates the admin domain's repositories, over the database plugin's connection. */
export const adminStorePlugin = storePlugin('admin-store', 'admin', createAdminStore);
