import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionAnswer, signedInAnswer } from '@h5-page/schema/admin-api/editors';
import { AppError, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { isCleanText } from '../core/fields.ts';
import { overTls } from '../core/over-tls.ts';
import { reserveAttempt } from '../counters/reserve-attempt.ts';
import { passwords } from '../editor-session/passwords.ts';
import { SESSION_COOKIE } from '../editor-session/session-cookie.ts';
import { signInRules } from '../editor-session/sign-in-rules.ts';
import { failedSignInEntry } from './failed-sign-in-entry.ts';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const signInBody = z.object({
  // A NUL byte or other control character names no account (and PostgreSQL refuses it).
  user: z.string().min(1).max(64).refine(isCleanText, '格式不正确'),
  password: z.string().min(1).max(256),
});

// A hash to verify against when the user does not exist, so a wrong user name takes as long as
// a wrong password and does not reveal which accounts exist.
// Made on first use, and again if that failed (the hashing queue was full).
let decoy: Promise<string> | null = null;
const decoyHash = () =>
  (decoy ??= passwords.hash('decoy password of no account').catch((error: unknown) => {
    decoy = null;
    throw error;
  }));

/** Sign in, who am I, sign out. */

export async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { editors, sessions } = app.editorSession;
  // Ready before the first unknown name, so that one takes no longer than any other.
  decoyHash().catch(() => {});

  app.post(
    '/admin/api/session',
    {
      schema: {
        body: signInBody,
        response: answers(signedInAnswer, 'signed in: the session cookie is set'),
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { user, password } = request.body;
      // The attempt is counted before the password is checked, so a burst cannot check more
      // than the limit; a right password gives it back.
      const attempt = await reserveAttempt(app.counters, signInRules(user, request.ip), reply);
      let editor: Awaited<ReturnType<typeof editors.findByUsername>>;
      let right: boolean;
      try {
        editor = await editors.findByUsername(user);
        right = await passwords.verify(password, editor?.passwordHash ?? (await decoyHash()));
      } catch (error) {
        // Nothing was checked (the hashing queue is full, the database is away).
        await attempt.release().catch(() => {});
        if (error instanceof AppError && error.code === 'ADMIN_SIGN_IN_BUSY') {
          reply.header('retry-after', '1');
        }
        throw error;
      }
      // A disabled account answers as a wrong password does, right password or not: the
      // answer never confirms a password.
      if (!editor || !right || editor.disabled) {
        // The name tried and why it failed are for compliance only; the answer stays the same.
        const reason = !editor ? 'unknown_user' : !right ? 'wrong_password' : 'disabled';
        await app.audit.record(failedSignInEntry(user, reason, request.ip));
        throw new AppError('ADMIN_SIGN_IN_FAILED');
      }
      await attempt.release();
      const { token, expiresAt } = await sessions.create(editor.id, SESSION_TTL_MS);
      await editors.recordSignIn(editor.id);
      await app.audit.record({
        actor: editor.username,
        action: 'session.sign_in',
        detail: { role: editor.role, ip: request.ip },
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        // Lax, not Strict: see adminGuards.refuseCrossSite.
        sameSite: 'lax',
        secure: overTls(request),
        expires: expiresAt,
      });
      return ok({ user: editor.username, role: editor.role, expires_at: expiresAt.toISOString() });
    },
  );

  const meSchema = { response: answers(sessionAnswer) };
  app.get('/admin/api/session', { schema: meSchema }, async (request) => {
    const editor = request.editor;
    if (!editor) throw new AppError('ADMIN_UNAUTHORIZED');
    return ok({ user: editor.username, role: editor.role });
  });

  const signOutSchema = { response: answers(z.null(), 'signed out: the cookie is cleared') };
  app.delete('/admin/api/session', { schema: signOutSchema }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.revoke(token);
    if (request.editor) {
      await app.audit.record({
        actor: request.editor.username,
        action: 'session.sign_out',
        detail: { ip: request.ip },
      });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null);
  });
}
