import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { build } from './app.ts';
import { ADMIN_PASSWORD, signIn } from '#test/support/admin.ts';

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
}

const targets: Target[] = [];
let app: FastifyInstance;
let session: Record<string, string>;
let bearer: Record<string, string>;
let sent = 0;

beforeAll(async () => {
  app = await build({
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD },
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
        targets.push({ method, url: route.url, keys });
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
