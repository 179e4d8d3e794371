import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CAMPAIGN_STORES } from './campaign.ts';

type Open = (typeof CAMPAIGN_STORES)[number][1];

/**
 * Opens one of `CAMPAIGN_STORES` for the tests of a `describe` and hands its app to `use` (which
 * keeps it and prepares what the tests need); closes the app and drops the store after them, even
 * when `use` failed.
 */
export function openedForAll(open: Open, use: (app: FastifyInstance) => unknown): void {
  let opened: Awaited<ReturnType<Open>> | undefined;
  beforeAll(async () => {
    opened = await open();
    await use(opened.app);
  });
  afterAll(async () => {
    if (!opened) return;
    await opened.app.close();
    await opened.drop();
  });
}
