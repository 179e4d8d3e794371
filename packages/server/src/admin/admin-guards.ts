import type { FastifyRequest } from 'fastify';
import { roleCan } from '@h5-page/schema/editor-roles';
import { sentFromOwnSite } from '../core/same-site-write.ts';
import { AppError } from '../errors.ts';
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

/** Hooks every admin call runs through. */
export const adminGuards = {
  /**
   * A write sent by a page of another site is refused: the session cookie would otherwise act
   * for that site. The builder's writes come from the builder alone, so no other host is allowed.
   */
  async refuseCrossSite(request: FastifyRequest): Promise<void> {
    if (SAFE_METHODS.has(request.method)) return;
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
  async requirePublisher(request: FastifyRequest): Promise<void> {
    if (!roleCan(request.editor?.role, 'publish')) throw new AppError('ADMIN_ROLE_REQUIRED');
  },

  /** After requireSession: approving or rejecting a submitted draft (reviewers and admins). */
  async requireReviewer(request: FastifyRequest): Promise<void> {
    if (!roleCan(request.editor?.role, 'review')) throw new AppError('REVIEW_ROLE_REQUIRED');
  },

  /** After requireSession: managing accounts (admins). */
  async requireAdmin(request: FastifyRequest): Promise<void> {
    if (!roleCan(request.editor?.role, 'accounts')) throw new AppError('ADMIN_ADMIN_REQUIRED');
  },
};
