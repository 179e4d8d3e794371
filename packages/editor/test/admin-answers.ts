import type { PageSummary, VersionSummary } from '../src/api/admin-api.ts';

/**
 * Answers of the admin API as its schemas declare them, for the screens' tests: a test names
 * what it is about and the rest is what the server sends for a plain case.
 */

/** A published version as the history lists it (v`version`, by admin, never reviewed). */
export function versionSummary(
  fields: Partial<VersionSummary> & { version: number },
): VersionSummary {
  return {
    published_at: '2026-11-20T02:00:00.000Z',
    published_by: 'admin',
    starts_at: null,
    ends_at: null,
    after_end: null,
    note: '',
    current: false,
    scheduled: false,
    approved_by: null,
    approved_at: null,
    live_from: null,
    live_until: null,
    archived: false,
    ...fields,
  };
}

/** A page as the list answers it (a draft nobody published, unless `fields` say otherwise). */
export function pageSummary(fields: Partial<PageSummary> & { code: string }): PageSummary {
  return {
    title: `页面 ${fields.code}`,
    status: 'draft',
    updated_at: '2026-11-25T06:00:00.000Z',
    updated_by: 'ed1',
    live_version: null,
    starts_at: null,
    ends_at: null,
    scheduled_starts_at: null,
    has_unpublished_changes: false,
    demo: false,
    template: false,
    experiment: false,
    review_state: null,
    ...fields,
  };
}
