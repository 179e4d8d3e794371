import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { cookieDomainFor, hostnameOf } from './cookie-domain.ts';
import { TOKEN_ISSUER, TokenError, createTokenService } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const tokens = createTokenService({ secret: SECRET, ttlDays: 30 });
const key = new TextEncoder().encode(SECRET);

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const refusal = async (token: string) => {
  const error = await tokens.verify(token).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TokenError);
  return (error as TokenError).reason;
};

describe('login tokens', () => {
  it('are HS256 JWTs carrying uid, with an expiry', async () => {
    const token = await tokens.sign(42);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ uid: 42, sub: '42', iss: TOKEN_ISSUER });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 24 * 60 * 60);
    expect(tokens.ttlSeconds).toBe(30 * 24 * 60 * 60);
    await expect(tokens.verify(token)).resolves.toEqual({ uid: 42 });
  });

  it('refuses an expired token as expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ uid: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now - 100)
      .setExpirationTime(now - 10)
      .sign(key);
    expect(await refusal(expired)).toBe('expired');
  });

  it('refuses a tampered token, another secret, alg none and another algorithm', async () => {
    const token = await tokens.sign(42);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...decodeJwt(token), uid: 1 })}.${signature}`;
    expect(await refusal(tampered)).toBe('invalid');

    const other = createTokenService({ secret: `${SECRET}-other`, ttlDays: 30 });
    expect(await refusal(await other.sign(42))).toBe('invalid');

    // alg none: no signature at all, crafted by hand.
    const claims = decodeJwt(token);
    for (const alg of ['none', 'None', 'NONE']) {
      expect(await refusal(`${b64({ alg, typ: 'JWT' })}.${b64(claims)}.`)).toBe('invalid');
    }
    // The same secret, another HMAC: refused, HS256 is pinned.
    const hs512 = await new SignJWT({ uid: 42 })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime('1h')
      .sign(key);
    expect(await refusal(hs512)).toBe('invalid');
  });

  it('refuses tokens without uid or expiry, with a bad uid, or from another issuer', async () => {
    const sign = (claims: Record<string, unknown>, expires = true, issuer = TOKEN_ISSUER) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(issuer);
      return (expires ? jwt.setExpirationTime('1h') : jwt).sign(key);
    };
    expect(await refusal(await sign({ sub: '42' }))).toBe('invalid');
    expect(await refusal(await sign({ uid: 42 }, false))).toBe('invalid');
    for (const uid of ['42', 0, -1, 1.5, null]) {
      expect(await refusal(await sign({ uid }))).toBe('invalid');
    }
    expect(await refusal(await sign({ uid: 42 }, true, 'someone-else'))).toBe('invalid');
  });

  it('refuses junk', async () => {
    for (const junk of ['', 'abc', 'a.b.c', '...', `${'x'.repeat(100)}.${'y'.repeat(100)}.z`]) {
      expect(await refusal(junk)).toBe('invalid');
    }
  });
});

describe('cookieDomainFor', () => {
  it('is the parent domain of the host', () => {
    expect(cookieDomainFor('a.b.example.com')).toBe('.example.com');
    expect(cookieDomainFor('m.example.com')).toBe('.example.com');
    expect(cookieDomainFor('example.com')).toBe('.example.com');
    expect(cookieDomainFor('M.Example.COM:8443')).toBe('.example.com');
    expect(cookieDomainFor('h5.example.com.cn')).toBe('.example.com.cn');
    expect(cookieDomainFor('www.example.co.uk.')).toBe('.example.co.uk');
  });

  it('is host-only (null) for localhost, single labels and IP addresses', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'app.localhost',
      'intranet',
      '127.0.0.1',
      '127.0.0.1:3000',
      '[::1]',
      '[::1]:3000',
      '::1',
      '',
      'bad host',
      'com.cn',
      // No host at all: a Domain made of these is refused when the cookie is written.
      '.6',
      '.6:80',
      'a..example.com',
      '-a.example.com',
      'a_b.example-.com',
      `${'x'.repeat(64)}.example.com`,
    ]) {
      expect(cookieDomainFor(host), host).toBeNull();
    }
  });

  it('takes COOKIE_DOMAIN when the host lies within it, and ignores it otherwise', () => {
    expect(cookieDomainFor('a.b.example.com', '.b.example.com')).toBe('.b.example.com');
    expect(cookieDomainFor('a.b.example.com', 'example.com')).toBe('.example.com');
    expect(cookieDomainFor('example.com', '.example.com')).toBe('.example.com');
    // A browser would drop a cookie for a domain the host is not in: fall back to the parent.
    expect(cookieDomainFor('h5.other.com', '.example.com')).toBe('.other.com');
    expect(cookieDomainFor('badexample.com', '.example.com')).toBe('.badexample.com');
    expect(cookieDomainFor('localhost:3000', '.example.com')).toBeNull();
  });

  it('reads the host name out of a Host header', () => {
    expect(hostnameOf('Example.com:80')).toBe('example.com');
    expect(hostnameOf('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(hostnameOf('2001:db8::1')).toBe('2001:db8::1');
  });
});
