import type { FastifyRequest } from 'fastify';
import { readToken } from '../accounts/auth/require-user.ts';
import { TokenError } from '../accounts/auth/tokens.ts';

/**
 * The uid of a request whose call works without a token too (lists that mark the visitor's own
 * entries): null when there is none, or when it no longer verifies, so a stale cookie still
 * shows the list.
 */
export async function optionalUid(request: FastifyRequest): Promise<number | null> {
  const token = readToken(request);
  if (!token || token.length > 4096) return null;
  try {
    return (await request.server.tokens.verify(token)).uid;
  } catch (error) {
    if (error instanceof TokenError) return null;
    throw error;
  }
}
