import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { testPage } from '#test/support/pages.ts';
import { ASSETS_BASE } from '@h5-page/schema/constants';
import { H5_DIST } from './visitor-bundle.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' }, seed: false });
  await app.pages.saveDraft(
    testPage('zip-page', {
      title: '压缩测试',
      meta: { keywords: '压缩', description: '重复的描述文字'.repeat(200) },
    }),
  );
  await app.pages.publish('zip-page', '');
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

function decode(encoding: string | undefined, bytes: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  return bytes;
}

/** The visitor entry script the rendered page loads, as a path under ASSETS_BASE. */
async function entryScript(): Promise<string> {
  const page = await get('/h5-page/h5/zip-page');
  const src = /import\("([^"]+)"\)/.exec(page.body)?.[1];
  if (!src) throw new Error('no entry script in the rendered page');
  return src;
}

describe('compression and caching', () => {
  it('sends a hashed asset as its prebuilt .br or .gz, by Accept-Encoding, cached for good', async () => {
    const src = await entryScript();
    expect(src.startsWith(`${ASSETS_BASE}assets/`)).toBe(true);
    const original = readFileSync(join(H5_DIST, 'client', src.slice(ASSETS_BASE.length)));

    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await get(src, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      const body = decode(expected, response.rawPayload);
      expect(body.equals(original)).toBe(true);
      if (expected) expect(response.rawPayload.length).toBeLessThan(original.length / 2);
    }
  });

  it('sends a hashed asset without the document-only headers and validators, keeping nosniff', async () => {
    const src = await entryScript();
    const asset = await get(src, { 'accept-encoding': 'br' });
    for (const name of ['x-frame-options', 'strict-transport-security', 'referrer-policy', 'etag'])
      expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The document keeps them all.
    const page = await get('/h5-page/h5/zip-page');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toMatch(/max-age/);
  });

  it('never serves the compressed twins under their own names', async () => {
    const src = await entryScript();
    expect((await get(`${src}.br`)).statusCode).toBe(404);
    expect((await get(`${src}.gz`)).statusCode).toBe(404);
  });

  it('compresses a rendered page once: every visitor gets the same bytes and policy', async () => {
    const plain = await get('/h5-page/h5/zip-page');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('压缩测试');
    const policy = plain.headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' 'sha256-/);

    for (const encoding of ['br', 'gzip']) {
      const response = await get('/h5-page/h5/zip-page', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, /);
      expect(response.headers['content-security-policy']).toBe(policy);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(encoding, response.rawPayload).toString('utf8')).toBe(plain.body);
      // A second visitor within the cache's second receives the very same compressed bytes.
      const again = await get('/h5-page/h5/zip-page', { 'accept-encoding': encoding });
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    }
  });

  it('compresses the stand-in and refused-preview renderings too, naming the coding in Vary', async () => {
    for (const url of ['/h5-page/app/stockDetail', '/h5-page/h5/zip-page?isPreview=1']) {
      const plain = await get(url);
      const zipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(zipped.statusCode).toBe(plain.statusCode);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('compresses JSON answers and keeps the page-detail ETag', async () => {
    const url = '/n8sf/api/activity/v1/activity-page/detail?code=zip-page&terminal_type=2';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    const zipped = await get(url, { 'accept-encoding': 'br' });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.headers['cache-control']).toBe('public, max-age=30');
    expect(JSON.parse(decode('br', zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves answers under 1 kB uncompressed', async () => {
    const response = await get('/hello', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ hello: 'world' });
  });
});
