import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, adminApp, body, signIn } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { pristinePglite } from '#test/support/pristine-pglite.ts';
import { ERROR_CATALOGUE } from '../errors.ts';
import { MIGRATIONS_DIR, migrate } from '../store/migrate.ts';
import { openDatabase } from '../store/open-database.ts';
import { editors } from '../editor-session/editor-tables.ts';

let app: FastifyInstance;
appForAll(async () => (app = await adminApp()));

type Headers = { cookie: string };
interface Account {
  user: string;
  role: string;
  disabled: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

const ONLY_ADMINS = ERROR_CATALOGUE.ADMIN_ADMIN_REQUIRED.msg;
const ONLY_PUBLISHERS = ERROR_CATALOGUE.ADMIN_ROLE_REQUIRED.msg;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, payload });
const addAccount = (admin: Headers, user: string, role: string, password = `${user}-password`) =>
  call('POST', '/admin/api/editors', admin, { user, password, role });
const accounts = async (admin: Headers) =>
  body<{ editors: Account[] }>(await call('GET', '/admin/api/editors', admin)).response.editors;
const accountOf = async (admin: Headers, user: string) =>
  (await accounts(admin)).find((account) => account.user === user);
const whoAmI = (headers: Headers) => call('GET', '/admin/api/session', headers);
const signInAnswer = (user: string, password: string) =>
  app.inject({ method: 'POST', url: '/admin/api/session', payload: { user, password } });

describe('roles', () => {
  it('makes an account of each of the four roles, each signing in with its role', async () => {
    const admin = await signIn(app);
    expect(body(await whoAmI(admin)).response).toEqual({ user: 'admin', role: 'admin' });
    for (const role of ['editor', 'reviewer', 'publisher', 'admin']) {
      const user = `four-${role}`;
      const created = await addAccount(admin, user, role);
      expect(created.statusCode, role).toBe(200);
      expect(body(created).response).toEqual({
        user,
        role,
        disabled: false,
        created_at: expect.any(String),
        last_sign_in_at: null,
      });
      const session = await signIn(app, user, `${user}-password`);
      expect(body(await whoAmI(session)).response).toEqual({ user, role });
    }
    const unknown = await addAccount(admin, 'four-boss', 'owner');
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).msg).toBe('参数 role 只能是 editor、reviewer、publisher、admin');
  });

  it('lets publishers and admins publish, and editors and reviewers not', async () => {
    const admin = await signIn(app);
    for (const [role, status] of [
      ['editor', 403],
      ['reviewer', 403],
      ['publisher', 200],
      ['admin', 200],
    ] as const) {
      const user = `pub-${role}`;
      await addAccount(admin, user, role);
      const session = await signIn(app, user, `${user}-password`);
      const published = await call('POST', '/admin/api/pages/demo/publish', session, {});
      expect(published.statusCode, role).toBe(status);
      if (status === 403) expect(body(published).msg).toBe(ONLY_PUBLISHERS);
    }
  });

  it('refuses every account route to editors, reviewers and publishers with the catalogue msg', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'victim', 'editor');
    for (const role of ['editor', 'reviewer', 'publisher']) {
      const user = `no-accounts-${role}`;
      await addAccount(admin, user, role);
      const session = await signIn(app, user, `${user}-password`);
      for (const [method, url, payload] of [
        ['GET', '/admin/api/editors', undefined],
        ['POST', '/admin/api/editors', { user: 'x-new', password: 'password-x', role: 'admin' }],
        ['PUT', '/admin/api/editors/victim/disabled', { disabled: true }],
        ['PUT', '/admin/api/editors/victim/role', { role: 'admin' }],
        ['PUT', `/admin/api/editors/${user}/role`, { role: 'admin' }],
        ['POST', '/admin/api/editors/victim/password', {}],
      ] as const) {
        const refused = await call(method, url, session, payload);
        expect(refused.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(refused.json()).toEqual({
          code: 'ADMIN_ADMIN_REQUIRED',
          msg: ONLY_ADMINS,
          response: null,
        });
      }
    }
    // Nothing changed.
    expect(await accountOf(admin, 'victim')).toMatchObject({ role: 'editor', disabled: false });
    expect(await accountOf(admin, 'x-new')).toBeUndefined();
    await signIn(app, 'victim', 'victim-password');
  });

  it('changes a role, which the account’s open sessions act with at once', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'promoted', 'editor');
    const session = await signIn(app, 'promoted', 'promoted-password');
    expect((await call('GET', '/admin/api/editors', session)).statusCode).toBe(403);
    const changed = await call('PUT', '/admin/api/editors/promoted/role', admin, {
      role: 'admin',
    });
    expect(changed.statusCode).toBe(200);
    expect(body(changed).response).toMatchObject({ user: 'promoted', role: 'admin' });
    expect((await call('GET', '/admin/api/editors', session)).statusCode).toBe(200);
    const missing = await call('PUT', '/admin/api/editors/nobody-here/role', admin, {
      role: 'editor',
    });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('账号不存在');
  });
});

describe('the accounts list', () => {
  it('lists role, status and last sign-in, null until the account first signs in', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'listed', 'reviewer');
    expect(await accountOf(admin, 'listed')).toMatchObject({
      role: 'reviewer',
      disabled: false,
      last_sign_in_at: null,
    });
    const before = Date.now();
    await signIn(app, 'listed', 'listed-password');
    const after = await accountOf(admin, 'listed');
    expect(Date.parse(after?.last_sign_in_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // A wrong password is no sign-in.
    await signInAnswer('listed', 'not-the-password');
    expect((await accountOf(admin, 'listed'))?.last_sign_in_at).toBe(after?.last_sign_in_at);
  });
});

describe('disabling', () => {
  it('ends the account’s sessions at once, refuses its sign-in, and re-enabling lets it back', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'leaver', 'publisher');
    const first = await signIn(app, 'leaver', 'leaver-password');
    const second = await signIn(app, 'leaver', 'leaver-password');
    const disabled = await call('PUT', '/admin/api/editors/leaver/disabled', admin, {
      disabled: true,
    });
    expect(body(disabled).response).toMatchObject({ user: 'leaver', disabled: true });
    for (const session of [first, second]) {
      const gone = await call('GET', '/admin/api/pages', session);
      expect(gone.statusCode).toBe(401);
      expect(body(gone).msg).toBe('请先登录管理后台');
    }
    const refused = await signInAnswer('leaver', 'leaver-password');
    expect(refused.statusCode).toBe(401);
    expect(body(refused).msg).toBe('用户名或密码错误');

    const enabled = await call('PUT', '/admin/api/editors/leaver/disabled', admin, {
      disabled: false,
    });
    expect(body(enabled).response).toMatchObject({ user: 'leaver', disabled: false });
    await signIn(app, 'leaver', 'leaver-password');
  });

  it('refuses to disable oneself', async () => {
    const admin = await signIn(app);
    const refused = await call('PUT', '/admin/api/editors/admin/disabled', admin, {
      disabled: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('不能停用自己的账号');
    expect((await whoAmI(admin)).statusCode).toBe(200);
  });
});

describe('the last enabled admin', () => {
  const LAST_ADMIN = ERROR_CATALOGUE.ADMIN_LAST_ADMIN.msg;
  // Each test counts admins from a store of its own, whose only admin is `admin`.
  let shared: FastifyInstance;
  beforeEach(async () => {
    shared = app;
    app = await adminApp();
  });
  afterEach(async () => {
    await app.close();
    app = shared;
  });

  it('cannot be demoted; once another admin is enabled it can', async () => {
    const admin = await signIn(app);
    for (const role of ['editor', 'reviewer', 'publisher']) {
      const refused = await call('PUT', '/admin/api/editors/admin/role', admin, { role });
      expect(refused.statusCode, role).toBe(409);
      expect(refused.json()).toEqual({ code: 'ADMIN_LAST_ADMIN', msg: LAST_ADMIN, response: null });
    }
    expect(body(await whoAmI(admin)).response).toEqual({ user: 'admin', role: 'admin' });

    await addAccount(admin, 'second-admin', 'admin');
    // Disabled, it does not count: admin is still the last enabled one.
    await call('PUT', '/admin/api/editors/second-admin/disabled', admin, { disabled: true });
    const stillLast = await call('PUT', '/admin/api/editors/admin/role', admin, {
      role: 'editor',
    });
    expect(body(stillLast).msg).toBe(LAST_ADMIN);
    await call('PUT', '/admin/api/editors/second-admin/disabled', admin, { disabled: false });
    const second = await signIn(app, 'second-admin', 'second-admin-password');

    const demoted = await call('PUT', '/admin/api/editors/admin/role', admin, {
      role: 'publisher',
    });
    expect(demoted.statusCode).toBe(200);
    // second-admin is the last one now: admin, a publisher, no longer manages accounts, and
    // second-admin cannot demote itself.
    expect((await call('GET', '/admin/api/editors', admin)).statusCode).toBe(403);
    const selfDemote = await call('PUT', '/admin/api/editors/second-admin/role', second, {
      role: 'editor',
    });
    expect(body(selfDemote).msg).toBe(LAST_ADMIN);
    const back = await call('PUT', '/admin/api/editors/admin/role', second, { role: 'admin' });
    expect(back.statusCode).toBe(200);
  });

  it('stays enabled when two admins disable each other at once', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'duel-a', 'admin');
    await addAccount(admin, 'duel-b', 'admin');
    const a = await signIn(app, 'duel-a', 'duel-a-password');
    const b = await signIn(app, 'duel-b', 'duel-b-password');
    expect(
      (await call('PUT', '/admin/api/editors/admin/role', a, { role: 'publisher' })).statusCode,
    ).toBe(200);

    const answers = await Promise.all([
      call('PUT', '/admin/api/editors/duel-b/disabled', a, { disabled: true }),
      call('PUT', '/admin/api/editors/duel-a/disabled', b, { disabled: true }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // The other is refused as the last admin, or finds itself signed out by the first.
    const other = answers.find((answer) => answer.statusCode !== 200);
    expect([LAST_ADMIN, '请先登录管理后台']).toContain(other && body(other).msg);
    const survivor = answers[0]?.statusCode === 200 ? a : b;
    const left = (await accounts(survivor)).filter((x) => x.role === 'admin' && !x.disabled);
    expect(left).toHaveLength(1);
  });
});

describe('resetting a password', () => {
  it('makes a password shown once, ends the account’s sessions and refuses the old one', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'forgetful', 'editor');
    const session = await signIn(app, 'forgetful', 'forgetful-password');
    const reset = await call('POST', '/admin/api/editors/forgetful/password', admin, {});
    expect(reset.statusCode).toBe(200);
    const made = body<{ user: string; password: string }>(reset).response;
    expect(made.user).toBe('forgetful');
    expect(made.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await whoAmI(session)).statusCode).toBe(401);
    expect((await signInAnswer('forgetful', 'forgetful-password')).statusCode).toBe(401);
    await signIn(app, 'forgetful', made.password);
    // Never shown again: the list holds no password.
    expect(JSON.stringify(await accounts(admin))).not.toContain(made.password);
  });

  it('takes a password the admin types, under the same rules as any password', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'typed', 'reviewer');
    const short = await call('POST', '/admin/api/editors/typed/password', admin, {
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(body(short).msg).toBe('参数 password 至少 8 个字符');
    await signIn(app, 'typed', 'typed-password');
    const reset = await call('POST', '/admin/api/editors/typed/password', admin, {
      password: 'chosen-by-admin',
    });
    expect(body(reset).response).toEqual({ user: 'typed', password: null });
    await signIn(app, 'typed', 'chosen-by-admin');
  });

  it('refuses an unknown account and one’s own password', async () => {
    const admin = await signIn(app);
    const unknown = await call('POST', '/admin/api/editors/nobody-here/password', admin, {});
    expect(unknown.statusCode).toBe(404);
    const own = await call('POST', '/admin/api/editors/admin/password', admin, {});
    expect(own.statusCode).toBe(403);
    expect(body(own).msg).toBe(ERROR_CATALOGUE.ADMIN_SELF_RESET.msg);
    await signIn(app, 'admin', ADMIN_PASSWORD);
  });
});

describe('one’s own password', () => {
  const change = (headers: Headers, payload: object) =>
    call('PUT', '/admin/api/session/password', headers, payload);

  it('needs the current password, whatever the role', async () => {
    const admin = await signIn(app);
    await addAccount(admin, 'own-reviewer', 'reviewer');
    const session = await signIn(app, 'own-reviewer', 'own-reviewer-password');
    const missing = await change(session, { new_password: 'another-password' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('参数 old_password 不能为空');
    const wrong = await change(session, {
      old_password: 'not-mine',
      new_password: 'another-password',
    });
    expect(body(wrong).msg).toBe('原密码不正确');
    const short = await change(session, {
      old_password: 'own-reviewer-password',
      new_password: 'short',
    });
    expect(body(short).msg).toBe('参数 new_password 至少 8 个字符');
    const changed = await change(session, {
      old_password: 'own-reviewer-password',
      new_password: 'another-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await signInAnswer('own-reviewer', 'own-reviewer-password')).statusCode).toBe(401);
    await signIn(app, 'own-reviewer', 'another-password');
  });
});

describe('migration 0096', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('makes every publisher of an older store an admin, so none loses the accounts it managed', async () => {
    dir = await mkdtemp(join(tmpdir(), 'migrations-before-0096-'));
    await cp(MIGRATIONS_DIR, dir, {
      recursive: true,
      filter: (source) => !/0096_editor_roles\.sql$/.test(source),
    });
    const database = await pristinePglite(() =>
      openDatabase({ dataDir: ':memory:', databaseUrl: null }),
    );
    try {
      await migrate(database, dir);
      await database.db.execute(
        sql`INSERT INTO editors (username, password_hash, role) VALUES ('old-boss', 'x', 'publisher'), ('old-writer', 'x', 'editor')`,
      );
      expect(await migrate(database)).toEqual(['0096']);
      const rows = await database.db
        .select({ username: editors.username, role: editors.role })
        .from(editors)
        .orderBy(editors.id);
      expect(rows).toEqual([
        { username: 'old-boss', role: 'admin' },
        { username: 'old-writer', role: 'editor' },
      ]);
    } finally {
      await database.close();
    }
  });
});
