import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@h5-page/blocks/registry';
import { complianceChecks } from '@h5-page/blocks/compliance/compliance-checks';
import { DEFAULT_COMPLIANCE_PHRASES } from '@h5-page/blocks/compliance/default-phrases';
import { CAMPAIGN_ROUTES } from '@h5-page/schema/constants';
import { formatProblem, validatePage } from '@h5-page/schema/validate-page';
import { DEMO_PAGE } from './demo-page.ts';
import { routePageCode } from '@h5-page/schema/route-page-code';
import { ROUTE_BANNERS, ROUTE_PAGE_CODES } from './route-pages.ts';
import { SEED_PAGES } from './seed.ts';
import { PRODUCT_PAGE_BANNERS } from './pages/product-pages.ts';
import { TEMPLATE_BANNERS } from './templates/seed-templates.ts';
import type { Block } from '@h5-page/schema/page';

describe('seed pages', () => {
  it('are all valid pages, without warnings', () => {
    for (const page of SEED_PAGES) {
      const result = validatePage(page);
      const findings = result.ok ? result.warnings : result.problems;
      expect(findings.map(formatProblem), page.code).toEqual([]);
    }
  });

  it('are finished content that passes review: no placeholder, no example standing in for a company fact, no forbidden phrase', () => {
    const left = SEED_PAGES.flatMap((page) =>
      complianceChecks(page, { phrases: DEFAULT_COMPLIANCE_PHRASES })
        .filter((problem) => problem.level === 'error')
        .map((problem) => `${page.code} ${problem.path}: ${problem.message}`),
    );
    expect(left).toEqual([]);
  });

  it('cover every route of spec section 2 besides /h5/:id', () => {
    expect([...ROUTE_PAGE_CODES].sort()).toEqual(CAMPAIGN_ROUTES.map(routePageCode).sort());
  });

  it('have unique codes and page ids, a title and a banner each', () => {
    expect(new Set(SEED_PAGES.map((p) => p.code)).size).toBe(SEED_PAGES.length);
    expect(new Set(SEED_PAGES.map((p) => p.extra.pageID)).size).toBe(SEED_PAGES.length);
    for (const page of SEED_PAGES) {
      expect(page.title).not.toBe('');
      expect(page.page_schema.map((b) => b.name)).toContain('copyright');
      if (page !== DEMO_PAGE)
        expect(
          ROUTE_BANNERS[page.code] ??
            PRODUCT_PAGE_BANNERS[page.code] ??
            TEMPLATE_BANNERS[page.code],
        ).toBeDefined();
    }
  });

  it('give the demo page the blocks the README shows', () => {
    expect(DEMO_PAGE).toMatchObject({
      code: 'demo',
      background: '#f5f5f5',
      extra: { pageID: 1001 },
    });
    // The demo holds every block the visitor app can render.
    expect(new Set(DEMO_PAGE.page_schema.map((b) => b.name))).toEqual(
      new Set(Object.keys(blockRegistry)),
    );
  });

  it('give the demo page a share card with the uploaded banner, and its text near the top', () => {
    expect(DEMO_PAGE.share).toEqual({
      title: expect.stringContaining('新春理财节') as unknown,
      desc: expect.stringContaining('新春礼包') as unknown,
      image: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/) as unknown,
    });
    const names = DEMO_PAGE.page_schema.map((b) => b.name);
    expect(names.indexOf('text')).toBeLessThan(names.indexOf('marquee'));
  });
});

/** Every block of a page, containers' children included. */
const allBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...allBlocks(block.children)]);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

describe('seeded lead forms', () => {
  const forms = SEED_PAGES.flatMap((page) =>
    allBlocks(page.page_schema)
      .filter((block) => block.name === 'leadForm')
      .map((block) => ({ code: page.code, value: block.value })),
  );

  it('are on the demo page and on /sqsjGroup3 at least', () => {
    expect(forms.map((form) => form.code)).toEqual(expect.arrayContaining(['demo', 'sqsjGroup3']));
  });

  it('each word their own success step, about what the form offers (its title without the verb)', () => {
    for (const { code, value } of forms) {
      const title = text(value.title);
      expect(text(value.doneTitle), code).not.toBe('');
      expect(text(value.doneButtonText), code).not.toBe('');
      const offer = title.replace(/^(免费)?(立即)?(领取|预约|报名|申请)/, '');
      expect(offer, code).not.toBe('');
      expect(text(value.doneText), code).toContain(offer);
    }
  });

  it('send 下载 App to an app download, never back to the page itself', () => {
    for (const { code, value } of forms) {
      expect(text(value.downloadUrl), code).not.toMatch(
        new RegExp(`/h5-page/(h5/)?${code}(?:[?#/]|$)`),
      );
    }
  });
});

describe('seeded brokerage pages', () => {
  it('never lead a brokerage back to the page that offers it', async () => {
    const { CAMPAIGN_SEED } = await import('./campaign-seed.ts');
    for (const conf of CAMPAIGN_SEED.brokerageConfs) {
      expect(conf.registrationUrl, conf.openBrokerageType).not.toMatch(
        /\/brokerRegister(?:[?#/]|$)/,
      );
    }
  });
});
