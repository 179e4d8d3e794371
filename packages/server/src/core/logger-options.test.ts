import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { API_PATHS } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { codeFor, testPhone } from '#test/support/accounts.ts';
import { CENSOR, loggerOptions, maskUrl } from './logger-options.ts';

/** Everything the server logs while secrets pass through it, captured and searched. */

let logged = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});

const ADMIN_PASSWORD = 'Sup3r-secret-pass';
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD, logLevel: 'debug' },
    ssr: false,
    logStream: sink,
  });
});
afterAll(async () => {
  await app.close();
});

describe('logs', () => {
  it('never hold passwords, tokens, cookies, SMS codes or authorization headers', async () => {
    const secrets: string[] = [ADMIN_PASSWORD];

    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { user: 'admin', password: ADMIN_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.cookies[0]?.value ?? '';
    expect(session.length).toBeGreaterThan(8);
    secrets.push(session);

    const handset = testPhone();
    const code = await codeFor(app, handset);
    secrets.push(`${handset}:${code}`, `"${code}"`, `=${code}`);
    const login = await app.inject({
      method: 'POST',
      url: API_PATHS.SMART_LOGIN,
      payload: { handset, code, platform_name: 'h5', consent_version: 1 },
    });
    const token = login.cookies.find((c) => c.name === 'token')?.value ?? 'bearer-abcdef123456';
    secrets.push(token);

    await app.inject({
      url: '/admin/api/pages',
      headers: { authorization: `Bearer ${token}`, cookie: `h5_admin=${session}; token=${token}` },
    });
    await app.inject(
      `${API_PATHS.PAGE_DETAIL}?code=demo&is_preview=1&preview_token=preview-secret-0042`,
    );
    secrets.push('preview-secret-0042');
    // A failure logs its error: no stack of secrets either.
    await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { user: 'admin', password: 'wrong-password-7731' },
    });
    secrets.push('wrong-password-7731');

    expect(logged).toContain(`preview_token=${CENSOR}`);
    for (const secret of secrets) {
      const line = logged.split('\n').find((l) => l.includes(secret)) ?? '';
      expect(line, secret).toBe('');
    }
  });

  it('drops the parameters a failed query was given', () => {
    let out = '';
    const logger = pino(
      loggerOptions({ logLevel: 'info', nodeEnv: 'production' }),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          out += chunk.toString();
          done();
        },
      }),
    );
    const error = Object.assign(new Error('insert failed'), {
      params: ['13900001111', '246810'],
    });
    logger.error({ err: error }, 'unexpected error');
    expect(out).toContain('insert failed');
    expect(out).not.toContain('13900001111');
    expect(out).not.toContain('246810');
  });

  it('masks secret query values and keeps the rest', () => {
    expect(maskUrl('/a?code=demo&token=abc&x=1')).toBe(`/a?code=${CENSOR}&token=${CENSOR}&x=1`);
    expect(maskUrl('/h5-page/h5/demo')).toBe('/h5-page/h5/demo');
  });

  it('prints readable lines in development and JSON elsewhere', () => {
    expect(loggerOptions({ logLevel: 'info', nodeEnv: 'development' }).transport).toMatchObject({
      target: 'pino-pretty',
    });
    expect(loggerOptions({ logLevel: 'info', nodeEnv: 'production' }).transport).toBeUndefined();
  });
});
