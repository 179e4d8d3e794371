import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { build } from './app.ts';
import { ADMIN_PASSWORD, signIn } from '#test/support/admin.ts';
import { publishPages } from '#test/support/visit.ts';
import { statsDateOf } from '@h5-page/schema/stats-period';
import { BEACON_PATH } from './tracking/beacon.ts';
import { EVENTS_PATH, PAGE_VIEW_PATH } from './tracking/collect.ts';
import { MAX_STAY_MS } from './tracking/counted-stay.ts';
import { VISIT_SESSION_HEADER } from './tracking/visit-session.ts';
import { periodQuery } from './core/stats-period.ts';
import { ALL_INSIDE_WEBHOOK_URLS } from '#test/support/inside-webhook-urls.ts';

/**
 * Hostile requests against every route in the app's route table (gateway, admin, collector,
 * development, pages and assets), as an attacker would send them: injections, traversal, markup,
 * control characters, huge and wrongly typed values, junk bodies and content types, with and
 * without a token or an editor session. Never a 5xx; every refusal of an API is the envelope
 * `{code, msg, response}` with a msg a person can read (Chinese); no answer carries a stack.
 */

const TOTAL_AT_LEAST = 10_000;

interface Target {
  method: string;
  url: string;
  keys: string[];
  /** The route's declared query and body schemas (zod), if any. */
  schemas: unknown[];
}

const targets: Target[] = [];
let app: FastifyInstance;
let session: Record<string, string>;
let bearer: Record<string, string>;
let sent = 0;

beforeAll(async () => {
  app = await build({
    // Thousands of not-found addresses from one client address: past the per-address limit each
    // refusal is held a second (ssr/unknown-codes.test.ts tests the limit itself).
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD, notFoundLimitPerMinute: 100_000 },
    onRoute(route: RouteOptions) {
      const methods = ([] as HTTPMethods[]).concat(route.method);
      const schema = route.schema as
        { querystring?: { shape?: object }; body?: { shape?: object } } | undefined;
      const keys = [
        ...Object.keys(schema?.querystring?.shape ?? {}),
        ...Object.keys(schema?.body?.shape ?? {}),
      ];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        targets.push({
          method,
          url: route.url,
          keys,
          schemas: [schema?.querystring, schema?.body].filter(Boolean),
        });
      }
    },
  });
  session = await signIn(app);
  bearer = { authorization: `Bearer ${await app.tokens.sign(4_040_404)}` };
});

afterAll(async () => {
  await app?.close();
});

/** Values an attacker tries in any field. */
const HOSTILE = [
  "' OR '1'='1",
  '1; DROP TABLE pages;--',
  "1' UNION SELECT password FROM editors--",
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  'h5/%00',
  'pc/%00',
  '%E0%A4%A',
  '%',
  '\u0000',
  '\r\nSet-Cookie: x=1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '//evil.example',
  '/.//evil.example',
  'http://127.0.0.1:1/',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '0x7fffffff',
  'true',
  'null',
  '[]',
  '{}',
  '😀'.repeat(50),
  '\uD800',
  '\u202e',
  'a'.repeat(5000),
  'a\u0000b',
  'demo\u0000',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '18446744073709551616',
  'demo/',
  'demo//',
  './demo',
  '%2e%2e/demo',
  '%64emo',
];

/** Integers past what 32-bit columns and doubles hold exactly. */
const BIG_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 2 ** 64, 1e21];

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constantFrom(...BIG_NUMBERS),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '$where'), hostileText, {
    maxKeys: 2,
  }),
);

const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A path of the route with each parameter and wildcard replaced by a hostile segment. */
function pathOf(pattern: string, segment: string, raw: boolean): string {
  // A lone surrogate cannot be percent-encoded at all: it goes as U+FFFD, as a browser sends it.
  const text = wellFormed(segment);
  const piece = raw ? text : encodeURIComponent(text);
  return pattern.replace(/:[A-Za-z_]+/g, piece).replace(/\*/g, piece);
}

const requestOf = (target: Target) =>
  fc.record({
    segment: hostileText,
    rawSegment: fc.boolean(),
    query: fc.dictionary(
      fc.oneof(fc.constantFrom(...(target.keys.length ? target.keys : ['q'])), hostileText),
      hostileValue,
      { maxKeys: 4 },
    ),
    body: fc.oneof(
      fc.record({
        kind: fc.constant('json' as const),
        fields: fc.dictionary(
          fc.constantFrom(...(target.keys.length ? target.keys : ['a'])),
          hostileValue,
          { maxKeys: 5 },
        ),
      }),
      fc.record({
        kind: fc.constant('raw' as const),
        text: hostileText,
        type: fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'image/png',
        ),
      }),
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('deep' as const), depth: fc.constantFrom(64, 1000, 20_000) }),
      fc.record({ kind: fc.constant('wide' as const), keys: fc.constantFrom(2000, 5000) }),
    ),
    auth: fc.constantFrom('none', 'session', 'bearer', 'junk'),
    origin: fc.constantFrom(undefined, 'https://evil.example', 'null'),
  });

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Pages, the builder's HTML and files answer HTML or files; everything else is an API. */
function isApi(url: string): boolean {
  return !/^\/(?:h5-page|pc-page|passport\/login$|admin(?:\/|$)(?!api)|packages\/|docs)/.test(url);
}

/** `{"key": [[[…]]]}` nested `depth` deep: what blows a recursive parser's stack. */
function deepJson(key: string, depth: number): string {
  return `{${JSON.stringify(key)}:${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** A body of `count` keys besides the route's own (each given a big number). */
function wideBody(keys: string[], count: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) body[`k${i}`] = i;
  for (const key of keys) body[key] = 2 ** 31;
  return body;
}

type Attack = ReturnType<typeof requestOf> extends fc.Arbitrary<infer T> ? T : never;

async function attack(target: Target, input: Attack) {
  const path = pathOf(target.url, input.segment, input.rawSegment);
  const headers: Record<string, string> = {};
  if (input.auth === 'session') Object.assign(headers, session);
  if (input.auth === 'bearer') Object.assign(headers, bearer);
  if (input.auth === 'junk') headers.authorization = `Bearer ${input.segment}`;
  if (input.origin) headers.origin = input.origin;
  let payload: string | undefined;
  if (target.method !== 'GET' && target.method !== 'DELETE') {
    if (input.body.kind === 'json') {
      payload = JSON.stringify(input.body.fields);
      headers['content-type'] = 'application/json';
    } else if (input.body.kind === 'raw') {
      payload = input.body.text;
      headers['content-type'] = input.body.type;
    } else if (input.body.kind === 'deep') {
      payload = deepJson(target.keys[0] ?? 'a', input.body.depth);
      headers['content-type'] = 'application/json';
    } else if (input.body.kind === 'wide') {
      payload = JSON.stringify(wideBody(target.keys, input.body.keys));
      headers['content-type'] = 'application/json';
    }
  }
  await expectNoFault(target, `${path}${queryString(input.query)}`, headers, payload);
}

/** Sends one request and checks its answer: never a 5xx or a stack, API refusals the envelope. */
async function expectNoFault(
  target: Target,
  sentUrl: string,
  headers: Record<string, string>,
  payload?: string,
) {
  let url = sentUrl;
  // light-my-request refuses what no HTTP client could send; such a URL is no attack on us.
  if (/[^\x21-\x7e]/.test(url)) url = encodeURI(wellFormed(url));
  sent += 1;
  const response = await app.inject({
    method: target.method as HTTPMethods,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  const where = `${target.method} ${url} ${payload?.slice(0, 80) ?? ''}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.body, where).not.toMatch(/\n\s+at [\w.<]+ \(|"stack"/);
  if (response.statusCode >= 400 && isApi(target.url)) {
    expect(response.headers['content-type'], where).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort(), where).toEqual(['code', 'msg', 'response']);
    expect(body.msg, where).toMatch(/[\u4e00-\u9fff]/);
  }
}

// Each case sends a fixed number of generated requests: bounded work a busy machine only slows.
describe('hostile requests against every route', { timeout: 180_000 }, () => {
  it(`at least ${TOTAL_AT_LEAST} requests: no 5xx, every refusal the envelope with a readable msg`, async () => {
    expect(targets.length).toBeGreaterThan(50);
    expect(targets.some((t) => t.url.startsWith('/admin/api'))).toBe(true);
    expect(targets.some((t) => t.url.startsWith('/dev/'))).toBe(true);
    expect(targets.some((t) => t.url.startsWith('/collect/'))).toBe(true);
    const perRoute = Math.ceil(TOTAL_AT_LEAST / targets.length);
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(requestOf(target), (input) => attack(target, input)),
        { numRuns: perRoute, seed: 20261122 },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_AT_LEAST);
    console.log(`security fuzz: ${sent} hostile requests over ${targets.length} routes`);
  }, 600_000);
});

/** The route's path with its last parameter `filler` and the others the demo page's code. */
function lastParamAs(pattern: string, filler: string): string {
  const params = pattern.match(/:[A-Za-z_]+|\*/g) ?? [];
  let index = 0;
  return pattern.replace(/:[A-Za-z_]+|\*/g, () => (++index === params.length ? filler : 'demo'));
}

/** The same route's path with its parameters filled, spelled every other way a client might. */
function spellingsOf(pattern: string): string[] {
  const path = pattern.replace(/:[A-Za-z_]+/g, 'demo').replace(/\*/g, 'h5/demo');
  const cut = path.indexOf('/', 1);
  return [
    `${path}/`,
    `${path}//`,
    `${path}${'/'.repeat(300)}`,
    cut > 0 ? `${path.slice(0, cut)}/${path.slice(cut)}` : `/${path}`,
    path.replace(/\/([^/]*)$/, '/./$1'),
    path.replace(/\/([^/]*)$/, '/x/%2e%2e/$1'),
    path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  ];
}

// Each case sends a fixed number of generated requests: bounded work a busy machine only slows.
describe('the inputs a probe sends, against every route', { timeout: 180_000 }, () => {
  it('NUL bytes, 2^31 and 2^53, deep nesting, 2,000-key bodies and path spellings: no 5xx', async () => {
    const before = sent;
    // Every fault is listed, not only the first.
    const faults = new Set<string>();
    const check = (...args: Parameters<typeof expectNoFault>) =>
      expectNoFault(...args).catch((error: unknown) =>
        faults.add((error as Error).message.split('\n')[0]!.slice(0, 200)),
      );
    for (const target of targets) {
      const path = pathOf(target.url, 'demo', false);
      const keys = target.keys.length ? target.keys : ['q'];
      const withBody = target.method !== 'GET' && target.method !== 'DELETE';
      const json = { 'content-type': 'application/json' };
      for (const auth of [{}, session]) {
        // The last path parameter past int4 and 2^53 (version numbers, ids), the others real.
        for (const filler of ['2147483648', '9007199254740993', '-2147483649'])
          if (/[:*]/.test(target.url))
            await check(
              target,
              lastParamAs(target.url, filler),
              { ...auth },
              withBody ? '{}' : undefined,
            );
        for (const value of ['a\u0000b', 2 ** 31, 2 ** 53 + 2, -(2 ** 31) - 1, '2147483648']) {
          const fields = Object.fromEntries(keys.map((key) => [key, value]));
          await check(target, `${path}${queryString(fields)}`, { ...auth });
          if (withBody) await check(target, path, { ...auth, ...json }, JSON.stringify(fields));
        }
        // Numbers past 2^53 as JSON text, which JSON.parse rounds.
        if (withBody) {
          const text = `{${keys.map((key) => `${JSON.stringify(key)}:9007199254740993`).join(',')}}`;
          await check(target, path, { ...auth, ...json }, text);
          for (const depth of [1000, 20_000])
            await check(target, path, { ...auth, ...json }, deepJson(keys[0]!, depth));
          await check(target, path, { ...auth, ...json }, JSON.stringify(wideBody(keys, 2000)));
        }
        for (const spelling of spellingsOf(target.url)) await check(target, spelling, { ...auth });
      }
    }
    expect([...faults]).toEqual([]);
    expect(sent - before).toBeGreaterThan(targets.length * 20);
  }, 600_000);
});

type SchemaDef = { def?: { type?: string; innerType?: unknown; in?: unknown; out?: unknown } };

/** The field names of a declared schema, through optional, default and piped wrappers. */
function fieldNamesOf(schema: unknown): string[] {
  const shape = (schema as { shape?: object } | undefined)?.shape;
  if (shape) return Object.keys(shape);
  const def = (schema as SchemaDef | undefined)?.def;
  if (!def) return [];
  if (def.innerType) return fieldNamesOf(def.innerType);
  if (def.type === 'pipe') {
    const before = fieldNamesOf(def.in);
    return before.length ? before : fieldNamesOf(def.out);
  }
  return [];
}

// Each case sends a fixed number of requests: bounded work a busy machine only slows.
describe('text no column can hold, and days that do not exist', { timeout: 180_000 }, () => {
  // The blocks above sign the shared session out (DELETE /admin/api/session is a route too).
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    signedIn = await signIn(app);
  });

  const refusedNaming = async (
    method: HTTPMethods,
    url: string,
    field: string,
    payload?: object,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...signedIn, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
    const answer = response.json() as { code: string; msg: string; response: unknown };
    expect(answer.code).toBe('BAD_REQUEST');
    expect(answer.msg, `${method} ${url}`).toMatch(new RegExp(`^参数 ${field} [\\u4e00-\\u9fff]`));
  };

  it('the four requests of the probe answer 400 naming the field', async () => {
    await refusedNaming('GET', '/n8sf/api/live/v1/activities-calendar?from=2026-02-30', 'from');
    await refusedNaming('GET', '/admin/api/media?q=%00', 'q');
    await refusedNaming('PUT', '/admin/api/privacy-statement', 'text', { text: 'a\u0000b' });
    await refusedNaming('POST', '/admin/api/pages/demo/submit', 'note', { note: '\u0000' });
    // Half a surrogate pair, which jsonb refuses, and an impossible day in a time.
    await refusedNaming('PUT', '/admin/api/privacy-statement', 'text', { text: 'a\ud800b' });
    await refusedNaming('GET', '/admin/api/audit?from=2026-02-30T08:00:00%2B08:00', 'from');
    await refusedNaming('POST', '/admin/api/pages/demo/publish', 'starts_at', {
      starts_at: '2026-02-30T08:00:00Z',
    });
  });

  it('a NUL, half a surrogate pair or an impossible day in each field alone: no 5xx', async () => {
    const faults = new Set<string>();
    let probes = 0;
    for (const target of targets) {
      const fields = [...new Set(target.schemas.flatMap(fieldNamesOf))];
      if (fields.length === 0) continue;
      const path = pathOf(target.url, 'demo', false);
      const withBody = target.method !== 'GET' && target.method !== 'DELETE';
      for (const field of fields) {
        for (const value of [
          'a\u0000b',
          '\u0000',
          'a\ud800b',
          '2026-02-30',
          '2026-02-30T08:00:00Z',
        ]) {
          for (const auth of [{}, signedIn]) {
            probes += 1;
            // Alone, so no other field's refusal hides what this one does.
            await expectNoFault(
              target,
              withBody ? path : `${path}${queryString({ [field]: value })}`,
              withBody ? { ...auth, 'content-type': 'application/json' } : { ...auth },
              withBody ? JSON.stringify({ [field]: value }) : undefined,
            ).catch((error: unknown) =>
              faults.add((error as Error).message.split('\n')[0]!.slice(0, 200)),
            );
          }
        }
      }
    }
    expect([...faults]).toEqual([]);
    expect(probes).toBeGreaterThan(500);
  }, 600_000);
});

// A webhook's receiver inside the network: this machine, its neighbours, a metadata service.
describe('webhook address spellings', () => {
  it('every spelling of an inside address: 400 naming url, nothing saved, never a 5xx', async () => {
    // A session of its own: the hostile requests before may have signed the shared one out.
    const admin = await signIn(app);
    const before = (await app.webhooks.list()).length;
    const answered: string[] = [];
    for (const url of ALL_INSIDE_WEBHOOK_URLS) {
      sent += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/admin/api/webhooks',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ url, secret: 'fuzz-webhook-secret-0123456789' }),
      });
      const answer = response.json() as Record<string, unknown>;
      const named = /^参数 url [\u4e00-\u9fff]/.test(String(answer.msg));
      const envelope = Object.keys(answer).sort().join() === 'code,msg,response';
      answered.push(`${response.statusCode} ${named && envelope ? 'url' : response.body}`);
    }
    expect(ALL_INSIDE_WEBHOOK_URLS.length).toBeGreaterThanOrEqual(31);
    expect(answered).toEqual(ALL_INSIDE_WEBHOOK_URLS.map(() => '400 url'));
    expect(await app.webhooks.list()).toHaveLength(before);
  });
});

// A fixed list of spellings: bounded work a busy machine only slows.
describe('unknown-code floods', () => {
  it('a few hundred spellings of codes no page has: no 5xx, no store read, no render each', async () => {
    const real = ['demo', 'jjfz', 'course', 'InviteFriends', 'simulateTrading-detail', 'cpmj'];
    const twists = [
      (code: string) => code.toUpperCase(),
      (code: string) => code.toLowerCase(),
      (code: string) => code[0]!.toUpperCase() + code.slice(1),
      (code: string) => `${code};x`,
      (code: string) => `${code}%20x`,
      (code: string) => `${code}%00`,
      (code: string) => `${code}%E0%A4%A`,
      (code: string) => `${code}%2F..%2F`,
      (code: string) => `${code}'%20OR%20'1'='1`,
      (code: string) => `${code}${'x'.repeat(2000)}`,
      (code: string) => encodeURIComponent(`${code}页面`),
      (code: string) => encodeURIComponent(`${code}\u{1F600}`),
    ];
    const codes = [
      ...real.flatMap((code) => twists.map((twist) => twist(code))),
      ...fc.sample(fc.string({ minLength: 1, maxLength: 40 }), { numRuns: 150, seed: 20261127 }),
    ].filter((code) => !real.includes(code));
    const urls = codes.flatMap((code) => {
      const segment = /%/.test(code) ? code : encodeURIComponent(code);
      return [`/h5-page/h5/${segment}`, `/pc-page/pc/${segment}`];
    });
    const cachedPages = app.publishedPages.size;
    const renders = app.renders.started;
    const statuses = new Map<number, number>();
    for (const [index, url] of urls.entries()) {
      sent += 1;
      const response = await app.inject({
        method: 'GET',
        url,
        // As a flood from many addresses.
        remoteAddress: `192.0.2.${index % 250}`,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, url).toBeLessThan(500);
      expect([301, 400, 404], url).toContain(response.statusCode);
    }
    expect(urls.length).toBeGreaterThan(300);
    expect(statuses.get(404)).toBeGreaterThan(250);
    // Neither a page-cache entry (a store read) nor a render per spelling: the shared answers
    // of the two routes at most.
    expect(app.publishedPages.size).toBe(cachedPages);
    expect(app.renders.started - renders).toBeLessThanOrEqual(2);
  });
});

// A fixed number of generated batches from one page view's session: bounded work.
describe('batched events', { timeout: 180_000 }, () => {
  it('hostile batches, stays and kinds on one visit: no 5xx, and what is stored stays bounded', async () => {
    const code = 'fuzz-batches';
    await publishPages(app, code);
    const started = Date.now();
    const view = await app.inject({
      url: `${PAGE_VIEW_PATH}?page_code=${code}&sid=fuzzer&path=/h5-page/h5/${code}`,
      remoteAddress: '198.51.100.1',
    });
    const vs = String(view.headers[VISIT_SESSION_HEADER]);
    expect(vs).toMatch(/\./);
    const own = { page_code: code, page_id: 1, uid: null, sid: 'fuzzer', vs };
    // Each event is the visit's own, with some of its fields made hostile.
    const hostileEvent = fc.record(
      {
        type: fc.oneof(
          fc.constantFrom('pv', 'beacon', 'share', 'click', 'visit', 'PV', ''),
          hostileValue,
        ),
        kind: fc.oneof(fc.constantFrom('pv', 'beacon'), hostileValue),
        duration: fc.oneof(fc.constantFrom(86_400_000, 2 ** 31, -1, 1e21), hostileValue),
        duration_ms: fc.constantFrom(86_400_000, 14_400_001, 2 ** 53),
        sid: fc.oneof(fc.constant('fuzzer'), fc.string({ maxLength: 12 }), hostileValue),
        vs: fc.oneof(fc.constant(vs), hostileText),
        page_code: fc.oneof(fc.constant(code), hostileText),
        ab: hostileValue,
        data: hostileValue,
      },
      { requiredKeys: [] },
    );
    const batch = fc.oneof(
      fc.array(
        hostileEvent.map((event) => ({ ...own, ...event })),
        { maxLength: 60 },
      ),
      // 50 events of other visits, borrowing this one's session.
      fc
        .array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 50, maxLength: 50 })
        .map((sids) => sids.map((sid) => ({ ...own, type: 'share', sid }))),
      // The visit's own kinds, 50 at once.
      fc
        .constantFrom('click', 'share')
        .map((type) => Array.from({ length: 50 }, () => ({ ...own, type, duration: 86_400_000 }))),
    );
    const events: Target = { method: 'POST', url: EVENTS_PATH, keys: ['events'], schemas: [] };
    const beacon: Target = { method: 'POST', url: BEACON_PATH, keys: [], schemas: [] };
    const pixel: Target = { method: 'GET', url: PAGE_VIEW_PATH, keys: [], schemas: [] };
    let n = 0;
    // Spread over addresses, so an address's allowance is not all that holds the figures.
    const from = () => `198.51.100.${(n += 1) % 250}`;
    const inject = async (target: Target, url: string, payload?: string, type?: string) => {
      sent += 1;
      const response = await app.inject({
        method: target.method as HTTPMethods,
        url,
        remoteAddress: from(),
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': type ?? '' } }),
      });
      expect(response.statusCode, `${url} ${payload?.slice(0, 120) ?? ''}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(Object.keys(response.json() as object).sort()).toEqual(['code', 'msg', 'response']);
      }
      return response;
    };
    await fc.assert(
      fc.asyncProperty(
        batch,
        fc.oneof(hostileText, fc.constant('{"events": [')),
        fc.constantFrom(86_400_000, 14_400_001, 2 ** 31, 1),
        hostileText,
        async (list, malformed, duration, kind) => {
          await inject(events, EVENTS_PATH, JSON.stringify({ events: list }), 'application/json');
          await inject(events, EVENTS_PATH, malformed, 'text/plain;charset=UTF-8');
          // Stays of the same page view, however long, by every way a beacon comes.
          const fields = { page_code: code, sid: 'fuzzer', vs, duration };
          await inject(beacon, BEACON_PATH, JSON.stringify(fields), 'text/plain;charset=UTF-8');
          await inject(beacon, `${BEACON_PATH}${queryString(fields)}`);
          // Another kind of event through the page views' pixel.
          if (kind !== '' && kind !== 'pv') {
            await inject(pixel, `${PAGE_VIEW_PATH}${queryString({ ...fields, kind })}`);
          }
        },
      ),
      { numRuns: 200, seed: 20261203 },
    );
    await app.events.flush();
    const count = (kind: string) => app.events.count({ pageCode: code, kind });
    expect(await count('pv')).toBe(1);
    expect(await count('beacon')).toBe(1);
    const [stay] = await app.events.list({ pageCode: code, kind: 'beacon' });
    expect(stay?.durationMs).toBeLessThanOrEqual(Date.now() - started + 2 * 60_000);
    // Clicks and shares: the visit's own, within its limit for each minute the test took.
    const minutes = Math.ceil((Date.now() - started) / 60_000) + 1;
    const clicks = (await count('click')) + (await count('share'));
    expect(clicks).toBeLessThanOrEqual(app.config.beaconLimitPerMinute * minutes);
    const others = await app.events.list({ pageCode: code, limit: 10_000 });
    expect(new Set(others.map((event) => event.sessionId))).toEqual(new Set(['fuzzer']));
    // The page's figures say as much: one view, one visitor, a stay within the cap. (Read as the
    // stats call reads them: the hostile requests before may have ended the shared session.)
    const today = statsDateOf(Date.now());
    const figures = await app.stats.page(code, periodQuery.parse({ from: today, to: today }));
    expect(figures).toMatchObject({
      page_views: 1,
      unique_visitors: 1,
      avg_stay_ms: stay?.durationMs,
    });
    expect(stay!.durationMs!).toBeLessThanOrEqual(MAX_STAY_MS);
  }, 600_000);
});

// Markup whose sanitizing would grow far faster than its length, sent to every route that saves a
// page file: refused before anything parses it, each time naming the field.
describe('deep HTML', () => {
  it('deep, wide and long snippets and rich texts on the save routes: all 400, 0 × 5xx', async () => {
    // A session of its own: the hostile requests before may have signed the shared one out.
    const editor = await signIn(app);
    const shapes = [
      '<div>'.repeat(20_000),
      '<div>'.repeat(2_000) + '</div>'.repeat(2_000),
      '<span>'.repeat(33),
      '<table><td>'.repeat(9),
      Array.from({ length: 40 }, (_, k) => `<p><b class="b${k}">`).join(''),
      '<br>'.repeat(2_001),
      '<i>x</i>'.repeat(2_001),
      'x'.repeat(100_001),
      `<!-->${'<div>'.repeat(40)}-->`,
    ];
    const page = (blocks: unknown[]) => ({
      code: 'deep-fuzz',
      title: '深层 HTML',
      meta: { keywords: '', description: '' },
      background: '',
      is_auto_fit: 0,
      extra: {},
      page_schema: blocks,
    });
    const statuses: number[] = [];
    const refuse = async (url: string, method: 'PUT', payload: object, field: string) => {
      const response = await app.inject({ method, url, headers: editor, payload });
      statuses.push(response.statusCode);
      const body = response.json() as { code: string; msg: string; response: unknown };
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
      const problems = (body.response as { problems: { path: string; message: string }[] })
        .problems;
      expect(problems.map((p) => p.path)).toContain(field);
      expect(problems.find((p) => p.path === field)!.message).toMatch(/^HTML .*(层|个元素|个字符)/);
    };
    for (const html of shapes) {
      for (const name of ['code', 'text']) {
        const inside = { name, value: { html }, children: [] };
        await refuse(
          '/admin/api/pages/deep-fuzz',
          'PUT',
          page([inside]),
          'page_schema[0].value.html',
        );
        // Inside a popup's children too.
        await refuse(
          '/admin/api/pages/deep-fuzz',
          'PUT',
          page([{ name: 'popup', value: { id: 'p1' }, children: [inside] }]),
          'page_schema[0].children[0].value.html',
        );
        await refuse(
          '/admin/api/pages/demo/variants',
          'PUT',
          {
            variants: [
              { key: 'a', weight: 50, page_schema: [] },
              { key: 'b', weight: 50, page_schema: [inside] },
            ],
          },
          'variants[1].page_schema[0].value.html',
        );
      }
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.length).toBe(shapes.length * 6);
    expect(
      (await app.inject({ url: '/admin/api/pages/deep-fuzz', headers: editor })).statusCode,
    ).toBe(404);
  }, 600_000);
});
