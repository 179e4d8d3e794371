import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * The phone a signed-in visitor's request is filed under: their account's, which their login
 * verified by SMS. A body may still name it (older forms send it), but never another number:
 * that would file someone else's phone, unverified, under this visitor (HANDSET_NOT_OWN). A
 * token whose user is gone is a login no longer valid.
 */
export async function ownHandset(
  app: FastifyInstance,
  uid: number,
  given: string | undefined,
): Promise<string> {
  const user = await app.accounts.users.findById(uid);
  if (!user) throw new AppError('TOKEN_UNVERIFIED');
  if (given !== undefined && given !== user.handset) throw new AppError('HANDSET_NOT_OWN');
  return user.handset;
}
