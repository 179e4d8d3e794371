import { describe, expect, it } from 'vitest';
import { complianceChecks } from '@h5-page/blocks/compliance/compliance-checks';
import { DEFAULT_COMPLIANCE_PHRASES } from '@h5-page/blocks/compliance/default-phrases';
import { pageWithCompanyDetails } from '@h5-page/blocks/company-details';
import { findPlaceholders } from '@h5-page/blocks/placeholders';
import { SEED_COMPANY } from '@h5-page/schema/seed-company';
import type { Block } from '@h5-page/schema/page';
import { TEMPLATE_CATEGORIES } from '@h5-page/schema/template-categories';
import { formatProblem, validatePage } from '@h5-page/schema/validate-page';
import { SEED_PAGES } from '../seed.ts';
import { SEED_TEMPLATES, TEMPLATE_BANNERS } from './seed-templates.ts';

const allBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...allBlocks(block.children)]);

const checks = (page: unknown) => complianceChecks(page, { phrases: DEFAULT_COMPLIANCE_PHRASES });

/** A company other than the demo's: none of its facts appear in any template as seeded. */
const ACME = {
  name: '深圳前海示范证券投资顾问有限公司',
  licenceNumber: 'ZX-0755-2027',
  hotline: '0755-88886666',
};

describe('seeded templates', () => {
  it('are at least twelve, in every category, the seasons of the year among them', () => {
    expect(SEED_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(SEED_TEMPLATES.map((t) => t.category));
    expect([...categories].sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
    const titles = SEED_TEMPLATES.map((t) => t.page.title).join(' ');
    for (const season of ['双11', '新春', '开门红', '618', '周年庆']) {
      expect(titles, season).toContain(season);
    }
  });

  it('are seeded pages with codes, page ids and banners of their own', () => {
    const codes = SEED_TEMPLATES.map((t) => t.page.code);
    expect(new Set(codes).size).toBe(codes.length);
    const seeded = new Set(SEED_PAGES.map((page) => page.code));
    for (const template of SEED_TEMPLATES) {
      expect(seeded.has(template.page.code), template.page.code).toBe(true);
      expect(TEMPLATE_BANNERS[template.page.code], template.page.code).toBeDefined();
    }
  });

  it('are valid pages without warnings', () => {
    for (const { page } of SEED_TEMPLATES) {
      const result = validatePage(page);
      const findings = result.ok ? result.warnings : result.problems;
      expect(findings.map(formatProblem), page.code).toEqual([]);
    }
  });

  it('pass every compliance check the publish checklist runs, with no error and no placeholder', () => {
    for (const { page } of SEED_TEMPLATES) {
      const problems = checks(page).map((p) => `${p.level} ${p.path}: ${p.message}`);
      expect(problems, page.code).toEqual([]);
      expect(findPlaceholders(page.page_schema), page.code).toEqual([]);
    }
  });

  it('are made of real blocks: text as text, no code block standing in for it', () => {
    for (const { page } of SEED_TEMPLATES) {
      const names = allBlocks(page.page_schema).map((block) => block.name);
      expect(names, page.code).not.toContain('code');
      expect(names, page.code).toEqual(expect.arrayContaining(['image', 'text', 'copyright']));
      // Nothing depends on the campaign tables a fresh production store lacks.
      expect(names, page.code).not.toContain('brokerage');
      const footer = page.page_schema.findLast((block) => block.name === 'copyright');
      expect(footer?.value, page.code).toMatchObject({
        fxts: true,
        show4: true,
        show3: true,
        show5: true,
        show: true,
      });
    }
  });

  it('state company facts only where the company details fill them in', () => {
    for (const { page } of SEED_TEMPLATES) {
      const made = pageWithCompanyDetails(page, ACME);
      const text = JSON.stringify(made);
      for (const fact of [SEED_COMPANY.name, SEED_COMPANY.licenceNumber, SEED_COMPANY.hotline]) {
        expect(text, `${page.code}: ${fact}`).not.toContain(fact);
      }
      expect(text, page.code).toContain(ACME.licenceNumber);
      expect(text, page.code).toContain(ACME.hotline);
      expect(text, page.code).toContain(ACME.name);
      expect(
        checks(made).filter((p) => p.level === 'error'),
        page.code,
      ).toEqual([]);
    }
  });
});
