import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { editorStaticPlugin } from './editor-static.ts';

/** The fake builds of this file's tests, removed after them. */
const fakeBuilds: string[] = [];
afterAll(() => {
  for (const dir of fakeBuilds) rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(): string {
  const dir = `${mkdtempSync(join(tmpdir(), 'editor-dist-'))}/`;
  fakeBuilds.push(dir);
  mkdirSync(`${dir}assets`);
  writeFileSync(`${dir}index.html`, '<!doctype html><div id="root"></div>');
  writeFileSync(`${dir}assets/index-abc.js`, 'console.log(1)');
  return dir;
}

describe('the builder at /admin/', () => {
  const app = Fastify();
  const missing = Fastify();
  afterAll(async () => {
    await app.close();
    await missing.close();
  });

  it('serves the app for every client route, its assets as files, and no HTML for the API', async () => {
    await app.register(editorStaticPlugin, { distDir: fakeBuild() });
    for (const url of ['/admin/', '/admin/pages/demo']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch('text/html');
      expect(res.body).toContain('id="root"');
    }
    expect((await app.inject('/admin')).headers.location).toBe('/admin/');
    const asset = await app.inject('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/admin/assets/nope.js')).statusCode).toBe(404);
    expect((await app.inject('/admin/api/nope')).statusCode).toBe(404);
  });

  it('says how to build it when the build is missing', async () => {
    await missing.register(editorStaticPlugin, { distDir: '/nonexistent/' });
    const res = await missing.inject('/admin/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});
