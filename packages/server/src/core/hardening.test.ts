import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { validatePage } from '@h5-page/schema';
import { examplePage } from '@h5-page/schema/test/contract-example';
import { build } from '../app.ts';
import { appForAll } from '#test/support/app-for-all.ts';

// The smaller findings: bad URLs, secrets in the log, the proxy warning, `$` in page text and
// Fastify's own refusals, each answered the envelope way.

let app: FastifyInstance;
const log: string[] = [];
const logStream = { write: (line: string) => void log.push(line) };

appForAll(async () => {
  app = await build({ config: { dataDir: ':memory:', logLevel: 'info' }, logger: true, logStream });
  const result = validatePage(
    examplePage({
      code: 'dollar',
      title: "价格 $' 与 $& 优惠 $`",
      meta: { keywords: '$1 $<name>', description: "立减 $$ 元 $'" },
      background: '#fff',
      extra: { pageID: 77 },
      page_schema: [],
    }),
  );
  if (!result.ok) throw new Error('bad fixture');
  await app.pages.importPage(result.page);
  return app;
});

const logged = () => log.join('');

describe('bad URLs', () => {
  it('/h5-page/h5/%00 answers 400 with the envelope, and logs no stack', async () => {
    log.length = 0;
    for (const url of ['/h5-page/h5/%00', '/pc-page/pc/a%00b', '/h5-page/h5/%0d%0aSet-Cookie:x']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_URL',
        msg: '页面地址包含无效字符',
        response: null,
      });
    }
    expect(logged()).not.toMatch(/"stack"|\n\s+at /);
    expect(logged()).not.toContain('"level":50');
  });

  it('a URL Fastify cannot decode answers the envelope too', async () => {
    const response = await app.inject('/h5-page/h5/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_URL', msg: '请求地址无效', response: null });
  });

  it("Fastify's own 404, 415, 413 and 400 are the envelope with a Chinese msg", async () => {
    const answers = [
      await app.inject({ method: 'DELETE', url: '/no/such/thing' }),
      await app.inject({
        method: 'POST',
        url: API_PATHS.GENERATE_URL_LINK,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      await app.inject({
        method: 'POST',
        url: API_PATHS.GENERATE_URL_LINK,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ page: 'x'.repeat(20_000) }),
      }),
      await app.inject({
        method: 'POST',
        url: API_PATHS.GENERATE_URL_LINK,
        headers: { 'content-type': 'application/json' },
        payload: '{"page":',
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 415, 413, 400]);
    for (const answer of answers) {
      const body = answer.json() as { code: unknown; msg: string; response: unknown };
      expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'response']);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('the log', () => {
  it('never holds the token of jwt/user?token=, nor an Authorization header', async () => {
    log.length = 0;
    const token = await app.tokens.sign(4242);
    await app.inject(`${API_PATHS.JWT_USER}?token=${token}&x=1`);
    await app.inject({ url: API_PATHS.JWT_USER, headers: { authorization: `Bearer ${token}` } });
    await app.inject({ url: `/h5-page/h5/dollar?preview_token=${token}` });
    expect(log.length).toBeGreaterThan(0);
    expect(logged()).not.toContain(token);
    expect(logged()).toContain('token=[redacted]');
  });
});

describe('forwarding headers with TRUST_PROXY off', () => {
  it('are reported once in the log', async () => {
    log.length = 0;
    for (let i = 0; i < 3; i += 1) {
      await app.inject({
        url: '/hello',
        headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
      });
    }
    const warnings = log.filter((line) => line.includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"level":40');
  });

  it('are not reported when TRUST_PROXY names the proxies', async () => {
    const lines: string[] = [];
    const trusting = await build({
      config: { dataDir: ':memory:', trustProxyHops: 1 },
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
      seed: false,
      ssr: false,
    });
    try {
      await trusting.inject({ url: '/hello', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(lines.filter((line) => line.includes('TRUST_PROXY'))).toEqual([]);
    } finally {
      await trusting.close();
    }
  });
});

describe('page text in the template', () => {
  it('`$` sequences in the title and meta are written as they are', async () => {
    const html = (await app.inject('/h5-page/h5/dollar')).body;
    expect(html).toContain('<title>价格 $&#39; 与 $&amp; 优惠 $`</title>');
    expect(html).toContain('<meta name="keywords" content="$1 $&lt;name&gt;">');
    expect(html).toContain('<meta name="description" content="立减 $$ 元 $&#39;">');
    expect(html.match(/<!--app-head-->/g)).toBeNull();
    expect(html.match(/<html/g)).toHaveLength(1);
  });
});
