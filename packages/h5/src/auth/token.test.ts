import { describe, expect, it } from 'vitest';
import { parentCookieDomain } from '@h5-page/schema/parent-cookie-domain';
import { decodeJwtPayload, uidFromToken } from './jwt.ts';
import { createTokenStore } from './token.ts';

/** Records every cookie written; reads back the last value of `token` (enough for these tests). */
function jar() {
  const writes: string[] = [];
  let current = '';
  return {
    writes,
    get cookie() {
      return current;
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair] = value.split(';');
      current = /Max-Age=0/.test(value) ? '' : pair!;
    },
  };
}

const NOW = Date.UTC(2025, 0, 1);

describe('token cookie', () => {
  it('is named token, kept 365 days on the parent domain', () => {
    const cookies = jar();
    const store = createTokenStore({ jar: cookies, hostname: 'a.b.example.com', now: () => NOW });
    store.set('abc.def');
    const written = cookies.writes[0]!;
    expect(written).toMatch(/^token=abc\.def; /);
    expect(written).toContain('; Path=/');
    expect(written).toContain('; Max-Age=31536000');
    expect(written).toContain(`; Expires=${new Date(NOW + 365 * 86_400_000).toUTCString()}`);
    expect(written).toContain('; Domain=.example.com');
    expect(store.get()).toBe('abc.def');
  });

  it('is host-only on localhost and IP addresses', () => {
    for (const hostname of ['localhost', '127.0.0.1', '::1', '[::1]', 'intranet']) {
      const cookies = jar();
      createTokenStore({ jar: cookies, hostname }).set('t');
      expect(cookies.writes[0], hostname).not.toContain('Domain=');
    }
  });

  it('uses config.cookieDomain when given', () => {
    const cookies = jar();
    createTokenStore({
      jar: cookies,
      hostname: 'a.b.example.com',
      cookieDomain: '.b.example.com',
    }).set('t');
    expect(cookies.writes[0]).toContain('; Domain=.b.example.com');
  });

  it('is Secure on https', () => {
    const cookies = jar();
    createTokenStore({ jar: cookies, hostname: 'm.example.com', secure: true }).set('t');
    expect(cookies.writes[0]).toContain('; Secure');
  });

  it('clears the token on its domain and any host-only copy', () => {
    const cookies = jar();
    const store = createTokenStore({ jar: cookies, hostname: 'm.example.com' });
    store.set('t');
    store.clear();
    expect(store.get()).toBeNull();
    const clears = cookies.writes.slice(1);
    expect(clears).toHaveLength(2);
    expect(clears[0]).toMatch(/^token=; .*Max-Age=0.*Domain=\.example\.com/);
    expect(clears[1]).toMatch(/^token=; Path=\/; Max-Age=0/);
    expect(clears[1]).not.toContain('Domain=');
  });

  it('reads the token among other cookies in a real document', () => {
    document.cookie = 'other=1';
    document.cookie = 'token=xyz%20w';
    const store = createTokenStore({ jar: document, hostname: 'localhost' });
    expect(store.get()).toBe('xyz w');
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('parentCookieDomain', () => {
  it.each([
    ['a.b.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['WWW.Example.COM.', '.example.com'],
    ['m.example.com.cn', '.example.com.cn'],
    ['localhost', null],
    ['app.localhost', null],
    ['10.0.0.8', null],
    ['::1', null],
    ['.6', null],
    ['a..example.com', null],
  ])('%s -> %s', (host, domain) => {
    expect(parentCookieDomain(host)).toBe(domain);
  });
});

function jwt(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

describe('uid from the token', () => {
  it('reads uid (or user_id, or sub) from the JWT payload without verifying it', () => {
    expect(uidFromToken(jwt({ uid: 42, name: '张三' }))).toBe('42');
    expect(uidFromToken(jwt({ user_id: 'u-7' }))).toBe('u-7');
    expect(uidFromToken(jwt({ sub: '99' }))).toBe('99');
    expect(decodeJwtPayload(jwt({ uid: 1, name: '张三' }))).toEqual({ uid: 1, name: '张三' });
  });

  it('is null, never an exception, for missing or malformed tokens', () => {
    for (const token of [
      null,
      undefined,
      '',
      'abc',
      'a.b',
      'a.%%%.c',
      `x.${btoa('[1]')}.y`,
      'a..c',
    ]) {
      expect(() => uidFromToken(token)).not.toThrow();
      expect(uidFromToken(token)).toBeNull();
    }
    expect(uidFromToken(jwt({ name: 'no id' }))).toBeNull();
  });
});
