import type { FastifyInstance } from 'fastify';
import { signIn } from './admin.ts';

/**
 * A publisher (signed in as `publisher`) adds an account of role editor, which then signs in:
 * the Cookie header of its session.
 */
export async function signedInEditor(
  app: FastifyInstance,
  publisher: Record<string, string>,
  user: string,
  password: string,
): Promise<{ cookie: string }> {
  await app.inject({
    method: 'POST',
    url: '/admin/api/editors',
    headers: publisher,
    payload: { user, password, role: 'editor' },
  });
  return signIn(app, user, password);
}
