import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { campaignApp, envelope, registeredUser } from '#test/support/campaign.ts';
import { ROUTE_PAGES } from '../route-pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { suitableFor } from '#test/support/suitability.ts';

/**
 * Every product button of the topic pages leads to a finished sales page of that product, which
 * the store holds (editable in the builder) and which sells it through the pay flow.
 */

const TOPIC_CODES = ['slzf', 'jjfz', 'sddjEtf', 'rmsdEtf', 'jjzy', 'lhtj', 'jgdy'];

let app: FastifyInstance;
appForAll(async () => (app = await campaignApp()));

/** Every product a topic page's cards show, with the page it is shown on. */
async function cardProducts(): Promise<{ page: string; code: string; name: string }[]> {
  const found: { page: string; code: string; name: string }[] = [];
  for (const pageCode of TOPIC_CODES) {
    const page = ROUTE_PAGES.find((p) => p.code === pageCode)!;
    for (const card of page.page_schema.filter((block) => block.name === 'productCard')) {
      const { topic, codes } = card.value as { topic?: string; codes?: string };
      const query = new URLSearchParams({
        ...(topic ? { topic } : {}),
        ...(codes ? { codes } : {}),
      });
      const answer = await app.inject({ url: `${API_PATHS.TOPIC_PRODUCTS}?${query}` });
      for (const product of envelope<{ list: { code: string; name: string }[] }>(answer).response
        .list)
        found.push({ page: pageCode, code: product.code, name: product.name });
    }
  }
  return found;
}

const textOf = (blocks: { value: Record<string, unknown> }[]) => JSON.stringify(blocks);

describe('the sales page of each topic product', () => {
  it('every card button finds a finished page of its own product, never the topic page or the renewal', async () => {
    const products = await cardProducts();
    expect(new Set(products.map((p) => p.code)).size).toBe(15);
    const urls = new Set<string>();
    for (const { page, code, name } of products) {
      const found = await app.inject({ url: `${API_PATHS.SALES_PAGE_FIND}?product_code=${code}` });
      const { url } = envelope<{ url: string }>(found).response;
      expect(url, code).toMatch(/^\/h5-page\/h5\/[a-z0-9-]+$/);
      expect(url, code).not.toBe(`/h5-page/${page}`);
      expect(url, code).not.toContain('duanxianwangxufei818');
      urls.add(url);

      // A page of the store (published, editable in the builder), about this product.
      const salesCode = url.split('/').at(-1)!;
      const published = await app.pages.getPublished(salesCode);
      expect(published, code).not.toBeNull();
      expect(await app.pages.getDraft(salesCode), code).not.toBeNull();
      const blocks = published!.page.page_schema;
      const text = textOf(blocks);
      for (const part of [name, '¥', '适合谁', '风险揭示'])
        expect(text, `${code}: ${part}`).toContain(part);
      expect(blocks.at(-1)?.name).toBe('copyright');

      // Its pay button sells a product that is on sale, at the price the page states.
      const button = blocks.find((block) => block.name === 'payButton');
      expect(button, code).toBeDefined();
      const productId = (button!.value as { productId: number }).productId;
      const { headers } = await registeredUser(app);
      const payfor = await app.inject({
        url: `${API_PATHS.FIND_USER_PAYFOR_PRODUCT}?shop_product_id=${productId}`,
        headers,
      });
      expect(payfor.statusCode, code).toBe(200);
      const { price_cents: price } = envelope<{ price_cents: number }>(payfor).response;
      expect(text, code).toContain(`¥${price / 100}`);
    }
    expect(urls.size).toBe(15);
  });

  it('a tap on the pay button buys the product: order, development cashier, the product held', async () => {
    const found = await app.inject({
      url: `${API_PATHS.SALES_PAGE_FIND}?product_code=jjzy-balance`,
    });
    const salesCode = envelope<{ url: string }>(found).response.url.split('/').at(-1)!;
    const page = (await app.pages.getPublished(salesCode))!.page;
    const productId = (
      page.page_schema.find((b) => b.name === 'payButton')!.value as {
        productId: number;
      }
    ).productId;
    const { headers } = await registeredUser(app);
    await suitableFor(app, headers, productId);
    const created = await app.inject({
      method: 'POST',
      url: `${API_PATHS.CREATE_ORDER}?shop_product_id=${productId}`,
      headers,
    });
    expect(created.statusCode).toBe(200);
    const { cashier_url: cashier, pid } = envelope<{ cashier_url: string; pid: string }>(
      created,
    ).response;
    const paid = await app.inject({
      method: 'POST',
      url: '/dev/cashier/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pid=${pid}`,
    });
    expect(paid.headers.location).toBe(cashier);
    const held = await app.inject({
      url: `${API_PATHS.FIND_USER_PAYFOR_PRODUCT}?shop_product_id=${productId}`,
      headers,
    });
    expect(envelope(held).response).toMatchObject({ is_payfor: true, period_months: 3 });
    expect(envelope<{ expires_at: number }>(held).response.expires_at).toBeGreaterThan(
      Date.now() + 80 * 86_400_000,
    );
  });

  it('draws each sales page banner', async () => {
    const found = await app.inject({ url: `${API_PATHS.SALES_PAGE_FIND}?product_code=slzf-camp` });
    const salesCode = envelope<{ url: string }>(found).response.url.split('/').at(-1)!;
    const banner = await app.inject({ url: `/seed-assets/${salesCode}.svg` });
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('神龙战法');
  });
});
