import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import type { DeliveryInfo, WebhookInfo } from '@h5-page/schema/webhooks';
import { build } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { body, signIn } from '#test/support/admin.ts';
import { codeFor, leadPayload, testPhone } from '#test/support/accounts.ts';
import { fakeResolver, PUBLIC_ADDRESS } from '#test/support/fake-resolver.ts';
import type { FakeResolver } from '#test/support/fake-resolver.ts';
import {
  ALL_INSIDE_WEBHOOK_URLS,
  INSIDE_WEBHOOK_URLS,
  LOOPBACK_WEBHOOK_URLS,
} from '#test/support/inside-webhook-urls.ts';
import { testPage } from '#test/support/pages.ts';
import { PRODUCTION_ENV } from '#test/support/production-env.ts';
import { signedInSuiteApp } from '#test/support/signed-in-suite-app.ts';
import { startWebhookReceiver } from '#test/support/webhook-receiver.ts';
import type { WebhookReceiver } from '#test/support/webhook-receiver.ts';

/**
 * A webhook never reaches inside (this machine, its network, a cloud's metadata service): its URL
 * is refused when saved, in production and in development unless loopback is allowed, and checked
 * again at each send, which connects only to the address checked. Names resolve through a fake
 * resolver; where a test needs the system's lookup too (the one a connection makes by itself), it
 * answers from the same fake, so no DNS server is ever asked.
 */

const STRONG = 'vault-ribbon-Quartz-1987';
const SECRET = 'address-test-secret-0123456789';
/** Patience for what the deliverer does in the background (a state awaited, not a pause). */
const SETTLES = { timeout: 20_000, interval: 20 };

const addWebhook = (app: FastifyInstance, admin: { cookie: string }, url: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/webhooks',
    headers: admin,
    payload: { url, secret: SECRET },
  });

/** Every URL refused with 400 naming `url`, none a 5xx, none saved. */
async function expectAllRefused(
  app: FastifyInstance,
  admin: { cookie: string },
  urls: readonly string[],
): Promise<void> {
  const before = (await app.webhooks.list()).length;
  const faults: string[] = [];
  for (const url of urls) {
    const response = await addWebhook(app, admin, url);
    const answer = response.json() as Record<string, unknown>;
    if (
      response.statusCode !== 400 ||
      Object.keys(answer).sort().join() !== 'code,msg,response' ||
      !String(answer.msg).startsWith('参数 url 接收地址')
    ) {
      faults.push(`${url}: ${response.statusCode} ${response.body}`);
    }
  }
  expect(faults).toEqual([]);
  expect(await app.webhooks.list()).toHaveLength(before);
}

/** Bounds for building apps and sending every spelling on a machine busy with other work. */
const START_MS = 180_000;
const SLOW = { timeout: 120_000 };

describe('webhook addresses in production', SLOW, () => {
  let app: FastifyInstance;
  let admin: { cookie: string };
  beforeAll(async () => {
    const config = loadConfig({ ...PRODUCTION_ENV, ADMIN_PASSWORD: STRONG });
    app = await build({
      config: { ...config, dataDir: ':memory:' },
      ssr: false,
      webhooks: { resolve: fakeResolver({ 'crm.example.com': [PUBLIC_ADDRESS] }).resolve },
    });
    admin = await signIn(app, 'admin', STRONG);
  }, START_MS);
  afterAll(async () => {
    await app?.close();
  });

  it('refuses every spelling of loopback, private, link-local and metadata addresses', async () => {
    await expectAllRefused(app, admin, ALL_INSIDE_WEBHOOK_URLS);
    const fine = await addWebhook(app, admin, 'https://crm.example.com/hooks/leads');
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('will not start with loopback allowed', async () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, WEBHOOK_ALLOW_LOOPBACK: '1' })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK: webhooks to loopback addresses are for development only/,
    );
    expect(() => loadConfig({ WEBHOOK_ALLOW_LOOPBACK: 'yes' })).toThrow(ConfigError);
    expect(loadConfig({}).webhookAllowLoopback).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: '1' }).webhookAllowLoopback).toBe(true);
    await expect(
      build({
        config: { ...loadConfig(PRODUCTION_ENV), dataDir: ':memory:', webhookAllowLoopback: true },
        ssr: false,
      }),
    ).rejects.toThrow(/WEBHOOK_ALLOW_LOOPBACK/);
  });
});

/** The system's own lookup (which a connection uses unless told otherwise) asks `fake` for `.example.com` names. */
function systemLookupFrom(fake: FakeResolver): { asked: string[]; restore: () => void } {
  const real = dns.lookup;
  const asked: string[] = [];
  const spy = vi.spyOn(dns, 'lookup').mockImplementation(((
    hostname: string,
    options: LookupOptions | ((...args: unknown[]) => void),
    callback?: (error: Error | null, address?: string | LookupAddress[], family?: number) => void,
  ) => {
    const done = (typeof options === 'function' ? options : callback)!;
    const all = typeof options === 'object' && options.all === true;
    if (!hostname.endsWith('.example.com')) {
      return (real as (...args: unknown[]) => void)(hostname, options, callback);
    }
    asked.push(hostname);
    fake.resolve(hostname).then(
      (addresses) =>
        all ? done(null, addresses) : done(null, addresses[0]!.address, addresses[0]!.family),
      (error: Error) => done(error),
    );
  }) as unknown as typeof dns.lookup);
  return { asked, restore: () => spy.mockRestore() };
}

describe('webhook addresses in development', SLOW, () => {
  const resolver = fakeResolver();
  let strict: FastifyInstance;
  let strictAdmin: { cookie: string };
  let loose: FastifyInstance;
  let looseAdmin: { cookie: string };
  const receivers: WebhookReceiver[] = [];

  const webhooks = { pollMs: 600_000, resolve: resolver.resolve };
  beforeAll(async () => {
    ({ app: strict, admin: strictAdmin } = await signedInSuiteApp(null, { seed: false, webhooks }));
    ({ app: loose, admin: looseAdmin } = await signedInSuiteApp(null, {
      seed: false,
      webhooks,
      config: { webhookAllowLoopback: true },
    }));
    for (const [app, admin] of [
      [strict, strictAdmin],
      [loose, looseAdmin],
    ] as const) {
      for (const code of ['addr-rebind', 'addr-pinned', 'addr-redirect']) {
        const saved = await app.inject({
          method: 'PUT',
          url: `/admin/api/pages/${code}`,
          headers: admin,
          payload: testPage(code),
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    }
  }, START_MS);
  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
    await strict?.close();
    await loose?.close();
  });
  const receiver = async () => {
    const started = await startWebhookReceiver(SECRET);
    receivers.push(started);
    return started;
  };
  const portOf = (to: WebhookReceiver) => new URL(to.url).port;

  let ip = 0;
  const submitLead = async (app: FastifyInstance, pageCode: string) => {
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
  };
  const save = async (app: FastifyInstance, admin: { cookie: string }, payload: object) => {
    const added = await app.inject({
      method: 'POST',
      url: '/admin/api/webhooks',
      headers: admin,
      payload: { secret: SECRET, ...payload },
    });
    expect(added.statusCode, added.body).toBe(200);
    return body<{ webhook: WebhookInfo }>(added).response.webhook;
  };
  const attemptsOf = async (app: FastifyInstance, admin: { cookie: string }, id: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/admin/api/webhooks/${id}/deliveries`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [delivery] = body<{ deliveries: DeliveryInfo[] }>(response).response.deliveries;
    return delivery?.attempts ?? [];
  };

  it('refuses every spelling without the setting, and only loopback passes with it', async () => {
    await expectAllRefused(strict, strictAdmin, ALL_INSIDE_WEBHOOK_URLS);
    await expectAllRefused(loose, looseAdmin, INSIDE_WEBHOOK_URLS);
    resolver.answer('localhost', [{ address: '127.0.0.1', family: 4 }]);
    resolver.answer('crm.localhost', [{ address: '::1', family: 6 }]);
    for (const url of LOOPBACK_WEBHOOK_URLS) {
      const response = await addWebhook(loose, looseAdmin, url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      const { webhook } = body<{ webhook: WebhookInfo }>(response).response;
      // Saved and disabled at once: no later lead is sent to it.
      await loose.inject({
        method: 'DELETE',
        url: `/admin/api/webhooks/${webhook.id}`,
        headers: looseAdmin,
      });
    }
  });

  it('refuses a name that resolves inside, however many of its addresses are public', async () => {
    resolver.answer('loop.example.com', [{ address: '127.0.0.1', family: 4 }]);
    resolver.answer('half.example.com', [PUBLIC_ADDRESS, { address: '192.168.3.4', family: 4 }]);
    resolver.answer('nip.example.com', [{ address: '169.254.169.254', family: 4 }]);
    await expectAllRefused(strict, strictAdmin, [
      'https://loop.example.com/in',
      'https://half.example.com/in',
      'http://nip.example.com/latest/meta-data/',
      'https://unknown.example.com/in',
    ]);
    await expectAllRefused(loose, looseAdmin, [
      'https://half.example.com/in',
      'http://nip.example.com/latest/meta-data/',
    ]);
  });

  it('checks again at the send: a name rebound to loopback since it was saved gets nothing', async () => {
    const to = await receiver();
    const url = `http://rebind.example.com:${portOf(to)}/hooks/leads`;
    // The check at saving sees a public address; every later answer is this machine.
    resolver.answer('rebind.example.com', [PUBLIC_ADDRESS], [{ address: '127.0.0.1', family: 4 }]);
    const system = systemLookupFrom(resolver);
    try {
      const webhook = await save(strict, strictAdmin, { url, page_code: 'addr-rebind' });
      await submitLead(strict, 'addr-rebind');
      strict.webhookDeliverer.wake();
      await expect
        .poll(async () => (await attemptsOf(strict, strictAdmin, webhook.id)).length, SETTLES)
        .toBe(1);
      const [attempt] = await attemptsOf(strict, strictAdmin, webhook.id);
      expect(attempt).toMatchObject({
        status_code: null,
        error: '接收地址不能指向本机回环地址（rebind.example.com 解析到此类地址）',
      });
      expect(to.received).toEqual([]);
    } finally {
      system.restore();
    }
  });

  it('connects to the address it checked, never asking the name again', async () => {
    const to = await receiver();
    const url = `http://pinned.example.com:${portOf(to)}/hooks/leads`;
    // The check at saving and the one at the send see the receiver; any later question is
    // answered with an address nothing listens on.
    resolver.answer(
      'pinned.example.com',
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '127.0.0.2', family: 4 }],
    );
    const system = systemLookupFrom(resolver);
    try {
      const webhook = await save(loose, looseAdmin, { url, page_code: 'addr-pinned' });
      await submitLead(loose, 'addr-pinned');
      loose.webhookDeliverer.wake();
      await expect.poll(() => to.accepted.size, SETTLES).toBe(1);
      expect(to.received.every((delivery) => delivery.signatureValid)).toBe(true);
      await expect
        .poll(async () => (await attemptsOf(loose, looseAdmin, webhook.id)).length, SETTLES)
        .toBe(1);
      const [attempt] = await attemptsOf(loose, looseAdmin, webhook.id);
      expect(attempt).toMatchObject({ status_code: 200, error: null });
      expect(system.asked).toEqual([]);
      expect(resolver.asked.filter((name) => name === 'pinned.example.com')).toHaveLength(2);
    } finally {
      system.restore();
    }
  });

  it('does not follow a redirect, and keeps its status but not its answer', async () => {
    const inside = await receiver();
    const redirector = createServer((_request, response) => {
      response
        .writeHead(307, { location: inside.url, 'content-type': 'text/plain' })
        .end('moved: see the internal answer here');
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = redirector.address() as AddressInfo;
      const webhook = await save(loose, looseAdmin, {
        url: `http://127.0.0.1:${port}/hooks/leads`,
        page_code: 'addr-redirect',
      });
      await submitLead(loose, 'addr-redirect');
      loose.webhookDeliverer.wake();
      await expect
        .poll(async () => (await attemptsOf(loose, looseAdmin, webhook.id)).length, SETTLES)
        .toBe(1);
      const [attempt] = await attemptsOf(loose, looseAdmin, webhook.id);
      expect(attempt).toMatchObject({ status_code: 307, error: null });
      expect(Object.keys(attempt!).sort()).toEqual(['at', 'duration_ms', 'error', 'status_code']);
      expect(JSON.stringify(attempt)).not.toContain('internal answer');
      expect(inside.received).toEqual([]);
    } finally {
      redirector.closeAllConnections();
      await new Promise((resolve) => redirector.close(resolve));
    }
  });
});
