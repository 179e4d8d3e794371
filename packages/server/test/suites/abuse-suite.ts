import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import { DEFAULT_ABUSE_CAPS_PER_DAY } from '../../src/config.ts';
import { userCoupons } from '../../src/campaigns/store/tables-coupon.ts';
import { DEVICE_COOKIE } from '../../src/abuse/abuse-guard.ts';
import { registeredUser } from '../support/campaign.ts';
import { appForAll } from '../support/app-for-all.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { testPage } from '../support/pages.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

/**
 * Campaign anti-abuse through the gateway and the admin API, with production's default caps: run
 * on PGlite (abuse/abuse.test.ts) and PostgreSQL (abuse/abuse-postgres.test.ts).
 */
export function abuseSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  let admin: { cookie: string };
  // Users of this file without a users row: a token, no verified phone, no handset.
  let nextUid = 900_000;

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), {
      config: { abuseCapsPerDay: DEFAULT_ABUSE_CAPS_PER_DAY },
    }));
    return app;
  });

  const envelope = (response: LightMyRequestResponse) =>
    response.json<{ code: number | string; msg: string; response: Record<string, unknown> }>();
  const newPage = async (code: string) => {
    const saved = await app.inject({
      method: 'PUT',
      url: `/admin/api/pages/${code}`,
      headers: admin,
      payload: testPage(code),
    });
    expect(saved.statusCode).toBe(200);
  };
  const token = async (uid = (nextUid += 1)) => `Bearer ${await app.tokens.sign(uid)}`;
  /** One coupon grab of the 2024-09 batch, made for `code`'s page. */
  const grab = (code: string, authorization: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.COUPON_202409_RECEIVE,
      headers: { authorization, referer: `http://localhost/h5-page/h5/${code}`, ...headers },
      payload: {},
    });
  const couponsOf = async (from: number, to: number) => {
    const [row] = await app.database.db
      .select({ n: count() })
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.batch, 'coupon202409'),
          gte(userCoupons.softuserId, from),
          lte(userCoupons.softuserId, to),
        ),
      );
    return row?.n ?? 0;
  };
  const rules = (code: string, payload: unknown, headers: { cookie: string } = admin) =>
    app.inject({
      method: 'PUT',
      url: `/admin/api/pages/${code}/abuse-rules`,
      headers,
      payload: payload as object,
    });
  const refused = async (code: string) => {
    const stats = await app.inject({ url: `/admin/api/pages/${code}/stats`, headers: admin });
    expect(stats.statusCode).toBe(200);
    return envelope(stats).response.refused;
  };

  describe('the daily caps', () => {
    it('a script claiming 1,000 coupons from one address is refused after 20, and stores 20', async () => {
      await newPage('abuse-script');
      const first = nextUid + 1;
      const statuses = new Map<number, number>();
      let refusal = '';
      // In rounds of 20 at once, as a script would send them.
      for (let round = 0; round < 50; round += 1) {
        const tokens = await Promise.all(Array.from({ length: 20 }, () => token()));
        for (const answer of await Promise.all(tokens.map((t) => grab('abuse-script', t)))) {
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          if (answer.statusCode === 429) refusal = envelope(answer).msg;
        }
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: 20, 429: 980 });
      expect(refusal).toBe('当前网络今日参与次数已达上限，请明天再试');
      expect(await couponsOf(first, nextUid)).toBe(20);
      expect(await refused('abuse-script')).toMatchObject({ total: 980, address: 980 });
    }, 300_000);

    it('another address still may claim on that page, and the cap is per page', async () => {
      const other = await grab('abuse-script', await token(), { 'x-forwarded-for': '10.0.0.9' });
      // Fastify trusts no proxy here: the address is the connection's, so still refused.
      expect(other.statusCode).toBe(429);
      await newPage('abuse-other');
      expect((await grab('abuse-other', await token())).statusCode).toBe(200);
    });

    it('one device: 5 a day, counted by its first-party cookie', async () => {
      await newPage('abuse-device');
      const device = { cookie: `${DEVICE_COOKIE}=device-abcdefghijklmnop` };
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        codes.push((await grab('abuse-device', await token(), device)).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const last = await grab('abuse-device', await token(), device);
      expect(envelope(last).msg).toBe('该设备今日参与次数已达上限，请明天再试');
      // A visitor without the cookie is given one for the next call.
      const fresh = await grab('abuse-device', await token());
      expect(fresh.cookies.find((c) => c.name === DEVICE_COOKIE)?.value).toMatch(/^[\w-]{16,}$/);
      expect(await refused('abuse-device')).toMatchObject({ device: 3 });
    });

    it('one handset: 3 a day, over every guarded call of the page', async () => {
      await newPage('abuse-handset');
      const user = await registeredUser(app);
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await grab('abuse-handset', user.headers.authorization ?? '')).statusCode);
      }
      // One coupon, then 已领取 twice (each took a slot), then the handset's cap.
      expect(codes).toEqual([200, 409, 409, 429, 429]);
      const refusal = await grab('abuse-handset', user.headers.authorization ?? '');
      expect(envelope(refusal).msg).toBe('该手机号今日参与次数已达上限，请明天再试');
      expect(await refused('abuse-handset')).toMatchObject({ handset: 3, total: 3 });
    });

    it('concurrent claims never pass the cap', async () => {
      await newPage('abuse-race');
      const saved = await rules('abuse-race', {
        per_address: 7,
        per_device: 0,
        per_handset: 0,
        verified_only: false,
      });
      expect(saved.statusCode).toBe(200);
      const first = nextUid + 1;
      const tokens = await Promise.all(Array.from({ length: 40 }, () => token()));
      const answers = await Promise.all(tokens.map((t) => grab('abuse-race', t)));
      const ok = answers.filter((a) => a.statusCode === 200).length;
      const capped = answers.filter((a) => a.statusCode === 429).length;
      expect({ ok, capped }).toEqual({ ok: 7, capped: 33 });
      expect(await couponsOf(first, nextUid)).toBe(7);
    });

    it('a cap of 0 is no cap', async () => {
      await newPage('abuse-open');
      await rules('abuse-open', {
        per_address: 0,
        per_device: 0,
        per_handset: 0,
        verified_only: false,
      });
      for (let i = 0; i < 25; i += 1) {
        expect((await grab('abuse-open', await token())).statusCode).toBe(200);
      }
    });
  });

  describe('the blocklist and verified phones', () => {
    it('a blocklisted handset is refused on its page, a global one on every page; removed, it may claim', async () => {
      await newPage('abuse-block');
      await newPage('abuse-block2');
      const user = await registeredUser(app);
      const auth = user.headers.authorization ?? '';
      const added = await app.inject({
        method: 'POST',
        url: '/admin/api/pages/abuse-block/abuse-blocklist',
        headers: admin,
        payload: { handset: user.handset, note: '脚本领券' },
      });
      expect(added.statusCode).toBe(200);
      expect(envelope(added).response).toMatchObject({ created: true, entry: { global: false } });
      const blocked = await grab('abuse-block', auth);
      expect(blocked.statusCode).toBe(403);
      expect(envelope(blocked).msg).toBe('该手机号暂时无法参与本活动，如有疑问请联系客服');

      const global = await app.inject({
        method: 'POST',
        url: '/admin/api/pages/abuse-block/abuse-blocklist',
        headers: admin,
        payload: { handset: user.handset, global: true },
      });
      expect(global.statusCode).toBe(200);
      expect((await grab('abuse-block2', auth)).statusCode).toBe(403);
      const list = await app.inject({
        url: '/admin/api/pages/abuse-block2/abuse-blocklist',
        headers: admin,
      });
      expect(envelope(list).response.handsets).toEqual([
        expect.objectContaining({ handset: user.handset, global: true }),
      ]);

      for (const url of [
        `/admin/api/pages/abuse-block/abuse-blocklist/${user.handset}`,
        `/admin/api/pages/abuse-block/abuse-blocklist/${user.handset}?global=1`,
      ]) {
        expect((await app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
      }
      const again = await app.inject({
        method: 'DELETE',
        url: `/admin/api/pages/abuse-block/abuse-blocklist/${user.handset}`,
        headers: admin,
      });
      expect(again.statusCode).toBe(404);
      expect((await grab('abuse-block', auth)).statusCode).toBe(200);
      expect(await refused('abuse-block')).toMatchObject({ blocklist: 1, total: 1 });
      expect(await refused('abuse-block2')).toMatchObject({ blocklist: 1, total: 1 });

      const audit = await app.inject({
        url: '/admin/api/audit?page_code=abuse-block',
        headers: admin,
      });
      const entries = envelope(audit).response.entries as { action: string; detail: unknown }[];
      expect(entries.map((e) => e.action).filter((action) => action.startsWith('abuse.'))).toEqual([
        'abuse.block',
        'abuse.block',
        'abuse.unblock',
        'abuse.unblock',
      ]);
      expect(JSON.stringify(entries)).not.toContain(user.handset);
    });

    it('verified only: a token without a verified phone is refused, a signed-in phone may claim', async () => {
      await newPage('abuse-verified');
      const saved = await rules('abuse-verified', {
        per_address: 20,
        per_device: 5,
        per_handset: 3,
        verified_only: true,
      });
      expect(envelope(saved).response.rules).toMatchObject({ verified_only: true, custom: true });
      const unverified = await grab('abuse-verified', await token());
      expect(unverified.statusCode).toBe(403);
      expect(envelope(unverified).msg).toBe('本活动仅限已验证手机号的用户参与，请先登录');
      const user = await registeredUser(app);
      expect((await grab('abuse-verified', user.headers.authorization ?? '')).statusCode).toBe(200);
      expect(await refused('abuse-verified')).toMatchObject({ unverified: 1, total: 1 });
    });
  });

  describe('the admin API', () => {
    it("reads a page's rules: the defaults until it has its own", async () => {
      await newPage('abuse-read');
      const read = await app.inject({
        url: '/admin/api/pages/abuse-read/abuse-rules',
        headers: admin,
      });
      expect(envelope(read).response).toEqual({
        rules: {
          per_address: 20,
          per_device: 5,
          per_handset: 3,
          verified_only: false,
          custom: false,
          updated_at: null,
          updated_by: null,
        },
        defaults: { per_address: 20, per_device: 5, per_handset: 3, verified_only: false },
      });
      const missing = await app.inject({
        url: '/admin/api/pages/nope-x/abuse-rules',
        headers: admin,
      });
      expect(missing.statusCode).toBe(404);
    });

    it('bad rule bodies get a 4xx naming the field, and nothing is saved', async () => {
      await newPage('abuse-bad');
      const good = { per_address: 20, per_device: 5, per_handset: 3, verified_only: false };
      for (const [payload, field] of [
        [{ ...good, per_address: -1 }, '每个网络地址每天次数'],
        [{ ...good, per_device: 1.5 }, '每台设备每天次数'],
        [{ ...good, per_handset: 100_001 }, '每个手机号每天次数'],
        [{ ...good, per_handset: '3' }, '每个手机号每天次数'],
        [{ ...good, verified_only: 'yes' }, 'verified_only'],
        [{ ...good, extra: 1 }, '请求内容格式不正确'],
      ] as const) {
        const answer = await rules('abuse-bad', payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(envelope(answer).msg).toContain(field);
      }
      const missing = await rules('abuse-bad', { per_address: 1 });
      expect(missing.statusCode).toBe(400);
      const read = await app.inject({
        url: '/admin/api/pages/abuse-bad/abuse-rules',
        headers: admin,
      });
      expect(envelope(read).response.rules).toMatchObject({ custom: false });

      const badHandset = await app.inject({
        method: 'POST',
        url: '/admin/api/pages/abuse-bad/abuse-blocklist',
        headers: admin,
        payload: { handset: '12345' },
      });
      expect(badHandset.statusCode).toBe(400);
      expect(envelope(badHandset).msg).toContain('手机号');
    });

    it('editors read the rules but only publishers change them or see the blocklist', async () => {
      await newPage('abuse-roles');
      const editor = await signedInAccount(app, admin, 'abuse-ed', 'editor');
      const read = await app.inject({
        url: '/admin/api/pages/abuse-roles/abuse-rules',
        headers: editor,
      });
      expect(read.statusCode).toBe(200);
      const change = await rules(
        'abuse-roles',
        { per_address: 1, per_device: 1, per_handset: 1, verified_only: false },
        editor,
      );
      expect(change.statusCode).toBe(403);
      const list = await app.inject({
        url: '/admin/api/pages/abuse-roles/abuse-blocklist',
        headers: editor,
      });
      expect(list.statusCode).toBe(403);
    });

    it('a change of rules is audited with who made it', async () => {
      await newPage('abuse-audit');
      await rules('abuse-audit', {
        per_address: 9,
        per_device: 4,
        per_handset: 2,
        verified_only: true,
      });
      const audit = await app.inject({
        url: '/admin/api/audit?page_code=abuse-audit',
        headers: admin,
      });
      const entries = envelope(audit).response.entries as {
        action: string;
        actor: string;
        detail: unknown;
      }[];
      expect(entries.find((e) => e.action === 'abuse.rules')).toMatchObject({
        actor: 'admin',
        detail: { per_address: 9, per_device: 4, per_handset: 2, verified_only: true },
      });
    });
  });
}
