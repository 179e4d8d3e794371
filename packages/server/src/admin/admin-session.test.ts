import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, adminApp, body, signIn } from '#test/support/admin.ts';
import { build } from '../app.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';

let app: FastifyInstance;
appForAll(async () => (app = await adminApp()));

describe('first start', () => {
  it('creates admin once, with one line to print naming the user and a random password', async () => {
    const fresh = await build({ config: { dataDir: ':memory:' }, ssr: false, seed: false });
    try {
      // The line main.ts prints once the server listens (built-server.test.ts sees it printed).
      const password = /^builder account created at \/admin\/: user: admin password: (\S+)$/.exec(
        fresh.signInLine ?? '',
      )?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{12,}$/);
      await signIn(fresh, 'admin', password);
      // A chosen password is not repeated.
      expect(app.signInLine).toBe(
        'builder account created at /admin/: user: admin password: (the one in ADMIN_PASSWORD)',
      );
    } finally {
      await fresh.close();
    }
  });

  it('uses ADMIN_PASSWORD when set', async () => {
    await signIn(app, 'admin', ADMIN_PASSWORD);
  });
});

describe('sessions', () => {
  it('sets an HttpOnly SameSite=Lax cookie, Secure only over HTTPS, and says who is signed in', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { user: 'admin', password: ADMIN_PASSWORD },
    });
    expect(plain.statusCode).toBe(200);
    const header = String(plain.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    const cookie = plain.cookies.find((c) => c.name === 'h5_admin_session');
    const me = await app.inject({
      method: 'GET',
      url: '/admin/api/session',
      headers: { cookie: `h5_admin_session=${cookie?.value}` },
    });
    expect(body(me).response).toEqual({ user: 'admin', role: 'admin' });

    const httpsApp = await adminApp({ trustProxyHops: 1 });
    try {
      const secure = await httpsApp.inject({
        method: 'POST',
        url: '/admin/api/session',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { user: 'admin', password: ADMIN_PASSWORD },
      });
      expect(String(secure.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await httpsApp.close();
    }
  });

  it('makes the cookie Secure behind a TLS proxy: its X-Forwarded-Proto with TRUST_PROXY, else the https page', async () => {
    const secureFrom = async (target: FastifyInstance, headers: Record<string, string>) => {
      const response = await target.inject({
        method: 'POST',
        url: '/admin/api/session',
        headers: { host: 'admin.example', ...headers },
        payload: { user: 'admin', password: ADMIN_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      return /;\s*Secure/i.test(String(response.headers['set-cookie']));
    };
    // TRUST_PROXY at 0: any client could write X-Forwarded-Proto, so it is not read.
    expect(await secureFrom(app, { 'x-forwarded-proto': 'https' })).toBe(false);
    expect(await secureFrom(app, { origin: 'http://admin.example:8080' })).toBe(false);
    // The builder's page is https: the browser reached this site over TLS, whatever the proxy
    // forwarded (none named, or one that forwards its own http from behind a load balancer).
    expect(await secureFrom(app, { origin: 'https://admin.example' })).toBe(true);
    expect(await secureFrom(app, { referer: 'https://admin.example/admin/' })).toBe(true);
    const trusting = await adminApp({ trustProxyHops: 1 });
    try {
      expect(await secureFrom(trusting, { 'x-forwarded-proto': 'https' })).toBe(true);
      expect(await secureFrom(trusting, { 'x-forwarded-proto': 'http' })).toBe(false);
      expect(
        await secureFrom(trusting, {
          'x-forwarded-proto': 'http',
          origin: 'https://admin.example',
        }),
      ).toBe(true);
    } finally {
      await trusting.close();
    }
  });

  it('answers 401 with a msg for a wrong password or an unknown user, 400 for a missing field', async () => {
    for (const payload of [
      { user: 'admin', password: 'wrong-password' },
      { user: 'nobody', password: ADMIN_PASSWORD },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/admin/api/session', payload });
      expect(response.statusCode).toBe(401);
      expect(body(response).msg).toBe('用户名或密码错误');
      expect(response.cookies).toHaveLength(0);
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { user: 'admin' },
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('参数 password 不能为空');
  });

  it('throttles guessing per user and address', async () => {
    const guess = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/admin/api/session',
        remoteAddress: ip,
        payload: { user: 'guessed', password: 'not-the-password' },
      });
    for (let i = 0; i < 10; i += 1) expect((await guess('10.0.0.7')).statusCode).toBe(401);
    const locked = await guess('10.0.0.7');
    expect(locked.statusCode).toBe(429);
    expect(body(locked).msg).toBe('登录失败次数过多，请稍后再试');
    expect((await guess('10.0.0.8')).statusCode).toBe(401);
  });

  it('refuses every admin call without a session, and the session after sign-out', async () => {
    for (const [method, url] of [
      ['GET', '/admin/api/session'],
      ['DELETE', '/admin/api/session'],
      ['GET', '/admin/api/pages'],
      ['GET', '/admin/api/pages/demo'],
      ['PUT', '/admin/api/pages/demo'],
      ['POST', '/admin/api/pages/demo/publish'],
      ['GET', '/admin/api/media'],
      ['GET', '/admin/api/editors'],
      // Before its fields are read: the empty body is not what is wrong.
      ['POST', '/admin/api/editors'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(body(response).msg).toBe('请先登录管理后台');
    }
    const { cookie } = await signIn(app);
    const out = await app.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/admin/api/pages', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses writes whose Origin or Referer is another site', async () => {
    const { cookie } = await signIn(app);
    const publishFrom = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/admin/api/pages/demo/publish',
        headers: { cookie, origin, host: 'h5.example' },
        payload: {},
      });
    const cross = await publishFrom('https://evil.example');
    expect(cross.statusCode).toBe(403);
    expect(body(cross).msg).toBe('拒绝来自其他站点的请求');
    const referer = await app.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: { cookie, referer: 'https://evil.example/page', host: 'h5.example' },
    });
    expect(referer.statusCode).toBe(403);
    const same = await publishFrom('https://h5.example');
    expect(same.statusCode).toBe(200);
  });
});

describe('accounts', () => {
  const changePassword = (headers: { cookie: string }, oldPassword: string, newPassword: string) =>
    app.inject({
      method: 'PUT',
      url: '/admin/api/session/password',
      headers,
      payload: { old_password: oldPassword, new_password: newPassword },
    });

  it('lets an admin create and disable editors, who cannot publish or manage accounts', async () => {
    const { cookie } = await signIn(app);
    const createWriter = () =>
      app.inject({
        method: 'POST',
        url: '/admin/api/editors',
        headers: { cookie },
        payload: { user: 'writer', password: 'writer-password', role: 'editor' },
      });
    const created = await createWriter();
    expect(created.statusCode).toBe(200);
    expect(body(created).response).toMatchObject({
      user: 'writer',
      role: 'editor',
      disabled: false,
    });
    const again = await createWriter();
    expect(again.statusCode).toBe(409);

    const writer = await signIn(app, 'writer', 'writer-password');
    for (const [method, url, payload, msg] of [
      ['POST', '/admin/api/pages/demo/publish', {}, '需要发布者权限才能进行此操作'],
      ['POST', '/admin/api/pages/demo/rollback', { version: 1 }, '需要发布者权限才能进行此操作'],
      ['DELETE', '/admin/api/pages/demo', { confirm: 'demo' }, '需要发布者权限才能进行此操作'],
      ['GET', '/admin/api/editors', undefined, '需要管理员权限才能管理账号'],
      [
        'POST',
        '/admin/api/editors',
        { user: 'x1', password: 'password-x1', role: 'publisher' },
        '需要管理员权限才能管理账号',
      ],
      // The role is checked before the fields: a caller without it learns nothing of them.
      ['POST', '/admin/api/editors', {}, '需要管理员权限才能管理账号'],
      ['POST', '/admin/api/pages/demo/rollback', { version: 'x' }, '需要发布者权限才能进行此操作'],
    ] as const) {
      const response = await app.inject({ method, url, headers: writer, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(body(response).msg).toBe(msg);
    }

    const list = await app.inject({
      method: 'GET',
      url: '/admin/api/editors',
      headers: { cookie },
    });
    expect(body<{ editors: { user: string }[] }>(list).response.editors.map((e) => e.user)).toEqual(
      ['admin', 'writer'],
    );

    const disabled = await app.inject({
      method: 'PUT',
      url: '/admin/api/editors/writer/disabled',
      headers: { cookie },
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    // Signed out at once, and cannot sign in again.
    expect(
      (await app.inject({ method: 'GET', url: '/admin/api/session', headers: writer })).statusCode,
    ).toBe(401);
    // The same answer for the right password and a wrong one: it confirms no password.
    const answers = [];
    for (const password of ['writer-password', 'not-writers-password']) {
      const refused = await app.inject({
        method: 'POST',
        url: '/admin/api/session',
        payload: { user: 'writer', password },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.cookies).toHaveLength(0);
      answers.push(refused.json());
    }
    expect(answers[0]).toEqual({
      code: 'ADMIN_SIGN_IN_FAILED',
      msg: '用户名或密码错误',
      response: null,
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('changes its own password after checking the old one', async () => {
    const { cookie } = await signIn(app);
    const mover = await signedInEditor(app, { cookie }, 'mover', 'first-password');
    const wrong = await changePassword(mover, 'nope', 'second-password');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).msg).toBe('原密码不正确');
    const changed = await changePassword(mover, 'first-password', 'second-password');
    expect(changed.statusCode).toBe(200);
    await signIn(app, 'mover', 'second-password');
  });

  it('signs out the other sessions of the account when its password changes, and keeps this one', async () => {
    const { cookie } = await signIn(app);
    const here = await signedInEditor(app, { cookie }, 'twice', 'first-password');
    const elsewhere = await signIn(app, 'twice', 'first-password');
    const changed = await changePassword(here, 'first-password', 'second-password');
    expect(changed.statusCode).toBe(200);
    const me = (headers: { cookie: string }) =>
      app.inject({ method: 'GET', url: '/admin/api/session', headers });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    // Other accounts' sessions are untouched.
    expect((await me({ cookie })).statusCode).toBe(200);
  });

  it('limits wrong old passwords with the sign-in counter', async () => {
    const { cookie } = await signIn(app);
    const guesser = await signedInEditor(app, { cookie }, 'guesser', 'first-password');
    const change = (old: string) =>
      app.inject({
        method: 'PUT',
        url: '/admin/api/session/password',
        headers: guesser,
        remoteAddress: '10.3.0.1',
        payload: { old_password: old, new_password: 'second-password' },
      });
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`guess-${i}`)));
    const wrong = guesses.filter((r) => r.statusCode === 400);
    const locked = guesses.filter((r) => r.statusCode === 429);
    expect(wrong).toHaveLength(10);
    expect(locked).toHaveLength(20);
    expect(body(locked[0] as (typeof locked)[number]).msg).toBe('登录失败次数过多，请稍后再试');
    // Even the right old password waits now, and so does signing in from that address.
    expect((await change('first-password')).statusCode).toBe(429);
    const signInThere = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      remoteAddress: '10.3.0.1',
      payload: { user: 'guesser', password: 'first-password' },
    });
    expect(signInThere.statusCode).toBe(429);
  });
});
