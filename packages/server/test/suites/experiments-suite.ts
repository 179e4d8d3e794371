import { describe, expect, it, vi } from 'vitest';
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
  const inlinedVariant = (html: string) => /"variant":"([a-z0-9_.-]+)"/.exec(html)?.[1] ?? null;

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

    /** A lead on `code` by a new handset with its SMS code, carrying `fields` (a visit's sid, vs). */
    const leaveLead = async (code: string, fields: Record<string, unknown>) => {
      const handset = testPhone();
      const statement = await app.accounts.privacyStatements.current();
      return app.inject({
        method: 'POST',
        url: API_PATHS.GIFT_ACTIVITY,
        payload: {
          nick_name: '张三',
          handset,
          code: await codeFor(app, handset),
          version_id: 1,
          cps_id: '',
          page_code: code,
          consent_version: statement.version,
          ...fields,
        },
      });
    };

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
      const submit = (fields: Record<string, unknown>) => leaveLead('ab-lead', fields);
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
    describe('under an automatic allocation', () => {
      /** A page of two variants whose traffic moves automatically, published. */
      async function automaticPage(code: string) {
        expectOk(await call(admin, 'PUT', `/admin/api/pages/${code}`, testPage(code)));
        expectOk(
          await call(admin, 'PUT', `/admin/api/pages/${code}/variants`, {
            variants: [
              variant('a', 80, '原版文案：立即预约'),
              variant('b', 20, '新版文案：免费领取'),
            ],
            variant_allocation: 'thompson',
          }),
        );
        expect((await draftOf(code)).draft.variant_allocation).toBe('thompson');
        await publish(code);
      }
      const tokenOf = (answer: LightMyRequestResponse) =>
        answer.cookies.find((cookie) => cookie.name === 'h5_ab')?.value;

      it('keeps one new visitor in five as an equal holdout, marked from the cookie to the lead', async () => {
        await automaticPage('ab-auto');
        const given: string[] = [];
        for (let n = 0; n < 50; n += 1) given.push(tokenOf(await visit('ab-auto'))!);
        for (const token of given) expect(token).toMatch(/^[ab](\.h)?$/);
        const held = given.filter((token) => token.endsWith('.h'));
        expect(held).toHaveLength(10);
        // The holdout splits equally, whatever weights were typed (80/20).
        expect(held.filter((token) => token === 'a.h')).toHaveLength(5);

        // A returning visitor keeps their token: its own shared copy, and it is what the page reports.
        const again = await visit('ab-auto', 'h5_ab=b.h');
        expect(again.cookies).toEqual([]);
        expect(inlinedVariant(again.body)).toBe('b.h');
        expect(again.body).toContain('新版文案');
        expect(String(again.headers.etag)).toContain('.b.h-');
        expect(again.headers['cache-control']).toMatch(/^public, /);

        const view = await pageView('ab-auto', 'sid-auto-held', 'b.h');
        const session = String(view.headers['x-visit-session']);
        expectOk(await click('ab-auto', 'sid-auto-held', session, 'b.h'));
        // The visit cannot move out of the holdout, nor into it.
        expect((await click('ab-auto', 'sid-auto-held', session, 'b')).statusCode).toBe(403);
        const moved = String(
          (await pageView('ab-auto', 'sid-auto-moved', 'b')).headers['x-visit-session'],
        );
        expect((await click('ab-auto', 'sid-auto-moved', moved, 'b.h')).statusCode).toBe(403);
        await app.events.flush();
        const stored = await app.events.list({ pageCode: 'ab-auto' });
        expect(
          stored.map((event) => [event.kind, event.sessionId, event.variant, event.holdout]).sort(),
        ).toEqual([
          ['click', 'sid-auto-held', 'b', true],
          ['pv', 'sid-auto-held', 'b', true],
          ['pv', 'sid-auto-moved', 'b', false],
        ]);

        const lead = expectOk(await leaveLead('ab-auto', { sid: 'sid-auto-held', vs: session }));
        const leadId = body<{ lead_id: number }>(lead).response.lead_id;
        const [row] = (
          await createLeadRepository(app.database.db).list({ pageCode: 'ab-auto' })
        ).filter((entry) => entry.id === leadId);
        expect([row?.variant, row?.holdout]).toEqual(['b', true]);
        // The lead list's export names the variant as the builder does.
        const csv = await call(admin, 'GET', `/admin/api/pages/ab-auto/leads.csv`);
        expect(csv.statusCode).toBe(200);
        const [header, first] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
        expect(header).toContain('渠道,渠道名称,实验方案,');
        expect(first).toMatch(/^[^,]+,\d{11},张三,,,方案 B,/);

        // The visits set the allocation going; the analysis reads the holdout alone.
        type Answer = {
          holdout_only: boolean;
          periods: { allocation: string; variants: { key: string; weight: number }[] }[];
          allocation: {
            computed_at: string | null;
            holdout_share: number;
            variants: { key: string; weight: number; share: number; chance_best: number | null }[];
          } | null;
          variants: { key: string; weight: number; unique_visitors: number; leads: number }[];
          sample_ratio: { expected: number[] } | null;
        };
        const experiment = async () =>
          body<Answer>(expectOk(await call(editor, 'GET', '/admin/api/pages/ab-auto/experiment')))
            .response;
        await vi.waitFor(async () =>
          expect((await experiment()).allocation?.computed_at).not.toBeNull(),
        );
        const answer = await experiment();
        expect(answer.holdout_only).toBe(true);
        expect(answer.periods.at(-1)).toMatchObject({
          allocation: 'thompson',
          variants: [
            { key: 'a', weight: 50 },
            { key: 'b', weight: 50 },
          ],
        });
        expect(answer.variants).toMatchObject([
          { key: 'a', weight: 50, unique_visitors: 0, leads: 0 },
          { key: 'b', weight: 50, unique_visitors: 1, leads: 1 },
        ]);
        expect(answer.sample_ratio?.expected).toEqual([0.5, 0.5]);
        const allocation = answer.allocation!;
        expect(allocation.holdout_share).toBe(0.2);
        expect(allocation.variants.map((v) => v.key)).toEqual(['a', 'b']);
        for (const v of allocation.variants) {
          expect(v.weight).toBeGreaterThanOrEqual(0.1);
          expect(v.share).toBeCloseTo(0.1 + 0.8 * v.weight, 3);
          expect(v.chance_best).not.toBeNull();
        }
      });

      it('is refused on a page without variants and ends with the test', async () => {
        expectOk(await call(admin, 'PUT', '/admin/api/pages/ab-auto-bad', testPage('ab-auto-bad')));
        const bare = await call(admin, 'PUT', '/admin/api/pages/ab-auto-bad', {
          ...testPage('ab-auto-bad'),
          variant_allocation: 'thompson',
        });
        expect(bare.statusCode).toBe(400);
        expect(problemsOf(bare)).toEqual([
          {
            path: 'variant_allocation',
            message: 'expected only on a page with variants (an A/B test)',
          },
        ]);
        const odd = await call(admin, 'PUT', '/admin/api/pages/ab-auto-bad/variants', {
          variants: [variant('a', 50, '甲'), variant('b', 50, '乙')],
          variant_allocation: 'bandit',
        });
        expect(odd.statusCode).toBe(400);
        expect(body(odd).msg).toContain('variant_allocation');
        expect((await draftOf('ab-auto-bad')).draft.variants).toBeUndefined();

        await automaticPage('ab-auto-end');
        // Setting the weights again keeps the allocation; null turns it off; [] ends both.
        expectOk(
          await setVariants('ab-auto-end', [variant('a', 60, '甲'), variant('b', 40, '乙')]),
        );
        expect((await draftOf('ab-auto-end')).draft.variant_allocation).toBe('thompson');
        expectOk(
          await call(admin, 'PUT', '/admin/api/pages/ab-auto-end/variants', {
            variants: [variant('a', 60, '甲'), variant('b', 40, '乙')],
            variant_allocation: null,
          }),
        );
        expect((await draftOf('ab-auto-end')).draft.variant_allocation).toBeUndefined();
        expectOk(
          await call(admin, 'PUT', '/admin/api/pages/ab-auto-end/variants', {
            variants: [variant('a', 60, '甲'), variant('b', 40, '乙')],
            variant_allocation: 'thompson',
          }),
        );
        expectOk(await setVariants('ab-auto-end', []));
        const ended = (await draftOf('ab-auto-end')).draft;
        expect([ended.variants, ended.variant_allocation]).toEqual([undefined, undefined]);
      });

      it('drops a holdout’s mark on a page split by its weights: every visitor counts there', async () => {
        await experimentPage('ab-auto-off');
        const answer = await visit('ab-auto-off', 'h5_ab=b.h');
        expect(tokenOf(answer)).toBe('b');
        expect(inlinedVariant(answer.body)).toBe('b');
        expect(answer.headers['cache-control']).toBe('private, no-cache');
        // A page view claiming the mark counts for no variant there.
        const view = await pageView('ab-auto-off', 'sid-off', 'b.h');
        expect(view.statusCode).toBe(200);
        await app.events.flush();
        const [stored] = await app.events.list({ pageCode: 'ab-auto-off' });
        expect([stored?.variant, stored?.holdout]).toEqual([null, false]);
      });
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
    /**
     * Of `key`'s first `visitors` sessions (as `traffic` names them): `clicks[n]` clicks of the
     * n-th kind of visitor for `counts[n]` visitors, and visit beacons of `stays` ms for the first
     * `stayCounts` visitors.
     */
    async function behaviour(
      code: string,
      key: string,
      options: { clicks?: [number, number][]; stays?: [number, number][] },
    ) {
      let n = 0;
      const sessions = (count: number) =>
        Array.from({ length: count }, () => `${code}-${key}-${n++}`);
      const rows: Parameters<typeof app.events.recordAll>[0] = [];
      for (const [count, clicks] of options.clicks ?? [])
        for (const sessionId of sessions(count))
          for (let c = 0; c < clicks; c += 1)
            rows.push({ kind: 'click', pageCode: code, sessionId, variant: key });
      n = 0;
      for (const [count, ms] of options.stays ?? [])
        for (const sessionId of sessions(count)) {
          // A stay reported in two beacons (each the time since the one before) adds up.
          rows.push({
            kind: 'beacon',
            pageCode: code,
            sessionId,
            variant: key,
            durationMs: ms - 1000,
          });
          rows.push({ kind: 'beacon', pageCode: code, sessionId, variant: key, durationMs: 1000 });
        }
      await app.events.recordAll(rows);
    }
    const experimentOf = async (code: string, query = '') =>
      body<{
        live: boolean;
        winner: string | null;
        held_back: string | null;
        reason: string;
        period: number | null;
        periods: {
          number: number;
          start: string;
          end: string | null;
          versions: number[];
          variants: { key: string; weight: number }[];
        }[];
        variants: {
          key: string;
          name?: string;
          weight: number;
          unique_visitors: number;
          clicks: number;
          clicks_per_visitor: number;
          clicks_per_visitor_low: number;
          clicks_per_visitor_high: number;
          stay_measured: number;
          quick_leaves: number;
          quick_leave_rate: number;
          quick_leave_p: number | null;
          quick_leave_worse: boolean;
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
      }>(expectOk(await call(editor, 'GET', `/admin/api/pages/${code}/experiment${query}`)))
        .response;

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

    it('names a variant the marketer named by its letter and name, as published: in the answer, the verdict and the lead export', async () => {
      const code = 'ab-named';
      expectOk(await call(admin, 'PUT', `/admin/api/pages/${code}`, testPage(code)));
      const named = (name: string) => [
        variant('a', 50, '原版文案：立即预约'),
        { ...variant('b', 50, '新版文案：免费领取'), name },
      ];
      const twice = await setVariants(code, [
        { ...variant('a', 50, '原版文案：立即预约'), name: '新人礼版' },
        named('新人礼版')[1]!,
      ]);
      expect(twice.statusCode).toBe(400);
      expect(problemsOf(twice)).toEqual([
        { path: 'variants[1].name', message: 'name "新人礼版" is used twice' },
      ]);
      expectOk(await setVariants(code, named('新人礼版')));
      await publish(code);
      // Renamed in the draft alone: what visitors get, and what is analysed, is still the live one.
      expectOk(await setVariants(code, named('老客版')));
      await traffic(code, 'a', 1000, 100);
      await traffic(code, 'b', 1000, 160);

      const experiment = await experimentOf(code);
      expect(experiment.variants.map((v) => [v.key, v.name])).toEqual([
        ['a', undefined],
        ['b', '新人礼版'],
      ]);
      expect('name' in experiment.variants[0]!).toBe(false);
      expect(experiment.winner).toBe('b');
      expect(experiment.reason).toMatch(/^方案 B · 新人礼版 转化率 16\.0%，显著高于其余方案/);

      const csv = await call(admin, 'GET', `/admin/api/pages/${code}/leads.csv`);
      expect(csv.statusCode).toBe(200);
      const [header, ...lines] = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const column = header!.split(',').indexOf('实验方案');
      const shown = lines.map((line) => line.split(',')[column]);
      expect(shown.filter((cell) => cell === '方案 A')).toHaveLength(100);
      expect(shown.filter((cell) => cell === '方案 B · 新人礼版')).toHaveLength(160);
    });

    it('reads clicks per visitor with its interval, and who left within 5 seconds', async () => {
      await experimentPage('ab-clicks');
      await traffic('ab-clicks', 'a', 1000, 100);
      await traffic('ab-clicks', 'b', 1000, 100);
      // 方案 A: 500 visitors click once, 100 three times: 800 clicks, 1,400 summed squares.
      await behaviour('ab-clicks', 'a', {
        clicks: [
          [500, 1],
          [100, 3],
        ],
        stays: [
          [150, 3000],
          [650, 20_000],
        ],
      });
      // A click of a session with no page view of the period is no visitor's.
      await app.events.recordAll([
        { kind: 'click', pageCode: 'ab-clicks', sessionId: 'elsewhere', variant: 'a' },
      ]);
      const [a, b] = (await experimentOf('ab-clicks')).variants;
      // Mean 0.8; variance (1400 − 1000 × 0.8²) / 999 = 0.7608; 1.96 × √(0.7608 / 1000) = 0.0541.
      expect(a).toMatchObject({ clicks: 800, clicks_per_visitor: 0.8 });
      expect(a!.clicks_per_visitor_low).toBeCloseTo(0.7459, 3);
      expect(a!.clicks_per_visitor_high).toBeCloseTo(0.8541, 3);
      // 800 visitors with a reported stay, 150 of them under 5 s (3 s in two beacons).
      expect(a).toMatchObject({ stay_measured: 800, quick_leaves: 150, quick_leave_rate: 0.1875 });
      expect(b).toMatchObject({
        clicks: 0,
        clicks_per_visitor: 0,
        stay_measured: 0,
        quick_leave_p: null,
        quick_leave_worse: false,
      });
    });

    it('holds a conversion winner back when significantly more of its visitors leave within 5 s', async () => {
      await experimentPage('ab-guard');
      await traffic('ab-guard', 'a', 1000, 100);
      await traffic('ab-guard', 'b', 1000, 160);
      await behaviour('ab-guard', 'a', {
        stays: [
          [200, 2000],
          [800, 30_000],
        ],
      });
      await behaviour('ab-guard', 'b', {
        stays: [
          [400, 4999],
          [600, 30_000],
        ],
      });
      const experiment = await experimentOf('ab-guard');
      // 方案 B converts better (16 % against 10 %, as above), but 40 % of its visitors leave
      // within 5 s against 20 % of the control's.
      expect(experiment.variants[1]).toMatchObject({
        significant: true,
        quick_leave_rate: 0.4,
        quick_leave_worse: true,
      });
      expect(experiment.variants[1]!.quick_leave_p!).toBeLessThan(0.001);
      expect(experiment.winner).toBeNull();
      expect(experiment.held_back).toBe('b');
      expect(experiment.reason).toMatch(
        /^护栏指标变差：方案 B 转化率 16\.0%，显著高于其余方案，但 5 秒内离开的访客占 40\.0%，显著高于 方案 A 的 20\.0%/,
      );
    });

    it('starts a new analysis period when the weights change, the old one still readable', async () => {
      await experimentPage('ab-weights');
      await traffic('ab-weights', 'a', 300, 30);
      await traffic('ab-weights', 'b', 300, 45);
      // A wording fix with the same split continues the period.
      expectOk(
        await setVariants('ab-weights', [
          variant('a', 50, '原版文案：立即预约'),
          variant('b', 50, '新版文案：免费领取!'),
        ]),
      );
      await publish('ab-weights');
      expect((await experimentOf('ab-weights')).periods).toHaveLength(1);
      // New weights: a new period, with nothing counted yet.
      expectOk(
        await setVariants('ab-weights', [
          variant('a', 80, '原版文案：立即预约'),
          variant('b', 20, '新版文案：免费领取!'),
        ]),
      );
      await publish('ab-weights');
      const latest = await experimentOf('ab-weights');
      expect(latest.period).toBe(2);
      expect(
        latest.periods.map(({ number, versions, variants, end }) => ({
          number,
          versions,
          variants,
          ended: end !== null,
        })),
      ).toEqual([
        {
          number: 1,
          versions: [1, 2],
          variants: [
            { key: 'a', weight: 50 },
            { key: 'b', weight: 50 },
          ],
          ended: true,
        },
        {
          number: 2,
          versions: [3],
          variants: [
            { key: 'a', weight: 80 },
            { key: 'b', weight: 20 },
          ],
          ended: false,
        },
      ]);
      expect(latest.periods[0]!.end).toBe(latest.periods[1]!.start);
      expect(latest.variants.map((v) => [v.weight, v.unique_visitors])).toEqual([
        [80, 0],
        [20, 0],
      ]);
      // The first period is read against its own weights: 300 and 300 is the 50/50 it asked for.
      const first = await experimentOf('ab-weights', '?period=1');
      expect(first.period).toBe(1);
      expect(first.variants.map((v) => [v.weight, v.unique_visitors, v.leads])).toEqual([
        [50, 300, 30],
        [50, 300, 45],
      ]);
      const refused = await call(editor, 'GET', '/admin/api/pages/ab-weights/experiment?period=3');
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('参数 period 不存在：这个页面的实验共有 2 个分析阶段');
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
