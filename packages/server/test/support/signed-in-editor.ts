import type { FastifyInstance } from 'fastify';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { signIn } from './admin.ts';

/**
 * An admin (`admin`: the headers of its session) adds an account of `role`, which then signs in:
 * the Cookie header of its session. A refused account fails the test where it was asked for.
 */
export async function signedInAccount(
  app: FastifyInstance,
  admin: Record<string, string>,
  user: string,
  role: EditorRole,
  password = `${user}-password-123`,
): Promise<{ cookie: string }> {
  const added = await app.inject({
    method: 'POST',
    url: '/admin/api/editors',
    headers: admin,
    payload: { user, password, role },
  });
  if (added.statusCode !== 200) {
    throw new Error(`adding ${role} ${user} failed: ${added.statusCode} ${added.body}`);
  }
  return signIn(app, user, password);
}

/** `signedInAccount` of role editor. */
export function signedInEditor(
  app: FastifyInstance,
  admin: Record<string, string>,
  user: string,
  password: string,
): Promise<{ cookie: string }> {
  return signedInAccount(app, admin, user, 'editor', password);
}
