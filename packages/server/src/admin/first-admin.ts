import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passwords } from '../editor-session/passwords.ts';

/**
 * On first start with no editor account: creates `admin` (role admin) with ADMIN_PASSWORD, or a
 * random password, and prints the one line that tells the operator how to sign in (the random
 * password; a chosen one is not repeated). Two servers
 * starting at once create it once (the user name is unique) and only the creator prints.
 */
export async function ensureFirstAdmin(
  app: FastifyInstance,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<void> {
  const editors = app.editorSession.editors;
  if ((await editors.count()) > 0) return;
  const chosen = app.config.adminPassword;
  const password = chosen ?? randomBytes(12).toString('base64url');
  const created = await editors.create('admin', await passwords.hash(password), 'admin');
  if (!created) return;
  // A chosen password is never printed: logs outlive it and are read by more people.
  print(
    `builder account created at /admin/: user: admin password: ${chosen === null ? password : '(the one in ADMIN_PASSWORD)'}`,
  );
}
