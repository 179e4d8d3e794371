import type { auditPageAnswer, AuditFilters } from '@h5-page/schema/admin-api/audit';
import { call } from '../api/admin-api.ts';

export type { AuditEntryInfo, AuditFilters } from '@h5-page/schema/admin-api/audit';

const query = (filters: AuditFilters, extra: Record<string, string> = {}) =>
  Object.entries({ ...filters, ...extra })
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The most entries the screen reads at once (the server's page limit). */
export const AUDIT_SCREEN_LIMIT = 5000;

export const auditApi = {
  /** The newest entries first: the screen shows the latest when there are more than it reads. */
  entries: (filters: AuditFilters) =>
    call<typeof auditPageAnswer>(
      'GET',
      `/audit?${query(filters, { order: 'newest', limit: String(AUDIT_SCREEN_LIMIT) })}`,
    ),
  /** A plain link: the browser downloads the CSV with the session cookie. */
  csvUrl: (filters: AuditFilters) => `/admin/api/audit.csv?${query(filters)}`,
};
