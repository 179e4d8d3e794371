import type { FastifyRequest } from 'fastify';
import { roleCan } from '@h5-page/schema/editor-roles';
import type { EditorCapability } from '@h5-page/schema/editor-roles';
import { askedOnOwnSite, sentFromOwnSite } from '../core/same-site-write.ts';
import { AppError } from '../errors.ts';
import type { ErrorCode } from '../errors.ts';
import type { Editor } from './editor-repository.ts';
import { sessionEditor } from './session-editor.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin route anyone may call (signing in). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in editor on admin calls (set by `adminGuards.requireSession`). */
    editor: Editor | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A route's role check, after the session: the editor's role must allow `capability`, else the
 * refusal `code` (with `msg` where a screen names what was refused). Given as the route's
 * `preValidation`, like the session before it.
 */
export function requireCapability(capability: EditorCapability, code: ErrorCode, msg?: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!roleCan(request.editor?.role, capability)) throw new AppError(code, msg);
  };
}

/** Hooks every admin call runs through. */
export const adminGuards = {
  /**
   * A write sent by a page of another site is refused: the session cookie would otherwise act
   * for that site. The builder's writes come from the builder alone, so no other host is allowed.
   * A read another site's page opens (a link to a leads CSV, to a list with `whole=1`) is refused
   * too: the SameSite=Lax cookie goes along with a top-level GET, and the export or the release
   * of whole values would be recorded under the signed-in editor's name. Lax is kept rather than
   * Strict because an editor opening a draft's preview link from a chat or a mail arrives by
   * exactly such a GET and must be recognised; the builder's own links and calls are same-origin.
   */
  async refuseCrossSite(request: FastifyRequest): Promise<void> {
    if (request.method === 'OPTIONS') return;
    if (SAFE_METHODS.has(request.method)) {
      if (!askedOnOwnSite(request)) throw new AppError('ADMIN_CROSS_SITE_READ');
      return;
    }
    if (!sentFromOwnSite(request)) throw new AppError('ADMIN_CROSS_SITE');
  },

  async requireSession(request: FastifyRequest): Promise<void> {
    const editor = await sessionEditor(request);
    if (!editor) throw new AppError('ADMIN_UNAUTHORIZED');
    request.editor = editor;
  },

  /**
   * After requireSession: publishing, rolling back, deleting, the campaign tables and whole
   * personal data (publishers and admins).
   */
  requirePublisher: requireCapability('publish', 'ADMIN_ROLE_REQUIRED'),

  /** After requireSession: approving or rejecting a submitted draft (reviewers and admins). */
  requireReviewer: requireCapability('review', 'REVIEW_ROLE_REQUIRED'),

  /** After requireSession: managing accounts (admins). */
  requireAdmin: requireCapability('accounts', 'ADMIN_ADMIN_REQUIRED'),
};
