import type { FastifyInstance } from 'fastify';
import { signIn } from './admin.ts';

/**
 * An admin (`admin`: the headers of its session) adds an account of role editor, which then signs
 * in: the Cookie header of its session.
 */
export async function signedInEditor(
  app: FastifyInstance,
  admin: Record<string, string>,
  user: string,
  password: string,
): Promise<{ cookie: string }> {
  await app.inject({
    method: 'POST',
    url: '/admin/api/editors',
    headers: admin,
    payload: { user, password, role: 'editor' },
  });
  return signIn(app, user, password);
}
