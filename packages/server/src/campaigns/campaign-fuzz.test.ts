import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { adminHeaders, bearer, campaignApp } from '#test/support/campaign.ts';
import { ADMIN_CAMPAIGN_BASE } from '../admin/campaign-admin.ts';
import { CAMPAIGN_RESOURCES } from '../admin/campaign-resources.ts';
import { BEACON_PATH } from '../tracking/beacon.ts';
import { DEV_EVENTS_COUNT_PATH } from '../dev/dev-campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

/**
 * Every campaign endpoint, fed arbitrary queries and bodies (JSON, forms, junk), with and
 * without a token: never a 5xx, and every refusal carries a readable msg.
 */

let app: FastifyInstance;
let token: Record<string, string>;
appForAll(async () => {
  app = await campaignApp();
  token = await bearer(app, 31337);
  return app;
});

const KEYS = [
  'activity',
  'group_id',
  'state',
  'state_code',
  'return_default_if_no_qrcode',
  'code_id',
  'shop_product_id',
  'pid',
  'id',
  'terminal_type',
  'is_preview',
  'open_brokerage_type',
  'fund_account',
  'real_name',
  'handset',
  'branch',
  'name',
  'page',
  'query',
  'out_date_num',
  'browse_collect_id',
  'page_id',
  'page_code',
  'sid',
  'uid',
  'duration',
  'path',
  'kind',
  'limit',
  'offset',
  'softuser_id',
  'items',
  'msg',
  'url',
  'current_num',
  'limit_num',
  'requires',
  'max_members',
  'mark',
  'price_cents',
  'on_sale',
  'state_code',
  'serve_staff_id',
  'dynamic',
];

const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }));
const text = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    '2',
    '-1',
    '1191',
    '3201',
    'caida',
    'demo',
    'sqsj',
    'niuniu-demo',
    'person',
    'pages/index/index',
    '\u0000',
    '\uD800',
    '\uDC00x',
    'x'.repeat(300),
    '99999999999999999999',
    '1e3',
    '1.5',
    ' 7 ',
    '<script>',
    '%00',
    '../../etc',
    'P20261122AAAAAAAAAAAA',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), text, { maxKeys: 3 }),
  fc.array(fc.record({ avatar: text, text }), { maxLength: 2 }),
);

/** `a=1&b=%00…`: keys and values as sent, encoded where they can be. */
const queryString = fc.array(fc.tuple(key, text, fc.boolean()), { maxLength: 6 }).map((pairs) =>
  pairs
    .map(([k, v, raw]) => {
      if (raw) return `${k}=${v}`.replace(/[#\s?]/g, '');
      try {
        return `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
      } catch {
        return `${k.replace(/[^\w]/g, '')}=%ED%A0%80`;
      }
    })
    .join('&'),
);

type Body = { type: string; payload: string } | null;
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant(null),
  fc.dictionary(key, jsonValue, { maxKeys: 6 }).map((object) => ({
    type: 'application/json',
    payload: JSON.stringify(object),
  })),
  fc.array(fc.tuple(key, text), { maxLength: 5 }).map((pairs) => ({
    type: 'application/x-www-form-urlencoded',
    payload: pairs
      .map(([k, v]) => {
        try {
          return `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
        } catch {
          return 'x=%ED%A0%80';
        }
      })
      .join('&'),
  })),
  jsonValue.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) ?? '' })),
  fc.string({ maxLength: 30 }).map((payload) => ({ type: 'application/json', payload })),
  fc.string({ maxLength: 30 }).map((payload) => ({ type: 'text/plain', payload })),
);

const GATEWAY: [string, 'GET' | 'POST'][] = [
  [API_PATHS.CHECK_CAN_JOIN, 'GET'],
  [API_PATHS.JOIN_OPEN_GROUP, 'POST'],
  [API_PATHS.SERVICE_CHAT_GROUP, 'GET'],
  [API_PATHS.NIUNIU_SERVICE, 'GET'],
  [API_PATHS.STAFF_QR_CODE, 'GET'],
  [API_PATHS.QR_CODE_DETAIL, 'GET'],
  [API_PATHS.PERSON_WECHAT_QRCODE, 'POST'],
  [API_PATHS.FIND_USER_PAYFOR_PRODUCT, 'GET'],
  [API_PATHS.CREATE_ORDER, 'POST'],
  [API_PATHS.ORDER_DETAIL, 'GET'],
  [API_PATHS.VIRTUAL_USER_DETAIL, 'GET'],
  [API_PATHS.VACANCY_DETAIL, 'GET'],
  [API_PATHS.GENERATE_URL_LINK, 'POST'],
  [API_PATHS.BROWSE_UPLOAD, 'POST'],
  [API_PATHS.STATE_CODE_JUMP, 'GET'],
  [API_PATHS.BROKERAGE_OPEN_USER_CONF, 'GET'],
  [API_PATHS.MULTIPLE_BROKERAGE_OPTIONS, 'GET'],
  [API_PATHS.ADD_FUND_ACCOUNT, 'POST'],
  [API_PATHS.ADD_OPEN_ACCOUNT, 'POST'],
  [API_PATHS.TOUR_SPEECH_LIST, 'GET'],
  [API_PATHS.TOUR_CITY_LIGHTS, 'GET'],
  [API_PATHS.TOUR_LIGHTEN_CITY, 'POST'],
  [API_PATHS.TOUR_GIVE_THUMBS_UP, 'POST'],
  [API_PATHS.TOUR_COMMENT_LIST, 'GET'],
  [API_PATHS.TOUR_USER_COMMENT, 'POST'],
  [API_PATHS.TOUR_ENROLL, 'POST'],
  [API_PATHS.TOUR_POSTER_LIST, 'GET'],
  [API_PATHS.INVITE_SHARE_CODE, 'GET'],
  [API_PATHS.INVITE_REGISTER, 'POST'],
  [API_PATHS.INVITE_HOME_DATA, 'GET'],
  [API_PATHS.INVITE_RECEIVE_STAGE_PRIZE, 'POST'],
  [API_PATHS.INVITE_GRANT_SHARE_PRIZE, 'POST'],
  [API_PATHS.COUPON_CHECK, 'GET'],
  [API_PATHS.COUPON_GIVE, 'POST'],
  [API_PATHS.COUPON_202409_RECEIVE, 'POST'],
  [API_PATHS.OPEN_DAY_MY_INFO, 'GET'],
  [API_PATHS.OPEN_DAY_REGISTER, 'POST'],
  ['/oabase/api/campaign/v1/live-reminder', 'POST'],
  ['/oabase/api/campaign/v1/like', 'GET'],
  [BEACON_PATH, 'GET'],
  [BEACON_PATH, 'POST'],
  [DEV_EVENTS_COUNT_PATH, 'GET'],
  ['/dev/cashier', 'GET'],
  ['/dev/cashier/pay', 'POST'],
];

const expectReadable = (response: Awaited<ReturnType<FastifyInstance['inject']>>, what: string) => {
  expect(response.statusCode, `${what} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const answer = response.json<{ msg?: unknown }>();
    expect(typeof answer.msg, what).toBe('string');
    expect((answer.msg as string).length, what).toBeGreaterThan(0);
    expect(response.body, what).not.toMatch(/\bat .+\.ts:\d+/);
  }
};

// Each case sends a fixed number of generated requests: bounded work a busy machine only slows.
describe('campaign endpoints under arbitrary input', { timeout: 180_000 }, () => {
  it.each(GATEWAY)('%s (%s) never answers a 5xx', async (path, method) => {
    await fc.assert(
      fc.asyncProperty(queryString, body, fc.boolean(), async (query, payload, withToken) => {
        const url = query ? `${path}?${query}` : path;
        const response = await app.inject({
          method,
          url,
          headers: {
            ...(withToken ? token : {}),
            ...(payload && method === 'POST' ? { 'content-type': payload.type } : {}),
          },
          ...(payload && method === 'POST' ? { payload: payload.payload } : {}),
        });
        expectReadable(response, `${method} ${url} ${payload?.payload ?? ''}`);
      }),
      { numRuns: 40 },
    );
  });

  it('the admin API never answers a 5xx', async () => {
    const names = CAMPAIGN_RESOURCES.map((r) => r.name);
    const recordKey = fc.oneof(
      fc.constantFrom(
        '1191',
        '3201',
        'caida',
        '1',
        'sqsj',
        '%2Foabase%2Fapi%2Fcampaign%2Fv1%2Flike',
      ),
      fc.string({ maxLength: 12 }).map((s) => {
        try {
          return encodeURIComponent(s) || 'x';
        } catch {
          return '%ED%A0%80';
        }
      }),
    );
    const headers = await adminHeaders(app);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names, 'nothing'),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'LIST'),
        recordKey,
        queryString,
        fc.dictionary(key, jsonValue, { maxKeys: 8 }),
        async (resource, verb, recordId, query, object) => {
          const method = verb === 'LIST' ? 'GET' : verb;
          const withKey = verb !== 'LIST' && verb !== 'POST';
          const url = `${ADMIN_CAMPAIGN_BASE}/${resource}${withKey ? `/${recordId}` : ''}${query ? `?${query}` : ''}`;
          const response = await app.inject({
            method,
            url,
            headers,
            ...(method === 'POST' || method === 'PUT' || method === 'PATCH'
              ? { payload: object }
              : {}),
          });
          expectReadable(response, `${method} ${url} ${JSON.stringify(object)}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
