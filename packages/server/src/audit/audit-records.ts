import type { DraftPage, PageVersionInfo, WithinWrite } from '../pages/store/page-repository.ts';
import type { PersonalRelease } from '../editor-session/personal-release-log.ts';
import { appendAuditEntry } from './audit-repository.ts';
import type { AuditRecord } from './audit-repository.ts';

/**
 * The entries of page writes, appended inside the write's own transaction (the repository runs
 * them last, before the commit), so a page change and its entry never exist one without the other.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A saved draft (`page.save`, or `page.duplicate` / `page.create` for a new page). */
export function draftEntry(
  actor: string | null,
  action: string,
  detail: Record<string, unknown> = {},
): WithinWrite<DraftPage> {
  return async (tx, draft) => {
    await appendAuditEntry(tx, {
      actor,
      action,
      pageCode: draft.code,
      detail: { revision: draft.revision, ...detail },
    });
  };
}

/** A version that went live or waits for its start: `page.publish` or `page.schedule`. */
export function versionEntry(
  actor: string | null,
  code: string,
  detail: Record<string, unknown> = {},
  action?: string,
): WithinWrite<PageVersionInfo> {
  return async (tx, info) => {
    await appendAuditEntry(tx, {
      actor,
      action: action ?? (info.scheduled ? 'page.schedule' : 'page.publish'),
      pageCode: code,
      detail: {
        version: info.version,
        starts_at: iso(info.startsAt),
        ends_at: iso(info.endsAt),
        ...detail,
      },
    });
  };
}

/**
 * A publish's entries: the version with its window and the text visitors get after its end (the
 * approved draft's notice or redirect), and, when it removed the end the page had, an entry
 * saying so.
 */
export function publishEntries(actor: string | null, code: string): WithinWrite<PageVersionInfo> {
  return async (tx, info) => {
    await appendAuditEntry(tx, {
      actor,
      action: info.scheduled ? 'page.schedule' : 'page.publish',
      pageCode: code,
      detail: {
        version: info.version,
        starts_at: iso(info.startsAt),
        ends_at: iso(info.endsAt),
        after_end: info.afterEnd,
      },
    });
    if (info.endRemoved) {
      await appendAuditEntry(tx, {
        actor,
        action: 'page.end_removed',
        pageCode: code,
        detail: { version: info.version, removed_ends_at: iso(info.endRemoved) },
      });
    }
  };
}

/** A page removed. */
export function removalEntry(actor: string | null): WithinWrite<{ code: string }> {
  return async (tx, { code }) => {
    await appendAuditEntry(tx, { actor, action: 'page.delete', pageCode: code });
  };
}

/**
 * A release of personal data, as `lead_exports` records it: leads or a sign-up table, exported
 * (CSV) or shown whole. Counts and the period only, never a value.
 */
export function releaseEntry(release: PersonalRelease): AuditRecord {
  const subject = release.subject === 'leads' ? 'leads' : 'signups';
  return {
    actor: release.editor?.username ?? null,
    action: `${subject}.${release.action === 'export' ? 'export' : 'view_whole'}`,
    pageCode: subject === 'leads' ? release.pageCode || null : null,
    detail: {
      subject: release.subject,
      ...(subject === 'signups' && release.pageCode ? { campaign: release.pageCode } : {}),
      whole: release.whole,
      rows: release.rowCount,
      from: release.period?.from ?? null,
      to: release.period?.to ?? null,
    },
  };
}

/** A page file imported from the command line (no account: the system). */
export function importEntry(code: string, note: string): WithinWrite<PageVersionInfo> {
  return versionEntry(null, code, { note }, 'page.import');
}

/** A published page read out by `npm run export` (no account: the system). */
export function exportRecord(code: string, version: number | null): AuditRecord {
  return { actor: null, action: 'page.export', pageCode: code, detail: { version } };
}
