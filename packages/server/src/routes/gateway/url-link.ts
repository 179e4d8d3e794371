import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS, URL_LINK_OUT_DATE_NUM } from '@h5-page/schema/constants';
import { ok } from '../../errors.ts';
import { intOr, optionalText, parseFields, text } from './campaign-params.ts';
import { noStore, viaProvider } from './campaign-support.ts';

/** Mini program page paths (`pages/index/index`; a leading slash is dropped). */
const PAGE = /^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;
/** What WeChat accepts in a URL link's query. */
const QUERY = /^[0-9A-Za-z!#$&'()*+,/:;=?@._~%-]*$/;

const linkBody = z.object({
  name: optionalText({ max: 64 }),
  page: text({ max: 256, pattern: PAGE }),
  query: optionalText({ max: 1024, pattern: QUERY }),
  // WeChat keeps a link for 1 to 30 days; the product asks for 1 (spec section 9).
  out_date_num: intOr(1, 30, URL_LINK_OUT_DATE_NUM),
});

/**
 * `POST /wechat/api/v2/minp/serve/generate-url-link {name?, page, query?, out_date_num?}` →
 * `{url_link}`: a link that opens the mini program page, through the WeChat client (the real
 * `wxa/generate_urllink`, or the development client's deterministic link). No token. WeChat
 * failing: 502 生成小程序链接失败，请稍后再试.
 */
export async function urlLinkRoutes(app: FastifyInstance): Promise<void> {
  app.post(API_PATHS.GENERATE_URL_LINK, { bodyLimit: 8192 }, async (request, reply) => {
    noStore(reply);
    const body = parseFields(linkBody, request.body);
    const urlLink = await viaProvider(request, 'WECHAT_FAILED', () =>
      app.wechat.generateUrlLink({
        ...(body.name === undefined ? {} : { name: body.name }),
        page: body.page.replace(/^\//, ''),
        query: body.query ?? '',
        outDateNum: body.out_date_num,
      }),
    );
    return ok({ url_link: urlLink });
  });
}
