import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passwords } from '../editor-session/passwords.ts';

/**
 * On first start with no editor account: creates `admin` (role admin) with ADMIN_PASSWORD, or a
 * random password, and answers the one line that tells the operator how to sign in (the random
 * password; a chosen one is not repeated), which the server prints once it listens
 * (`main.ts`), last, where a newcomer finds it. Two servers starting at once create it once (the
 * user name is unique) and only the creator has the line; else null.
 */
export async function ensureFirstAdmin(app: FastifyInstance): Promise<string | null> {
  const editors = app.editorSession.editors;
  if ((await editors.count()) > 0) return null;
  const chosen = app.config.adminPassword;
  const password = chosen ?? randomBytes(12).toString('base64url');
  const created = await editors.create('admin', await passwords.hash(password), 'admin');
  if (!created) return null;
  // A chosen password is never printed: logs outlive it and are read by more people.
  return `builder account created at /admin/: user: admin password: ${chosen === null ? password : '(the one in ADMIN_PASSWORD)'}`;
}
