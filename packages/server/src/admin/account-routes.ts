import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editorAccountAnswer,
  editorListAnswer,
  passwordResetAnswer,
} from '@h5-page/schema/admin-api/editors';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_PATTERN,
  USER_NAME_RULE,
} from '@h5-page/schema/account-rules';
import { EDITOR_ROLES } from '@h5-page/schema/editor-roles';
import { AppError, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { reserveAttempt } from '../counters/reserve-attempt.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import type { AccountChange, EditorListing } from '../editor-session/editor-repository.ts';
import { passwords } from '../editor-session/passwords.ts';
import { SESSION_COOKIE } from '../editor-session/session-cookie.ts';
import { signInRules } from '../editor-session/sign-in-rules.ts';
import type { AuditDetail } from '../audit/audit-chain.ts';

const userName = z.string().regex(USER_NAME_PATTERN, USER_NAME_RULE);
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const role = z.enum(EDITOR_ROLES);
const createBody = z.object({ user: userName, password, role });
const userParams = z.object({ user: userName });
const disableBody = z.object({ disabled: z.boolean() });
const roleBody = z.object({ role });
const resetBody = z.object({
  password: password.optional().describe('the new password; absent, the server makes one'),
});
const passwordBody = z.object({ old_password: z.string().min(1).max(256), new_password: password });

const editorOut = (editor: EditorListing) => ({
  user: editor.username,
  role: editor.role,
  disabled: editor.disabled,
  created_at: editor.createdAt.toISOString(),
  last_sign_in_at: editor.lastSignInAt?.toISOString() ?? null,
});

/** The changed account, or the refusal the change met. */
function changed(change: AccountChange): EditorListing {
  if (change.ok) return change.editor;
  throw new AppError(change.reason === 'last-admin' ? 'ADMIN_LAST_ADMIN' : 'ADMIN_USER_NOT_FOUND');
}

/**
 * Accounts: admins list, add, disable and re-enable them, change their roles and reset their
 * passwords; everyone changes their own password.
 */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { editors, sessions } = app.editorSession;
  // After the domain's session hook, which names the caller.
  const adminOnly = { preValidation: adminGuards.requireAdmin };

  /** An admin's change to an account, in the audit log under the admin's name. */
  const recordChange = (request: FastifyRequest, action: string, detail: AuditDetail) =>
    app.audit.record({ actor: request.editor?.username ?? null, action, detail });

  const listSchema = { response: answers(editorListAnswer) };
  app.get('/admin/api/editors', { schema: listSchema, ...adminOnly }, async () => {
    return ok({ editors: (await editors.list()).map(editorOut) });
  });

  app.post(
    '/admin/api/editors',
    { schema: { body: createBody, response: answers(editorAccountAnswer) }, ...adminOnly },
    async (request) => {
      const body = request.body;
      const created = await editors.create(
        body.user,
        await passwords.hash(body.password),
        body.role,
      );
      if (!created) throw new AppError('ADMIN_USER_TAKEN');
      await recordChange(request, 'account.create', { user: created.username, role: created.role });
      return ok(editorOut(created));
    },
  );

  app.put(
    '/admin/api/editors/:user/disabled',
    {
      schema: { params: userParams, body: disableBody, response: answers(editorAccountAnswer) },
      ...adminOnly,
    },
    async (request) => {
      const { user } = request.params;
      const { disabled } = request.body;
      if (user === request.editor?.username && disabled) throw new AppError('ADMIN_SELF_DISABLE');
      const editor = changed(await editors.setDisabled(user, disabled));
      // A disabled account is signed out everywhere at once.
      if (disabled) await sessions.revokeAllOf(editor.id);
      await recordChange(request, disabled ? 'account.disable' : 'account.enable', {
        user: editor.username,
      });
      return ok(editorOut(editor));
    },
  );

  app.put(
    '/admin/api/editors/:user/role',
    {
      schema: {
        params: userParams,
        body: roleBody,
        response: answers(
          editorAccountAnswer,
          'the account, whose sessions act with the new role at once',
        ),
      },
      ...adminOnly,
    },
    async (request) => {
      const { user } = request.params;
      // Sessions read the role from the account on every call, so none needs to end.
      const editor = changed(await editors.setRole(user, request.body.role));
      await recordChange(request, 'account.role', { user: editor.username, role: editor.role });
      return ok(editorOut(editor));
    },
  );

  app.post(
    '/admin/api/editors/:user/password',
    {
      schema: {
        params: userParams,
        body: resetBody,
        response: answers(passwordResetAnswer, 'reset: every session of the account ends'),
      },
      ...adminOnly,
    },
    async (request) => {
      const { user } = request.params;
      // One's own password is changed with the current one (PUT /admin/api/session/password).
      if (user === request.editor?.username) throw new AppError('ADMIN_SELF_RESET');
      const made = request.body.password === undefined ? madePassword() : null;
      const hash = await passwords.hash(made ?? request.body.password ?? '');
      const editor = await editors.resetPasswordHash(user, hash);
      if (!editor) throw new AppError('ADMIN_USER_NOT_FOUND');
      // Whoever signed in with the old password signs in again with the new one.
      await sessions.revokeAllOf(editor.id);
      await recordChange(request, 'account.password_reset', {
        user: editor.username,
        made_by_server: made !== null,
      });
      return ok({ user: editor.username, password: made });
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
      await app.audit.record({
        actor: me.username,
        action: 'session.password_change',
        detail: { ip: request.ip },
      });
      return ok(null);
    },
  );
}

/** A password for a reset: 16 characters of letters, digits, "-" and "_" (96 random bits). */
function madePassword(): string {
  return randomBytes(12).toString('base64url');
}
