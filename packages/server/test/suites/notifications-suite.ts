import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type { NotificationInfo } from '@h5-page/schema/admin-api/notifications';
import { body } from '../support/admin.ts';
import { codeFor, leadPayload, testPhone } from '../support/accounts.ts';
import { appForAll } from '../support/app-for-all.ts';
import { aroundAll } from '../support/around-all.ts';
import { fakeResolver } from '../support/fake-resolver.ts';
import { startFakeWecomRobot } from '../support/fake-wecom-robot.ts';
import type { FakeWecomRobot } from '../support/fake-wecom-robot.ts';
import { testPage } from '../support/pages.ts';
import { signedInAccount } from '../support/signed-in-editor.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import type { WebhookReceiver } from '../support/webhook-receiver.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Patience for what runs after a change commits (a state awaited, not a pause). */
const SETTLES = { timeout: 20_000, interval: 20 };
/** Where the admin's browser had the builder when the robot was set: its links start there. */
const BUILDER_ORIGIN = 'http://localhost:3000';

type Who = { cookie: string };

/**
 * The builder's inbox and the 企业微信 group robot, driven through the real flows: review, publish,
 * schedules on the app's clock, a failing webhook on the deliverer's clock. Run on PGlite
 * (notifications/notifications.test.ts) and PostgreSQL (notifications-postgres.test.ts).
 */
export function notificationsSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  let admin: Who;
  let editor: Who;
  let reviewer: Who;
  let publisher: Who;
  /** Added to the real time on the pages' clock (starts, ends). */
  let pageOffset = 0;
  const now = () => Date.now() + pageOffset;
  /** Added to the real time on the webhook deliverer's clock. */
  let deliveryOffset = 0;

  let robot: FakeWecomRobot;
  const receivers: WebhookReceiver[] = [];
  aroundAll(
    async () => {
      robot = await startFakeWecomRobot();
      return robot;
    },
    (started) => started.close(),
  );
  aroundAll(
    async () => receivers,
    async (all) => {
      for (const receiver of all) await receiver.close();
    },
  );

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), {
      seed: false,
      now,
      webhooks: {
        now: () => Date.now() + deliveryOffset,
        // One attempt a lead until the test moves the clock: a failing receiver is not hammered.
        backoff: () => HOUR_MS,
        pollMs: 600_000,
        resolve: fakeResolver().resolve,
      },
      // The robot and the receivers listen on 127.0.0.1.
      config: { webhookAllowLoopback: true },
    }));
    const account = (user: string, role: EditorRole) => signedInAccount(app, admin, user, role);
    editor = await account('nt-ed', 'editor');
    reviewer = await account('nt-rev', 'reviewer');
    publisher = await account('nt-pub', 'publisher');
    return app;
  });

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/admin/api${url}`, headers: who, ...(payload ? { payload } : {}) });
  const ok = async <T>(
    who: Who,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<T> => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return body<T>(response).response;
  };
  const save = (who: Who, code: string, title: string) =>
    ok(who, 'PUT', `/pages/${code}`, testPage(code, { title }));

  /** The account's inbox once everything that happened so far was read. */
  const inbox = async (who: Who) => {
    await app.notifications.catchUp();
    return ok<{ notifications: NotificationInfo[]; unread: number }>(who, 'GET', '/notifications');
  };
  const about = async (who: Who, code: string) =>
    (await inbox(who)).notifications.filter((n) => n.page_code === code);
  const robotSaid = (text: string) =>
    robot.received().filter((message) => JSON.stringify(message).includes(text));

  /** Moves the pages' clock to `at` and waits for the schedule timer to handle `code`'s switch. */
  async function reach(at: number, code: string) {
    const handled = new Promise<void>((resolve) => {
      const stop = app.pageSchedule.onSwitch((switched) => {
        if (switched !== code) return;
        stop();
        resolve();
      });
    });
    pageOffset = at - Date.now();
    await app.pageSchedule.rearm();
    await handled;
  }

  describe('the group robot (通知设置)', () => {
    it('is set by admins only, to an https address outside the network, and 发送测试 says how it answered', async () => {
      for (const who of [editor, reviewer, publisher]) {
        const read = await call(who, 'GET', '/notifications/settings');
        expect(read.statusCode).toBe(403);
        expect(body(read).msg).toBe('需要管理员权限才能设置通知');
        const write = await call(who, 'PUT', '/notifications/settings', {
          wecom_webhook_url: robot.url,
        });
        expect(write.statusCode).toBe(403);
      }
      expect(await ok(admin, 'GET', '/notifications/settings')).toEqual({
        wecom_webhook_url: null,
        link_origin: null,
        updated_by: null,
        updated_at: null,
      });

      for (const [url, named] of [
        ['http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', 'https://'],
        ['not a url', 'https://'],
        ['https://u:p@qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', '密码'],
        ['https://10.1.2.3/cgi-bin/webhook/send?key=k', '内网'],
        ['https://169.254.169.254/latest', '元数据'],
        ['https://nowhere.example.com/send', '解析'],
      ] as const) {
        const refused = await call(admin, 'PUT', '/notifications/settings', {
          wecom_webhook_url: url,
        });
        expect(refused.statusCode, url).toBe(400);
        expect(body(refused).msg).toContain('参数 wecom_webhook_url');
        expect(body(refused).msg).toContain(named);
      }

      const saved = await app.inject({
        method: 'PUT',
        url: '/admin/api/notifications/settings',
        headers: { ...admin, origin: BUILDER_ORIGIN },
        payload: { wecom_webhook_url: robot.url },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(body(saved).response).toMatchObject({
        wecom_webhook_url: robot.url,
        link_origin: BUILDER_ORIGIN,
        updated_by: 'admin',
      });
      // The trail names the robot's host, never its key.
      const [entry] = await app.audit.list({
        actions: ['notifications.robot'],
        order: 'newest',
        limit: 1,
      });
      expect(entry).toMatchObject({ actor: 'admin', detail: { robot: new URL(robot.url).host } });
      expect(JSON.stringify(entry)).not.toContain('test-robot-key');

      const tested = await ok(admin, 'POST', '/notifications/settings/test', {});
      expect(tested).toMatchObject({
        delivered: true,
        status_code: 200,
        errcode: 0,
        errmsg: 'ok',
        error: null,
      });
      expect(robot.received().at(-1)).toEqual({
        msgtype: 'text',
        text: {
          content:
            '【落地页】通知测试：admin 在通知设置中发送。收到这条消息，说明审核、发布、活动开始与结束、Webhook 推送失败等通知会同时发到本群。',
        },
      });

      // An address typed but not saved is tried as it is; the robot's refusal is shown.
      const wrongKey = await startFakeWecomRobot('wrong-key');
      try {
        wrongKey.answer({ body: { errcode: 93000, errmsg: 'invalid webhook url' } });
        expect(
          await ok(admin, 'POST', '/notifications/settings/test', {
            wecom_webhook_url: wrongKey.url,
          }),
        ).toMatchObject({
          delivered: false,
          status_code: 200,
          errcode: 93000,
          errmsg: 'invalid webhook url',
        });
        expect(wrongKey.received()).toHaveLength(1);
      } finally {
        await wrongKey.close();
      }
      // A refused address is answered as an error, and nothing is sent.
      expect(
        await ok(admin, 'POST', '/notifications/settings/test', {
          wecom_webhook_url: 'https://192.168.1.9/send',
        }),
      ).toMatchObject({ delivered: false, status_code: null, errcode: null });
      expect(
        (await ok<{ wecom_webhook_url: string }>(admin, 'GET', '/notifications/settings'))
          .wecom_webhook_url,
      ).toBe(robot.url);
    });
  });

  describe('review and publishing', () => {
    it('tells reviewers of a submission, the author of a rejection with its comment, of the approval and of the publish', async () => {
      await save(editor, 'nt-flow', '双十一');
      const review = (
        await ok<{ review: { id: number } }>(editor, 'POST', '/pages/nt-flow/submit', {
          note: '请审核双十一活动页',
        })
      ).review;

      // The reviewers (and admins) hear of it; the one who submitted does not.
      for (const who of [reviewer, admin]) {
        expect(await about(who, 'nt-flow')).toMatchObject([
          {
            kind: 'review_submitted',
            page_code: 'nt-flow',
            text: 'nt-ed 提交了「双十一」的审核申请：请审核双十一活动页',
            read: false,
            target: { screen: 'review', id: review.id },
          },
        ]);
      }
      expect(await about(editor, 'nt-flow')).toEqual([]);
      expect(await about(publisher, 'nt-flow')).toEqual([]);

      await ok(reviewer, 'POST', `/reviews/${review.id}/reject`, {
        comment: '请删去“保本”二字',
        notes: [{ path: 'page_schema[0]', text: '这里' }],
      });
      const [rejected] = await about(editor, 'nt-flow');
      expect(rejected).toMatchObject({
        kind: 'review_rejected',
        text: '「双十一」的审核申请被 nt-rev 驳回：请删去“保本”二字',
        target: { screen: 'review', id: review.id },
      });
      // The robot says it to the group too, linking to the request in the builder.
      await expect.poll(() => robotSaid('驳回').length, SETTLES).toBe(1);
      expect(robotSaid('驳回')[0]).toEqual({
        msgtype: 'markdown',
        markdown: {
          content: `**【落地页】审核驳回**\n「双十一」的审核申请被 nt-rev 驳回：请删去“保本”二字\n[在搭建器中查看](${BUILDER_ORIGIN}/admin/reviews/${review.id})`,
        },
      });

      await save(editor, 'nt-flow', '双十一（改）');
      const again = (await ok<{ review: { id: number } }>(editor, 'POST', '/pages/nt-flow/submit'))
        .review;
      await ok(reviewer, 'POST', `/reviews/${again.id}/approve`, { comment: '符合要求' });
      expect((await about(editor, 'nt-flow'))[0]).toMatchObject({
        kind: 'review_approved',
        text: '「双十一（改）」的审核申请已由 nt-rev 通过：符合要求',
        target: { screen: 'page', code: 'nt-flow' },
      });

      const published = await ok<{ version: number }>(
        publisher,
        'POST',
        '/pages/nt-flow/publish',
        {},
      );
      expect((await about(editor, 'nt-flow'))[0]).toMatchObject({
        kind: 'page_published',
        text: `nt-pub 发布了「双十一（改）」（第 ${published.version} 版）`,
        target: { screen: 'page', code: 'nt-flow' },
      });
      // The one who published is not told what they did.
      expect((await about(publisher, 'nt-flow')).map((n) => n.kind)).toEqual([]);
      await expect.poll(() => robotSaid('nt-pub 发布了').length, SETTLES).toBe(1);

      // Each event once, however often the trail is read.
      await app.notifications.catchUp();
      expect((await about(editor, 'nt-flow')).map((n) => n.kind)).toEqual([
        'page_published',
        'review_approved',
        'review_rejected',
      ]);
    });

    it('marks one read when opened, and 全部已读, for that account alone', async () => {
      await save(editor, 'nt-read', '读过');
      await ok(editor, 'POST', '/pages/nt-read/submit');
      const before = await inbox(reviewer);
      const adminBefore = (await inbox(admin)).unread;
      expect(before.unread).toBeGreaterThanOrEqual(2);
      const [first] = before.notifications;
      expect(first).toMatchObject({ page_code: 'nt-read', read: false });

      expect(await ok(reviewer, 'POST', '/notifications/read', { ids: [first!.id] })).toEqual({
        unread: before.unread - 1,
      });
      const after = await inbox(reviewer);
      expect(after.notifications.find((n) => n.id === first!.id)?.read).toBe(true);
      // The admin got the same notification; theirs stays unread.
      expect((await inbox(admin)).unread).toBe(adminBefore);

      // Another account's ids change nothing of theirs.
      const editorsOwn = (await inbox(editor)).notifications[0]!;
      await ok(reviewer, 'POST', '/notifications/read', { ids: [editorsOwn.id] });
      expect((await inbox(editor)).notifications[0]?.read).toBe(false);

      expect(await ok(reviewer, 'POST', '/notifications/read-all')).toEqual({ unread: 0 });
      expect((await inbox(reviewer)).notifications.every((n) => n.read)).toBe(true);
      expect((await inbox(admin)).unread).toBe(adminBefore);

      const refused = await call(reviewer, 'POST', '/notifications/read', { ids: [] });
      expect(refused.statusCode).toBe(400);
    });
  });

  describe('schedules', () => {
    it('tells the page’s people when it was scheduled, started, is ending within 24 hours and ended', async () => {
      await save(editor, 'nt-sched', '跨年活动');
      const start = now() + 2 * HOUR_MS;
      const end = start + 30 * HOUR_MS;
      await ok(publisher, 'POST', '/pages/nt-sched/publish', { starts_at: start, ends_at: end });
      const [scheduled] = await about(editor, 'nt-sched');
      expect(scheduled).toMatchObject({ kind: 'page_published' });
      expect(scheduled!.text).toMatch(/^nt-pub 定时发布了「跨年活动」（第 1 版），将于 .+ 开始$/);
      // Not yet started, and the end is more than a day off.
      expect((await about(publisher, 'nt-sched')).map((n) => n.kind)).toEqual([]);

      await reach(start + MINUTE_MS, 'nt-sched');
      for (const who of [editor, publisher]) {
        expect((await about(who, 'nt-sched'))[0]).toMatchObject({
          kind: 'schedule_started',
          target: { screen: 'page', code: 'nt-sched' },
        });
      }
      expect((await about(editor, 'nt-sched'))[0]!.text).toMatch(
        /^「跨年活动」的活动已于 .+ 开始，访客现在看到第 1 版$/,
      );
      await expect.poll(() => robotSaid('【落地页】活动开始**').length, SETTLES).toBe(1);

      // Twenty hours before the end: 即将结束, once however often the schedules are swept.
      pageOffset = end - 20 * HOUR_MS - Date.now();
      await app.notifications.catchUp();
      await app.notifications.catchUp();
      const ending = (await about(editor, 'nt-sched')).filter((n) => n.kind === 'page_ending_soon');
      expect(ending).toHaveLength(1);
      expect(ending[0]!.text).toContain('结束（不到 24 小时）');

      await reach(end + MINUTE_MS, 'nt-sched');
      expect((await about(publisher, 'nt-sched')).map((n) => n.kind)).toEqual([
        'schedule_ended',
        'page_ending_soon',
        'schedule_started',
      ]);
      await expect.poll(() => robotSaid('【落地页】活动结束**').length, SETTLES).toBe(1);
      pageOffset = 0;
    });

    it('tells at once of a page published to end within 24 hours', async () => {
      await save(editor, 'nt-short', '限时一晚');
      await ok(publisher, 'POST', '/pages/nt-short/publish', { ends_at: now() + 6 * HOUR_MS });
      expect((await about(editor, 'nt-short')).map((n) => n.kind).sort()).toEqual([
        'page_ending_soon',
        'page_published',
      ]);
    });
  });

  describe('webhooks', () => {
    it('tells the admins when a receiver starts failing and when a lead is given up, once each', async () => {
      await save(admin, 'nt-hook', '留资页');
      const secret = 'notify-secret-0123456789';
      const receiver = await startWebhookReceiver(secret);
      receivers.push(receiver);
      receiver.mode = () => 500;
      await ok(admin, 'POST', '/webhooks', { url: receiver.url, secret, page_code: 'nt-hook' });

      const statement = await app.inject({ method: 'GET', url: API_PATHS.PRIVACY_STATEMENT });
      const { version } = body<{ version: number }>(statement).response;
      const attempts: unknown[] = [];
      const stopListening = app.webhookDeliverer.onAttempt((report) => attempts.push(report));
      let ip = 0;
      const lead = async () => {
        const handset = testPhone();
        const code = await codeFor(app, handset, `198.51.100.${(ip += 1)}`);
        const sent = await app.inject({
          method: 'POST',
          url: API_PATHS.GIFT_ACTIVITY,
          payload: leadPayload(handset, code, {
            is_send_result: undefined,
            page_code: 'nt-hook',
            consent_version: version,
          }),
        });
        expect(sent.statusCode, sent.body).toBe(200);
      };
      const webhookNews = async () =>
        (await inbox(admin)).notifications.filter((n) => n.kind === 'webhook_failed');

      await lead();
      await expect.poll(async () => (await webhookNews()).length, SETTLES).toBe(1);
      const host = new URL(receiver.url).host;
      expect((await webhookNews())[0]).toMatchObject({
        page_code: null,
        text: `Webhook 推送失败：页面 nt-hook 的线索推送到 ${host} 返回 HTTP 500。系统会自动重试，恢复前不再重复提醒`,
        target: { screen: 'webhooks' },
      });
      // The webhooks are the admins': an editor hears nothing of them.
      expect(
        (await inbox(editor)).notifications.filter((n) => n.kind === 'webhook_failed'),
      ).toEqual([]);

      // A second lead fails too: the same run of failures, nothing new.
      await lead();
      await expect.poll(() => receiver.received.length, SETTLES).toBe(2);
      // The receiver has answered before the deliverer records the attempt. The clock moves on
      // only once both are recorded: recorded a day late, an attempt would be given up at once.
      await expect.poll(() => attempts.length, SETTLES).toBe(2);

      // A day on, both are given up: one notification says so.
      deliveryOffset = 25 * HOUR_MS;
      app.webhookDeliverer.wake();
      await expect.poll(async () => (await webhookNews()).length, SETTLES).toBe(2);
      await expect.poll(() => receiver.received.length, SETTLES).toBe(4);
      await app.notifications.catchUp();
      const news = await webhookNews();
      expect(news.map((n) => n.text.split('：')[0])).toEqual([
        'Webhook 推送已放弃',
        'Webhook 推送失败',
      ]);
      expect(news[0]!.text).toContain('请在 Webhook 投递记录中重新投递');
      // The group reads the receiver's host, never its path (which may carry a token).
      await expect.poll(() => robotSaid('Webhook 推送失败**').length, SETTLES).toBe(2);
      expect(JSON.stringify(robot.received())).not.toContain('/hooks/leads');
      stopListening();
      deliveryOffset = 0;
    });
  });

  describe('a robot that fails', () => {
    it('costs the action nothing and is not tried again', async () => {
      robot.answer({ body: { errcode: 45009, errmsg: 'api freq out of limit' } });
      await save(editor, 'nt-quiet', '安静');
      await ok(editor, 'POST', '/pages/nt-quiet/submit');
      expect((await about(reviewer, 'nt-quiet')).map((n) => n.kind)).toEqual(['review_submitted']);
      await expect.poll(() => robotSaid('「安静」').length, SETTLES).toBe(1);

      robot.answer({ body: { errcode: 0, errmsg: 'ok' } });
      await save(editor, 'nt-loud', '热闹');
      await ok(editor, 'POST', '/pages/nt-loud/submit');
      await expect.poll(() => robotSaid('「热闹」').length, SETTLES).toBe(1);
      // Sent one at a time, in order: the refused one was sent once and never again.
      expect(robotSaid('「安静」')).toHaveLength(1);
    });
  });
}
