import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { codeFor, devTicket } from '#test/support/accounts.ts';
import { DEV_CAPTCHA_TICKET_PATH } from './providers/dev-captcha-provider.ts';
import { DEV_SMS_OUTBOX_PATH } from './providers/dev-sms-outbox.ts';
import { PASSPORT_SCRIPT_PATH } from './passport-page.ts';
import { appForAll } from '#test/support/app-for-all.ts';

/**
 * Arbitrary bodies, queries and headers at every endpoint of the accounts and lead issue: the
 * answer is never a 5xx, and the gateway calls always answer the envelope.
 */

let app: FastifyInstance;
appForAll(
  async () => (app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false })),
);

const RUNS = 150;

/** Any text, control characters and lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const phone = fc.stringMatching(/^1[3-9]\d{9}$/);
const digits = fc.stringMatching(/^\d{1,8}$/);
/** A value a field might hold: plausible or not. */
const fieldValue = fc.oneof(
  anyText,
  phone,
  digits,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);
const FIELDS = [
  'handset',
  'code',
  'nick_name',
  'ticket',
  'randstr',
  'platform_name',
  'operation_name',
  'type',
  'is_send_result',
  'cps_id',
  'version_id',
  'page_code',
  'province',
  'provinceID',
  'city',
  'cityID',
  'area',
  'areaID',
  'token',
  '__proto__',
  'constructor',
];
/**
 * A field value as a form sends it. Objects go as JSON: fast-check makes some without a
 * prototype, which `String` cannot convert.
 */
const formText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const fieldsBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), anyText), fieldValue, {
  maxKeys: 10,
});

/** A request body: JSON (structured or anything), form-encoded, or raw text of any type. */
const body = fc.oneof(
  fieldsBody.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fc.jsonValue().map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fieldsBody.map((value) => ({
    payload: Object.entries(value)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(formText(v)).slice(0, 3000)}`)
      .join('&'),
    type: 'application/x-www-form-urlencoded',
  })),
  fc.record({
    payload: fc.string({ unit: 'binary', maxLength: 200 }),
    type: fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/xml',
      'multipart/form-data',
    ),
  }),
  fc.constant({ payload: '', type: 'application/json' }),
);

/** Header values a client can actually send (printable ASCII). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode),
  maxLength: 120,
});
const headers = fc.record(
  {
    referer: fc.oneof(headerText, fc.webUrl()),
    authorization: fc.oneof(
      headerText,
      headerText.map((t) => `Bearer ${t}`),
    ),
    cookie: fc.oneof(
      headerText,
      headerText.map((t) => `token=${t}`),
    ),
    host: fc.oneof(fc.domain(), headerText, fc.constant('[::1]:3000')),
  },
  { requiredKeys: [] },
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('type', 'token', 'from', 'handset'), anyText),
  fc.oneof(anyText, fc.array(anyText, { maxLength: 3 })),
  { maxKeys: 4 },
);

/** Lone surrogates replaced, as a browser does before it encodes a URL or a form. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function queryString(values: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const v of [value].flat()) params.append(wellFormed(key), wellFormed(v));
  }
  return params.toString();
}

function expectSane(response: LightMyRequestResponse, json: boolean) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (!json) return;
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const envelope = response.json<{ code: unknown; msg: unknown }>();
  expect(typeof envelope.msg).toBe('string');
  if (response.statusCode !== 200) expect(envelope.code).not.toBe(1);
}

const POSTS = [
  API_PATHS.ADVERT_SMS_SEND,
  API_PATHS.GIFT_ACTIVITY,
  API_PATHS.SMART_LOGIN,
  DEV_CAPTCHA_TICKET_PATH,
] as const;

// Each case sends a fixed number of generated requests: bounded work a busy machine only slows.
describe(
  'arbitrary input at every accounts and lead endpoint: never a 5xx',
  { timeout: 180_000 },
  () => {
    for (const url of POSTS) {
      it(`POST ${url}`, async () => {
        await fc.assert(
          fc.asyncProperty(body, headers, async ({ payload, type }, extra) => {
            const response = await app.inject({
              method: 'POST',
              url,
              payload,
              headers: { ...extra, 'content-type': type },
            });
            expectSane(response, true);
          }),
          { numRuns: RUNS },
        );
      });
    }

    const GETS: [string, boolean][] = [
      [API_PATHS.CAPTCHA_APP_ID, true],
      [API_PATHS.JWT_USER, true],
      [DEV_SMS_OUTBOX_PATH, true],
      ['/passport/login', false],
      [PASSPORT_SCRIPT_PATH, false],
    ];
    for (const [path, json] of GETS) {
      it(`GET ${path}`, async () => {
        await fc.assert(
          fc.asyncProperty(query, headers, async (values, extra) => {
            const search = queryString(values);
            const response = await app.inject({
              method: 'GET',
              url: search ? `${path}?${search}` : path,
              headers: extra,
            });
            expectSane(response, json);
          }),
          { numRuns: RUNS },
        );
      });
    }

    it('POST the lead and login with a real phone and code, and junk everywhere else', async () => {
      // Phones that were sent a code: the junk reaches the code check, the transaction and the
      // insert, not only the first validation.
      const phones = Array.from({ length: 6 }, (_, i) => `1370000${String(i).padStart(4, '0')}`);
      const codes = new Map<string, string>();
      for (const [i, handset] of phones.entries()) {
        codes.set(handset, await codeFor(app, handset, `203.0.113.${i + 1}`));
      }
      const plausible = fc.record({
        url: fc.constantFrom(API_PATHS.GIFT_ACTIVITY, API_PATHS.SMART_LOGIN),
        handset: fc.constantFrom(...phones),
        rightCode: fc.boolean(),
        extra: fieldsBody,
        form: fc.boolean(),
        headers,
      });
      await fc.assert(
        fc.asyncProperty(
          plausible,
          async ({ url, handset, rightCode, extra, form, headers: more }) => {
            const fields: Record<string, unknown> = {
              nick_name: '张三',
              version_id: 276,
              consent_version: 1,
              ...extra,
              handset,
              code: rightCode ? codes.get(handset) : extra.code,
            };
            const payload = form
              ? new URLSearchParams(
                  Object.entries(fields).map(([k, v]) => [wellFormed(k), wellFormed(formText(v))]),
                ).toString()
              : JSON.stringify(fields);
            const response = await app.inject({
              method: 'POST',
              url,
              payload,
              headers: {
                ...more,
                'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
              },
            });
            expectSane(response, true);
          },
        ),
        {
          numRuns: RUNS,
          // Once found: a Host with an empty label (`.6`) made the login's cookie a 500.
          examples: [
            [
              {
                url: API_PATHS.SMART_LOGIN,
                handset: phones[0]!,
                rightCode: true,
                extra: {},
                form: true,
                headers: { host: '.6' },
              },
            ],
          ],
        },
      );
    });

    it('POST advert-sms/send with a real captcha ticket, and junk everywhere else', async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(fieldsBody, phone, async (extra, handset) => {
          n += 1;
          const captcha = await devTicket(app);
          const response = await app.inject({
            method: 'POST',
            url: API_PATHS.ADVERT_SMS_SEND,
            remoteAddress: `10.1.${Math.floor(n / 200)}.${n % 200}`,
            payload: { ...extra, handset, ...captcha },
          });
          expectSane(response, true);
        }),
        { numRuns: 60 },
      );
    });

    it('still works afterwards (nothing junk left the app broken)', async () => {
      const response = await app.inject(`${API_PATHS.CAPTCHA_APP_ID}?type=2`);
      expect(response.json()).toMatchObject({ code: 1, response: { app_id: 'dev' } });
    });
  },
);
