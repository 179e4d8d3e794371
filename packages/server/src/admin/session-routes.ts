import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ok } from '../errors.ts';
import { isCleanText } from '../core/fields.ts';
import { enforceRules } from '../counters/rate-limit.ts';
import type { RateRule } from '../counters/rate-limit.ts';
import { createEditorRepository } from './editor-repository.ts';
import { passwords } from './passwords.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { createSessionRepository } from './session-repository.ts';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const signInBody = z.object({
  // A NUL byte or other control character names no account (and PostgreSQL refuses it).
  user: z.string().min(1).max(64).refine(isCleanText, '格式不正确'),
  password: z.string().min(1).max(256),
});

// A hash to verify against when the user does not exist, so a wrong user name takes as long as
// a wrong password and does not reveal which accounts exist.
const decoy = passwords.hash('decoy password of no account');

/** Wrong passwords per user and address: ten per quarter hour, then 429 until it passes. */
const guessRules = (user: string, ip: string): RateRule[] => [
  {
    key: `admin-sign-in:${user}:${ip}`,
    windowMs: 15 * 60 * 1000,
    limit: 10,
    refuse: () => new AppError('ADMIN_SIGN_IN_LOCKED'),
  },
];

/** Sign in, who am I, sign out. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const editors = createEditorRepository(app.store.db);
  const sessions = createSessionRepository(app.store.db);

  app.post(
    '/admin/api/session',
    { schema: { body: signInBody }, config: { public: true } },
    async (request, reply) => {
      const { user, password } = request.body as z.output<typeof signInBody>;
      const rules = guessRules(user, request.ip);
      await enforceRules(app.counters, rules, 'peek', reply);
      const editor = await editors.findByUsername(user);
      const right = await passwords.verify(password, editor?.passwordHash ?? (await decoy));
      if (!editor || !right) {
        await enforceRules(app.counters, rules, 'hit', reply).catch(() => {});
        throw new AppError('ADMIN_SIGN_IN_FAILED');
      }
      if (editor.disabled) throw new AppError('ADMIN_ACCOUNT_DISABLED');
      const { token, expiresAt } = await sessions.create(editor.id, SESSION_TTL_MS);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        expires: expiresAt,
      });
      return ok({ user: editor.username, role: editor.role, expires_at: expiresAt.toISOString() });
    },
  );

  app.get('/admin/api/session', async (request) => {
    const editor = request.editor;
    if (!editor) throw new AppError('ADMIN_UNAUTHORIZED');
    return ok({ user: editor.username, role: editor.role });
  });

  app.delete('/admin/api/session', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.revoke(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null);
  });
}
