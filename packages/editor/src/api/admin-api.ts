import type { AnswerOf, BodyOf, NullAnswer, Schema } from '@h5-page/schema/admin-api/contract';
import type { Problem } from '@h5-page/schema/problem';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type {
  deletePageBody,
  draftAnswer,
  duplicatePageBody,
  pageCodeAnswer,
  pageListAnswer,
  previewLinkAnswer,
  previewLinkListAnswer,
  publishBody,
  revokedLinkAnswer,
  rollbackBody,
  savedDraftAnswer,
  StoredDraft,
  versionAnswer,
  versionListAnswer,
  versionPageAnswer,
} from '@h5-page/schema/admin-api/pages';
import type {
  editorAccountAnswer,
  editorListAnswer,
  passwordResetAnswer,
  sessionAnswer,
  signedInAnswer,
} from '@h5-page/schema/admin-api/editors';
import type {
  fromTemplateBody,
  removeDemoAnswer,
  templateListAnswer,
  templateMarkAnswer,
  templateMarkBody,
} from '@h5-page/schema/admin-api/templates';
import type { TemplateCategory } from '@h5-page/schema/template-categories';
import type {
  deletedMediaAnswer,
  mediaAnswer,
  mediaListAnswer,
  mediaRenameBody,
} from '@h5-page/schema/admin-api/media';
import type {
  allPagesStatsAnswer,
  leadPageAnswer,
  StatsPeriodRange,
} from '@h5-page/schema/admin-api/stats';
import type {
  commentHiddenAnswer,
  SignupFilters,
  signupRowsAnswer,
  signupTablesAnswer,
} from '@h5-page/schema/admin-api/signups';
import type { pageStatsDetailSchema, pageStatsSchema } from '@h5-page/schema/page-stats';
import type { PageFile } from '../shared/page-data.ts';

export type {
  DraftInfo,
  PageReviewState,
  PageStatus,
  PageSummary,
  PreviewLink,
  PublishWindow,
  SavedDraft,
  VersionSummary,
} from '@h5-page/schema/admin-api/pages';
export type { AccountInfo, SessionInfo } from '@h5-page/schema/admin-api/editors';
export type { TemplateInfo } from '@h5-page/schema/admin-api/templates';
export type { MediaItem, MediaUse } from '@h5-page/schema/admin-api/media';
export type { LeadItem, PageStatsRow, StatsPeriodRange } from '@h5-page/schema/admin-api/stats';
export type { SignupFilters, SignupRow, SignupTableInfo } from '@h5-page/schema/admin-api/signups';
export type { DayFigures, PageStats, PageStatsDetail } from '@h5-page/schema/page-stats';

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

/**
 * The stored draft a save was refused for (409): it was saved since the save's base revision, and
 * the server's words for it (`此页面已被 admin2 于 11月25日 14:03 修改`).
 */
export type DraftConflict = StoredDraft & { message: string };

/** The conflict a refused save names, or null for any other failure. */
export function draftConflictOf(error: unknown): DraftConflict | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  if (error.code !== 'PAGE_DRAFT_CONFLICT') return null;
  const stored = error.response as StoredDraft | null;
  return stored ? { ...stored, message: error.message } : null;
}

/** The envelope every admin answer comes in; `response` as its route's schema declares. */
type Envelope<T> = { code: number | string; msg?: string; response?: T };

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
export async function call<S extends Schema>(
  method: string,
  path: string,
  body?: unknown,
): Promise<AnswerOf<S>> {
  type T = AnswerOf<S>;
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

const signupQuery = (filters: SignupFilters) =>
  Object.entries(filters)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${enc(value)}`)
    .join('&');

const period = (range: StatsPeriodRange) => `from=${enc(range.from)}&to=${enc(range.to)}`;

/** The admin API of CONTRACT section 6 (and the media and preview-link calls of the builder). */
export const adminApi = {
  signIn: (user: string, password: string) =>
    call<typeof signedInAnswer>('POST', '/session', { user, password }),
  session: () => call<typeof sessionAnswer>('GET', '/session'),
  signOut: () => call<NullAnswer>('DELETE', '/session'),
  listPages: (q = '') =>
    call<typeof pageListAnswer>('GET', `/pages?q=${enc(q)}`).then((r) => r.pages),
  /** The list with how many requests to publish wait for a reviewer (of every page). */
  pageList: (q = '') => call<typeof pageListAnswer>('GET', `/pages?q=${enc(q)}`),
  getPage: (code: string) => call<typeof draftAnswer>('GET', `/pages/${enc(code)}`),
  /**
   * Saves the draft. With `baseRevision` (the revision the edit started from), a draft saved
   * since by someone else is not overwritten: the call fails with a `draftConflictOf` error.
   */
  savePage: (code: string, page: PageFile, baseRevision?: number) =>
    call<typeof savedDraftAnswer>(
      'PUT',
      `/pages/${enc(code)}${baseRevision === undefined ? '' : `?base_revision=${baseRevision}`}`,
      page,
    ),
  deletePage: (code: string) =>
    call<typeof pageCodeAnswer>('DELETE', `/pages/${enc(code)}`, {
      confirm: code,
    } satisfies BodyOf<typeof deletePageBody>),
  removeDemo: () =>
    call<typeof removeDemoAnswer>('POST', '/demo/remove', { confirm: 'remove-demo' }),
  duplicatePage: (code: string, newCode: string) =>
    call<typeof pageCodeAnswer>('POST', `/pages/${enc(code)}/duplicate`, {
      code: newCode,
    } satisfies BodyOf<typeof duplicatePageBody>),
  /** A bound the window leaves out is the page's own, kept; null removes it. */
  publish: (code: string, window?: BodyOf<typeof publishBody>) =>
    call<typeof versionAnswer>('POST', `/pages/${enc(code)}/publish`, window ?? {}),
  versions: (code: string) =>
    call<typeof versionListAnswer>('GET', `/pages/${enc(code)}/versions`).then((r) => r.versions),
  version: (code: string, version: number) =>
    call<typeof versionPageAnswer>('GET', `/pages/${enc(code)}/versions/${version}`).then(
      (r) => r.page,
    ),
  /** What visitors were sent for a version, as one self-contained file (to view, or to save). */
  archiveUrl: (code: string, version: number, download = false) =>
    `/admin/api/pages/${enc(code)}/versions/${version}/archive${download ? '?download=1' : ''}`,
  /** The version's filing dossier (a ZIP): a plain link, the browser downloads it. */
  dossierUrl: (code: string, version: number) =>
    `/admin/api/pages/${enc(code)}/versions/${version}/dossier`,
  /** Publishes the text of `version` again as a new version (the answer), which is the draft too. */
  rollback: (code: string, version: number) =>
    call<typeof versionAnswer>('POST', `/pages/${enc(code)}/rollback`, {
      version,
    } satisfies BodyOf<typeof rollbackBody>),
  previewLink: (code: string) =>
    call<typeof previewLinkAnswer>('POST', `/pages/${enc(code)}/preview-link`),
  /** The live links, whether this account may make one, and how long a new one lives. */
  previewLinks: (code: string) =>
    call<typeof previewLinkListAnswer>('GET', `/pages/${enc(code)}/preview-links`),
  revokePreviewLink: (code: string, id: string) =>
    call<typeof revokedLinkAnswer>('DELETE', `/pages/${enc(code)}/preview-links/${enc(id)}`),
  uploadMedia: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call<typeof mediaAnswer>('POST', '/media', form);
  },
  pageStats: (code: string, range: StatsPeriodRange) =>
    call<typeof pageStatsSchema>('GET', `/pages/${enc(code)}/stats?${period(range)}`),
  pageStatsDetail: (code: string, range: StatsPeriodRange) =>
    call<typeof pageStatsDetailSchema>('GET', `/pages/${enc(code)}/stats/detail?${period(range)}`),
  allPagesStats: (range: StatsPeriodRange) =>
    call<typeof allPagesStatsAnswer>('GET', `/stats/pages?${period(range)}`).then((r) => r.pages),
  leads: (code: string, range: StatsPeriodRange, page: number, pageSize: number) =>
    call<typeof leadPageAnswer>(
      'GET',
      `/pages/${enc(code)}/leads?${period(range)}&page=${page}&page_size=${pageSize}`,
    ),
  /** A plain link: the browser downloads the CSV with the session cookie. */
  leadsCsvUrl: (code: string, range: StatsPeriodRange) =>
    `/admin/api/pages/${enc(code)}/leads.csv?${period(range)}`,
  signupTables: () => call<typeof signupTablesAnswer>('GET', '/signups').then((r) => r.tables),
  signups: (name: string, filters: SignupFilters, page: number, pageSize: number, whole: boolean) =>
    call<typeof signupRowsAnswer>(
      'GET',
      `/signups/${enc(name)}?${signupQuery(filters)}&page=${page}&page_size=${pageSize}${
        whole ? '&whole=1' : ''
      }`,
    ),
  /** A plain link: the browser downloads the CSV with the session cookie. */
  signupsCsvUrl: (name: string, filters: SignupFilters) =>
    `/admin/api/signups/${enc(name)}.csv?${signupQuery(filters)}`,
  setCommentHidden: (id: number, hidden: boolean) =>
    call<typeof commentHiddenAnswer>('PUT', `/signups/tour_comments/${id}/hidden`, { hidden }),
  /** Newest first; `q` finds by part of the name, `kind` keeps pictures or videos. */
  listMedia: (q = '', kind?: 'image' | 'video') =>
    call<typeof mediaListAnswer>('GET', `/media?q=${enc(q)}${kind ? `&kind=${kind}` : ''}`).then(
      (r) => r.items,
    ),
  renameMedia: (hash: string, name: string) =>
    call<typeof mediaAnswer>('PATCH', `/media/${enc(hash)}`, {
      name,
    } satisfies BodyOf<typeof mediaRenameBody>),
  /** Refused while a page shows the file: an `AdminApiError` whose `response.pages` names them. */
  deleteMedia: (hash: string) => call<typeof deletedMediaAnswer>('DELETE', `/media/${enc(hash)}`),
  listTemplates: () =>
    call<typeof templateListAnswer>('GET', '/templates').then((r) => r.templates),
  /** Offers the page in 从模板新建 under `category`, or stops offering it. */
  setTemplate: (code: string, template: boolean, category?: TemplateCategory) =>
    call<typeof templateMarkAnswer>('PUT', `/pages/${enc(code)}/template`, {
      template,
      ...(category ? { category } : {}),
    } satisfies BodyOf<typeof templateMarkBody>),
  /** A new page's draft with the template's blocks and look, under its own code and title. */
  createFromTemplate: (template: string, code: string, title: string) =>
    call<typeof pageCodeAnswer>('POST', `/templates/${enc(template)}/pages`, {
      code,
      title,
    } satisfies BodyOf<typeof fromTemplateBody>),
  /** One's own password, with the current one. */
  changeOwnPassword: (oldPassword: string, newPassword: string) =>
    call<NullAnswer>('PUT', '/session/password', {
      old_password: oldPassword,
      new_password: newPassword,
    }),
  // Accounts (admins).
  listAccounts: () => call<typeof editorListAnswer>('GET', '/editors').then((r) => r.editors),
  addAccount: (user: string, password: string, role: EditorRole) =>
    call<typeof editorAccountAnswer>('POST', '/editors', { user, password, role }),
  setAccountDisabled: (user: string, disabled: boolean) =>
    call<typeof editorAccountAnswer>('PUT', `/editors/${enc(user)}/disabled`, { disabled }),
  setAccountRole: (user: string, role: EditorRole) =>
    call<typeof editorAccountAnswer>('PUT', `/editors/${enc(user)}/role`, { role }),
  /** Without a password the server makes one and answers it, this once. */
  resetPassword: (user: string, password?: string) =>
    call<typeof passwordResetAnswer>(
      'POST',
      `/editors/${enc(user)}/password`,
      password === undefined ? {} : { password },
    ),
};
