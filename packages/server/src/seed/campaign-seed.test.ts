import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaignApp } from '#test/support/campaign.ts';
import { CAMPAIGN_ASSETS, CAMPAIGN_ASSETS_PREFIX } from './campaign-assets.ts';
import { CAMPAIGN_SEED } from './campaign-seed.ts';
import { ROUTE_PAGES } from './route-pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => (app = await campaignApp()));

/** Every string value of the seed that points at a campaign picture. */
const assetUrls =
  JSON.stringify(CAMPAIGN_SEED).match(/\/seed-assets\/campaign\/[\w-]+\.svg/g) ?? [];

describe('campaign seed', () => {
  it('has a group for every join-group button of the seed pages', () => {
    const groupIds = new Set(CAMPAIGN_SEED.groups.map((g) => g.id));
    const buttons = ROUTE_PAGES.flatMap((page) => page.page_schema).filter(
      (block) => (block.value.action as { type?: number } | undefined)?.type === 13,
    );
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const action = button.value.action as { groupId: number };
      expect(groupIds.has(action.groupId), String(action.groupId)).toBe(true);
    }
  });

  it('draws every picture it points at, and serves it', async () => {
    expect(assetUrls.length).toBeGreaterThan(10);
    for (const url of new Set(assetUrls)) {
      const name = url.slice(CAMPAIGN_ASSETS_PREFIX.length + 1, -'.svg'.length);
      expect(CAMPAIGN_ASSETS[name], url).toBeDefined();
    }
    const response = await app.inject({ url: assetUrls[0] ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg /);
    expect((await app.inject({ url: `${CAMPAIGN_ASSETS_PREFIX}/nope.svg` })).statusCode).toBe(404);
  });

  it('is in the store of a fresh app', async () => {
    expect(await app.campaigns.orders.product(1191)).toMatchObject({ mark: 'dbzs' });
    expect(await app.campaigns.staff.binding('niuniu-demo')).toMatchObject({
      serveStaffId: 1,
      traceStaffId: 3,
    });
  });
});
