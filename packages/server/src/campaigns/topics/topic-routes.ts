import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { requireUser } from '../../accounts/auth/require-user.ts';
import { optionalText, text } from '../../core/fields.ts';
import { AppError, badRequest, ok } from '../../errors.ts';
import { noStore } from '../campaign-support.ts';
import { answers } from '../../core/answers.ts';
import { campaignGet } from '../campaign-get.ts';
import { userGet } from '../user-get.ts';
import { userTags } from './user-tags.ts';

const PRODUCT_CODE = /^[A-Za-z0-9_-]+$/;
const CODE_LIST = /^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/;
const TAG_LIST = /^[a-z0-9-]+(,[a-z0-9-]+)*$/;

export const topicProductsQuery = z.object({
  topic: optionalText({ max: 32, pattern: PRODUCT_CODE }),
  codes: optionalText({ max: 400, pattern: CODE_LIST }),
});

export const productCodeQuery = z.object({
  product_code: text({ max: 32, pattern: PRODUCT_CODE }),
});

export const rulesQuery = z.object({ rules: text({ max: 400, pattern: TAG_LIST }) });

/**
 * The fund and ETF topic pages: the product cards of a topic, whether the user signed any
 * advisory contract, the user's products and one product's info, the portrait tags and whether
 * the user matches a rule (every tag listed), and the sales page a product points to.
 */
export async function topicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = app.campaigns.topics;

  const productOf = async (code: string) => {
    const product = await repo.product(code);
    if (!product) throw new AppError('TOPIC_PRODUCT_NOT_FOUND');
    return product;
  };

  const rows = z.array(z.record(z.string(), z.unknown()));
  campaignGet(
    fastify,
    API_PATHS.TOPIC_PRODUCTS,
    { query: topicProductsQuery, response: answers(z.object({ list: rows }), 'products') },
    async ({ query: { topic, codes } }) => {
      if (!topic && !codes) throw badRequest('参数 topic 与 codes 至少填写一个');
      return ok({ list: await repo.products(topic, codes ? codes.split(',') : []) });
    },
  );

  const signed = answers(z.object({ is_signed: z.boolean(), count: z.int() }));
  app.get(
    API_PATHS.CONTRACT_IS_ANY_SIGNED,
    { schema: { response: signed } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      const count = await repo.signedCount(uid);
      return ok({ is_signed: count > 0, count });
    },
  );

  const using = answers(z.object({ list: rows }), 'the products the user is using');
  app.get(API_PATHS.USING_PRODUCTS, { schema: { response: using } }, async (request, reply) => {
    noStore(reply);
    const { uid } = await requireUser(request);
    return ok({ list: await repo.using(uid) });
  });

  userGet(
    fastify,
    API_PATHS.USER_PRODUCT_INFO,
    {
      query: productCodeQuery,
      response: answers(
        z.looseObject({
          is_using: z.boolean(),
          expires_at: z.unknown().describe('null when not using'),
          is_signed: z.boolean(),
        }),
        'the product, and whether the user uses it and has signed its contract',
      ),
    },
    async ({ uid, query: { product_code } }) => {
      const product = await productOf(product_code);
      const [using] = await repo.using(uid, product_code);
      return ok({
        ...product,
        is_using: using !== undefined,
        expires_at: using?.expires_at ?? null,
        is_signed: await repo.isSigned(uid, product_code),
      });
    },
  );

  const tags = answers(z.object({ list: rows }), 'the portrait tags');
  app.get(API_PATHS.PORTRAIT_PD_LIST, { schema: { response: tags } }, async (_request, reply) => {
    noStore(reply);
    return ok({ list: await repo.tags() });
  });

  const inRules = {
    query: rulesQuery,
    response: answers(z.object({ is_match: z.boolean(), tags: z.array(z.string()) })),
  };
  userGet(fastify, API_PATHS.CHECK_USER_IN_RULES, inRules, async ({ uid, query }) => {
    const wanted = [...new Set(query.rules.split(','))];
    const known = new Set((await repo.tags()).map((t) => t.code));
    const unknown = wanted.filter((tag) => !known.has(tag));
    if (unknown.length > 0) throw badRequest(`参数 rules 含未知标签：${unknown.join('、')}`);
    const mine = await userTags(repo, uid);
    return ok({ is_match: wanted.every((tag) => mine.has(tag)), tags: [...mine].sort() });
  });

  const salesPage = {
    query: productCodeQuery,
    response: answers(z.object({ product_code: z.string(), name: z.string(), url: z.string() })),
  };
  campaignGet(fastify, API_PATHS.SALES_PAGE_FIND, salesPage, async ({ query }) => {
    const product = await productOf(query.product_code);
    return ok({ product_code: product.code, name: product.name, url: product.sales_page });
  });
}
