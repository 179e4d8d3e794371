import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { RISK_QUESTIONS } from '@h5-page/schema/suitability';

/** Answers scoring the highest tier (C5): every product's level is within it. */
export const BOLDEST_ANSWERS = RISK_QUESTIONS.map((question) => question.options.length - 1);

/** Answers scoring the lowest tier (C1): only R1 products. */
export const CAUTIOUS_ANSWERS = RISK_QUESTIONS.map(() => 0);

async function json(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const body = response.json<{ code: number | string; msg: string; response: unknown }>();
  if (response.statusCode !== 200) {
    throw new Error(`${method} ${url}: ${response.statusCode} ${body.msg}`);
  }
  return body.response as Record<string, unknown>;
}

/** Assesses the visitor (the development questionnaire, through its route). */
export async function assess(
  app: FastifyInstance,
  headers: Record<string, string>,
  answers: readonly number[] = BOLDEST_ANSWERS,
): Promise<{ tier: string; score: number; assessed_at: number }> {
  return (await json(app, 'POST', API_PATHS.SUITABILITY_ASSESSMENT, headers, {
    answers,
  })) as { tier: string; score: number; assessed_at: number };
}

/**
 * What a purchase needs first (《证券期货投资者适当性管理办法》): the visitor assessed (the highest
 * tier unless `answers` say otherwise), the product checked and its match confirmed, through the
 * real routes. Answers the confirmed match's id. Call it before create-order or a renewal order.
 */
export async function suitableFor(
  app: FastifyInstance,
  headers: Record<string, string>,
  shopProductId: number,
  answers: readonly number[] = BOLDEST_ANSWERS,
): Promise<number> {
  await assess(app, headers, answers);
  const check = await json(
    app,
    'GET',
    `${API_PATHS.SUITABILITY_CHECK}?shop_product_id=${shopProductId}`,
    headers,
  );
  if (check.outcome !== 'match') throw new Error(`suitability check: ${String(check.outcome)}`);
  await json(app, 'POST', API_PATHS.SUITABILITY_CONFIRM, headers, { match_id: check.match_id });
  return check.match_id as number;
}

/**
 * `suitableFor` where a purchase could go ahead: a visitor with a token buying a product on sale
 * (a call meant to be refused for another reason, without a token or for an unknown product, is
 * left as it is). For tests' create-order and renewal helpers.
 */
export async function readyToBuy(
  app: FastifyInstance,
  headers: Record<string, string>,
  shopProductId: number | string | undefined,
): Promise<void> {
  const id = Number(shopProductId);
  if (!headers.authorization || !Number.isSafeInteger(id) || id < 1) return;
  const product = await app.campaigns.orders.product(id);
  if (!product?.onSale) return;
  await suitableFor(app, headers, id);
}

/**
 * `readyToBuy` for a create-order or renewal-order request about to be sent (any other request
 * is left alone): the product comes from the query or body, or from the renewal's sale page.
 */
export async function readyToPost(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<void> {
  const [path, search = ''] = url.split('?');
  const fields = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  if (path === API_PATHS.CREATE_ORDER) {
    const fromQuery = new URLSearchParams(search).get('shop_product_id');
    const fromBody =
      typeof payload === 'string'
        ? new URLSearchParams(payload).get('shop_product_id')
        : fields.shop_product_id;
    await readyToBuy(app, headers, (fromQuery ?? fromBody) as string | undefined);
  } else if (path === API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE) {
    const code = fields.sale_page;
    const page = typeof code === 'string' ? await app.campaigns.renewal.salePage(code) : null;
    if (page) await readyToBuy(app, headers, page.shopProductId);
  }
}
