import { storePlugin } from '../core/store-plugin.ts';
import type { Db } from '../store/open-database.ts';
import { createCampaignRecordRepository } from './campaign-record-repository.ts';
import { createCompanyProfileRepository } from './company-profile-repository.ts';
import { createPreviewLinkRepository } from './preview-link-repository.ts';

/** The admin domain's repositories: preview links, the campaign tables' records, 企业信息. */
export interface AdminStore {
  previewLinks: ReturnType<typeof createPreviewLinkRepository>;
  /** The campaign tables' records (`/admin/api/campaign`). */
  campaignRecords: ReturnType<typeof createCampaignRecordRepository>;
  /** The company details pages made from a template carry (`/admin/api/company`). */
  companyProfile: ReturnType<typeof createCompanyProfileRepository>;
}

export function createAdminStore(db: Db): AdminStore {
  return {
    previewLinks: createPreviewLinkRepository(db),
    campaignRecords: createCampaignRecordRepository(db),
    companyProfile: createCompanyProfileRepository(db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Preview links, the campaign tables' records and 企业信息 (`admin/`). */
    admin: AdminStore;
  }
}

/** Decorates the admin domain's repositories, over the database plugin's connection. */
export const adminStorePlugin = storePlugin('admin-store', 'admin', createAdminStore);
