import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { text } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { ok } from '../errors.ts';
import { campaignGet } from './campaign-get.ts';
import { viaProvider } from './campaign-support.ts';

/** An http(s) page address, as `location.href` gives it (the fragment is not signed). */
const PAGE_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

const signatureQuery = z.object({ url: text({ max: 2048, pattern: PAGE_URL }) });

const signatureAnswer = z.object({
  appId: z.string(),
  timestamp: z.int().describe('seconds since the epoch'),
  nonceStr: z.string(),
  signature: z.string().describe('hex SHA-1, as wx.config takes it'),
});

/**
 * `GET /wechat/api/v1/mp/js-sdk/signature?url=` → `{appId, timestamp, nonceStr, signature}`: what
 * a visitor page in WeChat's browser hands `wx.config` to set its share card, signed for the
 * page's address by the WeChat client (the real one with its cached JS-SDK ticket, or the
 * development client, which signs locally). No token. Any http(s) address is signed: WeChat
 * itself accepts the signature only on the account's JS safe domains. WeChat failing: 502.
 */
export async function jsSdkSignatureRoutes(app: FastifyInstance): Promise<void> {
  campaignGet(
    app,
    API_PATHS.WECHAT_JS_SDK_SIGNATURE,
    {
      query: signatureQuery,
      response: answers(signatureAnswer, "wx.config's fields for the page address"),
    },
    async ({ query, request }) =>
      ok(
        await viaProvider(request, 'WECHAT_JS_SDK_FAILED', () =>
          app.wechat.jsSdkSignature(query.url),
        ),
      ),
  );
}
