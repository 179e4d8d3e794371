import type { Problem } from '@h5-page/schema/problem';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type { PageFile } from './page-data.ts';

/**
 * An admin call that did not succeed: `status` (401 means signed out), the server's msg, and its
 * error `code` and `response` where it sent them (a 409 draft conflict names the stored draft).
 */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: Problem[] = [],
    readonly code: string | number | null = null,
    readonly response: unknown = null,
  ) {
    super(message);
  }
}

/** A page's draft as the server holds it; `revision` is what the next save was based on. */
export interface DraftInfo {
  draft: PageFile;
  live_version: number | null;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

/** A saved draft: its new revision, and when and by whom. */
export interface SavedDraft {
  code: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

/** The stored draft a save was refused for (409): it was saved since the save's base revision. */
export interface DraftConflict {
  /** `此页面已被 admin2 于 11月25日 14:03 修改` */
  message: string;
  revision: number;
  updated_by: string | null;
  updated_at: string;
}

/** The conflict a refused save names, or null for any other failure. */
export function draftConflictOf(error: unknown): DraftConflict | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  if (error.code !== 'PAGE_DRAFT_CONFLICT') return null;
  const stored = error.response as Omit<DraftConflict, 'message'> | null;
  return stored ? { ...stored, message: error.message } : null;
}

export type PageStatus = 'draft' | 'live' | 'scheduled' | 'ended';

/**
 * What review says of the draft a page has still to publish: its request waits (待审核), was
 * rejected (已驳回), or was approved and still covers it (已通过待发布).
 */
export type PageReviewState = 'pending' | 'rejected' | 'approved';

export interface PageSummary {
  code: string;
  title: string;
  status: PageStatus;
  updated_at: string | number | null;
  updated_by: string | null;
  live_version: number | null;
  starts_at?: string | null;
  ends_at?: string | null;
  has_unpublished_changes?: boolean;
  /** Demo content the seed wrote (shown as 演示; removable in one step). */
  demo?: boolean;
  /** Offered in 从模板新建. */
  template?: boolean;
  /** The start of a version published to replace the live one, waiting for it; null: none. */
  scheduled_starts_at?: string | null;
  /** The draft or the live version has A/B variants (实验). */
  experiment?: boolean;
  /** Null or absent: review says nothing of the draft. */
  review_state?: PageReviewState | null;
}

/** A page offered in 从模板新建, with the URL of its thumbnail (drawn by the server). */
export interface TemplateInfo {
  code: string;
  title: string;
  /** A seeded campaign (else a page a marketer marked). */
  demo: boolean;
  revision: number;
  /** Top-level blocks. */
  blocks: number;
  updated_at: string;
  thumbnail: string;
}

export interface VersionSummary {
  version: number;
  published_at: string | number;
  published_by: string | null;
  starts_at?: string | null;
  ends_at?: string | null;
  /** The version visitors see now. */
  current?: boolean;
  /** Waits for its start (`starts_at`) while the current version serves. */
  scheduled?: boolean;
  /** Set by the server: `回滚到版本 1` on the version a rollback published. */
  note?: string;
  /** The reviewer whose approval covers its text, and when. */
  approved_by?: string | null;
  approved_at?: string | null;
  /** From when to when visitors saw it (`live_from` null: never; `live_until` null: still). */
  live_from?: string | null;
  live_until?: string | null;
  /** Its HTML as sent is kept (`archiveUrl`). */
  archived?: boolean;
}

export interface SessionInfo {
  user: string;
  role: EditorRole;
}

/** A builder account as the accounts screen lists it. */
export interface AccountInfo {
  user: string;
  role: EditorRole;
  disabled: boolean;
  created_at: string;
  /** null: never signed in. */
  last_sign_in_at: string | null;
}

/** A signed preview link: it shows the draft as it was saved when the link was made. */
export interface PreviewLink {
  id: string;
  url: string;
  created_at: string | number;
  created_by: string | null;
  expires_at: string | number;
  /** It shows the draft as saved now. */
  current: boolean;
}

export interface MediaItem {
  url: string;
  hash: string;
  /** The uploaded file's name, or the one it was renamed to ('' for old uploads). */
  name?: string;
  type: string;
  size: number;
  width?: number | null;
  height?: number | null;
  uploaded_at?: string;
}

/** A page that shows a media file (why deleting it is refused: `MEDIA_IN_USE`). */
export interface MediaUse {
  code: string;
  title: string;
  in_draft: boolean;
  versions: number[];
}

interface Envelope<T> {
  code: number | string;
  msg?: string;
  response?: T;
}

/** What the builder does when a call finds no session; nothing until it says (`onSessionLapsed`). */
let sessionLapsed: () => void = () => {};

/**
 * The one answer to a call answered 401 (never signed in, the session expired or was ended from
 * elsewhere): `listener`, told by every call, so no screen looks for 401 itself; its failure
 * handling only says what failed. Returns the way to stop listening.
 */
export function onSessionLapsed(listener: () => void): () => void {
  sessionLapsed = listener;
  return () => {
    if (sessionLapsed === listener) sessionLapsed = () => {};
  };
}

/**
 * One admin call (`/admin/api` + `path`): its answer's `response`, or an `AdminApiError` (a 401
 * is told to `onSessionLapsed`'s listener first).
 */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: {} };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  let res: Response;
  try {
    res = await fetch(`/admin/api${path}`, init);
  } catch {
    throw new AdminApiError('网络连接失败，请检查网络后重试', 0);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!res.ok || !envelope || envelope.code !== 1) {
    const response = envelope?.response as { problems?: Problem[] } | undefined;
    if (res.status === 401) sessionLapsed();
    const fallback = res.status === 401 ? '请先登录' : `请求失败（${res.status}）`;
    throw new AdminApiError(
      envelope?.msg || fallback,
      res.status,
      response?.problems ?? [],
      envelope?.code ?? null,
      envelope?.response ?? null,
    );
  }
  return envelope.response as T;
}

const enc = encodeURIComponent;

/** A stats period: Shanghai calendar days, both included. */
export interface StatsPeriodRange {
  from: string;
  to: string;
}

import type { PageStats, PageStatsDetail } from '@h5-page/schema/page-stats';

export type { DayFigures, PageStats, PageStatsDetail } from '@h5-page/schema/page-stats';

export interface PageStatsRow extends Omit<PageStats, 'by_day'> {
  code: string;
  title: string;
  status: PageStatus;
}

export interface LeadItem {
  id: number;
  created_at: string;
  /** Null once erased. */
  phone: string | null;
  name: string | null;
  /** The phone, name and answers were erased (retention or a visitor's request). */
  erased?: boolean;
  cps_id: string;
  address: string;
  /** The answers to the lead form's extra fields, in the form's order. */
  extra?: { label: string; value: string }[];
}

/** A sign-up table of the builder's sign-up screens (`/admin/api/signups`). */
export interface SignupTableInfo {
  name: string;
  label: string;
  where: string;
  columns: {
    key: string;
    label: string;
    personal: string | null;
    type: 'text' | 'time' | 'int' | 'bool';
  }[];
  campaign: { label: string; options: { value: string; label: string }[] } | null;
  moderated: boolean;
}

/** The filters of a sign-up screen; absent fields filter nothing. */
export interface SignupFilters {
  from?: string;
  to?: string;
  campaign?: string;
  q?: string;
}

export type SignupRow = Record<string, string | number | boolean | null>;

const signupQuery = (filters: SignupFilters) =>
  Object.entries(filters)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${enc(value)}`)
    .join('&');

const period = (range: StatsPeriodRange) => `from=${enc(range.from)}&to=${enc(range.to)}`;

/** The admin API of CONTRACT section 6 (and the media and preview-link calls of the builder). */
export const adminApi = {
  signIn: (user: string, password: string) =>
    call<SessionInfo>('POST', '/session', { user, password }),
  session: () => call<SessionInfo>('GET', '/session'),
  signOut: () => call<unknown>('DELETE', '/session'),
  listPages: (q = '') =>
    call<{ pages: PageSummary[] }>('GET', `/pages?q=${enc(q)}`).then((r) => r.pages),
  /** The list with how many requests to publish wait for a reviewer (of every page). */
  pageList: (q = '') =>
    call<{ pages: PageSummary[]; pending_reviews?: number }>('GET', `/pages?q=${enc(q)}`),
  getPage: (code: string) => call<DraftInfo>('GET', `/pages/${enc(code)}`),
  /**
   * Saves the draft. With `baseRevision` (the revision the edit started from), a draft saved
   * since by someone else is not overwritten: the call fails with a `draftConflictOf` error.
   */
  savePage: (code: string, page: PageFile, baseRevision?: number) =>
    call<SavedDraft>(
      'PUT',
      `/pages/${enc(code)}${baseRevision === undefined ? '' : `?base_revision=${baseRevision}`}`,
      page,
    ),
  deletePage: (code: string) => call<unknown>('DELETE', `/pages/${enc(code)}`, { confirm: code }),
  removeDemo: () =>
    call<{ pages: string[]; kept: string[] }>('POST', '/demo/remove', { confirm: 'remove-demo' }),
  duplicatePage: (code: string, newCode: string) =>
    call<{ code: string }>('POST', `/pages/${enc(code)}/duplicate`, { code: newCode }),
  /** A bound the window leaves out is the page's own, kept; null removes it. */
  publish: (code: string, window?: { starts_at?: number | null; ends_at?: number | null }) =>
    call<{ version: number; starts_at: string | null; ends_at: string | null }>(
      'POST',
      `/pages/${enc(code)}/publish`,
      window ?? {},
    ),
  versions: (code: string) =>
    call<{ versions: VersionSummary[] }>('GET', `/pages/${enc(code)}/versions`).then(
      (r) => r.versions,
    ),
  version: (code: string, version: number) =>
    call<{ page: PageFile }>('GET', `/pages/${enc(code)}/versions/${version}`).then((r) => r.page),
  /** What visitors were sent for a version, as one self-contained file (to view, or to save). */
  archiveUrl: (code: string, version: number, download = false) =>
    `/admin/api/pages/${enc(code)}/versions/${version}/archive${download ? '?download=1' : ''}`,
  /** Publishes the text of `version` again as a new version (the answer), which is the draft too. */
  rollback: (code: string, version: number) =>
    call<VersionSummary>('POST', `/pages/${enc(code)}/rollback`, { version }),
  previewLink: (code: string) => call<PreviewLink>('POST', `/pages/${enc(code)}/preview-link`),
  /** The live links, whether this account may make one, and how long a new one lives. */
  previewLinks: (code: string) =>
    call<{ links: PreviewLink[]; may_create: boolean; hours: number }>(
      'GET',
      `/pages/${enc(code)}/preview-links`,
    ),
  revokePreviewLink: (code: string, id: string) =>
    call<unknown>('DELETE', `/pages/${enc(code)}/preview-links/${enc(id)}`),
  uploadMedia: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call<MediaItem>('POST', '/media', form);
  },
  pageStats: (code: string, range: StatsPeriodRange) =>
    call<PageStats>('GET', `/pages/${enc(code)}/stats?${period(range)}`),
  pageStatsDetail: (code: string, range: StatsPeriodRange) =>
    call<PageStatsDetail>('GET', `/pages/${enc(code)}/stats/detail?${period(range)}`),
  allPagesStats: (range: StatsPeriodRange) =>
    call<{ pages: PageStatsRow[] }>('GET', `/stats/pages?${period(range)}`).then((r) => r.pages),
  leads: (code: string, range: StatsPeriodRange, page: number, pageSize: number) =>
    call<{ total: number; leads: LeadItem[] }>(
      'GET',
      `/pages/${enc(code)}/leads?${period(range)}&page=${page}&page_size=${pageSize}`,
    ),
  /** A plain link: the browser downloads the CSV with the session cookie. */
  leadsCsvUrl: (code: string, range: StatsPeriodRange) =>
    `/admin/api/pages/${enc(code)}/leads.csv?${period(range)}`,
  signupTables: () => call<{ tables: SignupTableInfo[] }>('GET', '/signups').then((r) => r.tables),
  signups: (name: string, filters: SignupFilters, page: number, pageSize: number, whole: boolean) =>
    call<{ total: number; rows: SignupRow[] }>(
      'GET',
      `/signups/${enc(name)}?${signupQuery(filters)}&page=${page}&page_size=${pageSize}${
        whole ? '&whole=1' : ''
      }`,
    ),
  /** A plain link: the browser downloads the CSV with the session cookie. */
  signupsCsvUrl: (name: string, filters: SignupFilters) =>
    `/admin/api/signups/${enc(name)}.csv?${signupQuery(filters)}`,
  setCommentHidden: (id: number, hidden: boolean) =>
    call<{ id: number; hidden: boolean }>('PUT', `/signups/tour_comments/${id}/hidden`, { hidden }),
  /** Newest first; `q` finds by part of the name, `kind` keeps pictures or videos. */
  listMedia: (q = '', kind?: 'image' | 'video') =>
    call<{ items: MediaItem[] }>('GET', `/media?q=${enc(q)}${kind ? `&kind=${kind}` : ''}`).then(
      (r) => r.items,
    ),
  renameMedia: (hash: string, name: string) =>
    call<MediaItem>('PATCH', `/media/${enc(hash)}`, { name }),
  /** Refused while a page shows the file: an `AdminApiError` whose `response.pages` names them. */
  deleteMedia: (hash: string) => call<{ hash: string }>('DELETE', `/media/${enc(hash)}`),
  listTemplates: () =>
    call<{ templates: TemplateInfo[] }>('GET', '/templates').then((r) => r.templates),
  /** Offers the page in 从模板新建, or stops offering it. */
  setTemplate: (code: string, template: boolean) =>
    call<{ code: string; template: boolean }>('PUT', `/pages/${enc(code)}/template`, { template }),
  /** A new page's draft with the template's blocks and look, under its own code and title. */
  createFromTemplate: (template: string, code: string, title: string) =>
    call<{ code: string }>('POST', `/templates/${enc(template)}/pages`, { code, title }),
  /** One's own password, with the current one. */
  changeOwnPassword: (oldPassword: string, newPassword: string) =>
    call<null>('PUT', '/session/password', {
      old_password: oldPassword,
      new_password: newPassword,
    }),
  // Accounts (admins).
  listAccounts: () => call<{ editors: AccountInfo[] }>('GET', '/editors').then((r) => r.editors),
  addAccount: (user: string, password: string, role: EditorRole) =>
    call<AccountInfo>('POST', '/editors', { user, password, role }),
  setAccountDisabled: (user: string, disabled: boolean) =>
    call<AccountInfo>('PUT', `/editors/${enc(user)}/disabled`, { disabled }),
  setAccountRole: (user: string, role: EditorRole) =>
    call<AccountInfo>('PUT', `/editors/${enc(user)}/role`, { role }),
  /** Without a password the server makes one and answers it, this once. */
  resetPassword: (user: string, password?: string) =>
    call<{ user: string; password: string | null }>(
      'POST',
      `/editors/${enc(user)}/password`,
      password === undefined ? {} : { password },
    ),
};
