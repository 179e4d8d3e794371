import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { AppError, ok } from '../errors.ts';
import type { BrokerageConfRow } from './store/tables.ts';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { optionalText, text } from '../core/fields.ts';
import { noStore } from './campaign-support.ts';
import { answers } from '../core/answers.ts';
import { campaignGet } from './campaign-get.ts';
import { userPost } from './user-post.ts';
import { creditAccountOpeningGift } from './store/account-opening-gift.ts';
import { consentVersionField, requireCurrentConsent } from '../accounts/consent.ts';
import { ownHandset } from '../accounts/own-handset.ts';

const BROKERAGE_TYPE = /^[a-z0-9_-]+$/;
const brokerageType = () => text({ max: 32, pattern: BROKERAGE_TYPE });

const confQuery = z.object({ open_brokerage_type: brokerageType() });
const fundBody = z.object({
  open_brokerage_type: brokerageType(),
  // A securities fund account: digits.
  fund_account: text({ max: 20, pattern: /^\d{6,20}$/ }),
  real_name: optionalText({ max: 32 }),
  consent_version: consentVersionField(),
});
const openBody = z.object({
  open_brokerage_type: brokerageType(),
  real_name: optionalText({ max: 32 }),
  handset: optionalText({ max: 11, pattern: MAINLAND_MOBILE }).describe(
    '手机号：缺省为登录手机号；只能是登录手机号',
  ),
  branch: optionalText({ max: 64 }),
  consent_version: consentVersionField(),
});

export interface BrokerageConfAnswer {
  open_brokerage_type: string;
  name: string;
  logo: string;
  registration_url: string;
  qy_wechat_service_url: string;
}

const confSchema = z.object({
  open_brokerage_type: z.string(),
  name: z.string(),
  logo: z.string(),
  registration_url: z.string(),
  qy_wechat_service_url: z.string(),
});

const giftSchema = z
  .object({
    name: z.string(),
    items: z.array(
      z.object({
        product_code: z.string(),
        name: z.string(),
        expires_at: z.string().describe('its last day, YYYY-MM-DD (China)'),
      }),
    ),
  })
  .nullable()
  .describe(
    'the account-opening gift this registration credited (its products are in use); null when ' +
      'none: an open-account request, or a user who has had it',
  );

function confAnswer(row: BrokerageConfRow): BrokerageConfAnswer {
  return {
    open_brokerage_type: row.openBrokerageType,
    name: row.name,
    logo: row.logo,
    registration_url: row.registrationUrl,
    qy_wechat_service_url: row.qyWechatServiceUrl,
  };
}

/**
 * Brokerage account opening (button action 9):
 *
 * - `GET get-brokerage-account-open-user-conf?open_brokerage_type=caida` → `{open_brokerage_type,
 *   name, logo, registration_url, qy_wechat_service_url}`; unknown type: 404 暂不支持该券商开户.
 * - `GET multiple-brokerage-options` → `{options: [the same, in order]}`.
 * - `POST add_fund_account {open_brokerage_type, fund_account, real_name?, consent_version}`
 *   (token) and `POST add_open_account {open_brokerage_type, real_name?, handset?, branch?,
 *   consent_version}` (token): the submitted fields are stored per user with the statement's
 *   version the user agreed to, an open-account request under the phone the user's login
 *   verified (another `handset`: 403) → `{id, open_brokerage_type, registration_url, gift}`;
 *   a user's first fund account registration credits the account-opening gift with it (`gift`,
 *   store/account-opening-gift.ts), later ones nothing (`gift: null`).
 */
export async function brokerageRoutes(app: FastifyInstance): Promise<void> {
  const brokerage = app.campaigns.brokerage;

  const knownConf = async (type: string) => {
    const conf = await brokerage.conf(type);
    if (!conf) throw new AppError('BROKERAGE_NOT_FOUND');
    return conf;
  };

  const conf = { query: confQuery, response: answers(confSchema) };
  campaignGet(app, API_PATHS.BROKERAGE_OPEN_USER_CONF, conf, async ({ query }) => {
    return ok(confAnswer(await knownConf(query.open_brokerage_type)));
  });

  const options = { response: answers(z.object({ options: z.array(confSchema) })) };
  app.get(API_PATHS.MULTIPLE_BROKERAGE_OPTIONS, { schema: options }, async (_request, reply) => {
    noStore(reply);
    return ok({ options: (await brokerage.options()).map(confAnswer) });
  });

  const submitted = (fields: Record<string, string | undefined>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );

  // Both submissions store the user's fields the same way; only the form (and its kind) differ.
  for (const [path, body, kind] of [
    [API_PATHS.ADD_FUND_ACCOUNT, fundBody, 'fund'],
    [API_PATHS.ADD_OPEN_ACCOUNT, openBody, 'open'],
  ] as const) {
    userPost(
      app,
      path,
      {
        body,
        response: answers(
          z.object({
            id: z.int(),
            open_brokerage_type: z.string(),
            registration_url: z.string(),
            gift: giftSchema,
          }),
          'the submission is stored',
        ),
      },
      async ({ uid, body: { open_brokerage_type: type, consent_version: agreed, ...fields } }) => {
        const conf = await knownConf(type);
        // An open-account request is filed under the phone the user's login verified.
        const given = 'handset' in fields ? fields.handset : undefined;
        const own = kind === 'open' ? { handset: await ownHandset(app, uid, given) } : {};
        const consentVersion = await requireCurrentConsent(app, agreed);
        const now = new Date();
        const request = {
          kind,
          softuserId: uid,
          openBrokerageType: type,
          fields: submitted({ ...fields, ...own }),
          consentVersion,
          createdAt: now,
        };
        // The gift /sxkh promises for a registered fund account is credited with the
        // registration, in its transaction: a failure leaves neither half saved.
        const { row, granted: gift } = await brokerage.addRequestGranting(request, (tx) =>
          kind === 'fund' ? creditAccountOpeningGift(tx, uid, now) : Promise.resolve(null),
        );
        return ok({
          id: row.id,
          open_brokerage_type: type,
          registration_url: conf.registrationUrl,
          gift,
        });
      },
    );
  }
}
