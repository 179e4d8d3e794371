import { storePlugin } from '../core/store-plugin.ts';
import type { Db } from '../store/open-database.ts';
import { createCampaignRecordRepository } from './campaign-record-repository.ts';
import { createCompliancePhraseRepository } from './compliance-phrase-repository.ts';
import { createEditorRepository } from './editor-repository.ts';
import { createLeadListRepository } from './lead-list-repository.ts';
import { createMediaRepository } from './media-repository.ts';
import { recordPersonalRelease } from './personal-release-log.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import { releaseEntry } from '../audit/audit-records.ts';
import type { PersonalRelease } from './personal-release-log.ts';
import { createPreviewLinkRepository } from './preview-link-repository.ts';
import { createReviewRepository } from '../review/review-repository.ts';
import { createArchiveRepository } from '../archive/archive-repository.ts';
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
  /** The compliance checks' phrase list (`compliance-routes.ts`). */
  compliancePhrases: ReturnType<typeof createCompliancePhraseRepository>;
  /** Requests to publish and their decisions (`review/`). */
  reviews: ReturnType<typeof createReviewRepository>;
  /** The HTML each published version was sent with (`archive/`). */
  archives: ReturnType<typeof createArchiveRepository>;
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
    compliancePhrases: createCompliancePhraseRepository(db),
    reviews: createReviewRepository(db),
    archives: createArchiveRepository(db),
    campaignRecords: createCampaignRecordRepository(db),
    signups: createSignupRepository(db),
    releases: {
      // The release's row and its audit entry commit together.
      record: (release) =>
        db.transaction(async (tx) => {
          await recordPersonalRelease(tx, release);
          await appendAuditEntry(tx, releaseEntry(release));
        }),
    },
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
