import type { Db } from '../store/open-database.ts';
import { recordPersonalRelease } from '../editor-session/personal-release-log.ts';
import type { PersonalRelease } from '../editor-session/personal-release-log.ts';
import { appendAuditEntry } from './audit-repository.ts';
import { releaseEntry } from './audit-records.ts';

/** The record of every release of personal data: its `lead_exports` row and its audit entry. */
export interface PersonalReleases {
  record(release: PersonalRelease): Promise<void>;
}

export function createPersonalReleases(db: Db): PersonalReleases {
  return {
    // The release's row and its audit entry commit together.
    record: (release) =>
      db.transaction(async (tx) => {
        await recordPersonalRelease(tx, release);
        await appendAuditEntry(tx, releaseEntry(release));
      }),
  };
}
