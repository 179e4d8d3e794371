import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { validatePage } from '@h5-page/schema/validate-page';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { ROUTE_PAGES } from '../route-pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';

const TOPIC_CODES = ['slzf', 'jjfz', 'sddjEtf', 'rmsdEtf', 'jjzy', 'lhtj', 'jgdy'];

let app: FastifyInstance;
appForAll(async () => (app = await campaignApp()));

describe('topic pages', () => {
  it.each(TOPIC_CODES.map((code) => [code]))(
    '%s: valid, with product cards whose products are seeded',
    async (code) => {
      const page = ROUTE_PAGES.find((p) => p.code === code);
      expect(page).toBeDefined();
      const checked = validatePage(page);
      expect(checked.ok ? [] : checked.problems).toEqual([]);
      const cards = page!.page_schema.filter((block) => block.name === 'productCard');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const { topic, codes } = card.value as { topic?: string; codes?: string };
        const query = new URLSearchParams({
          ...(topic ? { topic } : {}),
          ...(codes ? { codes } : {}),
        });
        const list = envelope<{ list: { code: string }[] }>(
          await app.inject({ url: `${API_PATHS.TOPIC_PRODUCTS}?${query}` }),
        ).response.list;
        expect(list.length, JSON.stringify(card.value)).toBeGreaterThan(0);
        if (codes) expect(list.map((p) => p.code).sort()).toEqual(codes.split(',').sort());
      }
      // A rule-gated block comes last among the blocks with content, so nothing below it moves.
      const gated = page!.page_schema.findIndex(
        (block) => block.name === 'productCard' && block.value.onlyRuleUsers === true,
      );
      if (gated >= 0) {
        const after = page!.page_schema.slice(gated + 1).map((block) => block.name);
        expect(after.every((name) => name === 'empty' || name === 'copyright')).toBe(true);
      }
    },
  );
});
