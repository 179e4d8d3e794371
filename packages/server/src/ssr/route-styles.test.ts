import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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
