import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import type { ActivityPage, Block } from '@h5-page/schema/page';
import type { PageVariant } from '@h5-page/schema/variants';
import { createLeadRepository } from '../../src/accounts/store/lead-repository.ts';
import { body } from '../support/admin.ts';
import { appForAll } from '../support/app-for-all.ts';
import { expectOk } from '../support/expect-ok.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { codeFor, testPhone } from '../support/accounts.ts';
import { testPage } from '../support/pages.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

// A/B tests through the admin API and the visitor's answers: variants saved with the draft and
// checked like it, each visitor given one variant on the server and kept on it by a cookie, the
// variant on every event and lead, and the experiment's figures and verdict from them.

const text = (words: string): Block => ({
  name: 'text',
  value: { html: `<p>${words}</p>` },
  children: [],
});
const variant = (key: string, weight: number, words: string): PageVariant => ({
  key,
  weight,
  page_schema: [text(words)],
});

/**
 * A/B tests through the admin API and the visitor's answers: run on PGlite (experiments.test.ts)
 * and PostgreSQL (experiments-postgres.test.ts).
 */
export function experimentsSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  let admin: { cookie: string };
  let editor: { cookie: string };

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), { ssr: true, seed: false }));
    editor = await signedInAccount(app, admin, 'ab-editor', 'editor');
    return app;
  });

  const call = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
  const draftOf = async (code: string) =>
    body<{ draft: ActivityPage; revision: number }>(
      expectOk(await call(admin, 'GET', `/admin/api/pages/${code}`)),
    ).response;
  const setVariants = (code: string, variants: unknown[], who = admin) =>
    call(who, 'PUT', `/admin/api/pages/${code}/variants`, { variants });
  const problemsOf = (response: LightMyRequestResponse) =>
    body<{ problems: { path: string; message: string }[] }>(response).response.problems;
  const publish = async (code: string) =>
    expectOk(await call(admin, 'POST', `/admin/api/pages/${code}/publish`, {}));

  /** A page saved as a draft and given two variants, published. */
  async function experimentPage(code: string, weights: [number, number] = [50, 50]) {
    expectOk(await call(admin, 'PUT', `/admin/api/pages/${code}`, testPage(code)));
    expectOk(
      await setVariants(code, [
        variant('a', weights[0], '原版文案：立即预约'),
        variant('b', weights[1], '新版文案：免费领取'),
      ]),
    );
    await publish(code);
  }

  const visit = (code: string, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({
      url: `/h5-page/h5/${code}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  const inlinedVariant = (html: string) => /"variant":"([a-z0-9_-]+)"/.exec(html)?.[1] ?? null;

  describe('variants of a draft', () => {
    it('saves 2 to 4 variants with the draft, the control as the page’s own blocks', async () => {
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-save', testPage('ab-save')));
      const { revision } = await draftOf('ab-save');
      const saved = expectOk(
        await call(admin, 'PUT', `/admin/api/pages/ab-save/variants?base_revision=${revision}`, {
          variants: [variant('a', 40, '甲'), variant('b', 60, '乙')],
        }),
      );
      expect(body<{ revision: number }>(saved).response.revision).toBe(revision + 1);
      const { draft } = await draftOf('ab-save');
      expect(draft.variants?.map((v) => [v.key, v.weight])).toEqual([
        ['a', 40],
        ['b', 60],
      ]);
      expect(draft.page_schema).toEqual(draft.variants?.[0]?.page_schema);

      // A whole-draft save keeps the rule: the control's blocks are the page's.
      const edited = {
        ...draft,
        page_schema: [],
        variants: [variant('a', 40, '甲改'), variant('b', 60, '乙')],
      };
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-save', edited));
      expect((await draftOf('ab-save')).draft.page_schema).toEqual([text('甲改')]);

      const listed = body<{ pages: { code: string; experiment: boolean }[] }>(
        expectOk(await call(editor, 'GET', '/admin/api/pages')),
      ).response.pages;
      expect(listed.find((page) => page.code === 'ab-save')?.experiment).toBe(true);

      // [] ends the test: the page keeps the control's blocks.
      expectOk(await setVariants('ab-save', []));
      const ended = (await draftOf('ab-save')).draft;
      expect(ended.variants).toBeUndefined();
      expect(ended.page_schema).toEqual([text('甲改')]);
    });

    it('refuses a bad variant list with every problem named, and keeps the draft', async () => {
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-bad', testPage('ab-bad')));
      const before = await draftOf('ab-bad');

      const one = await setVariants('ab-bad', [variant('a', 100, '甲')]);
      expect(one.statusCode).toBe(400);
      expect(problemsOf(one)).toContainEqual({
        path: 'variants',
        message: 'expected 2 to 4 variants, got 1',
      });

      const wrong = await setVariants('ab-bad', [
        variant('a', 50, '甲'),
        variant('a', 30, '乙'),
        { key: 'C!', weight: 0, page_schema: [{ name: 'countdown', value: { type: 9 } }] },
      ]);
      expect(wrong.statusCode).toBe(400);
      const paths = problemsOf(wrong).map((problem) => problem.path);
      expect(paths).toEqual(
        expect.arrayContaining(['variants[1].key', 'variants[2].key', 'variants[2].weight']),
      );

      const blocks = await setVariants('ab-bad', [
        variant('a', 50, '甲'),
        { key: 'b', weight: 50, page_schema: [{ name: 'countdown', value: { type: 'soon' } }] },
      ]);
      expect(blocks.statusCode).toBe(400);
      expect(problemsOf(blocks)[0]?.path).toMatch(/^variants\[1\]\.page_schema\[0\]\.value\./);

      const sum = await setVariants('ab-bad', [variant('a', 50, '甲'), variant('b', 40, '乙')]);
      expect(problemsOf(sum)).toContainEqual({
        path: 'variants',
        message: 'weights must add up to 100, they add up to 90',
      });

      const after = await draftOf('ab-bad');
      expect(after.revision).toBe(before.revision);
      expect(after.draft.variants).toBeUndefined();
    });

    it('answers 409 to a change made on a stale revision', async () => {
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-stale', testPage('ab-stale')));
      const { revision } = await draftOf('ab-stale');
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-stale', testPage('ab-stale')));
      const stale = await call(
        admin,
        'PUT',
        `/admin/api/pages/ab-stale/variants?base_revision=${revision}`,
        {
          variants: [variant('a', 50, '甲'), variant('b', 50, '乙')],
        },
      );
      expect(stale.statusCode).toBe(409);
      expect((await draftOf('ab-stale')).draft.variants).toBeUndefined();
    });

    it('checks every variant for compliance, naming the variant', async () => {
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-check', testPage('ab-check')));
      expectOk(
        await setVariants('ab-check', [
          variant('a', 50, '稳健理财'),
          variant('b', 50, '保本保收益，稳赚不赔'),
        ]),
      );
      const checks = body<{ problems: { path: string; level: string }[] }>(
        expectOk(await call(admin, 'GET', '/admin/api/pages/ab-check/checks')),
      ).response.problems;
      const errors = checks.filter((problem) => problem.level === 'error');
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((problem) => problem.path.startsWith('variants[1].page_schema[0]'))).toBe(
        true,
      );
    });
  });

  describe('a visitor of a page with variants', () => {
    it('is given a variant on the server and kept on it by a cookie of the page’s path', async () => {
      await experimentPage('ab-visit');
      const first = await visit('ab-visit');
      expect(first.statusCode).toBe(200);
      const given = first.cookies.find((cookie) => cookie.name === 'h5_ab');
      expect(given).toMatchObject({
        path: '/h5-page/h5/ab-visit',
        sameSite: 'Lax',
        httpOnly: true,
      });
      expect(given?.maxAge).toBeGreaterThan(90 * 24 * 3600);
      // Given now: no shared cache may keep this answer for others.
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const key = given!.value;
      expect(inlinedVariant(first.body)).toBe(key);
      // The variant's own blocks, and no other variant's.
      const [mine, other] = key === 'a' ? ['原版文案', '新版文案'] : ['新版文案', '原版文案'];
      expect(first.body).toContain(mine);
      expect(first.body).not.toContain(other);

      const again = await visit('ab-visit', `h5_ab=${key}`);
      expect(again.cookies).toEqual([]);
      expect(inlinedVariant(again.body)).toBe(key);
      expect(again.headers['cache-control']).toMatch(/^public, .*s-maxage=/);
      const tag = String(again.headers.etag);
      expect(tag).toContain(`.${key}-`);
      const unchanged = await visit('ab-visit', `h5_ab=${key}`, { 'if-none-match': tag });
      expect(unchanged.statusCode).toBe(304);
      // The other variant's copy is another entity.
      const otherKey = key === 'a' ? 'b' : 'a';
      const theirs = await visit('ab-visit', `h5_ab=${otherKey}`, { 'if-none-match': tag });
      expect(theirs.statusCode).toBe(200);
      expect(inlinedVariant(theirs.body)).toBe(otherKey);

      // A cookie naming no variant of the page is replaced.
      const unknown = await visit('ab-visit', 'h5_ab=zz');
      expect(['a', 'b']).toContain(unknown.cookies.find((c) => c.name === 'h5_ab')?.value);
    });

    it('splits new visitors exactly by the weights, in random order', async () => {
      await experimentPage('ab-split', [30, 70]);
      const given: string[] = [];
      for (let n = 0; n < 200; n += 1) {
        const answer = await visit('ab-split');
        given.push(answer.cookies.find((cookie) => cookie.name === 'h5_ab')!.value);
      }
      // Blocks of ten (3 a, 7 b): every whole block holds the weights exactly.
      expect(given.filter((key) => key === 'a')).toHaveLength(60);
      for (let block = 0; block < 20; block += 1) {
        expect(given.slice(block * 10, block * 10 + 10).filter((key) => key === 'a')).toHaveLength(
          3,
        );
      }
      // Each visitor stays: their cookie brings the same variant back.
      for (const key of given.slice(0, 10)) {
        expect(inlinedVariant((await visit('ab-split', `h5_ab=${key}`)).body)).toBe(key);
      }
    });

    it('ignores the cookie on a page without variants', async () => {
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-none', testPage('ab-none')));
      await publish('ab-none');
      const answer = await visit('ab-none', 'h5_ab=b');
      expect(answer.cookies).toEqual([]);
      expect(inlinedVariant(answer.body)).toBeNull();
      expect(answer.headers['cache-control']).toMatch(/^public, /);
    });
  });

  describe('the variant on events and leads', () => {
    const pageView = (code: string, sid: string, ab?: string) =>
      app.inject({
        url: `/collect/v1/pv.gif?page_code=${code}&sid=${sid}&path=/h5-page/h5/${code}${ab ? `&ab=${ab}` : ''}`,
      });
    const click = (code: string, sid: string, vs: string, ab?: string) =>
      app.inject({
        method: 'POST',
        url: '/collect/v1/events',
        payload: {
          events: [
            {
              type: 'click',
              name: '立即领取',
              page_code: code,
              page_id: 9001,
              sid,
              uid: '',
              vs,
              ab,
            },
          ],
        },
      });

    it('binds the variant to the visit: its clicks carry the variant its page view reported', async () => {
      await experimentPage('ab-events');
      const view = await pageView('ab-events', 'sid-ab-1', 'b');
      const session = String(view.headers['x-visit-session']);
      expect(session).not.toBe('undefined');
      expectOk(await click('ab-events', 'sid-ab-1', session, 'b'));
      // The same visit claiming the other variant, or none, is refused.
      expect((await click('ab-events', 'sid-ab-1', session, 'a')).statusCode).toBe(403);
      expect((await click('ab-events', 'sid-ab-1', session)).statusCode).toBe(403);
      const experiment = body<{
        variants: { key: string; unique_visitors: number; clicks: number }[];
      }>(expectOk(await call(editor, 'GET', '/admin/api/pages/ab-events/experiment'))).response;
      expect(experiment.variants).toMatchObject([
        { key: 'a', unique_visitors: 0, clicks: 0 },
        { key: 'b', unique_visitors: 1, clicks: 1 },
      ]);
    });

    it('counts a page view naming a key the page does not run as no variant, and its clicks too', async () => {
      await experimentPage('ab-unknown');
      const view = await pageView('ab-unknown', 'sid-zzz', 'zzz');
      const session = String(view.headers['x-visit-session']);
      expectOk(await click('ab-unknown', 'sid-zzz', session, 'zzz'));
      // Its session is no variant's: it cannot be spent on a real one.
      expect((await click('ab-unknown', 'sid-zzz', session, 'b')).statusCode).toBe(403);
      await app.events.flush();
      const stored = await app.events.list({ pageCode: 'ab-unknown' });
      expect(stored.map((event) => [event.kind, event.variant])).toEqual([
        ['click', null],
        ['pv', null],
      ]);
    });

    it('credits a lead to the variant its visit’s page view counted for, whatever the body says', async () => {
      await experimentPage('ab-lead');
      await experimentPage('ab-lead-other');
      const statement = await app.accounts.privacyStatements.current();
      const submit = async (fields: Record<string, unknown>) => {
        const handset = testPhone();
        return app.inject({
          method: 'POST',
          url: API_PATHS.GIFT_ACTIVITY,
          payload: {
            nick_name: '张三',
            handset,
            code: await codeFor(app, handset),
            version_id: 1,
            cps_id: '',
            page_code: 'ab-lead',
            consent_version: statement.version,
            ...fields,
          },
        });
      };
      const sessionOf = async (sid: string, ab?: string) =>
        String((await pageView('ab-lead', sid, ab)).headers['x-visit-session']);
      const visitorA = await sessionOf('sid-lead-a', 'a');
      const unknown = await sessionOf('sid-lead-z', 'zzz');
      const elsewhere = String(
        (await pageView('ab-lead-other', 'sid-lead-a', 'a')).headers['x-visit-session'],
      );
      // [what the lead sends, the variant it is credited to]
      const cases: [Record<string, unknown>, string | null][] = [
        // Claimed without a visit: no page view was counted for b, nor for a made-up key.
        [{ variant: 'b' }, null],
        [{ variant: 'zzz' }, null],
        [{ variant: 'Not a key' }, null],
        // The visit's own variant, whatever the body claims.
        [{ sid: 'sid-lead-a', vs: visitorA, variant: 'b' }, 'a'],
        // Another visit's session, another page's, a forged one, one of no variant.
        [{ sid: 'sid-lead-other', vs: visitorA }, null],
        [{ sid: 'sid-lead-a', vs: elsewhere }, null],
        [
          {
            sid: 'sid-lead-a',
            vs: `${visitorA.slice(0, -1)}${visitorA.endsWith('A') ? 'B' : 'A'}`,
          },
          null,
        ],
        [{ sid: 'sid-lead-z', vs: unknown, variant: 'zzz' }, null],
      ];
      for (const [fields, credited] of cases) {
        const answer = expectOk(await submit(fields));
        const leadId = body<{ lead_id: number }>(answer).response.lead_id;
        const [lead] = (
          await createLeadRepository(app.database.db).list({ pageCode: 'ab-lead' })
        ).filter((row) => row.id === leadId);
        expect(lead?.variant, JSON.stringify(fields)).toBe(credited);
      }
      const refused = await submit({ sid: { $ne: '' }, vs: visitorA });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('参数 sid 格式不正确');
      // The experiment counts what visits did: a's one visitor and one lead, nothing for b.
      const experiment = body<{
        variants: { key: string; unique_visitors: number; leads: number }[];
      }>(expectOk(await call(editor, 'GET', '/admin/api/pages/ab-lead/experiment'))).response;
      expect(experiment.variants).toMatchObject([
        { key: 'a', unique_visitors: 1, leads: 1 },
        { key: 'b', unique_visitors: 0, leads: 0 },
      ]);
    });
  });

  describe('the experiment', () => {
    /** `visitors` page views (distinct sessions) and `leads` leads of `key`, stored directly. */
    async function traffic(code: string, key: string, visitors: number, leads: number) {
      await app.events.recordAll(
        Array.from({ length: visitors }, (_, n) => ({
          kind: 'pv',
          pageCode: code,
          sessionId: `${code}-${key}-${n}`,
          variant: key,
        })),
      );
      const repository = createLeadRepository(app.database.db);
      // One lead per handset and page: each variant's handsets of their own.
      const prefix = `13${key.charCodeAt(0) % 10}`;
      for (let n = 0; n < leads; n += 1) {
        await repository.insert({
          pageCode: code,
          handset: `${prefix}${String(n).padStart(8, '0')}`,
          nickName: '访客',
          cpsId: '',
          versionId: 1,
          isSendResult: 0,
          variant: key,
        });
      }
    }
    const experimentOf = async (code: string) =>
      body<{
        live: boolean;
        winner: string | null;
        reason: string;
        variants: {
          key: string;
          unique_visitors: number;
          leads: number;
          conversion: number;
          conversion_low: number;
          conversion_high: number;
          p_value: number | null;
          difference_low: number | null;
          difference_high: number | null;
          significant: boolean;
        }[];
        sample_ratio: { observed: number[]; expected: number[]; mismatch: boolean } | null;
        plan: {
          baseline: number;
          baseline_from: string;
          visitors_per_variant: number | null;
          daily_visitors: number;
          days: number | null;
          days_left: number | null;
        } | null;
      }>(expectOk(await call(editor, 'GET', `/admin/api/pages/${code}/experiment`))).response;

    it('names no winner before each variant has enough visitors', async () => {
      await experimentPage('ab-few');
      await traffic('ab-few', 'a', 40, 4);
      await traffic('ab-few', 'b', 40, 12);
      const experiment = await experimentOf('ab-few');
      expect(experiment.live).toBe(true);
      expect(experiment.winner).toBeNull();
      expect(experiment.reason).toBe(
        '样本不足：每个方案至少需要 100 位访客才判断胜负（方案 A 目前 40 位）',
      );
      expect(experiment.variants.map((v) => v.p_value)).toEqual([null, null]);
    });

    it('names the winner when the difference is significant, with intervals and p values', async () => {
      await experimentPage('ab-win');
      await traffic('ab-win', 'a', 1000, 100);
      await traffic('ab-win', 'b', 1000, 160);
      const experiment = await experimentOf('ab-win');
      expect(experiment.winner).toBe('b');
      expect(experiment.reason).toMatch(/^方案 B 转化率 16\.0%，显著高于其余方案（序贯检验 mSPRT/);
      const [a, b] = experiment.variants;
      expect(a).toMatchObject({
        unique_visitors: 1000,
        leads: 100,
        conversion: 0.1,
        p_value: null,
      });
      expect(b).toMatchObject({
        unique_visitors: 1000,
        leads: 160,
        conversion: 0.16,
        significant: true,
      });
      // The mSPRT on 10 % and 16 % of 1,000 each: Λ = 206, p = 1/Λ (docs/experiments.md).
      expect(b!.p_value).toBeCloseTo(0.00485, 4);
      expect(b!.difference_low!).toBeGreaterThan(0);
      expect(b!.difference_high!).toBeGreaterThan(0.06);
      expect(a!.conversion_low).toBeCloseTo(0.0829, 3);
      expect(a!.conversion_high).toBeCloseTo(0.1202, 3);
      expect(experiment.sample_ratio).toMatchObject({
        observed: [1000, 1000],
        expected: [1000, 1000],
        mismatch: false,
      });
      // Planned from the control's 10 %: 7,497 per variant; today's 2,000 visitors over the
      // last 7 days are 285.7 a day, 142.9 a variant: 53 days in all, 46 still to go.
      expect(experiment.plan).toMatchObject({
        baseline: 0.1,
        baseline_from: 'control',
        visitors_per_variant: 7497,
        daily_visitors: 285.7,
        days: 53,
        days_left: 46,
      });
    });

    it('calls the split off, naming no winner, when visitors do not follow the weights', async () => {
      await experimentPage('ab-split');
      await traffic('ab-split', 'a', 400, 20);
      await traffic('ab-split', 'b', 200, 40);
      const experiment = await experimentOf('ab-split');
      expect(experiment.winner).toBeNull();
      expect(experiment.sample_ratio).toMatchObject({
        observed: [400, 200],
        expected: [300, 300],
        mismatch: true,
      });
      expect(experiment.reason).toMatch(
        /^分流异常：访客的分配与设定的权重不符（方案 A 实际 400 位、应为约 300 位；方案 B 实际 200 位、应为约 300 位；/,
      );
    });

    it('names none when the difference could be chance', async () => {
      await experimentPage('ab-even');
      await traffic('ab-even', 'a', 300, 30);
      await traffic('ab-even', 'b', 300, 36);
      const experiment = await experimentOf('ab-even');
      expect(experiment.winner).toBeNull();
      expect(experiment.reason).toMatch(
        /^差异尚不显著：方案 B 转化率最高（12\.0%），但与 方案 A 的差异可能来自随机波动/,
      );
      expect(experiment.variants[1]!.significant).toBe(false);
    });

    it('answers an unpublished experiment with its variants and no figures', async () => {
      expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-draft', testPage('ab-draft')));
      expectOk(await setVariants('ab-draft', [variant('a', 50, '甲'), variant('b', 50, '乙')]));
      const experiment = await experimentOf('ab-draft');
      expect(experiment.live).toBe(false);
      expect(experiment.variants.map((v) => v.key)).toEqual(['a', 'b']);
      expect(experiment.reason).toBe('实验尚未发布：发布含多个方案的页面后开始统计');
      expect((await call(editor, 'GET', '/admin/api/pages/ab-nowhere/experiment')).statusCode).toBe(
        404,
      );
    });

    it('takes a period asked with from, checked as every stats period is', async () => {
      await experimentPage('ab-period');
      const asked = (query: string) =>
        call(editor, 'GET', `/admin/api/pages/ab-period/experiment?${query}`);
      const answer = body<{ from: string; to: string }>(
        expectOk(await asked('from=2026-03-01&to=2026-03-07')),
      ).response;
      expect([answer.from, answer.to]).toEqual(['2026-03-01', '2026-03-07']);
      for (const [query, msg] of [
        ['from=2026-03-08&to=2026-03-07', '参数 to 不能早于 from'],
        ['from=2025-01-01&to=2026-03-07', '参数 to 与 from 相隔不能超过 366 天'],
        ['from=2026-02-30', '参数 from 应为日期，格式 YYYY-MM-DD（如 2026-03-01）'],
      ] as const) {
        const refused = await asked(query);
        expect(refused.statusCode, query).toBe(400);
        expect(body(refused).msg, query).toBe(msg);
      }
    });

    it('ends by promoting a variant to be the page: publishers only', async () => {
      await experimentPage('ab-promote');
      const refused = await call(editor, 'POST', '/admin/api/pages/ab-promote/variants/b/promote');
      expect(refused.statusCode).toBe(403);
      const missing = await call(admin, 'POST', '/admin/api/pages/ab-promote/variants/c/promote');
      expect(missing.statusCode).toBe(404);
      expectOk(await call(admin, 'POST', '/admin/api/pages/ab-promote/variants/b/promote'));
      const { draft } = await draftOf('ab-promote');
      expect(draft.variants).toBeUndefined();
      expect(draft.page_schema).toEqual([text('新版文案：免费领取')]);
      await publish('ab-promote');
      const after = await visit('ab-promote');
      expect(after.cookies).toEqual([]);
      expect(after.body).toContain('新版文案：免费领取');
    });
  });
}
