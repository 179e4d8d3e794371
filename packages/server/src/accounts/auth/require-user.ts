import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE_NAME } from '@h5-page/schema/constants';
import { AppError } from '../../errors.ts';
import { TokenError } from './tokens.ts';
import type { TokenUser } from './tokens.ts';

/** Longer than any token we sign; longer ones are refused before any parsing. */
const MAX_TOKEN_LENGTH = 4096;

/** The request's token: `Authorization: Bearer …`, else the `token` cookie; null when none. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies?.[TOKEN_COOKIE_NAME];
  return cookie ? cookie : null;
}

/**
 * The logged-in user of a request, for calls that need a token (spec section 6). Answers 401
 * when there is no token (请先登录), and the spec's 403 with code 400003 when it is expired,
 * tampered with, unsigned (`alg: none`) or not a token at all (登录已过期 / 登录已失效，请重新登录).
 */
export async function requireUser(
  request: FastifyRequest,
  token: string | null = readToken(request),
): Promise<TokenUser> {
  if (!token) throw new AppError('UNAUTHORIZED');
  if (token.length > MAX_TOKEN_LENGTH) throw new AppError('TOKEN_UNVERIFIED');
  try {
    return await request.server.tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenError) {
      throw new AppError(error.reason === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_UNVERIFIED');
    }
    throw error;
  }
}
