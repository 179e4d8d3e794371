import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { reserveAttempt } from '../counters/reserve-attempt.ts';
import { adminGuards } from './admin-guards.ts';
import type { Editor } from './editor-repository.ts';
import { passwords } from './passwords.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { signInRules } from './sign-in-rules.ts';

const userName = z.string().regex(/^[A-Za-z0-9_.-]{2,32}$/);
const password = z.string().min(8).max(256);
const createBody = z.object({ user: userName, password, role: z.enum(['editor', 'publisher']) });
const userParams = z.object({ user: userName });
const disableBody = z.object({ disabled: z.boolean() });
const passwordBody = z.object({ old_password: z.string().min(1).max(256), new_password: password });

const editorAnswer = z.object({
  user: z.string(),
  role: z.enum(['editor', 'publisher']),
  disabled: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
});

const editorOut = (editor: Editor) => ({
  user: editor.username,
  role: editor.role,
  disabled: editor.disabled,
  created_at: editor.createdAt.toISOString(),
});

/** Accounts: publishers list, create and disable them; everyone changes their own password. */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { editors, sessions } = app.admin;
  const publisherOnly = { preHandler: adminGuards.requirePublisher };

  const listSchema = { response: answers(z.object({ editors: z.array(editorAnswer) })) };
  app.get('/admin/api/editors', { schema: listSchema, ...publisherOnly }, async () => {
    return ok({ editors: (await editors.list()).map(editorOut) });
  });

  app.post(
    '/admin/api/editors',
    { schema: { body: createBody, response: answers(editorAnswer) }, ...publisherOnly },
    async (request) => {
      const body = request.body;
      const created = await editors.create(
        body.user,
        await passwords.hash(body.password),
        body.role,
      );
      if (!created) throw new AppError('ADMIN_USER_TAKEN');
      return ok(editorOut(created));
    },
  );

  app.put(
    '/admin/api/editors/:user/disabled',
    {
      schema: { params: userParams, body: disableBody, response: answers(editorAnswer) },
      ...publisherOnly,
    },
    async (request) => {
      const { user } = request.params;
      const { disabled } = request.body;
      if (user === request.editor?.username && disabled) {
        throw new AppError('FORBIDDEN', '不能停用自己的账号');
      }
      const changed = await editors.setDisabled(user, disabled);
      if (!changed) throw new AppError('ADMIN_USER_NOT_FOUND');
      // A disabled account is signed out everywhere at once.
      if (disabled) await sessions.revokeAllOf(changed.id);
      return ok(editorOut(changed));
    },
  );

  app.put(
    '/admin/api/session/password',
    {
      schema: {
        body: passwordBody,
        response: answers(z.null(), 'changed; other sessions of the account are signed out'),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const me = request.editor ? await editors.findById(request.editor.id) : null;
      if (!me) throw new AppError('ADMIN_UNAUTHORIZED');
      // A wrong old password is a guess like a wrong sign-in, counted by the same rules.
      const attempt = await reserveAttempt(
        app.counters,
        signInRules(me.username, request.ip),
        reply,
      );
      let right: boolean;
      try {
        right = await passwords.verify(body.old_password, me.passwordHash);
      } catch (error) {
        await attempt.release().catch(() => {});
        if (error instanceof AppError && error.code === 'ADMIN_SIGN_IN_BUSY') {
          reply.header('retry-after', '1');
        }
        throw error;
      }
      if (!right) throw new AppError('ADMIN_PASSWORD_WRONG');
      await attempt.release();
      await editors.setPasswordHash(me.id, await passwords.hash(body.new_password));
      // Whoever else holds a session of this account (a stolen cookie, say) is signed out.
      const token = request.cookies[SESSION_COOKIE];
      await sessions.revokeAllOf(me.id, token);
      return ok(null);
    },
  );
}
