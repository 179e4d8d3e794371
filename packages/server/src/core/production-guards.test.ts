import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { startupFailure } from '../startup-failure.ts';
import { body, signIn } from '#test/support/admin.ts';
import { weakPasswordReason } from '../editor-session/weak-password.ts';
import { PRODUCTION_ENV } from '#test/support/production-env.ts';

const STRONG = 'vault-ribbon-Quartz-1987';

/** The lines `npm start` prints for this environment, or [] when it starts. */
function startLines(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return startupFailure(error, { port: 3000, host: '0.0.0.0' });
  }
}

describe('ADMIN_PASSWORD in production', () => {
  it('refuses a short or common password with one line naming why, never the password', () => {
    for (const [password, why] of [
      ['password', 'shorter than 12 characters'],
      ['password1234', 'a common password'],
      ['P@ssw0rd2024!', 'a common password'],
      ['Qwertyuiop123', 'a common password'],
      ['1qaz2wsx3edc', 'a common password'],
      ['@dmin123456789', 'a common password'],
      ['aaaaaaaaaaaaaaaa', 'made of fewer than 5 different characters'],
    ] as const) {
      const lines = startLines({ ...PRODUCTION_ENV, ADMIN_PASSWORD: password });
      const line = lines.find((l) => l.includes('ADMIN_PASSWORD'));
      expect(line, password).toBe(
        `h5-page cannot start: ADMIN_PASSWORD: too weak for production (${why}); choose at least 12 characters that are not a common password, or unset it for a random one`,
      );
      // (`password` itself is a word of the fixed text.)
      if (password !== 'password') expect(lines.join('\n')).not.toContain(password);
    }
  });

  it('starts with a strong one, or none (a random one), and development keeps its own rule', () => {
    expect(startLines({ ...PRODUCTION_ENV, ADMIN_PASSWORD: STRONG })).toEqual([]);
    expect(startLines(PRODUCTION_ENV)).toEqual([]);
    expect(weakPasswordReason(STRONG)).toBeNull();
    expect(loadConfig({ ADMIN_PASSWORD: 'password' }).adminPassword).toBe('password');
  });

  it('never prints a chosen password', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    let app: FastifyInstance | undefined;
    try {
      app = await build({ config: { dataDir: ':memory:', adminPassword: STRONG }, ssr: false });
    } finally {
      spy.mockRestore();
    }
    try {
      // The line main.ts prints once the server listens.
      expect(app.signInLine).toBe(
        'builder account created at /admin/: user: admin password: (the one in ADMIN_PASSWORD)',
      );
      expect(lines.join('')).not.toContain(STRONG);
      await signIn(app, 'admin', STRONG);
    } finally {
      await app.close();
    }
  });
});

describe('the API reference in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ ...PRODUCTION_ENV, ADMIN_PASSWORD: STRONG });
    app = await build({ config: { ...config, dataDir: ':memory:' }, ssr: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers only a signed-in editor', async () => {
    for (const url of ['/docs/openapi.json', '/docs/', '/docs/static/index.html', '/docs/json']) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(401);
      expect(body(refused).msg).toBe('请先登录管理后台');
      expect(refused.body).not.toContain('/admin/api/');
    }
    const session = await signIn(app, 'admin', STRONG);
    const doc = await app.inject({ method: 'GET', url: '/docs/openapi.json', headers: session });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json<{ paths: object }>().paths)).toContain('/admin/api/session');
    const page = await app.inject({ method: 'GET', url: '/docs/', headers: session });
    expect(page.statusCode).toBeLessThan(400);
  });
});
