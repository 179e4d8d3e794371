import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { validatePage } from '@h5-page/schema/validate-page';
import { renewalCouponBatches } from '../../campaigns/store/tables-renewal.ts';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { ROUTE_PAGES } from '../route-pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => (app = await campaignApp()));

describe('the renewal sale page', () => {
  const page = ROUTE_PAGES.find((p) => p.code === 'duanxianwangxufei818')!;

  it('is valid and finished: coupons, the renewal panel of a seeded sale, rules, risk footer', async () => {
    const checked = validatePage(page);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    const names = page.page_schema.map((block) => block.name);
    expect(names).toContain('renewalPanel');
    expect(names.at(-1)).toBe('copyright');
    const panel = page.page_schema.find((block) => block.name === 'renewalPanel')!;
    const salePage = (panel.value as { salePage: string }).salePage;
    const info = await app.inject({ url: `${API_PATHS.SALE_PAGE_INFO}?sale_page=${salePage}` });
    expect(info.statusCode).toBe(200);
    expect(envelope<{ plans: unknown[] }>(info).response.plans.length).toBeGreaterThan(1);
    // Every coupon the page hands out is one the sale accepts.
    const accepted = (await app.database.db.select().from(renewalCouponBatches)).map(
      (r) => r.batch,
    );
    const batches = page.page_schema
      .filter((block) => block.name === 'couponCard')
      .map((block) => (block.value as { batch: string }).batch);
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) expect(accepted).toContain(batch);
    const html = JSON.stringify(page.page_schema);
    for (const text of ['活动规则', '常见问题', '风险揭示']) expect(html).toContain(text);
  });
});
