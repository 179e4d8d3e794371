import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'h5-page-preview';

/** The signing key, derived from the server's JWT secret so no second secret is needed. */
const keyOf = (secret: string) =>
  new Uint8Array(createHmac('sha256', secret).update('h5-page preview link').digest());

/**
 * Signed preview links: a JWT naming the page code and its expiry. A draft is shown to whoever
 * holds one for that code until it expires; a changed byte or another code is refused.
 */
export const previewToken = {
  async sign(secret: string, code: string, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(code)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(keyOf(secret));
  },

  async verify(secret: string, token: string, code: string): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, keyOf(secret), {
        audience: AUDIENCE,
        subject: code,
        algorithms: ['HS256'],
      });
      return payload.sub === code;
    } catch {
      return false;
    }
  },
};
