import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS, TOKEN_INVALID_CODE } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { requireUser } from './auth/require-user.ts';
import { TOKEN_ISSUER } from './auth/tokens.ts';
import { ok } from '../errors.ts';
import { CONSENTED, codeFor, testPhone } from '#test/support/accounts.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
let token: string;
let uid: number;
let handset: string;

appForAll(async () => {
  app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false });
  // An endpoint that needs a token, written as the gateway's token-only calls are.
  app.get('/test/me', async (request) => ok(await requireUser(request)));
  handset = testPhone();
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.SMART_LOGIN,
    payload: { handset, code: await codeFor(app, handset), nick_name: '张三', ...CONSENTED },
  });
  ({ token, softuser_id: uid } = response.json<{
    response: { token: string; softuser_id: number };
  }>().response);
  return app;
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const key = () => new TextEncoder().encode(app.config.jwtSecret);
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

/** No token: 401 请先登录. A token that is there but not good: the spec's 403 with code 400003. */
function expectRefused(response: LightMyRequestResponse, msg: string) {
  const missing = msg === '请先登录';
  expect(response.statusCode, response.body).toBe(missing ? 401 : 403);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json()).toMatchObject({
    msg,
    response: null,
    ...(missing ? {} : { code: TOKEN_INVALID_CODE }),
  });
}

describe('GET /n8sf/app/auth/v1/jwt/user', () => {
  it('answers the user data for the token parameter, a bearer header or the token cookie', async () => {
    const expected = {
      code: 1,
      msg: 'success',
      response: {
        softuser_id: uid,
        softuser_type: 0,
        nick_name: '张三',
        handset: `${handset.slice(0, 3)}****${handset.slice(7)}`,
      },
    };
    for (const response of [
      await get(`${API_PATHS.JWT_USER}?token=${token}`),
      await get(API_PATHS.JWT_USER, { authorization: `Bearer ${token}` }),
      await get(API_PATHS.JWT_USER, { cookie: `other=1; token=${token}` }),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(expected);
    }
  });

  it('answers 401 请先登录 without a token', async () => {
    expectRefused(await get(API_PATHS.JWT_USER), '请先登录');
    expectRefused(await get(`${API_PATHS.JWT_USER}?token=`), '请先登录');
    expectRefused(await get(API_PATHS.JWT_USER, { authorization: 'Bearer' }), '请先登录');
  });

  it('answers 403/400003 登录已过期，请重新登录 for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(key());
    expectRefused(await get(`${API_PATHS.JWT_USER}?token=${expired}`), '登录已过期，请重新登录');
  });

  it('answers 403/400003 登录已失效，请重新登录 for a tampered token', async () => {
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...decodeJwt(token), uid: uid + 1 })}.${signature}`;
    expectRefused(await get(`${API_PATHS.JWT_USER}?token=${tampered}`), '登录已失效，请重新登录');
    const cut = token.slice(0, -3);
    expectRefused(
      await get(API_PATHS.JWT_USER, { authorization: `Bearer ${cut}` }),
      '登录已失效，请重新登录',
    );
  });

  it('answers 403/400003 登录已失效，请重新登录 for an alg none token (crafted by hand)', async () => {
    const claims = { ...decodeJwt(token) };
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expectRefused(await get(`${API_PATHS.JWT_USER}?token=${unsigned}`), '登录已失效，请重新登录');
    expectRefused(
      await get(API_PATHS.JWT_USER, { cookie: `token=${unsigned}` }),
      '登录已失效，请重新登录',
    );
  });

  it('answers 403/400003 for junk, another secret and a user who is not there', async () => {
    for (const junk of ['abc', 'a.b.c', 'x'.repeat(5000), '%E0%A4%A']) {
      expectRefused(await get(`${API_PATHS.JWT_USER}?token=${junk}`), '登录已失效，请重新登录');
    }
    const foreign = await new SignJWT({ uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'));
    expectRefused(await get(`${API_PATHS.JWT_USER}?token=${foreign}`), '登录已失效，请重新登录');
    const ghost = await app.tokens.sign(987_654);
    expectRefused(await get(`${API_PATHS.JWT_USER}?token=${ghost}`), '登录已失效，请重新登录');
  });
});

describe('requireUser (for calls that need a token)', () => {
  it('reads the bearer header or the token cookie', async () => {
    const byHeader = await get('/test/me', { authorization: `Bearer ${token}` });
    expect(byHeader.json()).toMatchObject({ code: 1, response: { uid } });
    const byCookie = await get('/test/me', { cookie: `token=${token}` });
    expect(byCookie.json()).toMatchObject({ code: 1, response: { uid } });
  });

  it('answers 401 without a token, 403/400003 when it is not good', async () => {
    expectRefused(await get('/test/me'), '请先登录');
    expectRefused(
      await get('/test/me', { authorization: 'Bearer nope' }),
      '登录已失效，请重新登录',
    );
    expectRefused(await get('/test/me', { authorization: `Basic ${token}` }), '请先登录');
  });
});
