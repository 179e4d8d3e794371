import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PATHS, DXW_PRODUCT_ID, DXW_RENEWAL_SALE_PAGE } from '@h5-page/schema/constants';
import {
  matchStatement,
  mismatchWarning,
  RISK_QUESTIONS,
  RISK_TEST_PATH,
  UNASSESSED_WARNING,
} from '@h5-page/schema/suitability';
import { orders, products } from '../store/tables.ts';
import { productSubscriptions } from '../store/tables-renewal.ts';
import { suitabilityMatches, suitabilityProfiles } from './suitability-tables.ts';
import { bearer, campaignApp, envelope, registeredUser } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signIn } from '#test/support/admin.ts';
import {
  assess,
  BOLDEST_ANSWERS,
  CAUTIOUS_ANSWERS,
  suitableFor,
} from '#test/support/suitability.ts';
import { RISK_TEST_SCRIPT_PATH } from './risk-test-page-script.ts';
import { SUITABILITY_MATCHES_PATH } from './suitability-admin-routes.ts';

type Headers = Record<string, string>;

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  await app.database.db.insert(products).values([
    {
      shopProductId: 7301,
      modeShopProductId: 7301,
      name: '稳健服务',
      priceCents: 100,
      riskLevel: 'R2',
    },
    {
      shopProductId: 7302,
      modeShopProductId: 7302,
      name: '进取服务',
      priceCents: 100,
      riskLevel: 'R4',
    },
    {
      shopProductId: 7303,
      modeShopProductId: 7303,
      name: '下架服务',
      priceCents: 100,
      onSale: false,
    },
  ]);
  return app;
});

const get = (url: string, headers: Headers = {}) => app.inject({ url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });
const profile = async (headers: Headers) =>
  envelope<{ tier: string | null; assessed_at: number | null }>(
    await get(API_PATHS.SUITABILITY_PROFILE, headers),
  ).response;
interface Check {
  match_id: number;
  outcome: string;
  text: string;
  tier: string | null;
  risk_level: string;
}
const check = async (id: number, headers: Headers, page = '') =>
  envelope<Check>(
    await get(
      `${API_PATHS.SUITABILITY_CHECK}?shop_product_id=${id}&page=${encodeURIComponent(page)}`,
      headers,
    ),
  ).response;
const order = (id: number, headers: Headers) =>
  post(`${API_PATHS.CREATE_ORDER}?shop_product_id=${id}`, {}, headers);

/** Answers of a C3 visitor (score 30: three points a question). */
const MIDDLE_ANSWERS = RISK_QUESTIONS.map(() => 2);

describe('the visitor calls', () => {
  it('need a token', async () => {
    expect((await get(API_PATHS.SUITABILITY_PROFILE)).statusCode).toBe(401);
    expect(
      (await post(API_PATHS.SUITABILITY_ASSESSMENT, { answers: BOLDEST_ANSWERS })).statusCode,
    ).toBe(401);
    expect((await get(`${API_PATHS.SUITABILITY_CHECK}?shop_product_id=7301`)).statusCode).toBe(401);
    expect((await post(API_PATHS.SUITABILITY_CONFIRM, { match_id: 1 })).statusCode).toBe(401);
  });

  it('profile: null, then the tier the questionnaire scored on the server', async () => {
    const headers = await bearer(app, 91_001);
    expect(await profile(headers)).toEqual({ tier: null, assessed_at: null });
    const assessed = await post(
      API_PATHS.SUITABILITY_ASSESSMENT,
      { answers: MIDDLE_ANSWERS },
      headers,
    );
    expect(assessed.statusCode).toBe(200);
    const answer = envelope<{ tier: string; score: number; assessed_at: number }>(
      assessed,
    ).response;
    expect(answer).toMatchObject({ tier: 'C3', score: 30 });
    expect(await profile(headers)).toEqual({ tier: 'C3', assessed_at: answer.assessed_at });
    expect((await assess(app, headers, CAUTIOUS_ANSWERS)).tier).toBe('C1');
    expect((await assess(app, headers, BOLDEST_ANSWERS)).tier).toBe('C5');
    const [stored] = await app.database.db
      .select()
      .from(suitabilityProfiles)
      .where(eq(suitabilityProfiles.softuserId, 91_001));
    expect(stored).toMatchObject({ tier: 'C5', score: 50, answers: BOLDEST_ANSWERS });
  });

  it('an assessment older than it may be counts as none', async () => {
    const headers = await bearer(app, 91_002);
    await assess(app, headers);
    await app.database.db
      .update(suitabilityProfiles)
      .set({ assessedAt: new Date(Date.now() - 800 * 86_400_000) })
      .where(eq(suitabilityProfiles.softuserId, 91_002));
    expect(await profile(headers)).toEqual({ tier: null, assessed_at: null });
  });

  it('refuses answers that are not one option per question, naming the field', async () => {
    const headers = await bearer(app, 91_003);
    for (const answers of [
      [],
      [0, 1],
      RISK_QUESTIONS.map(() => 9),
      'abc',
      RISK_QUESTIONS.map(() => 1.5),
    ]) {
      const refused = await post(API_PATHS.SUITABILITY_ASSESSMENT, { answers }, headers);
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).msg).toContain('参数 answers');
    }
    expect((await post(API_PATHS.SUITABILITY_ASSESSMENT, {}, headers)).statusCode).toBe(400);
  });

  it('check records each outcome with the exact text; unknown and off-sale products are 404', async () => {
    const { headers, uid, handset } = await registeredUser(app);
    const unassessed = await check(7301, headers, 'https://x.example/h5-page/buy?x=1');
    expect(unassessed).toMatchObject({
      outcome: 'unassessed',
      text: UNASSESSED_WARNING,
      tier: null,
    });
    await assess(app, headers, MIDDLE_ANSWERS);
    const match = await check(7301, headers, '/h5-page/buy-a');
    expect(match).toMatchObject({
      outcome: 'match',
      tier: 'C3',
      risk_level: 'R2',
      text: matchStatement('C3', 'R2', '稳健服务'),
    });
    const mismatch = await check(7302, headers);
    expect(mismatch).toMatchObject({
      outcome: 'mismatch',
      text: mismatchWarning('C3', 'R4', '进取服务'),
    });
    const rows = await app.database.db
      .select()
      .from(suitabilityMatches)
      .where(eq(suitabilityMatches.softuserId, uid))
      .orderBy(suitabilityMatches.id);
    expect(
      rows.map((row) => [
        row.id,
        row.outcome,
        row.shownText,
        row.tier,
        row.riskLevel,
        row.page,
        row.handset,
      ]),
    ).toEqual([
      [unassessed.match_id, 'unassessed', UNASSESSED_WARNING, null, 'R2', '/h5-page/buy', handset],
      [match.match_id, 'match', match.text, 'C3', 'R2', '/h5-page/buy-a', handset],
      [mismatch.match_id, 'mismatch', mismatch.text, 'C3', 'R4', null, handset],
    ]);
    for (const id of [7303, 999_999]) {
      const missing = await get(`${API_PATHS.SUITABILITY_CHECK}?shop_product_id=${id}`, headers);
      expect(missing.statusCode).toBe(404);
      expect(envelope(missing).code).toBe('PRODUCT_NOT_FOUND');
    }
  });

  it('confirm: only the visitor’s own match, only a match, once', async () => {
    const headers = await bearer(app, 91_004);
    const other = await bearer(app, 91_005);
    await assess(app, headers, MIDDLE_ANSWERS);
    const match = await check(7301, headers);
    const mismatch = await check(7302, headers);
    expect(
      (await post(API_PATHS.SUITABILITY_CONFIRM, { match_id: match.match_id }, other)).statusCode,
    ).toBe(404);
    const refused = await post(
      API_PATHS.SUITABILITY_CONFIRM,
      { match_id: mismatch.match_id },
      headers,
    );
    expect(refused.statusCode).toBe(409);
    const first = await post(API_PATHS.SUITABILITY_CONFIRM, { match_id: match.match_id }, headers);
    expect(first.statusCode).toBe(200);
    const confirmed = envelope<{ match_id: number; confirmed_at: number }>(first).response;
    expect(confirmed.match_id).toBe(match.match_id);
    const again = envelope<{ confirmed_at: number }>(
      await post(API_PATHS.SUITABILITY_CONFIRM, { match_id: match.match_id }, headers),
    ).response;
    expect(again.confirmed_at).toBe(confirmed.confirmed_at);
  });
});

describe('orders need a confirmed match', () => {
  it('create-order: refused unassessed, above the tier, unconfirmed; allowed after confirming', async () => {
    const headers = await bearer(app, 92_001);
    const unassessed = await order(7301, headers);
    expect(unassessed.statusCode).toBe(409);
    expect(envelope(unassessed)).toMatchObject({
      code: 'SUITABILITY_MISMATCH',
      msg: UNASSESSED_WARNING,
    });

    await assess(app, headers, MIDDLE_ANSWERS);
    const above = await order(7302, headers);
    expect(above.statusCode).toBe(409);
    expect(envelope(above).code).toBe('SUITABILITY_MISMATCH');
    expect(envelope(above).msg).toBe(mismatchWarning('C3', 'R4', '进取服务'));
    expect(envelope(above).msg).toContain('C3（稳健型）');
    expect(envelope(above).msg).toContain('R4（中高风险）');

    const unconfirmed = await order(7301, headers);
    expect(unconfirmed.statusCode).toBe(409);
    expect(envelope(unconfirmed)).toMatchObject({
      code: 'SUITABILITY_UNCONFIRMED',
      msg: '请先阅读并确认产品风险等级与您的风险承受能力相匹配',
    });
    // A match checked but not confirmed is not enough.
    await check(7301, headers);
    expect((await order(7301, headers)).statusCode).toBe(409);

    const matchId = await suitableFor(app, headers, 7301, MIDDLE_ANSWERS);
    const made = await order(7301, headers);
    expect(made.statusCode).toBe(200);
    const { pid } = envelope<{ pid: string }>(made).response;
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.pid, pid));
    expect(stored!.suitabilityMatchId).toBe(matchId);
  });

  it('a confirmation older than 30 minutes, or of another tier, no longer holds', async () => {
    const headers = await bearer(app, 92_002);
    const matchId = await suitableFor(app, headers, 7301, MIDDLE_ANSWERS);
    await app.database.db
      .update(suitabilityMatches)
      .set({ confirmedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(suitabilityMatches.id, matchId));
    expect(envelope(await order(7301, headers)).code).toBe('SUITABILITY_UNCONFIRMED');
    await suitableFor(app, headers, 7301, MIDDLE_ANSWERS);
    await assess(app, headers, BOLDEST_ANSWERS);
    expect(envelope(await order(7301, headers)).code).toBe('SUITABILITY_UNCONFIRMED');
  });

  it('the renewal order: the same refusals, then the order records the match', async () => {
    const uid = 92_003;
    const headers = await bearer(app, uid);
    await app.database.db.insert(productSubscriptions).values({
      softuserId: uid,
      shopProductId: DXW_PRODUCT_ID,
      expiresAt: new Date(Date.now() + 10 * 86_400_000),
    });
    const renew = () =>
      post(
        API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
        { sale_page: DXW_RENEWAL_SALE_PAGE, plan: 'year' },
        headers,
      );
    const unassessed = await renew();
    if (
      envelope(unassessed).code === 'RENEWAL_SALE_ENDED' ||
      envelope(unassessed).code === 'RENEWAL_SALE_NOT_STARTED'
    ) {
      return; // The seeded sale window is not open on this date.
    }
    expect(envelope(unassessed)).toMatchObject({
      code: 'SUITABILITY_MISMATCH',
      msg: UNASSESSED_WARNING,
    });
    await assess(app, headers, CAUTIOUS_ANSWERS);
    const above = await renew();
    expect(envelope(above).msg).toBe(mismatchWarning('C1', 'R3', '短线王 · 续费服务'));
    await assess(app, headers, MIDDLE_ANSWERS);
    expect(envelope(await renew()).code).toBe('SUITABILITY_UNCONFIRMED');
    const matchId = await suitableFor(app, headers, DXW_PRODUCT_ID, MIDDLE_ANSWERS);
    const made = await renew();
    expect(made.statusCode).toBe(200);
    const [stored] = await app.database.db
      .select()
      .from(orders)
      .where(eq(orders.pid, envelope<{ pid: string }>(made).response.pid));
    expect(stored!.suitabilityMatchId).toBe(matchId);
  });
});

describe('the admin list', () => {
  it('is for reviewers, publishers and admins; phones masked unless a publisher asks', async () => {
    const admin = await signIn(app);
    for (const role of ['editor', 'reviewer', 'publisher']) {
      const made = await app.inject({
        method: 'POST',
        url: '/admin/api/editors',
        headers: admin,
        payload: { user: `suit-${role}`, password: `suit-${role}-password-long`, role },
      });
      expect(made.statusCode, role).toBe(200);
    }
    const as = async (role: string) => signIn(app, `suit-${role}`, `suit-${role}-password-long`);
    const { headers, handset } = await registeredUser(app);
    await suitableFor(app, headers, 7301);
    const made = envelope<{ pid: string }>(await order(7301, headers)).response;

    expect((await get(SUITABILITY_MATCHES_PATH)).statusCode).toBe(401);
    const editor = await get(SUITABILITY_MATCHES_PATH, await as('editor'));
    expect(editor.statusCode).toBe(403);
    expect(envelope(editor).code).toBe('SUITABILITY_ROLE_REQUIRED');

    type Listed = {
      matches: {
        handset: string;
        order_pid: string | null;
        outcome: string;
        shown_text: string;
        confirmed_at: string | null;
        at: string;
      }[];
    };
    const url = `${SUITABILITY_MATCHES_PATH}?handset=${handset}&shop_product_id=7301`;
    const reviewer = await as('reviewer');
    const listed = envelope<Listed>(await get(url, reviewer)).response.matches;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      handset: `${handset.slice(0, 3)}****${handset.slice(-4)}`,
      outcome: 'match',
      order_pid: made.pid,
      shown_text: matchStatement('C5', 'R2', '稳健服务'),
    });
    expect(listed[0]!.confirmed_at).not.toBeNull();
    expect((await get(`${url}&whole=1`, reviewer)).statusCode).toBe(403);
    const publisher = envelope<Listed>(await get(`${url}&whole=1`, await as('publisher'))).response;
    expect(publisher.matches[0]!.handset).toBe(handset);
    const all = envelope<Listed>(await get(SUITABILITY_MATCHES_PATH, admin)).response.matches;
    expect(all.length).toBeGreaterThan(1);
    const times = all.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await get(`${SUITABILITY_MATCHES_PATH}?from=2026-02-01&to=2026-01-01`, admin)).statusCode,
    ).toBe(400);
  });

  it('products carry a risk level the admin API reads and sets', async () => {
    const admin = await signIn(app);
    const read = await get('/admin/api/campaign/products/7301', admin);
    expect(envelope<{ risk_level: string }>(read).response.risk_level).toBe('R2');
    const set = await app.inject({
      method: 'PUT',
      url: '/admin/api/campaign/products/7301',
      headers: admin,
      payload: { risk_level: 'R1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await app.campaigns.orders.product(7301))!.riskLevel).toBe('R1');
    const bad = await app.inject({
      method: 'PUT',
      url: '/admin/api/campaign/products/7301',
      headers: admin,
      payload: { risk_level: 'R9' },
    });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toContain('risk_level');
    // The seeded products: the topic product's level where one is sold, else R3.
    expect((await app.campaigns.orders.product(DXW_PRODUCT_ID))!.riskLevel).toBe('R3');
    expect((await app.campaigns.orders.product(2108))?.riskLevel ?? 'R5').toBe('R5');
  });
});

describe('the riskTest page', () => {
  it('answers the questionnaire, never cached, with its script under the CSP', async () => {
    const page = await get(`${RISK_TEST_PATH}?from=${encodeURIComponent('/h5-page/buy-x?a=1')}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('风险承受能力测评');
    expect(page.body).toContain('《证券期货投资者适当性管理办法》');
    for (const question of RISK_QUESTIONS) expect(page.body).toContain(question.text);
    expect(page.body.match(/type="radio"/g)).toHaveLength(
      RISK_QUESTIONS.reduce((sum, question) => sum + question.options.length, 0),
    );
    expect(page.body).toContain('提交即表示您同意我们按');
    expect(page.body).toContain('提交测评');
    expect(page.body).toContain('data-from="/h5-page/buy-x?a=1"');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const away = await get(`${RISK_TEST_PATH}?from=${encodeURIComponent('https://evil.example/')}`);
    expect(away.body).toContain('data-from="/h5-page/h5/demo"');
    const script = await get(RISK_TEST_SCRIPT_PATH);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain(API_PATHS.SUITABILITY_ASSESSMENT);
    expect(page.body).toContain(`<script src="${RISK_TEST_SCRIPT_PATH}" defer></script>`);
  });
});
