import { describe, expect, it } from 'vitest';
import { migrate } from '../store/migrate.ts';
import type { Database } from '../store/open-database.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { openOlderStore } from '#test/support/older-store.ts';

/**
 * Attempts stored before migration 0122 kept the start of each receiver's answer; after it,
 * nothing of any answer is left, and each attempt keeps its status and timing.
 */
describe('the receivers answers an older store kept', { timeout: 120_000 }, () => {
  it('are gone after the upgrade; statuses and timings stay', async () => {
    const fresh = await createTestDatabase();
    let older: Database | undefined;
    try {
      older = await openOlderStore(fresh.url, '0122');
      await older.withSession(async (session) => {
        await session.query(
          `INSERT INTO leads (id, page_code, handset, nick_name, version_id)
           VALUES (1, 'old-page', '13700001111', '张三', 1)`,
        );
        await session.query(
          `INSERT INTO webhooks (id, url, secret) VALUES (1, 'http://127.0.0.1:3000/', 'an-old-secret-0123456789')`,
        );
        await session.query(
          `INSERT INTO webhook_deliveries (id, webhook_id, lead_id, delivery_key, next_attempt_at, give_up_at, created_at)
           VALUES (1, 1, 1, 'key-1', now(), now(), now())`,
        );
        await session.query(
          `INSERT INTO webhook_attempts (delivery_id, at, status_code, error, answer, duration_ms)
           VALUES (1, now(), 400, NULL, '{"code":400,"msg":"参数 user 不能为空"}', 12),
                  (1, now(), NULL, 'connect ECONNREFUSED', '', 3)`,
        );
      });
      expect(await migrate(older)).toContain('0122');
      const rows = await older.withSession((session) =>
        session.query<Record<string, unknown>>('SELECT * FROM webhook_attempts ORDER BY id'),
      );
      expect(rows.map((row) => Object.keys(row).sort())).toEqual([
        ['at', 'delivery_id', 'duration_ms', 'error', 'id', 'status_code'],
        ['at', 'delivery_id', 'duration_ms', 'error', 'id', 'status_code'],
      ]);
      expect(rows).toMatchObject([
        { status_code: 400, error: null, duration_ms: 12 },
        { status_code: null, error: 'connect ECONNREFUSED', duration_ms: 3 },
      ]);
      expect(JSON.stringify(rows)).not.toContain('参数 user');
    } finally {
      await older?.close();
      await fresh.drop();
    }
  });
});
