import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import {
  matchStatement,
  mismatchWarning,
  RISK_LEVELS,
  RISK_QUESTIONS,
  RISK_TIERS,
  scoreAnswers,
  tierAllows,
  UNASSESSED_WARNING,
} from '@h5-page/schema/suitability';
import { answers } from '../../core/answers.ts';
import { checked, int } from '../../core/fields.ts';
import { sameSiteWrite } from '../../core/same-site-write.ts';
import { AppError, badRequest, ok } from '../../errors.ts';
import { userGet } from '../user-get.ts';
import { userPost } from '../user-post.ts';
import { currentProfile, handsetOf } from './suitability-guard.ts';
import { DevSuitabilityProvider } from './providers/dev-suitability-provider.ts';
import type { MatchOutcome } from './suitability-tables.ts';

const epochMs = z.int().describe('epoch ms');
const tier = z.enum(RISK_TIERS);

/** The answers of the questionnaire: one option index per question of RISK_QUESTIONS, in order. */
const ANSWERS_REFUSED = `参数 answers 应为 ${RISK_QUESTIONS.length} 个选项序号（每题一个，从 0 开始）`;

export const assessmentBody = z.object({
  answers: checked((value) => {
    if (!Array.isArray(value) || !value.every((item) => Number.isInteger(item))) {
      throw badRequest(ANSWERS_REFUSED);
    }
    const scored = scoreAnswers(value as number[]);
    if (!scored) throw badRequest(ANSWERS_REFUSED);
    return { answers: value as number[], ...scored };
  }, 'one option index per question of the questionnaire (RISK_QUESTIONS), in order'),
});

/** The page a check came from: its path only (a query may carry someone's data). */
const pagePath = checked((value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 2048) {
    throw badRequest('参数 page 应为页面地址');
  }
  try {
    const path = new URL(value, 'http://localhost').pathname;
    return path.slice(0, 512);
  } catch {
    throw badRequest('参数 page 应为页面地址');
  }
}, 'the page (URL or path) the purchase starts on; only its path is kept');

export const checkQuery = z.object({ shop_product_id: int(1), page: pagePath });
export const confirmBody = z.object({ match_id: int(1, Number.MAX_SAFE_INTEGER) });

export const profileAnswer = z.object({
  tier: tier.nullable().describe('null: no current assessment'),
  assessed_at: epochMs.nullable(),
});
export const assessmentAnswer = z.object({ tier, score: z.int(), assessed_at: epochMs });
export const checkAnswer = z.object({
  match_id: z.int(),
  shop_product_id: z.int(),
  product_name: z.string(),
  risk_level: z.enum(RISK_LEVELS),
  tier: tier.nullable(),
  assessed_at: epochMs.nullable(),
  outcome: z.enum(['match', 'mismatch', 'unassessed']),
  text: z.string().describe('exactly what the visitor must be shown (recorded)'),
});
export const confirmAnswer = z.object({ match_id: z.int(), confirmed_at: epochMs });

/**
 * Suitability before purchase (《证券期货投资者适当性管理办法》), the visitor's calls (token: 401
 * without):
 *
 * - `GET suitability/v1/profile` → `{tier, assessed_at}`: the current tier, or nulls;
 * - `POST suitability/v1/assessment {answers}` → `{tier, score, assessed_at}`: the development
 *   provider's questionnaire (the riskTest page), scored here; with a real provider 404;
 * - `GET suitability/v1/check?shop_product_id&page` → the match of the product's level and the
 *   visitor's tier with the text to show, recorded in `suitability_matches`;
 * - `POST suitability/v1/confirm {match_id}` → `{match_id, confirmed_at}`: the visitor confirms a
 *   'match' of their own (409 for a warning or a notice); an order needs one confirmed within 30
 *   minutes (`suitability-guard.ts`).
 */
export async function suitabilityRoutes(app: FastifyInstance): Promise<void> {
  userGet(
    app,
    API_PATHS.SUITABILITY_PROFILE,
    { query: z.object({}), response: answers(profileAnswer) },
    async ({ uid, request }) => {
      const profile = await currentProfile(app, request, uid);
      return ok({
        tier: profile?.tier ?? null,
        assessed_at: profile ? profile.assessedAt.getTime() : null,
      });
    },
  );

  userPost(
    app,
    API_PATHS.SUITABILITY_ASSESSMENT,
    {
      body: assessmentBody,
      preHandler: sameSiteWrite(app),
      response: answers(assessmentAnswer, 'the tier the answers give, stored'),
    },
    async ({ uid, body }) => {
      if (!(app.suitabilityProvider instanceof DevSuitabilityProvider)) {
        throw new AppError('SUITABILITY_ASSESSMENT_ELSEWHERE');
      }
      const { answers: chosen, score, tier: scoredTier } = body.answers;
      const row = await app.suitability.saveProfile({
        softuserId: uid,
        tier: scoredTier,
        score,
        answers: chosen,
      });
      return ok({ tier: row.tier, score: row.score, assessed_at: row.assessedAt.getTime() });
    },
  );

  userGet(
    app,
    API_PATHS.SUITABILITY_CHECK,
    { query: checkQuery, response: answers(checkAnswer, 'the match, recorded') },
    async ({ uid, query, request }) => {
      const product = await app.campaigns.orders.product(query.shop_product_id);
      if (!product || !product.onSale) throw new AppError('PRODUCT_NOT_FOUND');
      const handset = await handsetOf(app, uid);
      const profile = await currentProfile(app, request, uid, handset);
      const level = product.riskLevel;
      let outcome: MatchOutcome;
      let text: string;
      if (!profile) {
        outcome = 'unassessed';
        text = UNASSESSED_WARNING;
      } else if (tierAllows(profile.tier, level)) {
        outcome = 'match';
        text = matchStatement(profile.tier, level, product.name);
      } else {
        outcome = 'mismatch';
        text = mismatchWarning(profile.tier, level, product.name);
      }
      const match = await app.suitability.recordMatch({
        softuserId: uid,
        handset,
        shopProductId: product.shopProductId,
        productName: product.name,
        riskLevel: level,
        tier: profile?.tier ?? null,
        outcome,
        shownText: text,
        page: query.page,
      });
      return ok({
        match_id: match.id,
        shop_product_id: product.shopProductId,
        product_name: product.name,
        risk_level: level,
        tier: profile?.tier ?? null,
        assessed_at: profile ? profile.assessedAt.getTime() : null,
        outcome,
        text,
      });
    },
  );

  userPost(
    app,
    API_PATHS.SUITABILITY_CONFIRM,
    {
      body: confirmBody,
      preHandler: sameSiteWrite(app),
      response: answers(confirmAnswer, 'the match, confirmed (the first confirmation stays)'),
    },
    async ({ uid, body }) => {
      const outcome = await app.suitability.confirm(body.match_id, uid);
      if (outcome.kind === 'missing') throw new AppError('SUITABILITY_MATCH_NOT_FOUND');
      if (outcome.kind === 'not-match') throw new AppError('SUITABILITY_NOT_CONFIRMABLE');
      return ok({
        match_id: outcome.match.id,
        confirmed_at: (outcome.match.confirmedAt ?? new Date()).getTime(),
      });
    },
  );
}
