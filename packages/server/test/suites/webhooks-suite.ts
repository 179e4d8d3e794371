import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { body } from '../support/admin.ts';
import { codeFor, testPhone } from '../support/accounts.ts';
import { appForAll } from '../support/app-for-all.ts';
import { aroundAll } from '../support/around-all.ts';
import { fakeResolver, PUBLIC_ADDRESS } from '../support/fake-resolver.ts';
import { testPage } from '../support/pages.ts';
import { signedInEditor } from '../support/signed-in-editor.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import type { WebhookReceiver } from '../support/webhook-receiver.ts';
import { leadPayload } from '#test/support/accounts.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Patience for what the deliverer does in the background (a state awaited, not a pause). */
const SETTLES = { timeout: 20_000, interval: 20 };

interface WebhookOut {
  id: number;
  url: string;
  page_code: string | null;
  secret_hint: string;
  enabled: boolean;
  deliveries: { pending: number; delivered: number; failed: number };
}
interface DeliveryOut {
  id: number;
  lead_id: number;
  delivery_key: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: { at: string; status_code: number | null; error: string | null; duration_ms: number }[];
  next_attempt_at: string | null;
}

/**
 * Leads handed to a CRM through signed webhooks, from the outbox in the store: run on PGlite
 * (webhooks/webhooks.test.ts) and PostgreSQL (webhooks/webhooks-postgres.test.ts). The
 * deliverer's clock and backoff are the test's, so retries and giving up never wait for time.
 */
export function webhooksSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  let admin: { cookie: string };
  let editor: { cookie: string };
  /** Added to the real time on the deliverer's clock. */
  let clockOffset = 0;
  /** The deliverer's wait after any failed attempt. */
  let backoffMs = 0;

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), {
      seed: false,
      // Only a lead, a redelivery or the test wakes the deliverer: no poll between.
      webhooks: {
        now: () => Date.now() + clockOffset,
        backoff: () => backoffMs,
        pollMs: 600_000,
        resolve: fakeResolver({ 'crm.example.com': [PUBLIC_ADDRESS] }).resolve,
      },
      // The receivers listen on 127.0.0.1.
      config: { webhookAllowLoopback: true },
    }));
    editor = await signedInEditor(app, admin, 'wh-editor', 'editor-password-1');
    for (const code of ['wh-a', 'wh-b', 'wh-retry', 'wh-hold', 'wh-fail']) {
      const saved = await app.inject({
        method: 'PUT',
        url: `/admin/api/pages/${code}`,
        headers: admin,
        payload: testPage(code),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return app;
  });

  const receivers: WebhookReceiver[] = [];
  aroundAll(
    async () => receivers,
    async (all) => {
      for (const receiver of all) await receiver.close();
    },
  );
  const receiver = async (secret: string) => {
    const started = await startWebhookReceiver(secret);
    receivers.push(started);
    return started;
  };

  const addWebhook = async (payload: Record<string, unknown>, who = admin) =>
    app.inject({ method: 'POST', url: '/admin/api/webhooks', headers: who, payload });
  const webhookFor = async (to: WebhookReceiver, secret: string, pageCode?: string) => {
    const added = await addWebhook({
      url: to.url,
      secret,
      ...(pageCode ? { page_code: pageCode } : {}),
    });
    expect(added.statusCode, added.body).toBe(200);
    return body<{ webhook: WebhookOut }>(added).response.webhook;
  };
  const deliveries = async (webhookId: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/admin/api/webhooks/${webhookId}/deliveries`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<{ webhook: WebhookOut; deliveries: DeliveryOut[] }>(response).response;
  };

  let ip = 0;
  /** A visitor leaves a lead on `pageCode`; answers the lead's id. */
  const submitLead = async (pageCode: string) => {
    const handset = testPhone();
    const code = await codeFor(app, handset, `198.51.100.${(ip += 1)}`);
    const statement = await app.inject({ method: 'GET', url: API_PATHS.PRIVACY_STATEMENT });
    const { version } = body<{ version: number }>(statement).response;
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.GIFT_ACTIVITY,
      payload: leadPayload(handset, code, {
        is_send_result: undefined,
        page_code: pageCode,
        consent_version: version,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { id: body<{ lead_id: number }>(response).response.lead_id, handset };
  };

  describe('webhooks for the lead hand-off', () => {
    it('posts every new lead once, signed, to the webhooks of its page and of all pages', async () => {
      const allSecret = 'all-pages-secret-0123456789';
      const pageSecret = 'page-a-secret-abcdefghijkl';
      const toAll = await receiver(allSecret);
      const toPageA = await receiver(pageSecret);
      const all = await webhookFor(toAll, allSecret);
      const pageA = await webhookFor(toPageA, pageSecret, 'wh-a');
      expect(all).toMatchObject({ page_code: null, enabled: true, secret_hint: '••••6789' });

      const leads = [await submitLead('wh-a'), await submitLead('wh-b'), await submitLead('wh-a')];
      await expect.poll(() => toAll.accepted.size, SETTLES).toBe(3);
      await expect.poll(() => toPageA.accepted.size, SETTLES).toBe(2);
      await expect
        .poll(async () => (await deliveries(all.id)).webhook.deliveries, SETTLES)
        .toEqual({ pending: 0, delivered: 3, failed: 0 });

      for (const [to, expected] of [
        [toAll, leads],
        [toPageA, [leads[0]!, leads[2]!]],
      ] as const) {
        expect(to.received.every((delivery) => delivery.signatureValid)).toBe(true);
        expect([...to.accepted.values()].every((times) => times === 1)).toBe(true);
        expect(to.received.map((delivery) => delivery.payload.lead.id).sort()).toEqual(
          expected.map((lead) => lead.id).sort(),
        );
        for (const delivery of to.received) {
          const lead = expected.find((one) => one.id === delivery.payload.lead.id);
          expect(delivery.payload).toMatchObject({
            event: 'lead.created',
            delivery: delivery.key,
            lead: { handset: lead?.handset, nick_name: '张三', cps_id: 'wx-ad-01' },
          });
        }
      }
      const log = await deliveries(pageA.id);
      expect(log.deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
      expect(log.deliveries[0]!.attempts).toMatchObject([{ status_code: 200, error: null }]);
      // The status and how long it took; what the receiver answered is never kept.
      const [attempt] = log.deliveries[0]!.attempts;
      expect(Object.keys(attempt!).sort()).toEqual(['at', 'duration_ms', 'error', 'status_code']);
      expect(attempt!.duration_ms).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(log)).not.toContain('status 200');

      // A disabled webhook gets no more leads, and keeps its log.
      const disabled = await app.inject({
        method: 'DELETE',
        url: `/admin/api/webhooks/${all.id}`,
        headers: admin,
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(body<{ webhook: WebhookOut }>(disabled).response.webhook.enabled).toBe(false);
      const later = await submitLead('wh-a');
      await expect.poll(() => toPageA.accepted.size, SETTLES).toBe(3);
      expect((await deliveries(all.id)).deliveries.map((d) => d.lead_id)).not.toContain(later.id);
      expect(toAll.received.map((d) => d.payload.lead.id)).not.toContain(later.id);

      const audit = await app.audit.list({
        actions: ['webhook.create', 'webhook.disable'],
        limit: 100,
      });
      expect(audit.map((entry) => [entry.action, entry.detail.webhook_id])).toEqual([
        ['webhook.create', all.id],
        ['webhook.create', pageA.id],
        ['webhook.disable', all.id],
      ]);
    });

    it('retries a delivery the receiver refused, with the same key, until it is taken', async () => {
      const secret = 'retry-secret-0123456789ab';
      const to = await receiver(secret);
      to.mode = (_delivery, seenBefore) => (seenBefore === 0 ? 500 : 200);
      const webhook = await webhookFor(to, secret, 'wh-retry');
      const lead = await submitLead('wh-retry');

      await expect.poll(() => to.accepted.size, SETTLES).toBe(1);
      expect(to.received.map((delivery) => delivery.answered)).toEqual([500, 200]);
      expect(new Set(to.received.map((delivery) => delivery.key)).size).toBe(1);
      await expect
        .poll(async () => (await deliveries(webhook.id)).deliveries[0]?.status, SETTLES)
        .toBe('delivered');
      const [delivery] = (await deliveries(webhook.id)).deliveries;
      expect(delivery).toMatchObject({ lead_id: lead.id, delivery_key: to.received[0]!.key });
      expect(delivery!.attempts.map((attempt) => attempt.status_code)).toEqual([500, 200]);
      expect(JSON.stringify(delivery)).not.toContain('status 500');
    });

    it('answers the visitor while the receiver still holds an earlier delivery', async () => {
      const secret = 'hold-secret-0123456789abc';
      const to = await receiver(secret);
      to.mode = () => 'hold';
      const webhook = await webhookFor(to, secret, 'wh-hold');
      await submitLead('wh-hold');
      await expect.poll(() => to.held(), SETTLES).toBe(1);

      // The deliverer is stuck on the first; the next visitor is answered all the same.
      await submitLead('wh-hold');
      expect(to.held()).toBe(1);
      expect((await deliveries(webhook.id)).webhook.deliveries.pending).toBe(2);

      to.mode = () => 200;
      to.release(200);
      await expect
        .poll(async () => (await deliveries(webhook.id)).webhook.deliveries, SETTLES)
        .toEqual({ pending: 0, delivered: 2, failed: 0 });
      expect([...to.accepted.values()]).toEqual([1, 1]);
    });

    it('backs off after failures, gives up a day after the lead, and redelivers on request', async () => {
      const secret = 'fail-secret-0123456789abc';
      const to = await receiver(secret);
      to.mode = () => 503;
      const webhook = await webhookFor(to, secret, 'wh-fail');
      backoffMs = 2 * HOUR_MS;
      try {
        await submitLead('wh-fail');
        const log = async () => (await deliveries(webhook.id)).deliveries[0];
        await expect.poll(async () => (await log())?.attempts.length, SETTLES).toBe(1);
        const first = await log();
        expect(first?.status).toBe('pending');
        expect(Date.parse(first!.next_attempt_at!) - Date.parse(first!.attempts[0]!.at)).toBe(
          2 * HOUR_MS,
        );

        // Two hours on: tried again, still within the day.
        clockOffset = 2 * HOUR_MS + 60_000;
        app.webhookDeliverer.wake();
        await expect.poll(async () => (await log())?.attempts.length, SETTLES).toBe(2);
        expect((await log())?.status).toBe('pending');

        // A day and more after the lead: the next failure is the last.
        clockOffset = 25 * HOUR_MS;
        app.webhookDeliverer.wake();
        await expect.poll(async () => (await log())?.status, SETTLES).toBe('failed');
        const failed = await log();
        expect(failed?.attempts.map((attempt) => attempt.status_code)).toEqual([503, 503, 503]);
        expect(failed?.next_attempt_at).toBeNull();
        expect(to.accepted.size).toBe(0);

        // Back up: an admin sends it again, with the same key.
        to.mode = () => 200;
        const again = await app.inject({
          method: 'POST',
          url: `/admin/api/webhooks/${webhook.id}/deliveries/${failed!.id}/redeliver`,
          headers: admin,
        });
        expect(again.statusCode, again.body).toBe(200);
        await expect.poll(async () => (await log())?.status, SETTLES).toBe('delivered');
        expect([...to.accepted.keys()]).toEqual([failed!.delivery_key]);
        const twice = await app.inject({
          method: 'POST',
          url: `/admin/api/webhooks/${webhook.id}/deliveries/${failed!.id}/redeliver`,
          headers: admin,
        });
        expect(twice.statusCode).toBe(409);
        expect(body(twice).code).toBe('WEBHOOK_DELIVERY_NOT_FAILED');
      } finally {
        backoffMs = 0;
        clockOffset = 0;
      }
    });

    it('refuses bad webhooks naming the field, saves none of them, and never answers a secret', async () => {
      const before = (await app.webhooks.list()).length;
      const refusals: [Record<string, unknown>, number, string][] = [
        [{ url: 'ftp://crm.example.com/in', secret: 'a-secret-of-sixteen+' }, 400, 'http://'],
        [{ url: 'not a url', secret: 'a-secret-of-sixteen+' }, 400, 'url'],
        // Loopback is allowed here (the receivers'); the inside network never is.
        [{ url: 'http://10.0.0.7/in', secret: 'a-secret-of-sixteen+' }, 400, '参数 url'],
        [{ url: 'http://169.254.169.254/', secret: 'a-secret-of-sixteen+' }, 400, '元数据'],
        [{ url: 'https://u:p@crm.example.com/', secret: 'a-secret-of-sixteen+' }, 400, '密码'],
        [{ url: 'https://nowhere.example.com/', secret: 'a-secret-of-sixteen+' }, 400, '解析'],
        [{ secret: 'a-secret-of-sixteen+' }, 400, 'url'],
        [{ url: 'https://crm.example.com/in', secret: 'short' }, 400, '16'],
        [{ url: 'https://crm.example.com/in' }, 400, 'secret'],
        [
          { url: 'https://crm.example.com/in', secret: 'a-secret-of-sixteen+', page_code: 'a b' },
          400,
          'page_code',
        ],
        [
          { url: 'https://crm.example.com/in', secret: 'a-secret-of-sixteen+', page_code: 'nope' },
          404,
          '页面不存在',
        ],
      ];
      for (const [payload, status, named] of refusals) {
        const response = await addWebhook(payload);
        expect(response.statusCode, response.body).toBe(status);
        expect(body(response).msg).toContain(named);
      }
      expect(await app.webhooks.list()).toHaveLength(before);

      const notAdmin = await addWebhook(
        { url: 'https://crm.example.com/in', secret: 'a-secret-of-sixteen+' },
        editor,
      );
      expect(notAdmin.statusCode).toBe(403);
      expect(body(notAdmin).code).toBe('WEBHOOK_ADMIN_REQUIRED');
      const readByEditor = await app.inject({
        method: 'GET',
        url: '/admin/api/webhooks',
        headers: editor,
      });
      expect(readByEditor.statusCode).toBe(403);

      const secret = 'never-shown-secret-xyz123';
      const added = await addWebhook({ url: 'https://crm.example.com/in', secret });
      expect(added.statusCode, added.body).toBe(200);
      const listed = await app.inject({
        method: 'GET',
        url: '/admin/api/webhooks',
        headers: admin,
      });
      expect(added.body).not.toContain(secret);
      expect(listed.body).not.toContain(secret);
      expect(body<{ webhooks: WebhookOut[] }>(listed).response.webhooks[0]!.secret_hint).toBe(
        '••••z123',
      );
      const missing = await app.inject({
        method: 'GET',
        url: '/admin/api/webhooks/99999/deliveries',
        headers: admin,
      });
      expect(missing.statusCode).toBe(404);
      expect(body(missing).code).toBe('WEBHOOK_NOT_FOUND');
    });

    it('sends a signed sample on 发送测试 and answers how the receiver took it, logging nothing', async () => {
      const secret = 'test-button-secret-0001';
      const to = await receiver(secret);
      const webhook = await webhookFor(to, secret, 'wh-a');
      const test = (id: number, who = admin) =>
        app.inject({ method: 'POST', url: `/admin/api/webhooks/${id}/test`, headers: who });
      type TestOut = {
        delivered: boolean;
        status_code: number | null;
        error: string | null;
        duration_ms: number;
      };

      const taken = await test(webhook.id);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(body<TestOut>(taken).response).toMatchObject({
        delivered: true,
        status_code: 200,
        error: null,
      });
      const [sample] = to.received;
      expect(sample?.signatureValid).toBe(true);
      expect(sample?.key).toMatch(/^test-/);
      expect(sample?.payload).toMatchObject({
        event: 'lead.test',
        delivery: sample?.key,
        lead: { id: 0, page_code: 'wh-a', nick_name: '测试线索' },
      });

      // A receiver that refuses: its status, not delivered.
      to.mode = () => 500;
      expect(body<TestOut>(await test(webhook.id)).response).toMatchObject({
        delivered: false,
        status_code: 500,
        error: null,
      });
      // Nothing of it is in the delivery log, which is of leads.
      expect((await deliveries(webhook.id)).deliveries).toEqual([]);

      // One that is gone: why none came.
      await to.close();
      const gone = body<TestOut>(await test(webhook.id)).response;
      expect(gone.delivered).toBe(false);
      expect(gone.status_code).toBeNull();
      expect(gone.error).toMatch(/ECONNREFUSED/);

      expect((await test(webhook.id, editor)).statusCode).toBe(403);
      expect(body(await test(99_999)).code).toBe('WEBHOOK_NOT_FOUND');
      await app.inject({
        method: 'DELETE',
        url: `/admin/api/webhooks/${webhook.id}`,
        headers: admin,
      });
      const stopped = await test(webhook.id);
      expect(stopped.statusCode).toBe(409);
      expect(body(stopped).msg).toBe('该 Webhook 已停用，不能发送测试');
    });
  });
}
