import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';
import { build } from '../app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' } });
});
afterAll(async () => {
  await app.close();
});

/** The text of the document's inline `<style>` elements. */
function inlineStyles(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

// A page is styled at its first paint, before any script runs: the app's own rules (the page
// edge-to-edge, no default body margin) and its route's rules are in the document itself.
describe('styles sent with pages that have no blocks', () => {
  it('the continue-in-the-app page inlines the app’s and its own route’s rules', async () => {
    const response = await app.inject({ url: '/h5-page/app/coupons' });
    expect(response.statusCode).toBe(200);
    const styles = inlineStyles(response.body);
    expect(styles).toMatch(/body\s*\{[^}]*margin:\s*0/);
    expect(styles).toContain('.h5-open-app{');
  });

  it('the not-found page inlines the app’s and the page route’s rules', async () => {
    const response = await app.inject({ url: '/h5-page/h5/no-such-page-here' });
    expect(response.statusCode).toBe(404);
    const styles = inlineStyles(response.body);
    expect(styles).toMatch(/body\s*\{[^}]*margin:\s*0/);
    expect(styles).toContain('.h5-state{');
  });
});

describe('styles sent with a page of blocks', () => {
  it('inlines those of its first two screens and holds back the rest as one sheet', async () => {
    const response = await app.inject({ url: '/h5-page/h5/demo' });
    expect(response.statusCode).toBe(200);
    const styles = inlineStyles(response.body);
    expect(styles).toContain('.h5-logo');
    expect(styles).toContain('.h5-countdown');
    // The footer closes a page many screens long.
    expect(styles).not.toContain('.h5-copyright');
    const template = new RegExp(`<template id="${LATER_STYLES_ID}">([\\s\\S]*?)</template>`).exec(
      response.body,
    )?.[1];
    const combined = /<link rel="stylesheet" href="([^"]+\/sheets\/[^"]+\.css)">/.exec(
      template ?? '',
    )?.[1];
    expect(combined).toBeDefined();
    // Each sheet in it is marked as on the page, so a block's code does not fetch it again.
    expect(template).toMatch(/<link rel="stylesheet" href="[^"]+\/copyright-[^"]+\.css" disabled>/);
    expect(template).not.toMatch(/\/logo-[^"]+\.css/);

    const sheet = await app.inject({ url: combined!, headers: { 'accept-encoding': 'identity' } });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.headers['x-frame-options']).toBeUndefined();
    expect(sheet.body).toContain('.h5-copyright');
    expect(sheet.body).not.toContain('.h5-logo{');
    const compressed = await app.inject({ url: combined!, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(sheet.body);
  });

  it('answers 404 for a combined sheet naming a sheet the build lacks, 400 for a malformed one', async () => {
    const base = '/packages/h5-page/dist/sheets/';
    expect((await app.inject({ url: `${base}AAAAAAAA.css` })).statusCode).toBe(404);
    const malformed = await app.inject({ url: `${base}short.css` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('应为以点分隔的样式文件哈希');
  });
});
