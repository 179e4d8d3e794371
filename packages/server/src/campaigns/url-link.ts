import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS, URL_LINK_OUT_DATE_NUM } from '@h5-page/schema/constants';
import { AppError, ok } from '../errors.ts';
import { checkRules, formatWait } from '../counters/rate-limit.ts';
import { intOr, optionalText, text } from '../core/fields.ts';
import { viaProvider } from './campaign-support.ts';
import { answers } from '../core/answers.ts';
import { campaignPost } from './campaign-post.ts';

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

/** A link made is given again for this long (WeChat keeps it at least a day). */
const LINK_REUSE_MS = 60 * 60_000;
/** At most this many links remembered; the oldest are forgotten first. */
const MAX_REMEMBERED = 10_000;
/** New links one address may have made: WeChat's URL-link API has a daily quota. */
const NEW_LINKS_PER_ADDRESS = 30;
const NEW_LINKS_WINDOW_MS = 10 * 60_000;

/**
 * `POST /wechat/api/v2/minp/serve/generate-url-link {name?, page, query?, out_date_num?}` →
 * `{url_link}`: a link that opens the mini program page, through the WeChat client (the real
 * `wxa/generate_urllink`, or the development client's deterministic link). No token. WeChat
 * failing: 502 生成小程序链接失败，请稍后再试. The same link asked again within the hour is given
 * from memory (one WeChat call, however many visitors ask); a new link counts against the
 * caller's address (30 per 10 minutes, then 429).
 */
export async function urlLinkRoutes(app: FastifyInstance): Promise<void> {
  const links = new Map<string, { url: Promise<string>; until: number }>();
  campaignPost(
    app,
    API_PATHS.GENERATE_URL_LINK,
    {
      body: linkBody,
      bodyLimit: 8192,
      response: answers(z.object({ url_link: z.string() }), "the mini program's URL link"),
    },
    async ({ body, request, reply }) => {
      const page = body.page.replace(/^\//, '');
      const query = body.query ?? '';
      const key = JSON.stringify([body.name ?? '', page, query, body.out_date_num]);
      const now = Date.now();
      const known = links.get(key);
      if (known && known.until > now) return ok({ url_link: await known.url });
      const refusal = await checkRules(
        app.counters,
        [
          {
            key: `url-link:ip:${request.ip}`,
            windowMs: NEW_LINKS_WINDOW_MS,
            limit: NEW_LINKS_PER_ADDRESS,
            refuse: (ms) =>
              new AppError('IP_RATE_LIMITED', `请求过于频繁，请 ${formatWait(ms)}后再试`),
          },
        ],
        'hit',
      );
      if (refusal) {
        reply.header('retry-after', String(refusal.retryAfterSeconds));
        throw refusal.error;
      }
      const url = viaProvider(request, 'WECHAT_FAILED', () =>
        app.wechat.generateUrlLink({
          ...(body.name === undefined ? {} : { name: body.name }),
          page,
          query,
          outDateNum: body.out_date_num,
        }),
      );
      links.delete(key);
      links.set(key, { url, until: now + LINK_REUSE_MS });
      if (links.size > MAX_REMEMBERED) links.delete(links.keys().next().value as string);
      // A failure is not remembered: the next visitor asks WeChat again.
      url.catch(() => {
        if (links.get(key)?.url === url) links.delete(key);
      });
      return ok({ url_link: await url });
    },
  );
}
