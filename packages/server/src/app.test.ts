import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import { ConfigError } from './config.ts';
import { AppError, ok } from './errors.ts';
import { StoreBusyError } from './store/data-dir-lock.ts';
import { ROUTE_PAGE_CODES } from './seed/route-pages.ts';
import { PRODUCT_PAGES } from './seed/pages/product-pages.ts';
import { TEMPLATE_PAGES } from './seed/templates/seed-templates.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => {
  app = await build({ config: { dataDir: ':memory:' } });
  // Routes that fail in each way the error handler must answer (build leaves the app open).
  app.get('/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/test/app-error', async () => {
    throw new AppError('PAGE_NOT_FOUND');
  });
  app.get('/test/token', async () => {
    throw new AppError('TOKEN_INVALID');
  });
  app.get('/test/rate', async () => {
    throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
  });
  app.post('/test/echo', async (request) => ok(request.body));
  return app;
});

const envelope = (code: string | number, msg: string) => ({ code, msg, response: null });

describe('app', () => {
  it('answers the benchmark baseline and the health check', async () => {
    const hello = await app.inject('/hello');
    expect(hello.statusCode).toBe(200);
    expect(hello.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hello.json()).toEqual({ hello: 'world' });
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers, leaving CSP to the SSR plugin', async () => {
    const response = await app.inject('/hello');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('answers unknown paths with the 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/n8sf/api/no/such/call' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(envelope('NOT_FOUND', '接口不存在'));
    }
  });

  it('answers unexpected errors 500 with the generic msg and no details', async () => {
    const response = await app.inject('/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(envelope('INTERNAL', '服务繁忙，请稍后再试'));
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('answers AppErrors with their status, code and msg', async () => {
    const response = await app.inject('/test/app-error');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(envelope('PAGE_NOT_FOUND', '页面不存在'));
    // The visitor app clears its token on 403 with code 400003 (spec section 8).
    const token = await app.inject('/test/token');
    expect(token.statusCode).toBe(403);
    expect(token.json()).toEqual(envelope(400003, '登录已失效，请重新登录'));
  });

  it('keeps the status of client errors from plugins, in our words', async () => {
    const response = await app.inject('/test/rate');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(envelope('RATE_LIMITED', '操作过于频繁，请稍后再试'));
  });

  it('takes JSON and form-encoded bodies, and refuses broken ones in the envelope', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'handset=13800138000&type=2',
    });
    expect(form.json()).toEqual({
      code: 1,
      msg: 'success',
      response: { handset: '13800138000', type: '2' },
    });
    const json = await app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { handset: '13800138000' },
    });
    expect(json.json().response).toEqual({ handset: '13800138000' });

    const post = (payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { 'content-type': contentType },
        payload,
      });
    const broken = await post('{"handset":', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual(envelope('INVALID_JSON', '请求内容不是有效的 JSON'));
    const empty = await post('', 'application/json');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(envelope('EMPTY_BODY', '请求内容不能为空'));
    const xml = await post('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual(envelope('UNSUPPORTED_MEDIA_TYPE', '不支持的请求格式'));
    const huge = await post(JSON.stringify({ x: 'x'.repeat(1_100_000) }), 'application/json');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual(envelope('PAYLOAD_TOO_LARGE', '请求内容过大'));
  });

  it('serves the seed banners, and only those', async () => {
    const banner = await app.inject('/seed-assets/demo.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(banner.body).toContain('新春理财节');
    expect((await app.inject('/seed-assets/stockCompetition.svg')).statusCode).toBe(200);
    expect((await app.inject('/seed-assets/%3Cscript%3E.svg')).statusCode).toBe(404);
  });

  it('seeds the demo page, one page per route and the template gallery on first start', async () => {
    const codes = (await app.pages.list()).map((page) => page.code).sort();
    expect(codes).toEqual(
      [
        'demo',
        ...ROUTE_PAGE_CODES,
        ...PRODUCT_PAGES.map((page) => page.code),
        ...TEMPLATE_PAGES.map((page) => page.code),
      ].sort(),
    );
    for (const code of ['demo', 'simulateTrading-detail', 'cpmj-details']) {
      expect(
        (await app.inject(`/n8sf/api/activity/v1/activity-page/detail?code=${code}`)).statusCode,
      ).toBe(200);
    }
  });

  it('exposes the configuration it was built with', () => {
    expect(app.config.dataDir).toBe(':memory:');
    expect(app.config.clientConfig.collectorUrl).toBe('/collect/v1');
  });
});

describe('build', () => {
  it('refuses to build a production app with development stand-ins', async () => {
    await expect(build({ config: { dataDir: ':memory:', nodeEnv: 'production' } })).rejects.toThrow(
      ConfigError,
    );
  });

  it('derives the client config from overrides', async () => {
    const other = await build({
      config: { dataDir: ':memory:', appEnv: 'test', apiBase: 'https://api.example.com' },
      seed: false,
    });
    try {
      expect(other.config.clientConfig).toMatchObject({
        appEnv: 'test',
        apiBase: 'https://api.example.com',
      });
    } finally {
      await other.close();
    }
  });

  it('keeps a data directory to one app at a time, seeds it once, and releases it on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'h5-app-'));
    try {
      const first = await build({ config: { dataDir } });
      await expect(build({ config: { dataDir } })).rejects.toThrow(StoreBusyError);
      await first.pages.saveDraft({
        ...(await first.pages.getDraft('demo'))!.page,
        title: '改过的标题',
      });
      await first.close();

      const second = await build({ config: { dataDir } });
      try {
        expect((await second.pages.getDraft('demo'))?.title).toBe('改过的标题');
        expect((await second.pages.listVersions('demo')).length).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
