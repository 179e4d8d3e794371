import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

const AUDIENCE = 'h5-page-preview';

/** The signing key, derived from the server's JWT secret so no second secret is needed. */
const keyOf = (secret: string) =>
  new Uint8Array(createHmac('sha256', secret).update('h5-page preview link').digest());

/**
 * Signed preview links: a JWT naming the page code, the link (its row in preview_links, which
 * holds the draft it shows) and its expiry. A changed byte, another code or an expired link is
 * refused here; a revoked one has no row left. The token has no issue time, so the same link
 * always signs to the same token and the builder can list its links' addresses again.
 */
export const previewToken = {
  async sign(secret: string, code: string, linkId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(code)
      .setJti(linkId)
      .setAudience(AUDIENCE)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(keyOf(secret));
  },

  /**
   * The link id of a valid token for `code`; else why it is refused: `expired` (signed by us for
   * this page, but past its expiry), `invalid` (anything else: a changed byte, another page's
   * token, not a token at all).
   */
  async check(
    secret: string,
    token: string,
    code: string,
  ): Promise<{ linkId: string } | { refused: 'expired' | 'invalid' }> {
    try {
      const { payload } = await jwtVerify(token, keyOf(secret), {
        audience: AUDIENCE,
        subject: code,
        algorithms: ['HS256'],
      });
      return payload.sub === code && typeof payload.jti === 'string'
        ? { linkId: payload.jti }
        : { refused: 'invalid' };
    } catch (error) {
      // jose checks the signature before the claims: an expired token is one we signed.
      return { refused: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  },
};
