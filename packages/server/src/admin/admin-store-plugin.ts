import { storePlugin } from '../core/store-plugin.ts';
import type { Db } from '../store/open-database.ts';
import { createCampaignRecordRepository } from './campaign-record-repository.ts';
import { createEditorRepository } from './editor-repository.ts';
import { createLeadListRepository } from './lead-list-repository.ts';
import { createMediaRepository } from './media-repository.ts';
import { recordPersonalRelease } from './personal-release-log.ts';
import type { PersonalRelease } from './personal-release-log.ts';
import { createPreviewLinkRepository } from './preview-link-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSignupRepository } from './signup-repository.ts';
import { createStatsRepository } from './stats-repository.ts';

/** The admin domain's repositories: builder accounts, sessions, uploads, stats, preview links. */
export interface AdminStore {
  editors: ReturnType<typeof createEditorRepository>;
  sessions: ReturnType<typeof createSessionRepository>;
  media: ReturnType<typeof createMediaRepository>;
  stats: ReturnType<typeof createStatsRepository>;
  /** The leads list and its CSV export, per page. */
  leadList: ReturnType<typeof createLeadListRepository>;
  previewLinks: ReturnType<typeof createPreviewLinkRepository>;
  /** The campaign tables' records (`/admin/api/campaign`). */
  campaignRecords: ReturnType<typeof createCampaignRecordRepository>;
  /** Visitors' entries in the campaign tables (`/admin/api/signups`). */
  signups: ReturnType<typeof createSignupRepository>;
  /** The record of every release of personal data (`lead_exports`). */
  releases: { record(release: PersonalRelease): Promise<void> };
}

export function createAdminStore(db: Db): AdminStore {
  return {
    editors: createEditorRepository(db),
    sessions: createSessionRepository(db),
    media: createMediaRepository(db),
    stats: createStatsRepository(db),
    leadList: createLeadListRepository(db),
    previewLinks: createPreviewLinkRepository(db),
    campaignRecords: createCampaignRecordRepository(db),
    signups: createSignupRepository(db),
    releases: { record: (release) => recordPersonalRelease(db, release) },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Builder accounts, their sessions, uploads, stats and preview links (`admin/`). */
    admin: AdminStore;
  }
}

/** Decorates the admin domain's repositories, over the database plugin's connection. */
export const adminStorePlugin = storePlugin('admin-store', 'admin', createAdminStore);
