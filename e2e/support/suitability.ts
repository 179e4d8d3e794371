import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { API_PATHS } from '@h5-page/schema/constants';
import { RISK_QUESTIONS } from '@h5-page/schema/suitability';

/**
 * The visitor of `token` answers the development provider's questionnaire with its boldest
 * options (C5): every product is then within their tier, and a pay tap asks only for the
 * 适当性匹配确认 (the money walks take the questionnaire as a visitor does).
 */
export async function assessedBoldest(app: FastifyInstance, token: string): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: API_PATHS.SUITABILITY_ASSESSMENT,
    headers: { authorization: `Bearer ${token}` },
    payload: { answers: RISK_QUESTIONS.map((question) => question.options.length - 1) },
  });
  if (answer.statusCode !== 200) throw new Error(`assessment refused: ${answer.body}`);
}

/** After a pay tap within the visitor's tier: 确认购买 in the 适当性匹配确认 dialog. */
export async function confirmPurchase(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '适当性匹配确认' });
  await dialog.getByRole('button', { name: '确认购买' }).click();
  await dialog.waitFor({ state: 'detached' });
}
