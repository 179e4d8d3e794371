import { call } from '../admin-api.ts';

/** One entry of the audit trail, as `GET /admin/api/audit` answers it. */
export interface AuditEntryInfo {
  seq: number;
  at: string;
  actor: string | null;
  action: string;
  page_code: string | null;
  detail: Record<string, unknown>;
  hash: string;
}

/** The 审计日志 screen's filters; absent or empty fields filter nothing. */
export interface AuditFilters {
  /** China-time days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  actor?: string;
  page_code?: string;
  /** Action keys, separated by commas. */
  action?: string;
}

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
    call<{ entries: AuditEntryInfo[]; next_before_seq: number | null }>(
      'GET',
      `/audit?${query(filters, { order: 'newest', limit: String(AUDIT_SCREEN_LIMIT) })}`,
    ),
  /** A plain link: the browser downloads the CSV with the session cookie. */
  csvUrl: (filters: AuditFilters) => `/admin/api/audit.csv?${query(filters)}`,
};
