import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import { validatePage } from '@h5-page/schema';
import { DEVELOPMENT_JWT_SECRET } from '../config.ts';
import { createSmsCodeHasher } from '../accounts/auth/sms-codes.ts';
import { openAppStore } from '../app-store.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { serverEnv, startServer } from '#test/support/server-process.ts';
import { startWebhookReceiver } from '#test/support/webhook-receiver.ts';
import { createWebhookRepository } from './webhook-repository.ts';
import { webhookAttempts, webhookDeliveries } from './webhook-tables.ts';

/**
 * The real server killed with SIGKILL between a lead's commit and its delivery (the receiver
 * holds the request, so it is never answered): a new process delivers it, and the receiver,
 * keeping deliveries by X-H5-Delivery, takes it exactly once.
 */

const temp = mkdtempSync(join(tmpdir(), 'h5-webhook-kill-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const HANDSET = '13700009999';
const CODE = '2468';
const SECRET = 'kill-test-secret-0123456789';
const SETTLES = { timeout: 90_000, interval: 50 };

describe('a lead committed, then the server killed', { timeout: 180_000 }, () => {
  it('is delivered once after a restart, on PostgreSQL', async () => {
    const database = await createTestDatabase();
    const receiver = await startWebhookReceiver(SECRET);
    receiver.mode = () => 'hold';
    const location = { dataDir: join(temp, 'unused'), databaseUrl: database.url };
    try {
      const store = await openAppStore({ ...location, seed: false });
      try {
        const page = validatePage({ code: 'wh-kill', title: '线索页', page_schema: [] });
        if (!page.ok) throw new Error('the test page is invalid');
        await store.pages.importPage(page.page);
        const now = Date.now();
        await store.smsCodes.insert({
          handset: HANDSET,
          codeHash: createSmsCodeHasher(DEVELOPMENT_JWT_SECRET).hash(HANDSET, CODE),
          purpose: 'lead',
          ip: null,
          createdAt: new Date(now),
          expiresAt: new Date(now + 10 * 60_000),
        });
        await createWebhookRepository(store.db).create({
          url: receiver.url,
          pageCode: 'wh-kill',
          secret: SECRET,
          createdBy: null,
        });
      } finally {
        await store.close();
      }

      // A short timeout: the claim of the killed process runs out soon after. The receiver
      // listens on 127.0.0.1, which a webhook reaches only with the development setting.
      const env = serverEnv({
        DATA_DIR: location.dataDir,
        DATABASE_URL: location.databaseUrl,
        WEBHOOK_TIMEOUT_MS: '3000',
        WEBHOOK_ALLOW_LOOPBACK: '1',
      });
      const first = await startServer(env);
      const response = await fetch(`${first.url}${API_PATHS.GIFT_ACTIVITY}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          nick_name: '张三',
          handset: HANDSET,
          code: CODE,
          version_id: LEAD_FORM_VERSION_ID,
          page_code: 'wh-kill',
          consent_version: 1,
        }),
      });
      const answer = (await response.json()) as { code: number; response: { lead_id: number } };
      expect(answer.code, JSON.stringify(answer)).toBe(1);
      // Committed and on its way: the receiver holds the request, unanswered.
      await expect.poll(() => receiver.held(), SETTLES).toBe(1);
      await first.kill('SIGKILL');

      receiver.mode = () => 200;
      const second = await startServer(env);
      try {
        await expect.poll(() => receiver.accepted.size, SETTLES).toBe(1);
      } finally {
        await second.kill('SIGTERM');
      }

      const keys = receiver.received.map((delivery) => delivery.key);
      expect(receiver.received.every((delivery) => delivery.signatureValid)).toBe(true);
      expect(
        receiver.received.every((delivery) => delivery.payload.lead.id === answer.response.lead_id),
      ).toBe(true);
      expect(new Set(keys).size).toBe(1);
      expect([...receiver.accepted.entries()]).toEqual([[keys[0], 1]]);

      const after = await openAppStore({ ...location, seed: false });
      try {
        const [delivery] = await after.db.select().from(webhookDeliveries);
        expect(delivery).toMatchObject({ status: 'delivered', deliveryKey: keys[0] });
        const attempts = await after.db
          .select()
          .from(webhookAttempts)
          .where(eq(webhookAttempts.deliveryId, delivery!.id));
        // The killed process never recorded its attempt; the new one recorded the success.
        expect(attempts.map((attempt) => attempt.statusCode)).toEqual([200]);
      } finally {
        await after.close();
      }
    } finally {
      await receiver.close();
      await database.drop();
    }
  });
});
