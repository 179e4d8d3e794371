import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Login tokens: JWTs signed with JWT_SECRET. HS256 is pinned on both sides, so a token that
 * names another algorithm (`alg: none` included) is refused; every token expires; `uid` is the
 * user's softuser_id.
 */

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'h5-page';

export interface TokenUser {
  /** softuser_id */
  uid: number;
}

/** Why a token was refused: it ran out, or it is not one of ours (tampered, alg none, junk). */
export class TokenError extends Error {
  readonly reason: 'expired' | 'invalid';
  constructor(reason: 'expired' | 'invalid', options?: { cause?: unknown }) {
    super(reason === 'expired' ? 'token expired' : 'token invalid', options);
    this.name = 'TokenError';
    this.reason = reason;
  }
}

export interface TokenService {
  readonly ttlSeconds: number;
  sign(uid: number): Promise<string>;
  /** The token's user; rejects with TokenError. */
  verify(token: string): Promise<TokenUser>;
}

export function createTokenService(options: { secret: string; ttlDays: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const ttlSeconds = options.ttlDays * 24 * 60 * 60;
  return {
    ttlSeconds,
    async sign(uid) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ uid })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
        .setSubject(String(uid))
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [TOKEN_ALGORITHM],
          issuer: TOKEN_ISSUER,
          requiredClaims: ['exp', 'uid'],
        }));
      } catch (error) {
        throw new TokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid', {
          cause: error,
        });
      }
      const uid = payload.uid;
      if (typeof uid !== 'number' || !Number.isSafeInteger(uid) || uid <= 0) {
        throw new TokenError('invalid');
      }
      return { uid };
    },
  };
}
